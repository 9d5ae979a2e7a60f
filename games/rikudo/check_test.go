package rikudo

import (
	"slices"
	"strings"
	"testing"
)

func TestCheckBenchSolutions(t *testing.T) {
	for _, name := range benchNames(t) {
		p := readFile(t, name)
		sol := readSolution(t, name)
		if err := p.Check(sol); err != nil {
			t.Errorf("%s: published solution rejected: %v", name, err)
		}
		if c := p.Conflicts(sol); len(c) != 0 {
			t.Errorf("%s: conflicts %v in the solution", name, c)
		}
	}
}

func TestCheckRejects(t *testing.T) {
	p := readFile(t, "testdata/bench/lunatikub_beginner1.txt")
	sol := readSolution(t, "testdata/bench/lunatikub_beginner1.txt")
	swap := func(a, b int) func([]int) {
		return func(s []int) { s[a], s[b] = s[b], s[a] }
	}
	cases := []struct {
		name   string
		mutate func([]int)
		want   string
	}{
		{"short", func(s []int) {}, "35 values"},
		{"out of range", func(s []int) { s[0] = 37 }, "outside 1..36"},
		{"duplicate", func(s []int) { s[0] = s[1] }, "appears in cells"},
		{"given broken", swap(2, 3), "its given is 10"},
		{"not neighbours", swap(0, 35), "not neighbours"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := slices.Clone(sol)
			if tc.name == "short" {
				s = s[:35]
			}
			tc.mutate(s)
			err := p.Check(s)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

// Check tests every pair v, v+1, the first (1-2) and the last ((n-1)-n)
// included: the solvers verify each model with it (DESIGN 5.5). On the
// bench puzzle of TestCheckRejects no fill breaks only an end pair and keeps
// the givens, so this uses a path of four cells.
func TestCheckEndPairs(t *testing.T) {
	p, err := NewGraph(4, []Edge{{A: 0, B: 1}, {A: 1, B: 2}, {A: 2, B: 3}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		fill []int
		want string
	}{
		{"along the path", []int{1, 2, 3, 4}, ""},
		{"1 and 2 apart", []int{1, 4, 3, 2}, "1 (cell 1) and 2 (cell 4) are not neighbours"},
		{"3 and 4 apart", []int{4, 1, 2, 3}, "3 (cell 4) and 4 (cell 1) are not neighbours"},
	}
	for _, tc := range cases {
		err := p.Check(tc.fill)
		if (tc.want == "" && err != nil) || (tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want))) {
			t.Errorf("%s %v: got %v, want %q", tc.name, tc.fill, err, tc.want)
		}
	}
}

func TestCheckBridge(t *testing.T) {
	// A triangle: 1-2-3 is a valid path, but the bridge 1-3 joins 1 and 3.
	p, err := NewGraph(3, []Edge{{A: 0, B: 1}, {A: 0, B: 2, Bridge: true}, {A: 1, B: 2}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check([]int{1, 2, 3}); err == nil || !strings.Contains(err.Error(), "bridge between cells 1 and 3") {
		t.Errorf("got %v, want a broken bridge", err)
	}
	if err := p.Check([]int{2, 1, 3}); err != nil {
		t.Errorf("valid fill rejected: %v", err)
	}
}

func TestConflicts(t *testing.T) {
	p := readFile(t, "testdata/bench/lunatikub_beginner1.txt")
	fill := p.Givens()
	if c := p.Conflicts(fill); len(c) != 0 {
		t.Fatalf("givens alone conflict: %v", c)
	}
	fill[0] = 10 // 10 is given in cell 3
	fill[1] = 2  // 1 is given in cell 23, not a neighbour of cell 2
	fill[4] = 99
	fill[11] = 5 // over the given 7 of cell 12; 4 and 6 are nowhere
	got := p.Conflicts(fill)
	want := []int{0, 1, 2, 4, 11, 22, 23} // 2 is next to neither 1 (cell 23) nor 3 (cell 24)
	if !slices.Equal(got, want) {
		t.Errorf("conflicts %v, want %v", got, want)
	}
}
