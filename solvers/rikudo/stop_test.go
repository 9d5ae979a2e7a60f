package rikudo

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"

	"plateau/games/rikudo"
)

// bigGraph is a path through n cells with extra random links, laid out in
// the plane: its first propagation alone takes seconds.
func bigGraph(t *testing.T, n, extra int) *rikudo.Puzzle {
	t.Helper()
	rng := rand.New(rand.NewPCG(5, 5))
	seen := map[[2]int]bool{}
	var edges []rikudo.Edge
	add := func(a, b int) {
		a, b = min(a, b), max(a, b)
		if a != b && !seen[[2]int{a, b}] {
			seen[[2]int{a, b}] = true
			edges = append(edges, rikudo.Edge{A: a, B: b})
		}
	}
	for c := 0; c+1 < n; c++ {
		add(c, c+1)
	}
	for len(edges) < n-1+extra {
		add(rng.IntN(n), rng.IntN(n))
	}
	p, err := rikudo.NewGraph(n, edges, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A propagation asked to stop ends within a thousand revisions, and the
// direct search stopped there reports the stop, not a proof: on a graph
// of 2,000 cells Stop and --timeout waited some fifteen seconds for the
// first propagation, which never looked at the context.
func TestPropagationStops(t *testing.T) {
	p := bigGraph(t, 2000, 2911)
	g := newGraph(p)
	st := newState(g, g.distances())
	asked := 0
	st.stop = func() bool { asked++; return true }
	if !st.load(p) || !st.fix(0, 1) {
		t.Fatal("load or fix failed")
	}
	if st.propagate() || !st.stopped || st.revised > 1024 || asked != 1 {
		t.Errorf("stopped %v after %d revisions, asked %d times; want stopped after at most 1024, asked once", st.stopped, st.revised, asked)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res, err := runDirect(ctx, p, Options{Limit: 1}, rand.New(rand.NewPCG(1, 1)), 0)
	if !errors.Is(err, context.Canceled) || res.Exhausted {
		t.Errorf("a stopped search: %v, exhausted %v; want the cancellation, not exhausted", err, res.Exhausted)
	}
}
