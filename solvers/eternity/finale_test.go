package eternity

import (
	"context"
	"strings"
	"testing"

	"plateau/games/eternity/eternitytest"
)

// A finale changes how the end of each branch is found, not what is found:
// the same solutions, every one checked, and fewer nodes, whatever the
// order, the symmetry, the workers and the openings.
func TestFinaleCounts(t *testing.T) {
	cases := []struct {
		name string
		o    Options
	}{
		{"brendan1_06x06", Options{Finale: 6}},
		{"brendan2_06x06", Options{Finale: 8, Workers: 2}},
		{"brendan1_06x06", Options{Finale: 4, Workers: 2, Openings: 5}},
		{"brendan1_05x05", Options{Finale: 1}},
		{"brendan1_05x05", Options{Finale: 10, Config: Config{Order: SpiralIn}}},
		{"brendan2_05x05", Options{Finale: 7, Config: Config{Order: QuadSpiral, NoSymmetry: true}}},
		{"brendan1_05x05", Options{Finale: 6, Config: Config{Order: Diagonal, Corolle: 2}, Workers: 3}},
	}
	if testing.Short() || raceEnabled {
		cases = cases[3:]
	}
	for _, tc := range cases {
		p := eternitytest.Puzzle(t, tc.name)
		plain := tc.o
		plain.Finale = 0
		base := count(t, p, plain)
		r := count(t, p, tc.o)
		if r.Solutions != base.Solutions || !r.Complete || r.Nodes >= base.Nodes {
			t.Errorf("%s %v finale %d: %d solutions %d nodes, want %d and fewer than %d",
				tc.name, tc.o.Config, tc.o.Finale, r.Solutions, r.Nodes, base.Solutions, base.Nodes)
		}
		if r.FinaleCells != tc.o.Finale || r.FinaleSize == 0 || r.FinaleHits == 0 || r.FinaleHits > r.FinaleLookups || r.FinaleRefused == 0 {
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
		{Options{Finale: 2, Config: Config{Model: BoCo}}, "finales need the brute force"},
		{Options{Finale: -1}, "finales need the brute force"},
		{Options{Finale: 15}, "want 1 to 14"},
	}
	for _, tc := range tests {
		_, err := Solve(context.Background(), p, tc.o)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%+v: %v, want %q", tc.o, err, tc.err)
		}
	}
}
