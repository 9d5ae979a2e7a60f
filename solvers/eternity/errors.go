package eternity

import "errors"

// The kinds of the refusals that come from a setting of the search rather
// than from the puzzle (errors.Is tells them), so that a caller names the
// setting at fault (the command line's --finale, say) and not the puzzle's
// file.
var (
	// ErrFinale: Options.Finale cannot be made for this search (the
	// variable choice, its number of cells, its size).
	ErrFinale = errors.New("finale setting")
	// ErrDepth: the openings depth asked for is out of the puzzle's range.
	ErrDepth = errors.New("openings depth setting")
	// ErrUnits: Options.Units are not openings of this search (another
	// depth, order or puzzle).
	ErrUnits = errors.New("openings given")
	// ErrHints: a piece of Options.Hints is fixed in a turn that puts its
	// grey edges off the frame, an impossible hint (SAT and max score
	// refuse it too) rather than a puzzle with no solution.
	ErrHints = errors.New("fixed piece off the frame")
)
