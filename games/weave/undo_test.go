package weave

import (
	"fmt"
	"slices"
	"testing"
)

// snapshot is everything observable about a lattice.
type snapshot struct {
	pos   [][3]int32
	links [][2]int32
	free  []bool
	gen   []int32
	stats Stats
	last  int
}

func snap(m *Model) snapshot {
	return snapshot{slices.Clone(m.pos), m.AppendLinks(nil), slices.Clone(m.free), slices.Clone(m.gen), m.Stats(), m.LastExpanded()}
}

func (s snapshot) equal(o snapshot) bool {
	return slices.Equal(s.pos, o.pos) && slices.Equal(s.links, o.links) && slices.Equal(s.free, o.free) &&
		slices.Equal(s.gen, o.gen) && s.stats == o.stats && s.last == o.last
}

// TestUndoRestoresEveryStep grows step by step, then undoes back to P1 and
// compares the lattice with the one before each step.
func TestUndoRestoresEveryStep(t *testing.T) {
	for _, rule := range []Rule{RuleSeed, RuleDiamond, RuleCubic} {
		for _, order := range []Order{OrderFIFO, OrderLIFO, OrderRandom, OrderNearest} {
			t.Run(fmt.Sprintf("%v/%v", rule, order), func(t *testing.T) {
				m, _ := New(Config{Rule: rule, Main: D3, Order: order, Seed: 11})
				var before []snapshot
				for range 400 {
					before = append(before, snap(m))
					if err := m.Step(); err != nil {
						t.Fatal(err)
					}
				}
				for k := len(before) - 1; k >= 0; k-- {
					if !m.Undo() {
						t.Fatalf("Undo failed with %d steps left", k+1)
					}
					if !before[k].equal(snap(m)) {
						t.Fatalf("after undoing step %d the lattice differs", k+1)
					}
					if k%97 == 0 {
						checkInvariants(t, m)
					}
				}
				if m.Undo() || m.CanUndo() {
					t.Fatal("undo beyond the first step")
				}
				// The coordinate table must have forgotten every removed point.
				if m.At([3]int32{1, 0, 0}) != 0 && rule != RuleDiamond {
					t.Fatal("a removed point is still in the table")
				}
			})
		}
	}
}

// TestUndoThenStepRedoes: for the deterministic orders, undoing a step and
// stepping again gives the same lattice.
func TestUndoThenStepRedoes(t *testing.T) {
	for _, order := range []Order{OrderFIFO, OrderLIFO, OrderNearest} {
		t.Run(order.String(), func(t *testing.T) {
			m, _ := New(Config{Rule: RuleCubic, Main: D1, Order: order})
			if err := m.Grow(t.Context(), Target{Steps: 300}, nil); err != nil {
				t.Fatal(err)
			}
			want := snap(m)
			for range 5 {
				m.Undo()
			}
			if err := m.Grow(t.Context(), Target{Steps: 5}, nil); err != nil {
				t.Fatal(err)
			}
			if !want.equal(snap(m)) {
				t.Fatal("undo 5 + step 5 differs from the original growth")
			}
		})
	}
}

// TestRedoRestoresWhatUndoTook: undoing k steps and redoing them gives the
// lattice back in every rule and order (the random one and the manual one
// included, where stepping again would not), and a new step voids the redo.
func TestRedoRestoresWhatUndoTook(t *testing.T) {
	for _, rule := range []Rule{RuleSeed, RuleDiamond, RuleCubic} {
		for _, order := range []Order{OrderFIFO, OrderRandom, OrderNearest, OrderManual} {
			t.Run(fmt.Sprintf("%v/%v", rule, order), func(t *testing.T) {
				m, _ := New(Config{Rule: rule, Main: D2, Order: OrderRandom, Seed: 5})
				if err := m.Grow(t.Context(), Target{Steps: 200}, nil); err != nil {
					t.Fatal(err)
				}
				if err := m.SetOrder(order, 9); err != nil {
					t.Fatal(err)
				}
				want := snap(m)
				var mid snapshot
				for k := range 120 {
					if k == 60 {
						mid = snap(m)
					}
					m.Undo()
				}
				if m.Redo(); !m.CanRedo() {
					t.Fatal("one redo emptied the redo list")
				}
				for m.CanRedo() {
					m.Redo()
				}
				if !want.equal(snap(m)) {
					t.Fatal("undo 120 + redo 120 differs from the lattice before")
				}
				if m.Redo() {
					t.Fatal("redo beyond the last undo")
				}
				for range 60 {
					m.Undo()
				}
				if !mid.equal(snap(m)) {
					t.Fatal("undoing the redone steps differs from the first undo")
				}
				checkInvariants(t, m)
				if err := m.Expand(m.Len()); err != nil { // the newest point is free
					t.Fatal(err)
				}
				if m.CanRedo() {
					t.Error("a new step left the undone steps to redo")
				}
			})
		}
	}
}

