package cli

import (
	"strings"
	"testing"
	"time"

	solver "plateau/solvers/eternity"
)

func TestProgressLine(t *testing.T) {
	for _, tc := range []struct {
		name string
		pg   solver.Progress
		want []string
	}{
		{"search", solver.Progress{Nodes: 42, Depth: 3, BestDepth: 7, Solutions: 2, Elapsed: 3 * time.Second},
			[]string{"3s: 42 nodes", "depth 3 (best 7)", "2 solutions"}},
		{"openings", solver.Progress{Nodes: 9, Units: 100, UnitsDone: 50, Done: 0.5049, Elapsed: 20 * time.Second},
			[]string{"50.5% of the tree, 50/100 openings", "about 20s left"}},
		{"finale", solver.Progress{FinaleBuilding: true, FinaleStored: 65536, Elapsed: 2 * time.Second},
			[]string{"2s: storing the finale, 65536 fillings so far"}},
	} {
		line := progressLine(tc.pg)
		for _, w := range tc.want {
			if !strings.Contains(line, w) {
				t.Errorf("%s: %q lacks %q", tc.name, line, w)
			}
		}
	}
}

func TestTreeShare(t *testing.T) {
	for _, tc := range []struct {
		f    float64
		want string
	}{
		{0.00051234, "0.051%"},
		{0.0072, "0.72%"},
		{0.971, "97.1%"},
		{0.99961, "100.0%"},
	} {
		if got := treeShare(tc.f); got != tc.want {
			t.Errorf("treeShare(%v) = %q, want %q", tc.f, got, tc.want)
		}
	}
}
