package weave

import (
	"fmt"
	"slices"
	"testing"
)

// checkInvariants verifies the properties issue 3 lists, plus the counters,
// on any lattice grown by the rules.
func checkInvariants(t *testing.T, m *Model) {
	t.Helper()
	g := &m.geo
	maxL := m.cfg.Rule.MaxLinks()
	seen := make(map[[3]int32]int, m.Len())
	links, free, expanded := 0, 0, 0
	for i, p := range m.pos {
		if j, dup := seen[p]; dup {
			t.Fatalf("P%d and P%d share %v", j+1, i+1, p)
		}
		seen[p] = i
		if got := m.At(p); got != i+1 {
			t.Fatalf("At(%v) = %d, want %d", p, got, i+1)
		}
		nl := 0
		for k, v := range m.link[i] {
			if v == 0 {
				continue
			}
			nl++
			if k >= g.n {
				t.Fatalf("P%d uses slot %d beyond the rule's %d", i+1, k, g.n)
			}
			j := v - 1
			q := m.pos[j]
			d := [3]int32{q[0] - p[0], q[1] - p[1], q[2] - p[2]}
			if g.dirs[parity(p)][k] != d {
				t.Fatalf("link P%d-P%d is %v, not the direction %v of its slot", i+1, j+1, d, g.dirs[parity(p)][k])
			}
			if !slices.Contains(m.link[j][:], int32(i+1)) {
				t.Fatalf("link P%d->P%d has no way back", i+1, j+1)
			}
			if int(j) > i {
				links++
			}
		}
		if nl > maxL {
			t.Fatalf("P%d has %d links, rule %v allows %d", i+1, nl, m.cfg.Rule, maxL)
		}
		if m.free[i] {
			free++
			continue
		}
		expanded++
		for k := 0; k < g.n; k++ {
			if m.link[i][k] == 0 {
				t.Fatalf("P%d is expanded but slot %d (direction %v) is empty", i+1, k, g.dirs[parity(p)][k])
			}
		}
	}
	checkArrival(t, m)
	s := m.Stats()
	if s.Links != links || s.Free != free || s.Steps != expanded || s.Points != m.Len() {
		t.Fatalf("stats %+v, recount links %d free %d expanded %d", s, links, free, expanded)
	}
	if c := components(m); c != 1 {
		t.Fatalf("lattice has %d components", c)
	}
}

// checkArrival checks the seed's rule of the direction of arrival: a point
// created by a step along d uses the tripod (tetrahedron) that holds -d,
// i.e. the other one than d's; P1 uses the main direction's.
func checkArrival(t *testing.T, m *Model) {
	t.Helper()
	first := m.geo.dirs[parity(m.pos[0])]
	if m.cfg.Rule != RuleDiamond && !slices.Contains(first[:m.geo.n], dirVec[m.cfg.Main]) {
		t.Fatalf("P1's directions %v miss the main direction %v", first[:m.geo.n], m.cfg.Main)
	}
	for i := 1; i < m.Len(); i++ {
		c := m.par[i]
		if c < 0 || int(c) >= i || m.free[c] {
			t.Fatalf("P%d has creator index %d", i+1, c)
		}
		if m.gen[i] != m.gen[c]+1 {
			t.Fatalf("P%d generation %d, creator's %d", i+1, m.gen[i], m.gen[c])
		}
		p, q := m.pos[c], m.pos[i]
		d := [3]int32{q[0] - p[0], q[1] - p[1], q[2] - p[2]}
		var want []([3]int32)
		switch m.cfg.Rule {
		case RuleSeed:
			arrival := Dir(slices.Index(dirVec[:], d))
			other := tripodB
			if !inTripodA(arrival) {
				other = tripodA
			}
			for _, e := range other {
				want = append(want, dirVec[e])
			}
		case RuleDiamond:
			for _, e := range m.geo.dirs[parity(p)][:4] {
				want = append(want, neg(e))
			}
		default:
			want = dirVec[:]
		}
		got := m.geo.dirs[parity(q)][:m.geo.n]
		if !slices.Contains(got, neg(d)) || !sameSet(got, want) {
			t.Fatalf("P%d arrived along %v uses %v, want %v", i+1, d, got, want)
		}
	}
}

func sameSet(a, b [][3]int32) bool {
	if len(a) != len(b) {
		return false
	}
	for _, v := range a {
		if !slices.Contains(b, v) {
			return false
		}
	}
	return true
}

// components counts connected components by union-find over the links.
func components(m *Model) int {
	parent := make([]int32, m.Len())
	for i := range parent {
		parent[i] = int32(i)
	}
	find := func(x int32) int32 {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	n := m.Len()
	for _, l := range m.AppendLinks(nil) {
		a, b := find(l[0]), find(l[1])
		if a != b {
			parent[a] = b
			n--
		}
	}
	return n
}

func TestPropertiesLongGrowth(t *testing.T) {
	points := 30000
	if testing.Short() {
		points = 3000
	}
	for _, rule := range []Rule{RuleSeed, RuleDiamond, RuleCubic} {
		for _, order := range []Order{OrderFIFO, OrderLIFO, OrderRandom, OrderNearest} {
			for _, main := range []Dir{D1, D4} {
				t.Run(fmt.Sprintf("%v/%v/%v", rule, order, main), func(t *testing.T) {
					m, err := New(Config{Rule: rule, Main: main, Order: order, Seed: 7})
					if err != nil {
						t.Fatal(err)
					}
					if err := m.Grow(t.Context(), Target{Points: points}, nil); err != nil {
						t.Fatal(err)
					}
					if m.Len() < points || m.Len() >= points+rule.MaxLinks() {
						t.Fatalf("grew %d points for a target of %d", m.Len(), points)
					}
					checkInvariants(t, m)
				})
			}
		}
	}
}

// TestSeedLatticeIsFlat: the seed's tripods keep x-y+z in {0, 1}, the two
// layers of a honeycomb seen along (1,-1,1); a closed cycle is a hexagon.
func TestSeedLatticeIsFlat(t *testing.T) {
	m, _ := New(Config{Rule: RuleSeed, Main: D1, Order: OrderRandom, Seed: 3})
	if err := m.Grow(t.Context(), Target{Points: 5000}, nil); err != nil {
		t.Fatal(err)
	}
	for i, p := range m.Positions() {
		if s := p[0] - p[1] + p[2]; s != 0 && s != 1 {
			t.Fatalf("P%d at %v: x-y+z = %d", i+1, p, s)
		}
	}
	if s := m.Stats(); s.Cycles <= 0 {
		t.Fatalf("no closed cycle in %+v", s)
	}
}
