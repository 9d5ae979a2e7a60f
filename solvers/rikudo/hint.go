package rikudo

import (
	"context"
	"errors"
	"fmt"

	"plateau/games/reason"
	"plateau/games/rikudo"
)

// Hint is one number for the player to write.
type Hint struct {
	// Cell (0-based) and the number it must hold.
	Cell, Value int
	// Level is the easiest technique that finds it (Guess: found by search).
	Level Level
	// Wrong is set when the fill has a mistake: Cell holds a wrong number and
	// Value is the right one, or 0 when the puzzle has several solutions
	// and the cell is only known to be wrong.
	Wrong bool
}

// ErrComplete: the fill is already a complete solution.
var ErrComplete = errors.New("the grid is already complete")

// ErrSeveral: the rules are stuck and the puzzle, with the fill, has
// several solutions, so no number can be given as forced (some may be, in
// every solution, beyond what the rules find).
var ErrSeveral = errors.New("the rules force no number here, and the puzzle has several solutions from here")

// ErrNoSolution: the puzzle has no solution at all, whatever the fill; a
// refusal (games/reason), which the app translates.
var ErrNoSolution = reason.New("the puzzle has no solution")

// NextHint returns a number forced by the puzzle and the player's partial
// fill (cell -> number, 0 for empty; givens may be repeated or left out):
// the first deduction of the rule-based solver, or, when the rules are
// stuck, a number of the solution next to one already placed. When the fill
// contradicts every solution, it points at a wrong cell instead.
func NextHint(ctx context.Context, p *rikudo.Puzzle, fill []int) (Hint, error) {
	n := p.N()
	if len(fill) != n {
		return Hint{}, fmt.Errorf("%d numbers for %d cells", len(fill), n)
	}
	have := merge(p, fill)
	if p.Check(have) == nil {
		return Hint{}, ErrComplete
	}
	if len(p.Conflicts(fill)) > 0 {
		return mistake(ctx, p, fill)
	}
	q := p.Clone()
	for c, v := range fill {
		if v != 0 && q.Given(c) == 0 {
			if err := q.SetGiven(c, v); err != nil {
				return mistake(ctx, p, fill)
			}
		}
	}
	res, err := Solve(ctx, q, Options{Method: Direct, Limit: 2})
	if err != nil {
		return Hint{}, err
	}
	if len(res.Solutions) == 0 {
		return mistake(ctx, p, fill)
	}
	if r := newRater(q, nil); r.st != nil {
		// Expert steps may only narrow domains: go on to the first number.
		top := Level(0)
		for {
			placed, lvl, ok := r.step(Expert)
			if !ok || lvl == 0 {
				break
			}
			top = max(top, lvl)
			if len(placed) > 0 {
				d := placed[0]
				return Hint{Cell: int(d.cell), Value: int(d.value), Level: top}, nil
			}
		}
	}
	if len(res.Solutions) > 1 {
		// a number of one solution would be a guess passed off as forced
		return Hint{}, ErrSeveral
	}
	return nextTo(have, res.Solutions[0]), nil
}

// merge returns the fill with the givens written in.
func merge(p *rikudo.Puzzle, fill []int) []int {
	out := make([]int, p.N())
	for c := range out {
		out[c] = fill[c]
		if g := p.Given(c); g != 0 {
			out[c] = g
		}
	}
	return out
}

// nextTo picks an empty cell of the fill whose number in sol follows or
// precedes a number already placed (any empty cell if none does).
func nextTo(have, sol []int) Hint {
	n := len(sol)
	placed := make([]bool, n+2)
	for _, v := range have {
		if v >= 1 && v <= n {
			placed[v] = true
		}
	}
	best := -1
	for c, v := range sol {
		if have[c] != 0 {
			continue
		}
		if placed[v-1] || placed[v+1] {
			best = c
			break
		}
		if best < 0 {
			best = c
		}
	}
	return Hint{Cell: best, Value: sol[best], Level: Guess}
}

// mistake finds a filled cell that is wrong: one that breaks a rule with
// another number and disagrees with the solution, else any that disagrees
// with it. With several solutions a number cannot be said right, only
// wrong: the hint then clears a cell that breaks a rule (Value 0), or one
// that disagrees with a solution when none does, rather than write in a
// number of one solution over a number right in another.
func mistake(ctx context.Context, p *rikudo.Puzzle, fill []int) (Hint, error) {
	res, err := Solve(ctx, p, Options{Method: Direct, Limit: 2})
	if err != nil {
		return Hint{}, err
	}
	if len(res.Solutions) == 0 {
		return Hint{}, ErrNoSolution
	}
	sol, several := res.Solutions[0], len(res.Solutions) > 1
	wrong := func(c int) Hint {
		if several {
			return Hint{Cell: c, Wrong: true}
		}
		return Hint{Cell: c, Value: sol[c], Wrong: true}
	}
	for _, c := range p.Conflicts(fill) {
		if fill[c] != 0 && fill[c] != sol[c] && (!several || p.Given(c) == 0) {
			return wrong(c), nil
		}
	}
	for c, v := range fill {
		if v != 0 && v != sol[c] {
			return wrong(c), nil
		}
	}
	return Hint{}, errors.New("internal error: the fill contradicts the puzzle but matches its solution")
}
