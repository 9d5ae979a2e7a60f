package rikudo

import (
	"context"
	"fmt"
	"math/rand/v2"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"

	"plateau/games/rikudo"
)

// genRun is one generation attempt around a fixed solution. Clue k < n is the
// given of cell k; clue n+v-1 is the bridge on the path link v..v+1. Pinned
// clues are in the model already and never selectable.
type genRun struct {
	shape  *rikudo.Puzzle
	sol    []int
	cellOf []int // value -> cell
	rng    *rand.Rand
	opt    *GenOptions
	calls  *int

	m       *Model
	g       *gini.Gini
	sel     []z.Lit // clue -> selector literal, LitNull until encoded
	clueOf  map[z.Var]int
	pinned  []bool
	decided bool // the pins alone leave one solution
	assume  []z.Lit
	refuted bool // a call found no other solution under no assumption at all
}

func newGenRun(ctx context.Context, shape *rikudo.Puzzle, sol []int, rng *rand.Rand, opt *GenOptions, calls *int) (*genRun, error) {
	n := shape.N()
	r := &genRun{shape: shape, sol: sol, cellOf: make([]int, n+1), rng: rng, opt: opt, calls: calls,
		sel: make([]z.Lit, 2*n-1), clueOf: make(map[z.Var]int), pinned: make([]bool, 2*n-1)}
	for c, v := range sol {
		r.cellOf[v] = c
	}
	for c := range n {
		r.pinned[c] = shape.Given(c) != 0
	}
	for v := 1; v < n; v++ {
		r.pinned[n+v-1] = shape.IsBridge(r.cellOf[v], r.cellOf[v+1])
	}
	r.m = buildModel(shape, modelSpec{apart: noApart(), ctx: ctx})
	if r.m.tooBig > 0 {
		return nil, r.m.errTooBig()
	}
	var err error
	if r.g, err = r.m.solver(ctx); err != nil {
		return nil, err
	}
	r.decided = !r.m.block(r.g, sol)
	return r, nil
}

// ends returns the two cells of bridge clue k.
func (r *genRun) ends(k int) (int, int) {
	v := k - r.shape.N() + 1
	return r.cellOf[v], r.cellOf[v+1]
}

// encode adds clue k's clauses under a fresh selector: selector -> x(c,
// sol[c]) for a given; selector -> (x(u,v) -> x(w,v-1) or x(w,v+1)) both
// ways for a bridge.
func (r *genRun) encode(k int) z.Lit {
	if r.sel[k] != z.LitNull {
		return r.sel[k]
	}
	s := z.Dimacs2Lit(int(r.m.f.NewVar()))
	r.sel[k] = s
	r.clueOf[s.Var()] = k
	n, g := r.shape.N(), r.g
	if k < n {
		g.Add(s.Not())
		g.Add(r.m.lit(k, r.sol[k]))
		g.Add(0)
		return s
	}
	u, w := r.ends(k)
	for _, pair := range [2][2]int{{u, w}, {w, u}} {
		a, b := pair[0], pair[1]
		for v := 1; v <= n; v++ {
			if r.m.x[a*n+v-1] == 0 {
				continue
			}
			g.Add(s.Not())
			g.Add(r.m.lit(a, v).Not())
			for _, t := range [2]int{v - 1, v + 1} {
				if t >= 1 && t <= n && r.m.x[b*n+t-1] != 0 {
					g.Add(r.m.lit(b, t))
				}
			}
			g.Add(0)
		}
	}
	return s
}

