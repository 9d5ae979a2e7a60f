package eternity

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"plateau/games/eternity/eternitytest"
	"plateau/solvers/internal/stopctx"
)

// A finale changes how the end of each branch is found, not what is found:
// the same solutions, every one checked, and fewer nodes, whatever the
// order, the symmetry, the workers, the openings and the model.
func TestFinaleCounts(t *testing.T) {
	cases := []struct {
		name string
		o    Options
		long bool
	}{
		{"brendan1_06x06", Options{Finale: 6}, true},
		{"brendan2_06x06", Options{Finale: 8, Workers: 2}, true},
		{"brendan1_06x06", Options{Finale: 4, Workers: 2, Openings: 5}, true},
		{"brendan1_06x06", Options{Finale: 12, Config: Config{Model: BoCo, Corolle: 2}, Workers: 2}, true},
		{"brendan1_05x05", Options{Finale: 1}, false},
		{"brendan1_05x05", Options{Finale: 10, Config: Config{Order: SpiralIn}}, false},
		{"brendan2_05x05", Options{Finale: 7, Config: Config{Order: QuadSpiral, NoSymmetry: true}}, false},
		{"brendan1_05x05", Options{Finale: 6, Config: Config{Order: Diagonal, Corolle: 2}, Workers: 3}, false},
		// the smartforce: its own engine, no early refusals
		{"brendan1_05x05", Options{Finale: 5, Config: Config{Model: BoCo}}, false},
		{"brendan2_05x05", Options{Finale: 9, Config: Config{Model: CaPi, Val: ValPessimistic}, Workers: 2, Openings: 3}, false},
		{"brendan1_05x05", Options{Finale: 8, Config: Config{Model: BoCo, Order: SpiralIn, Val: ValOptimistic, NoSymmetry: true}}, false},
		{"brendan2_05x05", Options{Finale: 4, Config: Config{Model: BruteForce, Val: ValPessimistic, Order: Diagonal}}, false},
	}
	for _, tc := range cases {
		if tc.long && (testing.Short() || raceEnabled) {
			continue
		}
		p := eternitytest.Puzzle(t, tc.name)
		plain := tc.o
		plain.Finale = 0
		var base Result // the finale runs on the bit engine: its nodes, not the row engine's
		withBitEngine(func() { base = count(t, p, plain) })
		r := count(t, p, tc.o)
		if r.Solutions != base.Solutions || !r.Complete || r.Nodes >= base.Nodes {
			t.Errorf("%s %v finale %d: %d solutions %d nodes, want %d and fewer than %d",
				tc.name, tc.o.Config, tc.o.Finale, r.Solutions, r.Nodes, base.Solutions, base.Nodes)
		}
		refuses := tc.o.Config.fast() // the brute force refuses placements before the finale
		if r.FinaleCells != tc.o.Finale || r.FinaleSize == 0 || r.FinaleHits == 0 || r.FinaleHits > r.FinaleLookups || (r.FinaleRefused == 0) == refuses ||
			r.FinaleBuild <= 0 || r.FinaleBuild > r.Elapsed {
			t.Errorf("%s finale %d: %d cells, %d fillings, %d hits of %d lookups",
				tc.name, tc.o.Finale, r.FinaleCells, r.FinaleSize, r.FinaleHits, r.FinaleLookups)
		}
	}
}

func TestFinaleFirstSolution(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_06x06")
	r, err := Solve(context.Background(), p, Options{Finale: 6})
	if err != nil || !r.Solved || r.First == nil || r.BestDepth != 36 {
		t.Fatalf("%+v %v", r, err)
	}
}

func TestFinaleRefused(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	tests := []struct {
		o   Options
		err string
	}{
		{Options{Finale: 2, Config: Config{Model: BoCo, Var: VarPessimistic}}, "finales need the scan variable choice"},
		{Options{Finale: -1}, "finales need the scan variable choice"},
		{Options{Finale: 15}, "want 1 to 14"},
	}
	for _, tc := range tests {
		_, err := Solve(context.Background(), p, tc.o)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%+v: %v, want %q", tc.o, err, tc.err)
		}
	}
}

// Stopping while the finale is being built (seconds for two rows of
// brendan1 7x7) ends the run with partial, incomplete counts, and at once:
// stopped at its 1st, 10th, 100th and 1000th look at the context, the
// build stores no filling after the look that saw the stop, and the run
// looks at the stopped context at most twice (that look, and Run's after
// the build). That the build looks every checkEvery candidates is
// TestProgressWhileTheFinaleIsBuilt's.
func TestFinaleBuildStops(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("builds part of a large finale")
	}
	p := eternitytest.Puzzle(t, "brendan1_07x07")
	for _, at := range []int64{1, 10, 100, 1000} {
		s, err := NewSearch(p, Options{Finale: 14, All: true})
		if err != nil {
			t.Fatal(err)
		}
		ctx := stopctx.At(at)
		stored := int64(-1) // when the stop came
		ctx.OnLook = func(n int64) {
			if n == at {
				stored = s.finStored.Load()
			}
		}
		r, err := runGuarded(t, ctx, s, fmt.Sprintf("stopped at look %d: the build did not stop", at))
		if err != nil && !errors.Is(err, context.Canceled) {
			t.Fatal(err)
		}
		if r.Complete || r.Solutions != 0 || r.Nodes != 0 || r.FinaleCells != 0 {
			t.Fatalf("stopped at look %d, during the build: %+v", at, r)
		}
		if got := s.Progress().FinaleStored; got != stored {
			t.Errorf("stopped at look %d with %d fillings stored: %d when it returned", at, stored, got)
		}
		if n := ctx.After(); n > 2 {
			t.Errorf("stopped at look %d: it looked at the stopped context %d times, want at most 2", at, n)
		}
	}
}

// The progress shows the finale being built, its fillings counted as they
// are stored at each look at the context (every checkEvery candidates, so
// no more than that many fillings between two looks), and nothing
// searched yet; once the run is over, no longer building. The progress
// is read from the build's own looks: no sampling that a busy machine can
// make miss the build.
func TestProgressWhileTheFinaleIsBuilt(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("builds part of a large finale")
	}
	p := eternitytest.Puzzle(t, "brendan1_07x07")
	s, err := NewSearch(p, Options{Finale: 14, All: true})
	if err != nil {
		t.Fatal(err)
	}
	const looks = 200
	ctx := stopctx.At(looks)
	var last int64
	grew := 0
	ctx.OnLook = func(n int64) { // on the build's goroutine
		if n > looks {
			return // Run's, after the build
		}
		pg := s.Progress()
		if !pg.FinaleBuilding || pg.Nodes != 0 || pg.FinaleStored < last || pg.FinaleStored-last > checkEvery {
			t.Errorf("look %d: progress %+v, %d fillings stored at the look before", n, pg, last)
		}
		if pg.FinaleStored > last {
			grew++
		}
		last = pg.FinaleStored
	}
	_, _ = runGuarded(t, ctx, s, "the build did not stop")
	if grew < 2 {
		t.Errorf("the build's fillings grew at %d of its first %d looks, want at least 2", grew, looks)
	}
	if pg := s.Progress(); pg.FinaleBuilding {
		t.Errorf("still building after the run: %+v", pg)
	}
}
