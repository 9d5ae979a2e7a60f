package rikudo

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync/atomic"
	"testing"

	"plateau/games/rikudo"
	"plateau/solvers/internal/stopctx"
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

// The direct search looks at its context every 32 nodes (pollMask), so a
// Stop is seen within 32 nodes whatever the machine's load: between two
// looks the nodes counted never grow by more. It looked every 256, and a
// prover's Stop took 585 ms on a loaded machine. The context is cancelled
// at its 200th look, a point of the work no timer could land on.
func TestDirectLooksEvery32Nodes(t *testing.T) {
	p, _ := rikudo.NewHexagon(6) // no givens: countless solutions
	var progress, last, widest atomic.Int64
	ctx := stopctx.At(200)
	ctx.OnLook = func(int64) {
		n := progress.Load()
		if gap := n - last.Swap(n); gap > widest.Load() {
			widest.Store(gap)
		}
	}
	_, err := Solve(ctx, p, Options{Method: Direct, Limit: 1 << 30, Progress: &progress})
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("err %v, want the cancel", err)
	}
	if w := widest.Load(); w == 0 || w > 32 {
		t.Errorf("%d nodes between two looks at the context, want at most 32", w)
	}
}