// call asks whether another solution exists with the clues set: 1 yes (the
// model holds it), -1 no, 0 the call timed out.
func (r *genRun) call(ctx context.Context, clues []int) (int, error) {
	r.assume = r.assume[:0]
	for i, k := range clues {
		// The first call encodes every clue: a quarter of a second at
		// radius 10.
		if i%64 == 0 && ctx.Err() != nil {
			return 0, ctx.Err()
		}
		r.assume = append(r.assume, r.encode(k))
	}
	if r.refuted {
		// The pins alone leave one solution, which unit propagation did
		// not see (decided): no clue set changes that. gini must not be
		// asked again, either: after an unsatisfiable formula, its next
		// Solve fails its own model check and ends the process.
		return -1, nil
	}
	*r.calls++
	if r.opt.Progress != nil {
		r.opt.Progress.Add(1)
	}
	res, err := trySAT(ctx, r.g, r.assume, r.opt.CallTimeout)
	if res == -1 && len(r.g.Why(nil)) == 0 {
		r.refuted = true
	}
	return res, err
}

// core returns the clues of the last unsatisfiable call's failed assumptions.
func (r *genRun) core() []int {
	var out []int
	for _, m := range r.g.Why(nil) {
		if k, ok := r.clueOf[m.Var()]; ok {
			out = append(out, k)
		}
	}
	return out
}

func (r *genRun) generate(ctx context.Context) (*Generated, error) {
	if r.decided {
		return r.finish(ctx, nil, true)
	}
	clues, err := r.start(ctx)
	if err != nil {
		return nil, err
	}
	if r.opt.Target > 0 {
		if clues, err = r.easeTo(ctx, clues, r.opt.Target); err != nil {
			return nil, err
		}
	}
	clues, minimal, unproven, err := r.minimise(ctx, clues)
	if err != nil {
		return nil, err
	}
	gen, err := r.finish(ctx, clues, minimal)
	if gen != nil {
		gen.Unproven = unproven
	}
	return gen, err
}

// start assumes every candidate clue in random order (the solution is then
// unique) and returns the failed-assumption core: the clues unit propagation
// used to rule out every other solution.
func (r *genRun) start(ctx context.Context) ([]int, error) {
	all := make([]int, 0, len(r.sel))
	for k := range r.sel {
		if !r.pinned[k] {
			all = append(all, k)
		}
	}
	r.rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	res, err := r.call(ctx, all)
	switch {
	case err != nil:
		return nil, err
	case res == 0:
		return nil, errCallTimeout
	case res == 1:
		return nil, fmt.Errorf("internal error: every clue together admits another solution")
	}
	core := r.core()
	// Assumed again in another order, the core often shrinks further.
	for range 4 {
		r.rng.Shuffle(len(core), func(i, j int) { core[i], core[j] = core[j], core[i] })
		if res, err := r.call(ctx, core); err != nil || res != -1 {
			return core, err
		}
		next := r.core()
		if len(next) >= len(core) {
			break
		}
		core = next
	}
	return core, nil
}

// minimise tries to drop each clue in random order, asking each time on a
// fresh model whether a solution breaks that clue while keeping the others.
// minimal is false when a call timed out or a target (density, difficulty)
// kept a clue; unproven counts the clues kept on a timed-out call.
func (r *genRun) minimise(ctx context.Context, clues []int) (cur []int, minimal bool, unproven int, err error) {
	n := r.shape.N()
	cur = append([]int(nil), clues...)
	order := append([]int(nil), clues...)
	r.rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	target := r.opt.densityTarget(n)
	minimal = true
	var trial []int
	for _, k := range order {
		i := indexOf(cur, k)
		if i < 0 {
			continue
		}
		if k < n && target > 0 && r.countGivens(cur) <= target {
			minimal = false
			continue
		}
		trial = append(append(trial[:0], cur[:i]...), cur[i+1:]...)
		if r.opt.Target > 0 {
			rt, err := rate(ctx, r.puzzle(trial))
			if err != nil {
				return nil, false, 0, err
			}
			if rt.Level > r.opt.Target {
				minimal = false
				continue
			}
		}
		res, err := r.focused(ctx, trial, k)
		if err != nil {
			return nil, false, 0, err
		}
		switch res {
		case -1:
			cur = append(cur[:0], trial...)
		case 0:
			minimal = false
			unproven++
		}
	}
	return cur, minimal, unproven, nil
}
