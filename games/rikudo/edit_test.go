package rikudo

import (
	"strings"
	"testing"
)

func TestHoles(t *testing.T) {
	p, _ := NewHexagon(3)
	if h := p.Holes(); len(h) != 1 || h[0] != (Hex{}) {
		t.Fatalf("holes %v, want the centre", h)
	}
	if b := p.Blocked(); len(b) != 1 {
		t.Fatalf("blocked %v", b)
	}
	// Blocking a corner adds a blocked position on the rim, not a hole.
	if err := p.Block(Hex{3, -3}); err != nil {
		t.Fatal(err)
	}
	if len(p.Holes()) != 1 || len(p.Blocked()) != 2 {
		t.Errorf("holes %v blocked %v", p.Holes(), p.Blocked())
	}
}

func TestBlockUnblockKeepsClues(t *testing.T) {
	p, _ := NewHexagon(2)
	c7 := p.CellAt(Hex{2, -1})
	c8 := p.CellAt(Hex{2, 0})
	if err := p.SetGiven(c7, 5); err != nil {
		t.Fatal(err)
	}
	if err := p.ToggleBridge(c7, c8); err != nil {
		t.Fatal(err)
	}
	if err := p.Block(Hex{1, 0}); err != nil { // cell 1: every later cell moves down
		t.Fatal(err)
	}
	if p.N() != 17 {
		t.Fatalf("n = %d", p.N())
	}
	a, b := p.CellAt(Hex{2, -1}), p.CellAt(Hex{2, 0})
	if a != c7-1 || p.Given(a) != 5 || !p.IsBridge(a, b) {
		t.Errorf("given or bridge lost: cell %d given %d bridge %v", a, p.Given(a), p.IsBridge(a, b))
	}
	if err := p.Unblock(Hex{}); err != nil { // the centre becomes cell 1
		t.Fatal(err)
	}
	if p.CellAt(Hex{}) != 0 || p.N() != 18 || len(p.Neighbors(0)) != 5 {
		t.Errorf("centre cell %d, n %d, neighbours %v", p.CellAt(Hex{}), p.N(), p.Neighbors(0))
	}
	if p.Given(p.CellAt(Hex{2, -1})) != 5 {
		t.Error("given lost on unblock")
	}
}

func TestIllegalEdits(t *testing.T) {
	fresh := func() *Puzzle {
		p, _ := NewHexagon(2)
		if err := p.SetGiven(0, 18); err != nil {
			t.Fatal(err)
		}
		_ = p.ToggleBridge(1, 2)
		_ = p.ToggleBridge(2, 3)
		return p
	}
	cases := []struct {
		name string
		edit func(p *Puzzle) error
		want string
	}{
		{"block blocked", func(p *Puzzle) error { return p.Block(Hex{}) }, "already blocked"},
		{"block with top given", func(p *Puzzle) error { return p.Block(Hex{0, 1}) }, "clear that given first"},
		{"unblock cell", func(p *Puzzle) error { return p.Unblock(Hex{1, 0}) }, "already a cell"},
		{"unblock far", func(p *Puzzle) error { return p.Unblock(Hex{30, 0}) }, "farther"},
		{"given too big", func(p *Puzzle) error { return p.SetGiven(1, 19) }, "out of range"},
		{"given zero", func(p *Puzzle) error { return p.SetGiven(1, 0) }, "out of range"},
		{"given twice", func(p *Puzzle) error { return p.SetGiven(1, 18) }, "already given in cell 1"},
		{"given no cell", func(p *Puzzle) error { return p.SetGiven(18, 1) }, "no cell 19"},
		{"clear no cell", func(p *Puzzle) error { return p.ClearGiven(-1) }, "no cell 0"},
		{"bridge not neighbours", func(p *Puzzle) error { return p.ToggleBridge(0, 3) }, "not neighbours"},
		{"third bridge", func(p *Puzzle) error { return p.ToggleBridge(2, 11) }, "already has two bridges"},
		{"bridge far apart", func(p *Puzzle) error { return p.ToggleBridge(1, 3) }, "not neighbours"},
		{"bridge out of range", func(p *Puzzle) error { return p.ToggleBridge(0, 40) }, "no cell"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := fresh()
			var before, after strings.Builder
			_ = p.Write(&before)
			err := tc.edit(p)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want %q", err, tc.want)
			}
			_ = p.Write(&after)
			if before.String() != after.String() {
				t.Error("a refused edit changed the puzzle")
			}
		})
	}
}

// SetGiven replaces any given the cell had: the same value again is no
// clash with itself, and a value replaced is free for another cell.
func TestSetGivenReplaces(t *testing.T) {
	p, _ := NewHexagon(2)
	if err := p.SetGiven(0, 18); err != nil {
		t.Fatal(err)
	}
	if err := p.SetGiven(0, 18); err != nil || p.Given(0) != 18 {
		t.Errorf("18 set again on cell 1, which has it: %v, given %d", err, p.Given(0))
	}
	if err := p.SetGiven(0, 5); err != nil || p.Given(0) != 5 {
		t.Errorf("5 over 18 on cell 1: %v, given %d", err, p.Given(0))
	}
	if err := p.SetGiven(1, 18); err != nil || p.Given(1) != 18 {
		t.Errorf("18 on cell 2 once cell 1 holds 5: %v, given %d", err, p.Given(1))
	}
}

func TestBridgeLoopRefused(t *testing.T) {
	// Cells 1, 2 and 8 of the radius-2 hexagon are mutual neighbours.
	p, _ := NewHexagon(2)
	a, b, c := p.CellAt(Hex{1, 0}), p.CellAt(Hex{0, 1}), p.CellAt(Hex{1, 1})
	if err := p.ToggleBridge(a, b); err != nil {
		t.Fatal(err)
	}
	if err := p.ToggleBridge(b, c); err != nil {
		t.Fatal(err)
	}
	if err := p.ToggleBridge(a, c); err == nil || !strings.Contains(err.Error(), "loop") {
		t.Fatalf("got %v, want a loop refusal", err)
	}
	if err := p.ToggleBridge(a, b); err != nil || p.IsBridge(a, b) {
		t.Fatalf("toggling off: %v", err)
	}
}

func TestShapeErrors(t *testing.T) {
	for _, r := range []int{0, -1, MaxRadius + 1} {
		if _, err := NewHexagon(r); err == nil {
			t.Errorf("radius %d accepted", r)
		}
	}
	if _, err := NewShape(nil); err == nil {
		t.Error("empty shape accepted")
	}
	if _, err := NewShape([]Hex{{0, 0}, {0, 0}}); err == nil {
		t.Error("duplicate position accepted")
	}
	if _, err := NewGraph(2, []Edge{{A: 1, B: 0}}, nil); err == nil {
		t.Error("edge with A > B accepted")
	}
	if _, err := NewGraph(2, nil, []int{2, 2}); err == nil {
		t.Error("duplicate given accepted")
	}
}

func TestRingHexes(t *testing.T) {
	for k := 1; k <= 6; k++ {
		ring := RingHexes(k)
		if len(ring) != 6*k {
			t.Fatalf("ring %d has %d hexes", k, len(ring))
		}
		seen := map[Hex]bool{}
		for i, h := range ring {
			if h.Ring() != k || seen[h] {
				t.Fatalf("ring %d: bad hex %v", k, h)
			}
			seen[h] = true
			if !Adjacent(h, ring[(i+1)%len(ring)]) {
				t.Fatalf("ring %d not a cycle at %d", k, i)
			}
		}
	}
}
