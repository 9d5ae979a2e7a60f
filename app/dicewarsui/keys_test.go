package dicewarsui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	dw "plateau/games/dicewars"
)

// The keys play what clicks play: Left and Right walk the attackers in
// reading order of the map, Up and Down their targets, Enter attacks (with
// nothing chosen it says how to end the turn), and Space ends the turn.
func TestKeysChooseAndAttack(t *testing.T) {
	tests := []struct {
		name    string
		keys    []fyne.KeyName
		attack  bool // an attack was made from the first attacker on its first target
		ended   bool // the turn ended
		message string
	}{
		{name: "right then down then Enter attacks", keys: []fyne.KeyName{fyne.KeyRight, fyne.KeyDown, fyne.KeyReturn}, attack: true},
		{name: "down alone chooses the first attacker too", keys: []fyne.KeyName{fyne.KeyDown, fyne.KeyEnter}, attack: true},
		{name: "Enter with only an attacker asks for a target", keys: []fyne.KeyName{fyne.KeyRight, fyne.KeyReturn}, message: "Choose the target"},
		{name: "Enter with nothing chosen says how to end the turn", keys: []fyne.KeyName{fyne.KeyReturn}, message: "Space ends your turn"},
		{name: "Space ends the turn", keys: []fyne.KeyName{fyne.KeySpace}, ended: true},
		{name: "Escape lets go", keys: []fyne.KeyName{fyne.KeyRight, fyne.KeyDown, fyne.KeyEscape, fyne.KeyRight, fyne.KeyReturn}, message: "Choose the target"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws, idle := newTestWorkspace(t, "")
			pos := ws.g.Position()
			me := pos.Current
			var attackers []int
			for ter := range pos.Map.N() {
				if pos.Attackable(ter) != 0 {
					attackers = append(attackers, ter)
				}
			}
			if len(attackers) == 0 {
				t.Fatal("set-up: no attack to make")
			}
			l := ws.layout()
			slices.SortFunc(attackers, func(a, b int) int { return l.LabelCell(a) - l.LabelCell(b) })
			from := attackers[0]
			var targets []int
			for ter := range pos.Map.N() {
				if pos.Attackable(from)&(1<<uint(ter)) != 0 {
					targets = append(targets, ter)
				}
			}
			slices.SortFunc(targets, func(a, b int) int { return l.LabelCell(a) - l.LabelCell(b) })
			before := len(ws.g.Moves())
			for _, k := range tt.keys {
				if !ws.boardKey(&fyne.KeyEvent{Name: k}) {
					t.Fatalf("%s not taken", k)
				}
			}
			moves := ws.g.Moves()[before:]
			switch {
			case tt.attack && (len(moves) == 0 || moves[0].From != from || moves[0].To != targets[0]):
				t.Errorf("moves %v, want #%d attacking #%d", moves, from, targets[0])
			case tt.ended && (len(moves) != 1 || !moves[0].End):
				t.Errorf("moves %v, want the turn ended", moves)
			case !tt.attack && !tt.ended && len(moves) != 0:
				t.Errorf("moves %v, want none", moves)
			}
			if !tt.ended && ws.g.Position().Current != me {
				t.Errorf("the turn passed to %d", ws.g.Position().Current)
			}
			if ws.running != nil { // the computers took their turns: stopped before the test ends
				ws.escape()
				waitIdle(t, idle)
			}
			if !strings.Contains(ws.status.Message(), tt.message) {
				t.Errorf("status %q, want it to say %q", ws.status.Message(), tt.message)
			}
		})
	}
}

// Left and Right wrap round the attackers, each selected in turn.
func TestKeysWalkTheAttackers(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	pos := ws.g.Position()
	n := 0
	for ter := range pos.Map.N() {
		if pos.Attackable(ter) != 0 {
			n++
		}
	}
	seen := map[int]bool{}
	for range n {
		ws.boardKey(&fyne.KeyEvent{Name: fyne.KeyRight})
		seen[ws.selected] = true
	}
	ws.boardKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	first := ws.selected
	ws.boardKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
	ws.boardKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if len(seen) != n || ws.selected != first {
		t.Errorf("%d attackers, %d selected in turn; Left then Right came back to %d, want %d", n, len(seen), ws.selected, first)
	}
}

// Enter attacks and nothing else: after an attack the choice is cleared,
// and the second Enter of a double press, a held Enter or the Enter that
// confirmed a dialog just before ended the rest of the turn.
func TestEnterWithNothingChosenDoesNotEndTheTurn(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	if err := ws.NewGame(dw.DefaultOptions(2), []Seat{Human, "expert"}, 5); err != nil {
		t.Fatal(err)
	}
	ws.SetSpeed(SpeedSlow)
	from, to := firstAttack(t, ws.g)
	ws.selected, ws.target = from, to
	moves := len(ws.g.Moves())
	for _, key := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyReturn, fyne.KeyEnter} {
		ws.Keys().Board(&fyne.KeyEvent{Name: key})
	}
	if len(ws.g.Moves()) != moves+1 || !ws.humanToAct() || ws.running != nil {
		t.Errorf("Enter, Enter, Enter from a chosen attack: %d moves (want 1), the person to play %v", len(ws.g.Moves())-moves, ws.humanToAct())
	}
	if !strings.Contains(ws.status.Message(), "Space ends your turn") {
		t.Errorf("Enter with nothing chosen does not say how to end the turn: %q", ws.status.Message())
	}
	if ws.running != nil {
		ws.stop()
		waitIdle(t, idle)
	}
}
