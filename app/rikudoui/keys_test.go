package rikudoui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// The arrow keys walk the selection from cell to neighbouring cell in
// their direction, Up then Down coming back, and stop at the edge; typed
// digits then go into the cell reached.
func TestArrowsMoveTheSelection(t *testing.T) {
	ws := hexagonWorkspace(t, 3)
	key := func(k fyne.KeyName) { ws.Keys().Board(&fyne.KeyEvent{Name: k}) }
	key(fyne.KeyRight)
	if ws.selected != 0 {
		t.Fatalf("an arrow with nothing selected selects %d, want the first cell", ws.selected)
	}
	l := ws.layout()
	start := ws.selected
	key(fyne.KeyRight)
	a, b := l.Center(start), l.Center(ws.selected)
	if ws.selected == start || b.X <= a.X || b.Y != a.Y {
		t.Fatalf("Right went from %d %v to %d %v", start, a, ws.selected, b)
	}
	if !ws.p.IsEdge(start, ws.selected) {
		t.Errorf("Right went to %d, not a neighbour of %d", ws.selected, start)
	}
	mid := ws.selected
	key(fyne.KeyDown)
	down := ws.selected
	if c := l.Center(down); c.Y <= b.Y {
		t.Errorf("Down went to %d at %v, not below %v", down, c, b)
	}
	key(fyne.KeyUp)
	if ws.selected != mid {
		t.Errorf("Down then Up came to %d, want back to %d", ws.selected, mid)
	}
	// Up from the top row stays put.
	for range 10 {
		key(fyne.KeyUp)
	}
	top := ws.selected
	key(fyne.KeyUp)
	if ws.selected != top {
		t.Errorf("Up at the top moved to %d", ws.selected)
	}
	ws.Keys().Rune('9')
	if ws.p.Given(top) != 9 {
		t.Errorf("typed 9 into cell %d: given %d", top, ws.p.Given(top))
	}
}

// B bridges the cell an arrow came from and the one it went to, and takes
// the bridge back; X blocks the selected cell; without an arrow's move B
// says how it goes. (Bridges and blocked cells needed the mouse.)
func TestBridgesAndBlocksByKey(t *testing.T) {
	ws := hexagonWorkspace(t, 2)
	key := func(k fyne.KeyName) { ws.Keys().Board(&fyne.KeyEvent{Name: k}) }
	typ := func(r rune) { ws.Keys().Rune(r) }
	typ('b')
	if !strings.HasPrefix(ws.status.Message(), "B bridges") {
		t.Errorf("B with no move says %q", ws.status.Message())
	}
	key(fyne.KeyRight) // selects the first cell
	from := ws.selected
	key(fyne.KeyRight)
	to := ws.selected
	typ('b')
	if !ws.p.IsBridge(from, to) {
		t.Fatalf("B did not bridge %d and %d: %q", from, to, ws.status.Message())
	}
	typ('B')
	if ws.p.IsBridge(from, to) {
		t.Error("B again left the bridge")
	}
	ws.Undo()
	if !ws.p.IsBridge(from, to) {
		t.Error("Undo did not bring the bridge back")
	}
	n := ws.p.N()
	key(fyne.KeyRight)
	typ('x')
	if ws.p.N() != n-1 {
		t.Errorf("X left %d cells, want %d", ws.p.N(), n-1)
	}
	if ws.selected < 0 { // the keys go on from a neighbour of the cell blocked
		t.Error("X left nothing selected")
	}
	ws.setPlay(true)
	ws.selected = 0
	typ('x')
	if ws.p.N() != n-1 {
		t.Error("X blocked a cell in play")
	}
}
