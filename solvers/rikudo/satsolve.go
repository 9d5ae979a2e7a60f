package rikudo

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"

	"plateau/games/rikudo"
)

// satPoll is how often, at most, a running solve is checked for its
// answer, the context and the budget. The solve itself runs uninterrupted in gini's
// own goroutine: slicing it with Try would restart the search at every
// deadline, at times that depend on the machine's load, which made the
// same instance take very different times from one run to the next.
const satPoll = time.Millisecond

// solver loads the model's clauses into a fresh gini instance.
func (m *Model) solver(ctx context.Context) (*gini.Gini, error) {
	if m.stopped != nil {
		return nil, m.stopped
	}
	return m.f.Load(ctx)
}

// lit returns the gini literal of x(c, v), LitNull when pruned.
func (m *Model) lit(c, v int) z.Lit {
	return z.Dimacs2Lit(int(m.x[c*m.n+v-1]))
}

// decode reads the fill from a satisfying assignment.
func (m *Model) decode(g *gini.Gini) ([]int, error) {
	sol := make([]int, m.n)
	for c := range m.n {
		for v := 1; v <= m.n; v++ {
			if x := m.x[c*m.n+v-1]; x != 0 && g.Value(z.Dimacs2Lit(int(x))) {
				if sol[c] != 0 {
					return nil, fmt.Errorf("internal error: SAT model puts %d and %d in cell %d", sol[c], v, c+1)
				}
				sol[c] = v
			}
		}
		if sol[c] == 0 {
			return nil, fmt.Errorf("internal error: SAT model leaves cell %d empty", c+1)
		}
	}
	return sol, nil
}

// block adds the clause "not this fill" over the cells that have a choice,
// and reports false when no cell has one (the fill was the only one).
func (m *Model) block(g *gini.Gini, sol []int) bool {
	k := 0
	for c, v := range sol {
		free := 0
		for w := 1; w <= m.n && free < 2; w++ {
			if m.x[c*m.n+w-1] != 0 {
				free++
			}
		}
		if free > 1 {
			g.Add(m.lit(c, v).Not())
			k++
		}
	}
	if k > 0 {
		g.Add(0)
	}
	return k > 0
}

// trySAT solves under the assumptions until an answer (1 SAT, -1 UNSAT),
// the end of ctx, or the budget (0 for none) runs out (0). A stopped solve
// keeps what it learnt for the next call.
func trySAT(ctx context.Context, g *gini.Gini, assume []z.Lit, budget time.Duration) (int, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	g.Assume(assume...)
	run := g.GoSolve()
	start := time.Now()
	// Most calls of an enumeration take microseconds: poll soon, then
	// less and less often.
	wait := 10 * time.Microsecond
	for {
		if r, done := run.Test(); done {
			return r, nil
		}
		if err := ctx.Err(); err != nil {
			run.Stop()
			return 0, err
		}
		if budget > 0 && time.Since(start) >= budget {
			return run.Stop(), nil
		}
		time.Sleep(wait)
		wait = min(2*wait, satPoll)
	}
}

func solveSAT(ctx context.Context, p *rikudo.Puzzle, opt Options) (Result, error) {
	return solveModel(ctx, p, opt, true)
}

// solveModel solves the seed's model, with the additions of modelSpec.fast
// when fast is set; the tests also solve the plain model, which shares no
// reasoning with the direct search, to cross-check the engines.
func solveModel(ctx context.Context, p *rikudo.Puzzle, opt Options, fast bool) (Result, error) {
	var rng *rand.Rand
	if opt.Shuffle != 0 {
		rng = rand.New(rand.NewPCG(opt.Shuffle, 0x5a7))
	}
	m := buildModel(p, modelSpec{rng: rng, apart: noApart(), fast: fast, ctx: ctx})
	var res Result
	if m.tooBig > 0 {
		return res, m.errTooBig()
	}
	if m.unsat && m.stopped == nil {
		res.Exhausted = true
		return res, nil
	}
	g, err := m.solver(ctx)
	if err != nil {
		return res, err
	}
	for len(res.Solutions) < opt.limit() {
		res.Nodes++
		if opt.Progress != nil {
			opt.Progress.Store(res.Nodes)
		}
		r, err := trySAT(ctx, g, nil, 0)
		if err != nil {
			return res, err
		}
		if r < 0 {
			res.Exhausted = true
			break
		}
		sol, err := m.decode(g)
		if err != nil {
			return res, err
		}
		res.Solutions = append(res.Solutions, sol)
		if !m.block(g, sol) {
			res.Exhausted = true
			break
		}
	}
	return res, nil
}
