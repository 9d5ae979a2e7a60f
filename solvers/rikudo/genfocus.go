package rikudo

import (
	"context"
	"errors"
	"math/rand/v2"

	"plateau/games/rikudo"
)

// focusNodes bounds the direct search's first try at a focused question.
// It answers most of them within a few thousand nodes, several times
// faster than SAT where another solution exists (radius 10: 30-200 ms
// against 0.1-1.5 s), a little slower where none does; the few it finds
// long go to the race.
const focusNodes = 40_000

// focused asks whether a solution breaks clue k, the others kept: 1 yes,
// -1 no (the clues without k are unique), 0 timed out. Since the clues
// with k are unique, a solution breaking k is exactly another solution of
// the clues without it, which the direct search looks for by counting
// solutions up to two. Past focusNodes, SAT and the direct search race.
func (r *genRun) focused(ctx context.Context, clues []int, k int) (int, error) {
	*r.calls++
	if r.opt.Progress != nil {
		r.opt.Progress.Add(1)
	}
	p := r.puzzle(clues)
	res, err := prove(ctx, p, 2, nil, focusNodes)
	if ans, ok := proved(res); ok || err != nil {
		return ans, err
	}
	return r.race(ctx, p, k)
}

// proved reads a direct count of up to two solutions of a puzzle the
// solution solves as focused's answer; ok is false when the count stopped
// before it knew.
func proved(res Result) (ans int, ok bool) {
	switch {
	case len(res.Solutions) > 1:
		return 1, true
	case res.Exhausted && len(res.Solutions) == 1:
		return -1, true
	}
	return 0, false
}

// race puts a question the direct search finds long to SAT and to the
// direct search without bound at once, and takes the first answer: SAT
// answers most such questions within a second, the direct search some it
// gives up on (radius 10, seed 2: 3.8 s where SAT ran out of two tries of
// 5 s). It waits no longer than SAT does, and returns once both have
// stopped. The answers are exact, so the puzzle made does not depend on
// which comes first.
func (r *genRun) race(ctx context.Context, p *rikudo.Puzzle, k int) (int, error) {
	rctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type answer struct {
		ans int
		err error
		sat bool
	}
	ch := make(chan answer, 2)
	go func() {
		res, err := prove(rctx, p, 2, nil, 0)
		ans, _ := proved(res)
		ch <- answer{ans, err, false}
	}()
	// its own generator: SAT's reshuffle must not draw from r.rng at a
	// moment that depends on the race
	rng := rand.New(rand.NewPCG(uint64(k), uint64(p.NumGivens())))
	go func() {
		ans, err := r.focusedSAT(rctx, p, k, rng)
		ch <- answer{ans, err, true}
	}()
	var got answer
	for range 2 {
		a := <-ch
		switch {
		case got.ans != 0 || got.sat:
			// decided already: this one was stopped
		case a.ans != 0 || a.sat:
			got = a
			cancel()
		}
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	if got.ans == 0 && got.err != nil && !errors.Is(got.err, context.Canceled) {
		return 0, got.err
	}
	return got.ans, nil
}

// focusedSAT asks SAT, on a fresh model of puzzle p (the clues, pruned by
// their givens: far smaller and easier than the incremental one), whether
// a solution breaks clue k: the focused question, much easier for it than
// "is there another solution".
func (r *genRun) focusedSAT(ctx context.Context, p *rikudo.Puzzle, k int, rng *rand.Rand) (int, error) {
	spec := modelSpec{apart: noApart()}
	if k < r.shape.N() {
		spec.forbidCell, spec.forbidValue = k, r.sol[k]
	} else {
		spec.apart[0], spec.apart[1] = r.ends(k)
	}
	// The same question can take very different times in different clause
	// orders: after a timeout, ask once more in a shuffled order.
	for try := range 2 {
		if try > 0 {
			spec.rng = rng
		}
		spec.ctx = ctx
		m := buildModel(p, spec)
		if m.tooBig > 0 {
			return 0, m.errTooBig()
		}
		if m.unsat && m.stopped == nil {
			return -1, nil
		}
		g, err := m.solver(ctx)
		if err != nil {
			return 0, err
		}
		if res, err := trySAT(ctx, g, nil, r.opt.CallTimeout); res != 0 || err != nil {
			return res, err
		}
	}
	return 0, nil
}

func indexOf(s []int, k int) int {
	for i, x := range s {
		if x == k {
			return i
		}
	}
	return -1
}

// countGivens counts the givens among the clues and the pins.
func (r *genRun) countGivens(clues []int) int {
	k := r.shape.NumGivens()
	for _, c := range clues {
		if c < r.shape.N() {
			k++
		}
	}
	return k
}

// puzzle returns the shape with its pins and the clues.
func (r *genRun) puzzle(clues []int) *rikudo.Puzzle {
	p := r.shape.Clone()
	for _, k := range clues {
		r.apply(p, k)
	}
	return p
}

func (r *genRun) apply(p *rikudo.Puzzle, k int) {
	if k < p.N() {
		_ = p.SetGiven(k, r.sol[k])
		return
	}
	if u, w := r.ends(k); !p.IsBridge(u, w) {
		_ = p.ToggleBridge(u, w)
	}
}

// easeTo adds givens until the rules up to level top solve the puzzle: each
// time they get stuck, the number of the solution next to a placed one. It
// goes over the puzzle again until a pass adds nothing: a given added part
// way changes the path the rules take from the start, which can then get
// stuck elsewhere (a puzzle eased to medium once rated expert). A pass that
// adds nothing took Rate's own path, so Rate then grades it top or below.
func (r *genRun) easeTo(ctx context.Context, clues []int, top Level) ([]int, error) {
	for {
		n := len(clues)
		var err error
		if clues, err = r.easePass(ctx, clues, top); err != nil || len(clues) == n {
			return clues, err
		}
	}
}

// easePass is one pass of easeTo.
func (r *genRun) easePass(ctx context.Context, clues []int, top Level) ([]int, error) {
	rt := newRater(r.puzzle(clues), nil)
	if rt.st == nil {
		return clues, nil
	}
	st := rt.st
	for st.nPlace < st.n {
		if err := ctx.Err(); err != nil {
			return clues, err
		}
		_, lvl, ok := rt.step(top)
		if !ok {
			return clues, nil // cannot happen: the clues hold the solution
		}
		if lvl > 0 {
			continue
		}
		h := nextTo(st.fill(), r.sol)
		if !st.fix(int32(h.Cell), int32(h.Value)) {
			return clues, nil
		}
		st.clearQueue()
		clues = append(clues, h.Cell)
	}
	return clues, nil
}
