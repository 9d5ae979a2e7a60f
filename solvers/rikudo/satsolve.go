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

// satSlice is how long gini runs between checks of the context: gini's Try
// stops on its deadline and keeps what it learnt, so a long solve is a series
// of slices and Stop takes effect within one.
const satSlice = 50 * time.Millisecond

// solver loads the model's clauses into a fresh gini instance.
func (m *Model) solver() *gini.Gini {
	g := gini.NewVc(int(m.vars), m.clauses)
	for _, l := range m.lits {
		g.Add(z.Dimacs2Lit(int(l)))
	}
	return g
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

// trySAT solves under the assumptions in slices until an answer (1 SAT, -1
// UNSAT), the end of ctx, or the budget (0 for none) runs out (0).
func trySAT(ctx context.Context, g *gini.Gini, assume []z.Lit, budget time.Duration) (int, error) {
	start := time.Now()
	for {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		slice := satSlice
		if budget > 0 {
			left := budget - time.Since(start)
			if left <= 0 {
				return 0, nil
			}
			slice = min(slice, left)
		}
		g.Assume(assume...)
		if r := g.Try(slice); r != 0 {
			return r, nil
		}
	}
}

func solveSAT(ctx context.Context, p *rikudo.Puzzle, opt Options) (Result, error) {
	var rng *rand.Rand
	if opt.Shuffle != 0 {
		rng = rand.New(rand.NewPCG(opt.Shuffle, 0x5a7))
	}
	m := buildModel(p, modelSpec{rng: rng, apart: noApart()})
	var res Result
	if m.tooBig > 0 {
		return res, m.errTooBig()
	}
	if m.unsat {
		res.Exhausted = true
		return res, nil
	}
	g := m.solver()
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
