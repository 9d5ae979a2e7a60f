package rikudo

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"plateau/games/rikudo"
	"plateau/solvers/internal/stopctx"
)

// several_r4_s50 and several_r4_s100 are radius-4 hexagons (60 cells) with
// clues taken at random from a generated solution (6 givens and 3 bridges;
// 3 givens and 12 bridges), from an audit's cross-check of the two engines
// (seeds 50 and 100). Each has thousands of solutions; SAT tells it in a
// fraction of a second, the prover alone met two only after 2,764,296 and
// 7,993,892 nodes (31 s and 103 s). The dives find two within the first
// phase, at some 33,000 nodes; the budget below stops the prover alone
// long before.
func TestDivesFindSeveral(t *testing.T) {
	const budget = 100_000
	for _, name := range []string{"several_r4_s50", "several_r4_s100"} {
		p := load(t, "testdata/"+name+".txt")
		res, err := prove(context.Background(), p, 2, nil, budget)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if res.Status() != Several {
			t.Errorf("%s: %v after %d nodes (%d solutions), want several within %d", name, res.Status(), res.Nodes, len(res.Solutions), budget)
			continue
		}
		for _, s := range res.Solutions {
			if err := p.Check(s); err != nil {
				t.Errorf("%s: %v", name, err)
			}
		}
		if slices.Equal(res.Solutions[0], res.Solutions[1]) {
			t.Errorf("%s: the same solution twice", name)
		}
	}
}

// With dives taking as many nodes as the prover from its 32nd node on,
// the prover still counts exactly: the same solutions as without dives,
// each once, and the same verdict, on small random puzzles (some with no
// solution, some unique, some with hundreds), counting up to 300 of them
// or stopping at two.
func TestDivesCountExactly(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 17))
	reordered, counted := 0, 0
	for trial := range 60 {
		radius, givens := 2, 2+rng.IntN(6)
		if trial%2 == 1 {
			radius, givens = 3, 4+rng.IntN(6)
		}
		p := randomClues(rng, radius, givens)
		for _, limit := range []int{2, 300} {
			plain, err := proveDiving(context.Background(), p, limit, nil, 0, 1<<62, 0)
			if err != nil {
				t.Fatal(err)
			}
			dived, err := proveDiving(context.Background(), p, limit, nil, 0, 32, 32)
			if err != nil {
				t.Fatal(err)
			}
			if dived.Status() != plain.Status() || dived.Exhausted != plain.Exhausted || len(dived.Solutions) != len(plain.Solutions) {
				t.Fatalf("trial %d, limit %d: with dives %v, %d solutions, exhausted %v; without %v, %d, %v\n%s", trial, limit,
					dived.Status(), len(dived.Solutions), dived.Exhausted, plain.Status(), len(plain.Solutions), plain.Exhausted, puzzleText(p))
			}
			seen := map[string]bool{}
			for _, s := range dived.Solutions {
				if err := p.Check(s); err != nil || seen[solutionKey(s)] {
					t.Fatalf("trial %d, limit %d: a solution invalid (%v) or met twice\n%s", trial, limit, err, puzzleText(p))
				}
				seen[solutionKey(s)] = true
			}
			if plain.Exhausted {
				for _, s := range plain.Solutions {
					if !seen[solutionKey(s)] {
						t.Fatalf("trial %d: a solution of the prover alone is missing with dives\n%s", trial, puzzleText(p))
					}
				}
			}
			if !slices.EqualFunc(dived.Solutions, plain.Solutions, slices.Equal) {
				reordered++ // the dives met some first
				if plain.Exhausted && len(plain.Solutions) > 1 {
					counted++ // and the prover met them again
				}
			}
		}
	}
	t.Logf("%d searches of 120 met solutions in dives first, %d of them counting all", reordered, counted)
	if counted == 0 {
		t.Error("no full count met solutions in dives first: the test proves nothing")
	}
}

// A stop during a dive phase is seen as in the prover: at most 32 nodes
// between two looks at the context, the cancellation reported, only valid
// and different solutions kept. The dives have all the credit here, and
// the stop comes at the 200th look, some 6,400 nodes in.
func TestDivesStop(t *testing.T) {
	p, _ := rikudo.NewHexagon(6) // no givens: countless solutions
	var progress, last, widest atomic.Int64
	ctx := stopctx.At(200)
	ctx.OnLook = func(int64) {
		n := progress.Load()
		if gap := n - last.Swap(n); gap > widest.Load() {
			widest.Store(gap)
		}
	}
	res, err := proveDiving(ctx, p, 1<<30, &progress, 0, 32, 1<<40)
	if !errors.Is(err, context.Canceled) || res.Exhausted {
		t.Fatalf("err %v, exhausted %v; want the cancellation, not exhausted", err, res.Exhausted)
	}
	if w := widest.Load(); w == 0 || w > 32 {
		t.Errorf("%d nodes between two looks at the context, want at most 32", w)
	}
	if n := ctx.After(); n > 2 {
		t.Errorf("it looked at the stopped context %d times, want at most 2", n)
	}
	if len(res.Solutions) == 0 {
		t.Fatal("the dives met no solution of an empty hexagon")
	}
	seen := map[string]bool{}
	for _, s := range res.Solutions {
		if err := p.Check(s); err != nil || seen[solutionKey(s)] {
			t.Fatalf("a solution invalid (%v) or met twice", err)
		}
		seen[solutionKey(s)] = true
	}
}

// A fill from a dive that the puzzle's checker rejects is reported as an
// internal error and stops the search; it is not counted.
func TestDiveSolutionChecked(t *testing.T) {
	p, _ := rikudo.NewHexagon(2)
	pr := &prover{p: p, limit: 2}
	sol := make([]int, p.N())
	for c := range sol {
		sol[c] = c + 1
	}
	sol[1], sol[len(sol)-1] = sol[len(sol)-1], sol[1]
	if p.Check(sol) == nil {
		t.Fatal("the test's fill is a solution")
	}
	pr.found(sol)
	if pr.err == nil || !strings.Contains(pr.err.Error(), "internal error") || !pr.stop || len(pr.sols) != 0 {
		t.Errorf("err %v, stop %v, %d solutions; want an internal error, stopped, none kept", pr.err, pr.stop, len(pr.sols))
	}
}

// randomClues is a hexagon of the radius with some givens (maybe
// contradictory) and a bridge or two.
func randomClues(rng *rand.Rand, radius, givens int) *rikudo.Puzzle {
	p, _ := rikudo.NewHexagon(radius)
	n := p.N()
	for range givens {
		_ = p.SetGiven(rng.IntN(n), 1+rng.IntN(n))
	}
	for k := rng.IntN(3); k > 0; k-- {
		c := rng.IntN(n)
		nb := p.Neighbors(c)
		_ = p.ToggleBridge(c, nb[rng.IntN(len(nb))])
	}
	return p
}

func puzzleText(p *rikudo.Puzzle) string {
	var b strings.Builder
	_ = p.Write(&b)
	return b.String()
}
