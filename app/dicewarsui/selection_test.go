package dicewarsui

import (
	"strings"
	"testing"
)

// With the numbers off, the territories the status line names (#12
// attacks #9) show their numbers on the map: the selection and its
// targets, then the last battle's two.
func TestNamedTerritoriesShowTheirNumbers(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.setNumbers(false)
	from, to := firstAttack(t, ws.g)
	tapTerritory(t, ws, from)
	pos := ws.g.Position()
	v := ws.boardView(&pos)
	if want := uint64(1)<<uint(from) | pos.Attackable(from); v.Numbered != want || v.Numbers {
		t.Errorf("selected #%d: numbered %b, want %b", from, v.Numbered, want)
	}
	tapTerritory(t, ws, to)
	pos = ws.g.Position()
	if v := ws.boardView(&pos); v.Battle == nil || v.Numbered != uint64(1)<<uint(from)|uint64(1)<<uint(to) {
		t.Errorf("after #%d attacked #%d: battle shown %v, numbered %b", from, to, v.Battle != nil, v.Numbered)
	}
}

// Escape, Undo, a click on the sea or on the selected territory again
// let go of the selection and say so: the status line went on asking to
// click a neighbour of nothing selected.
func TestLettingGoOfASelectionIsSaid(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	from, _ := firstAttack(t, ws.g)
	for _, c := range []struct {
		name string
		drop func()
	}{
		{"Escape", ws.escape},
		{"Undo", ws.Undo},
		{"a click on the sea", func() { ws.clickTerritory(-1) }},
		{"a click on the selected territory", func() { ws.clickTerritory(from) }},
	} {
		tapTerritory(t, ws, from)
		if !strings.HasPrefix(ws.status.Message(), "Selected") {
			t.Fatalf("selected: status %q", ws.status.Message())
		}
		c.drop()
		if ws.selected != -1 || !strings.HasPrefix(ws.status.Message(), "Your turn") {
			t.Errorf("let go by %s: selection %d, status %q", c.name, ws.selected, ws.status.Message())
		}
	}
}
