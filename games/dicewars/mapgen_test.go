package dicewars

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// territoryGraphConnected checks by breadth-first search over cells (not the
// masks under test) that all taken cells form one group.
func cellsConnected(m *Map) bool {
	start, taken := -1, 0
	for c, t := range m.Cells {
		if t >= 0 {
			taken++
			if start < 0 {
				start = c
			}
		}
	}
	seen := make([]bool, len(m.Cells))
	seen[start] = true
	queue, reached := []int{start}, 1
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for d := 0; d < 6; d++ {
			n := Neighbour(m.Cols, m.Rows, c/m.Cols, c%m.Cols, d)
			if n >= 0 && m.Cells[n] >= 0 && !seen[n] {
				seen[n] = true
				reached++
				queue = append(queue, n)
			}
		}
	}
	return reached == taken
}

func TestGenerateMapInvariants(t *testing.T) {
	sizes := []struct{ cols, rows, n int }{
		{28, 32, 30}, {28, 32, 64}, {10, 10, 8}, {3, 3, 2}, {5, 40, 12}, {60, 8, 20}, {100, 100, 64}, {4, 4, 8},
	}
	for _, sz := range sizes {
		for seed := uint64(0); seed < 40; seed++ {
			m, err := GenerateMap(sz.cols, sz.rows, sz.n, rand.New(rand.NewPCG(seed, 7)))
			if err != nil {
				t.Fatalf("%v seed %d: %v", sz, seed, err)
			}
			checkMap(t, m, sz.n)
			if t.Failed() {
				t.Fatalf("map %v seed %d", sz, seed)
			}
		}
	}
}

func checkMap(t *testing.T, m *Map, n int) {
	t.Helper()
	if m.N() != n {
		t.Errorf("%d territories, want %d", m.N(), n)
	}
	taken := 0
	for _, c := range m.Cells {
		if c >= 0 {
			taken++
		}
	}
	if taken*100 < len(m.Cells)*FillPercent {
		t.Errorf("%d of %d cells taken: below %d%%", taken, len(m.Cells), FillPercent)
	}
	if !cellsConnected(m) {
		t.Errorf("the territories are not one connected group")
	}
	firstSeen := -1
	for c, tt := range m.Cells { // numbered in order of appearance
		if int(tt) > firstSeen+1 {
			t.Errorf("cell %d: territory %d appears before %d", c, tt, firstSeen+1)
		}
		firstSeen = max(firstSeen, int(tt))
	}
	for i, tr := range m.Territories {
		if len(tr.Cells) == 0 || !m.territoryConnected(i) {
			t.Errorf("territory %d is empty or not connected", i)
		}
		if bits.OnesCount64(tr.Adj) != len(tr.Neighbours) || tr.Adj&(1<<uint(i)) != 0 {
			t.Errorf("territory %d: Adj %b vs Neighbours %v", i, tr.Adj, tr.Neighbours)
		}
		for _, o := range tr.Neighbours {
			if !m.Adjacent(o, i) || !touches(m, i, o) {
				t.Errorf("territories %d and %d: adjacency not symmetric or not real", i, o)
			}
		}
	}
}

// touches reports whether a cell of a is next to a cell of b.
func touches(m *Map, a, b int) bool {
	for _, c := range m.Territories[a].Cells {
		for d := 0; d < 6; d++ {
			if n := Neighbour(m.Cols, m.Rows, c/m.Cols, c%m.Cols, d); n >= 0 && int(m.Cells[n]) == b {
				return true
			}
		}
	}
	return false
}

func TestGenerateMapDeterministic(t *testing.T) {
	a, _ := GenerateMap(28, 32, 30, rand.New(rand.NewPCG(42, 1)))
	b, _ := GenerateMap(28, 32, 30, rand.New(rand.NewPCG(42, 1)))
	c, _ := GenerateMap(28, 32, 30, rand.New(rand.NewPCG(43, 1)))
	if !slices.Equal(a.Cells, b.Cells) {
		t.Error("same seed, different maps")
	}
	if slices.Equal(a.Cells, c.Cells) {
		t.Error("different seeds, same map")
	}
}

func TestGenerateMapRejectsBadSizes(t *testing.T) {
	bad := []struct{ cols, rows, n int }{
		{2, 10, 3}, {10, 101, 5}, {10, 10, 1}, {10, 10, 65}, {3, 3, 5}, {-1, 5, 2},
	}
	for _, b := range bad {
		if _, err := GenerateMap(b.cols, b.rows, b.n, rand.New(rand.NewPCG(1, 1))); err == nil {
			t.Errorf("GenerateMap(%d,%d,%d) accepted", b.cols, b.rows, b.n)
		}
	}
}

func TestNewMap(t *testing.T) {
	tests := []struct {
		name       string
		cols, rows int
		cells      []int8
		ok         bool
		adj01      bool
	}{
		// row 1 is odd, shifted right: (1,0) touches (0,0) and (0,1).
		{"two touching", 2, 2, []int8{0, 1, 0, 1}, true, true},
		{"sea between", 3, 1, []int8{0, -1, 1}, true, false},
		{"split territory", 3, 1, []int8{0, 1, 0}, false, false},
		{"missing number", 2, 1, []int8{0, 2}, false, false},
		{"wrong length", 2, 2, []int8{0, 1, 0}, false, false},
		{"out of range", 2, 1, []int8{0, 64}, false, false},
	}
	for _, tc := range tests {
		m, err := NewMap(tc.cols, tc.rows, tc.cells)
		if (err == nil) != tc.ok {
			t.Errorf("%s: err = %v, want ok=%v", tc.name, err, tc.ok)
			continue
		}
		if err == nil && m.Adjacent(0, 1) != tc.adj01 {
			t.Errorf("%s: Adjacent(0,1) = %v", tc.name, !tc.adj01)
		}
	}
}

func BenchmarkGenerateMap(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		if _, err := GenerateMap(28, 32, 30, rng); err != nil {
			b.Fatal(err)
		}
	}
}
