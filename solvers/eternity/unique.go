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
	Added    int   // pieces fixed by MakeUnique
	Nodes    int64 // placements over all its searches
}

// MakeUnique fixes pieces of one solution of p, beyond the fixed pieces of
// o.Hints, until p has no other solution up to turning the whole board: a
// designer's puzzle with a single answer. Each round searches for two
// solutions that are not turns of each other (o's configuration, workers
// and openings); while it finds two, the first keeps its piece on a cell
// where they differ, which rules the second out. The last round proves,
// by exhausting the tree, that the first is alone. progress, when not nil,
// is told the pieces added so far after each round.
func MakeUnique(ctx context.Context, p *eternity.Puzzle, o Options, progress func(added int)) (Uniqued, error) {
	hints := eternity.NewBoard(p.W, p.H)
	if o.Hints != nil {
		hints = o.Hints.Clone()
	}
	o.All, o.Distinct, o.Keep, o.OnSolution = true, 2, 16, nil
	var u Uniqued
	for {
		o.Hints = hints
		r, err := Solve(ctx, p, o)
		u.Nodes += r.Nodes
		switch {
		case err != nil:
			return u, err
		case !r.Complete: // stopped, or out of o.Limit
			if err := ctx.Err(); err != nil {
				return u, err
			}
			return u, context.DeadlineExceeded
		case r.Distinct == 0:
			return u, ErrNoSolution
		case r.Distinct == 1:
			u.Hints, u.Solution = hints, r.First
			return u, nil
		}
		two := OnePerTurns(r.Kept)
		c := firstDifference(two[0], two[1], hints)
		if c < 0 {
			return u, errors.New("internal error: two solutions that differ nowhere")
		}
		pl := two[0].Cells[c]
		pl.Fixed = true
		hints.Cells[c] = pl
		u.Added++
		if progress != nil {
			progress(u.Added)
		}
	}
}

// firstDifference is the first cell, in reading order, where boards a and
// b hold different placements and no piece is fixed yet; -1 for none.
// The first rows are where the scan orders start, so a piece fixed there
// cuts the next round's tree early.
func firstDifference(a, b, fixed *eternity.Board) int {
	for c := range a.Cells {
		if fixed.Cells[c].Empty() && (a.Cells[c].Piece != b.Cells[c].Piece || a.Cells[c].Turn != b.Cells[c].Turn) {
			return c
		}
	}
	return -1
}
