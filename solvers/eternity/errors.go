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
)
