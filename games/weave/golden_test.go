package weave

import (
	"os"
	"slices"
	"testing"
)

// TestSeedWorkedExample replays the seed's simulation (main direction D1,
// visiting P1, P2, P5, P8, P10, P3) and checks every point and link.
func TestSeedWorkedExample(t *testing.T) {
	m, err := New(Config{Rule: RuleSeed, Main: D1, Order: OrderManual})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{1, 2, 5, 8, 10, 3} {
		if err := m.Expand(n); err != nil {
			t.Fatalf("Expand(P%d): %v", n, err)
		}
	}
	want := [][3]int32{
		{0, 0, 0}, {1, 0, 0}, {0, 0, 1}, {0, -1, 0}, {1, 1, 0}, {1, 0, -1},
		{2, 1, 0}, {1, 1, 1}, {1, 2, 1}, {0, 1, 1}, {0, 1, 2}, {-1, 0, 1},
	}
	if got := m.Positions(); !slices.Equal(got, want) {
		t.Fatalf("positions\n got %v\nwant %v", got, want)
	}
	wantLinks := [][2]int32{{1, 2}, {1, 3}, {1, 4}, {2, 5}, {2, 6}, {5, 7}, {5, 8}, {8, 9}, {8, 10}, {10, 11}, {10, 3}, {3, 12}}
	norm := func(ls [][2]int32) [][2]int32 {
		out := make([][2]int32, len(ls))
		for i, l := range ls {
			out[i] = [2]int32{min(l[0], l[1]), max(l[0], l[1])}
		}
		slices.SortFunc(out, func(a, b [2]int32) int {
			if a[0] != b[0] {
				return int(a[0] - b[0])
			}
			return int(a[1] - b[1])
		})
		return out
	}
	var got [][2]int32
	for _, l := range m.AppendLinks(nil) {
		got = append(got, [2]int32{l[0] + 1, l[1] + 1})
	}
	if !slices.Equal(norm(got), norm(wantLinks)) {
		t.Fatalf("links\n got %v\nwant %v", norm(got), norm(wantLinks))
	}
	notFree := map[int]bool{1: true, 2: true, 5: true, 8: true, 10: true, 3: true}
	for n := 1; n <= 12; n++ {
		p, _ := m.Point(n)
		if p.Free == notFree[n] {
			t.Errorf("P%d free = %v, want %v", n, p.Free, !notFree[n])
		}
	}
	s := m.Stats()
	if want := (Stats{Points: 12, Links: 12, Free: 6, Cycles: 1, Steps: 6}); s != want {
		t.Errorf("stats %+v, want %+v", s, want)
	}
	// The seed's step 6.3: P10 linked to the existing P3 (a hexagon closes).
	p10, _ := m.Point(10)
	if !slices.Contains(p10.Links, 3) {
		t.Errorf("P10 links %v, want P3 among them", p10.Links)
	}
}

// TestFirstPointFollowsMain checks P1's neighbours for each rule and main
// direction. Seed rule (DESIGN 5.1): P1's tripod, tried from the main
// direction in ascending cyclic order (seed's note: D2 gives D2, D4, D6).
// Cubic: the same over all six directions, from the main one. Diamond:
// DESIGN does not say in which order P1 tries the four tetrahedron
// directions, so its rows are a regression golden of today's order.
func TestFirstPointFollowsMain(t *testing.T) {
	tests := []struct {
		rule Rule
		main Dir
		want [][3]int32 // P2, P3, ...
	}{
		{RuleSeed, D1, [][3]int32{{1, 0, 0}, {0, 0, 1}, {0, -1, 0}}},
		{RuleSeed, D2, [][3]int32{{0, 1, 0}, {-1, 0, 0}, {0, 0, -1}}},
		{RuleSeed, D3, [][3]int32{{0, 0, 1}, {0, -1, 0}, {1, 0, 0}}},
		{RuleSeed, D4, [][3]int32{{-1, 0, 0}, {0, 0, -1}, {0, 1, 0}}},
		{RuleSeed, D5, [][3]int32{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}},
		{RuleSeed, D6, [][3]int32{{0, 0, -1}, {0, 1, 0}, {-1, 0, 0}}},
		{RuleCubic, D3, [][3]int32{{0, 0, 1}, {-1, 0, 0}, {0, -1, 0}, {0, 0, -1}, {1, 0, 0}, {0, 1, 0}}}, // D3, D4, D5, D6, D1, D2
		{RuleDiamond, D1, [][3]int32{{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}}},                  // regression golden
		{RuleDiamond, D3, [][3]int32{{1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}, {1, 1, 1}}},                  // regression golden
	}
	for _, tt := range tests {
		t.Run(tt.rule.String()+"/"+tt.main.String(), func(t *testing.T) {
			m, err := New(Config{Rule: tt.rule, Main: tt.main, Order: OrderFIFO})
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			if got := m.Positions()[1:]; !slices.Equal(got, tt.want) {
				t.Errorf("P2.. = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestLaterPointsTryAscending: only P1 starts at the main direction; "every
// later point uses the other tripod than the one that created it, tried in
// ascending order" (DESIGN 5.1). With main D1 or D2 the cyclic order from the
// main direction is the ascending one, so these use D3 and D6. Main D3: P1
// makes P2 = (0,0,1) along D3, then P2 tries tripod B as D2, D4, D6: P5 =
// (0,1,1), P6 = (-1,0,1), and P1 already linked. Main D6: P2 = (0,0,-1)
// tries tripod A as D1, D3, D5: P5 = (1,0,-1), P1, P6 = (0,-1,-1). A point's
// links are listed in slot order, the order its directions are tried.
func TestLaterPointsTryAscending(t *testing.T) {
	tests := []struct {
		main    Dir
		want    [][3]int32 // P1..P6 after expanding P1 and P2
		p2Links []int
	}{
		{D3, [][3]int32{{0, 0, 0}, {0, 0, 1}, {0, -1, 0}, {1, 0, 0}, {0, 1, 1}, {-1, 0, 1}}, []int{5, 6, 1}},
		{D6, [][3]int32{{0, 0, 0}, {0, 0, -1}, {0, 1, 0}, {-1, 0, 0}, {1, 0, -1}, {0, -1, -1}}, []int{5, 1, 6}},
	}
	for _, tt := range tests {
		t.Run(tt.main.String(), func(t *testing.T) {
			m, err := New(Config{Rule: RuleSeed, Main: tt.main, Order: OrderFIFO})
			if err != nil {
				t.Fatal(err)
			}
			for range 2 {
				if err := m.Step(); err != nil {
					t.Fatal(err)
				}
			}
			if got := m.Positions(); !slices.Equal(got, tt.want) {
				t.Errorf("P1..P6 = %v, want %v", got, tt.want)
			}
			if p2, _ := m.Point(2); !slices.Equal(p2.Links, tt.p2Links) {
				t.Errorf("P2 links %v, want %v", p2.Links, tt.p2Links)
			}
		})
	}
}

// TestSampleIsWorkedExample: the sample the workspace can open is the seed's
// worked example, exactly.
func TestSampleIsWorkedExample(t *testing.T) {
	f, err := os.Open("../../resources/samples/weave_seed_example.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	m, err := ReadJSON(f)
	if err != nil {
		t.Fatal(err)
	}
	want := snap(workedExample(t))
	got := snap(m)
	want.last, got.last = 0, 0
	if !got.equal(want) {
		t.Errorf("the sample differs from the worked example: %+v", got.stats)
	}
}
