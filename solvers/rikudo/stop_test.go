package rikudo

import (
	"context"
	"errors"
	"math/rand/v2"
	"sync/atomic"
	"testing"
	"time"

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

// Rating and easing stop when the context does: a generation with a
// difficulty on a large board waited up to 14 s for Stop, rating puzzles.
func TestRatingStops(t *testing.T) {
	shape, _ := rikudo.NewHexagon(6)
	gen, err := Generate(context.Background(), shape, GenOptions{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := rate(ctx, gen.Puzzle); !errors.Is(err, context.Canceled) {
		t.Errorf("rate: %v, want the cancellation", err)
	}
	run := &genRun{shape: shape, sol: gen.Solution}
	if _, err := run.easeTo(ctx, nil, Easy); !errors.Is(err, context.Canceled) {
		t.Errorf("easeTo: %v, want the cancellation", err)
	}
}

func TestGenerateCancel(t *testing.T) {
	shape, _ := rikudo.NewHexagon(6)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Generate(ctx, shape, GenOptions{Seed: 1}); err == nil {
		t.Error("cancelled generation returned no error")
	}
}

// TestGenerateStops stops the generation of a radius-10 puzzle at its
// first, 10th, 100th, 1000th and 1200th look at the context (of some 2,000): from
// its first steps to the questions it asks. Each stopped run ends with the
// cancellation, and looks at the context at most a few more times: a
// stop seen and not acted on (work that goes on to its next look) shows
// as more. That the looks come often enough is TestModelBuildLooksOften's;
// how long a Stop takes, BenchmarkGenerateStop's.
func TestGenerateStops(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("generates radius-10 puzzles")
	}
	shape, _ := rikudo.NewHexagon(10)
	for _, at := range []int64{1, 10, 100, 1000, 1200} {
		ctx := stopctx.At(at)
		done := make(chan error, 1)
		go func() {
			_, err := Generate(ctx, shape, GenOptions{Seed: 3})
			done <- err
		}()
		var err error
		select {
		case err = <-done:
		case <-time.After(30 * time.Second): // a hang guard, not a timing
			t.Fatalf("stopped at look %d: the generation did not stop", at)
		}
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("stopped at look %d: %v, want context.Canceled", at, err)
		}
		if n := ctx.After(); n > maxLooksAfterStop {
			t.Errorf("stopped at look %d: it looked at the context %d times more before it returned, want at most %d", at, n-1, maxLooksAfterStop-1)
		}
	}
}

// The generator's SAT model of a radius-10 hexagon looks at its context
// for every cell and every value it encodes, and the first question for
// every 64 clues: a Stop during the model's building waited for the model
// and every clue, 0.1 to 1.3 s, when neither looked.
func TestModelBuildLooksOften(t *testing.T) {
	if raceEnabled {
		t.Skip("builds a radius-10 model")
	}
	shape, _ := rikudo.NewHexagon(10)
	n := shape.N()
	ctx := stopctx.At(-1) // never stopped: counts the looks
	m := buildModel(shape, modelSpec{apart: noApart(), ctx: ctx})
	if m.stopped != nil || m.tooBig > 0 {
		t.Fatalf("model: stopped %v, too big %d", m.stopped, m.tooBig)
	}
	if looks := ctx.Looks(); looks < int64(2*n) {
		t.Errorf("building the model of %d cells looked at the context %d times, want at least %d (a cell and a value each)", n, looks, 2*n)
	}
}

// maxLooksAfterStop bounds the looks at a stopped context before a
// generation returns, the one that saw the stop included: each layer
// under way (a question, its solver) looks once on its way out.
const maxLooksAfterStop = 4

// BenchmarkGenerateStop reports how long a radius-10 generation takes to
// return once stopped, 20 ms in (building its model), 500 ms and 900 ms
// in (asking questions):
// go test -tags ci -run '^$' -bench GenerateStop -benchtime 5x ./solvers/rikudo/
func BenchmarkGenerateStop(b *testing.B) {
	shape, _ := rikudo.NewHexagon(10)
	for _, after := range []time.Duration{20 * time.Millisecond, 500 * time.Millisecond, 900 * time.Millisecond} {
		b.Run(after.String(), func(b *testing.B) {
			var total time.Duration
			stops := 0
			for b.Loop() {
				ctx, cancel := context.WithCancel(context.Background())
				done := make(chan error, 1)
				go func() {
					_, err := Generate(ctx, shape, GenOptions{Seed: 3})
					done <- err
				}()
				time.Sleep(after) // when the person presses Stop
				start := time.Now()
				cancel()
				if err := <-done; errors.Is(err, context.Canceled) {
					total += time.Since(start)
					stops++
				}
			}
			if stops > 0 {
				b.ReportMetric(float64(total.Microseconds())/1000/float64(stops), "ms/stop")
			}
			b.ReportMetric(float64(stops)/float64(b.N), "stopped/op")
		})
	}
}
