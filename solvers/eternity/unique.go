package eternity

import (
	"context"
	"errors"

	"plateau/games/eternity"
	"plateau/games/reason"
)

// ErrNoSolution is MakeUnique's answer for a puzzle (with its fixed
// pieces) that has no solution to keep.
var ErrNoSolution = reason.New("the puzzle has no solution with these fixed pieces")

// Uniqued is what MakeUnique made: the fixed pieces that leave one
// solution, and that solution.
type Uniqued struct {
	Hints    *eternity.Board // the fixed pieces given and those added, Fixed set
	Solution *eternity.Board
	Added    int   // pieces MakeUnique fixed while it found two solutions
	Freed    int   // of those, the ones found needless in the end and freed
	Nodes    int64 // placements over all its searches
}

// UniqueProgress is where MakeUnique stands: the pieces fixed so far and,
// once the puzzle is unique, those of them checked needed or freed.
type UniqueProgress struct {
	Added, Checked int
}

// MakeUnique fixes pieces of one solution of p, beyond the fixed pieces of
// o.Hints, until p has no other solution up to turning the whole board: a
// designer's puzzle with a single answer. Each round searches for two
// solutions that are not turns of each other (o's configuration, workers
// and openings); while it finds two, the first keeps its piece on a cell
// where they differ, which rules the second out. The last round proves,
// by exhausting the tree, that the first is alone. Then each piece it
// fixed, newest first, is freed again if the puzzle stays unique without
// it, so that every piece fixed in the end is needed (the designer's own
// are kept as they are). progress, when not nil, is told after each round.
// With one worker the answer depends on the puzzle alone; with several, on
// which solutions the workers meet first, as a search's first solution
// does.
func MakeUnique(ctx context.Context, p *eternity.Puzzle, o Options, progress func(UniqueProgress)) (Uniqued, error) {
	hints := eternity.NewBoard(p.W, p.H)
	if o.Hints != nil {
		hints = o.Hints.Clone()
	}
	o.All, o.Distinct, o.Keep, o.OnSolution = true, 2, 16, nil
	if progress == nil {
		progress = func(UniqueProgress) {}
	}
	var u Uniqued
	var added []int // cells, in the order their pieces were fixed
	for {
		r, err := u.round(ctx, p, o, hints)
		switch {
		case err != nil:
			return u, err
		case r.Distinct == 0:
			return u, ErrNoSolution
		case r.Distinct == 1:
			u.Hints, u.Solution = hints, r.First
			return u, u.free(ctx, p, o, added, progress)
		}
		two := OnePerTurns(p, r.Kept)
		c := firstDifference(p, two[0], two[1], hints)
		if c < 0 {
			return u, errors.New("internal error: two solutions that differ nowhere")
		}
		pl := two[0].Cells[c]
		pl.Fixed = true
		hints.Cells[c] = pl
		added = append(added, c)
		u.Added++
		progress(UniqueProgress{Added: u.Added})
	}
}

// round searches for two solutions with these fixed pieces, counting its
// nodes; a round that did not finish is an error (the context's, or a
// deadline for o.Limit).
func (u *Uniqued) round(ctx context.Context, p *eternity.Puzzle, o Options, hints *eternity.Board) (Result, error) {
	// Stopped is stopped, also where a small puzzle's search would end
	// before it looked at ctx (a MakeUnique stopped before it began
	// answered now and then, and always on one CPU).
	if err := ctx.Err(); err != nil {
		return Result{}, err
	}
	o.Hints = hints
	// Each piece fixed leaves a cell fewer to search: openings that fitted
	// the puzzle given would run past the cells left (a depth refused
	// halfway through, on settings the search had just taken). One fewer
	// than those cells is still an opening depth even with a corner fixed
	// for symmetry; below one, the search chooses its own.
	if o.Openings > 0 {
		o.Openings = min(o.Openings, p.W*p.H-hints.Placed()-o.Finale-2)
		if o.Openings < 1 {
			o.Openings = 0
		}
	}
	r, err := Solve(ctx, p, o)
	u.Nodes += r.Nodes
	switch {
	case err != nil:
		return r, err
	case !r.Complete:
		if err := ctx.Err(); err != nil {
			return r, err
		}
		return r, context.DeadlineExceeded
	}
	return r, nil
}

// free frees, newest first, each added piece the puzzle stays unique
// without: a piece fixed early may be needless once later ones are there.
func (u *Uniqued) free(ctx context.Context, p *eternity.Puzzle, o Options, added []int, progress func(UniqueProgress)) error {
	for i := len(added) - 1; i >= 0; i-- {
		c := added[i]
		pl := u.Hints.Cells[c]
		u.Hints.Cells[c] = eternity.Placement{}
		r, err := u.round(ctx, p, o, u.Hints)
		if err != nil {
			u.Hints.Cells[c] = pl
			return err
		}
		if r.Distinct == 1 {
			u.Freed++
		} else {
			u.Hints.Cells[c] = pl
		}
		progress(UniqueProgress{Added: u.Added, Checked: len(added) - i})
	}
	return nil
}

// firstDifference is the first cell, in reading order, where boards a and
// b of puzzle p hold different placements and no piece is fixed yet; -1
// for none.
// The first rows are where the scan orders start, so a piece fixed there
// cuts the next round's tree early.
func firstDifference(p *eternity.Puzzle, a, b, fixed *eternity.Board) int {
	for c := range a.Cells {
		if fixed.Cells[c].Empty() && !samePlacement(p, a.Cells[c], b.Cells[c]) {
			return c
		}
	}
	return -1
}
