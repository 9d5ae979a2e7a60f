// Package cnf is the clause builder the SAT encoders share (the Eternity
// encoding in solvers/eternity/sat and Rikudo's model in solvers/rikudo):
// variables numbered from 1 as in DIMACS, clauses kept in one flat literal
// slice, the at-most-one constraints both encodings use, a DIMACS writer and
// a loader into gini.
//
// The clauses live in a single slice, each ended by 0, because that is both
// the DIMACS layout and what gini's Add takes: a 16x16 Eternity encoding has
// over a million clauses, and a slice per clause would cost as much memory
// again and a pass to flatten them.
package cnf

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
)

// Pairwise, as AtMostOne's pairwiseMax, keeps a group pairwise whatever its
// size: for the groups known to be small, where a counter's auxiliary
// variables would only slow unit propagation down.
const Pairwise = math.MaxInt

// Formula is a CNF under construction. The zero value is the empty formula,
// ready to use. Clauses are only ever added, so the numbering an encoder
// hands out stays valid.
type Formula struct {
	vars    int32
	clauses int
	lits    []int32 // the clauses in DIMACS numbering, each ended by 0
}

// NewVar returns a fresh variable, numbered after all the others.
func (f *Formula) NewVar() int32 {
	f.vars++
	return f.vars
}

// AddVars reserves n fresh variables and returns the first, for an encoder
// that numbers its problem variables itself (by position in its own tables)
// before the constraints ask for auxiliary ones.
func (f *Formula) AddVars(n int) (first int32) {
	first = f.vars + 1
	f.vars += int32(n)
	return first
}

// Grow makes room for n more literals (terminating zeros included), to spare
// a large encoding the copies of an append-grown slice.
func (f *Formula) Grow(n int) {
	f.lits = slices.Grow(f.lits, n)
}

// Clause adds the disjunction of lits (v for variable v, -v for its
// negation). No literal makes the empty clause, which leaves the formula
// unsatisfiable: encoders use it for a cell or a piece with no place left
// rather than special-casing that.
func (f *Formula) Clause(lits ...int32) {
	f.lits = append(f.lits, lits...)
	f.lits = append(f.lits, 0)
	f.clauses++
}

// AtMostOne forbids two true literals among lits. A group of up to
// pairwiseMax literals (at least 1) gets the n(n-1)/2 pairwise clauses,
// which propagate best; a bigger one gets Sinz's sequential counter, 3n-4
// clauses over n-1 fresh auxiliary variables, since pairs grow
// quadratically. The counter's auxiliary s_i means "one of lits[0..i] is
// true"; they are numbered in order, and the clauses come as
// (-l0 s0), then (-li si) (-s(i-1) si) (-li -s(i-1)) for each middle
// literal, then (-l(n-1) -s(n-2)).
func (f *Formula) AtMostOne(lits []int32, pairwiseMax int) {
	n := len(lits)
	if n <= max(pairwiseMax, 1) {
		for i := range n {
			for k := i + 1; k < n; k++ {
				f.Clause(-lits[i], -lits[k])
			}
		}
		return
	}
	prev := f.NewVar()
	f.Clause(-lits[0], prev)
	for i := 1; i < n-1; i++ {
		s := f.NewVar()
		f.Clause(-lits[i], s)
		f.Clause(-prev, s)
		f.Clause(-lits[i], -prev)
		prev = s
	}
	f.Clause(-lits[n-1], -prev)
}

// ExactlyOne adds the clause of lits, then AtMostOne(lits, pairwiseMax).
func (f *Formula) ExactlyOne(lits []int32, pairwiseMax int) {
	f.Clause(lits...)
	f.AtMostOne(lits, pairwiseMax)
}

// Append adds g's clauses after f's, over the same variables: f ends with
// as many variables as the larger of the two.
func (f *Formula) Append(g *Formula) {
	f.vars = max(f.vars, g.vars)
	f.clauses += g.clauses
	f.lits = append(f.lits, g.lits...)
}

// Vars is the number of variables, auxiliary ones included.
func (f *Formula) Vars() int { return int(f.vars) }

// Clauses is the number of clauses.
func (f *Formula) Clauses() int { return f.clauses }

// Lits is the formula's literals, clause after clause, each clause ended by
// 0. It is f's own slice, not a copy: callers only read it.
func (f *Formula) Lits() []int32 { return f.lits }

// Shuffle permutes the order of the clauses and, with literals set, the
// literals inside each clause: solve times depend much on that order, and
// a few shuffles tell an encoding's merit from its luck. The literals move
// to a new slice, so a copy of f taken before keeps its order.
func (f *Formula) Shuffle(rng *rand.Rand, literals bool) {
	_ = f.ShuffleContext(context.Background(), rng, literals)
}

// shuffleLook is how many clauses or literals ShuffleContext handles
// between two looks at its context: a few milliseconds' work.
const shuffleLook = 1 << 16

// ShuffleContext is Shuffle looking at ctx as it goes: once ctx is done it
// returns ctx's error and leaves f as it was. A 16x16 Eternity encoding
// (1.2M clauses, 4.6M literals) takes 230-310 ms to shuffle, longer than
// Stop may wait. The permutation is rng.Shuffle's, made step by step: the
// same seed gives the same order as ever.
func (f *Formula) ShuffleContext(ctx context.Context, rng *rand.Rand, literals bool) error {
	var starts []int
	s := 0
	for i, l := range f.lits {
		if i%shuffleLook == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		if l == 0 {
			starts = append(starts, s)
			s = i + 1
		}
	}
	// rand.Rand.Shuffle's Fisher-Yates, its draws in the same order
	for i := len(starts) - 1; i > 0; i-- {
		if i%shuffleLook == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		j := int(rng.Uint64N(uint64(i + 1)))
		starts[i], starts[j] = starts[j], starts[i]
	}
	out := make([]int32, 0, len(f.lits))
	for n, st := range starts {
		if n%shuffleLook == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		e := st
		for f.lits[e] != 0 {
			e++
		}
		c := len(out)
		out = append(out, f.lits[st:e+1]...)
		if literals {
			cl := out[c : len(out)-1]
			rng.Shuffle(len(cl), func(i, j int) { cl[i], cl[j] = cl[j], cl[i] })
		}
	}
	f.lits = out
	return nil
}