// Revision names the lattice: equal after undo and redo lead back to the
// same one, different for every other lattice met on the way, including
// ones with the same number of steps and the same last point expanded.
func TestRevisionNamesTheLattice(t *testing.T) {
	m, _ := New(Config{Order: OrderManual})
	seen := map[uint64][]int{} // revision -> the points expanded, in order
	var path []int
	visit := func() {
		r := m.Revision()
		if prev, ok := seen[r]; ok && !slices.Equal(prev, path) {
			t.Fatalf("revision %x for %v and %v", r, prev, path)
		}
		seen[r] = slices.Clone(path)
	}
	expand := func(n int) {
		if err := m.Expand(n); err != nil {
			t.Fatal(err)
		}
		path = append(path, n)
		visit()
	}
	undo := func() {
		m.Undo()
		path = path[:len(path)-1]
		visit()
	}
	visit()
	expand(1)
	expand(2)
	expand(3)
	saved := m.Revision()
	undo()
	undo()
	expand(4)
	expand(3) // three steps, P3 last, as saved: another lattice
	if m.Revision() == saved {
		t.Fatal("P1, P4, P3 has the revision of P1, P2, P3")
	}
	undo()
	undo()
	m.Redo() // P4 again
	path = append(path, 4)
	visit()
	undo()
	expand(2)
	expand(3)
	if m.Revision() != saved {
		t.Error("P1, P2, P3 again has another revision")
	}
}

// NextRedo names the point Redo would expand: the last step undone's, none
// once redone or after a new step.
func TestNextRedo(t *testing.T) {
	m, err := New(Config{Rule: RuleSeed, Main: D1, Order: OrderFIFO})
	if err != nil {
		t.Fatal(err)
	}
	var expanded []int
	for range 5 {
		if err := m.Step(); err != nil {
			t.Fatal(err)
		}
		expanded = append(expanded, m.LastExpanded())
	}
	if got := m.NextRedo(); got != 0 {
		t.Fatalf("nothing undone: NextRedo %d", got)
	}
	m.Undo()
	m.Undo()
	if got, want := m.NextRedo(), expanded[3]; got != want {
		t.Errorf("two undone: NextRedo P%d, want P%d (the earlier of the two)", got, want)
	}
	m.Redo()
	if got, want := m.NextRedo(), expanded[4]; got != want {
		t.Errorf("one redone: NextRedo P%d, want P%d", got, want)
	}
	if err := m.Step(); err != nil {
		t.Fatal(err)
	}
	if got := m.NextRedo(); got != 0 {
		t.Errorf("after a new step: NextRedo P%d, want none", got)
	}
}

// UndoTo takes back many steps in one pass: the lattice, its figures, the
// next point each order chooses and what Redo replays are those of as many
// single Undos, whether the table is pruned or built again.
func TestUndoToIsManyUndos(t *testing.T) {
	for _, rule := range []Rule{RuleSeed, RuleDiamond, RuleCubic} {
		for _, order := range []Order{OrderFIFO, OrderLIFO, OrderRandom, OrderNearest} {
			for _, back := range []int{0, 1, 37, 150, 399, 400} {
				t.Run(fmt.Sprintf("%v/%v/%d", rule, order, back), func(t *testing.T) {
					grow := func() *Model {
						m, _ := New(Config{Rule: rule, Main: D3, Order: order, Seed: 11})
						if err := m.Grow(t.Context(), Target{Steps: 400}, nil); err != nil {
							t.Fatal(err)
						}
						return m
					}
					one, all := grow(), grow()
					for range back {
						one.Undo()
					}
					if got := all.UndoTo(400 - back); got != back {
						t.Fatalf("UndoTo took back %d steps, want %d", got, back)
					}
					if !snap(one).equal(snap(all)) {
						t.Fatal("the lattice differs from that of single Undos")
					}
					checkInvariants(t, all)
					if one.Next() != all.Next() || one.Revision() != all.Revision() {
						t.Fatalf("next P%d revision %x, want P%d %x", all.Next(), all.Revision(), one.Next(), one.Revision())
					}
					for one.CanRedo() {
						one.Redo()
						if !all.Redo() {
							t.Fatal("fewer steps to redo than single Undos left")
						}
					}
					if all.CanRedo() || !snap(one).equal(snap(all)) {
						t.Fatal("redoing gives another lattice")
					}
				})
			}
		}
	}
}
