package momentumui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	game "plateau/games/momentum"
)

// keyAt is a board key (name) or keypad digit (r) arriving after wait.
type keyAt struct {
	wait time.Duration
	name fyne.KeyName
	r    rune
}

// A key held down by the person who just played does not play for the
// next person at the same screen, however long it repeats; a new press,
// or another key, does; and a key held across the same person's actions
// goes on acting for them. The keys come without key-down events, as from
// the test driver: the time between them tells a held key.
func TestAHeldKeyDoesNotPlayForTheNextPerson(t *testing.T) {
	const repeat = 35 * time.Millisecond
	tests := []struct {
		name    string
		keys    []keyAt
		moves   string // the move list after the keys
		message string // in the status bar after the keys
	}{
		{name: "held right: P1 only", keys: []keyAt{{0, fyne.KeyRight, 0}, {500 * time.Millisecond, fyne.KeyRight, 0}, {repeat, fyne.KeyRight, 0}, {repeat, fyne.KeyRight, 0}},
			moves: "[E]", message: "held down since P1's move is ignored: P2"},
		{name: "held right, then pressed again", keys: []keyAt{{0, fyne.KeyRight, 0}, {600 * time.Millisecond, fyne.KeyRight, 0}, {time.Second, fyne.KeyRight, 0}},
			moves: "[E E]", message: "P2 slid east"},
		{name: "P2 presses another key at once", keys: []keyAt{{0, fyne.KeyRight, 0}, {repeat, fyne.KeyLeft, 0}},
			moves: "[E W]", message: "P2 slid west"},
		{name: "keypad 6 held", keys: []keyAt{{0, "", '6'}, {repeat, "", '6'}, {repeat, "", '6'}},
			moves: "[E]", message: "ignored"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
			now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
			clock = func() time.Time { return now }
			t.Cleanup(func() { clock = time.Now })
			for _, k := range tt.keys {
				now = now.Add(k.wait)
				if k.r != 0 {
					ws.view.OnRune(k.r)
				} else {
					ws.view.OnKey(&fyne.KeyEvent{Name: k.name})
				}
			}
			if got := moveList(ws); got != tt.moves {
				t.Errorf("moves %s, want %s", got, tt.moves)
			}
			if !strings.Contains(ws.status.Message(), tt.message) {
				t.Errorf("status %q, want it to say %q", ws.status.Message(), tt.message)
			}
		})
	}
}

// moveList is the game's moves in notation, as "[E W]".
func moveList(ws *Workspace) string {
	var s []string
	for _, a := range ws.g.Moves() {
		s = append(s, a.String())
	}
	return "[" + strings.Join(s, " ") + "]"
}

// A key held through the construction phase goes on moving the cursor of
// the person it was pressed for.
func TestAHeldKeyGoesOnForTheSamePerson(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	ws.play(game.Move(game.E))
	ws.play(game.Move(game.W))
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	clock = func() time.Time { return now }
	t.Cleanup(func() { clock = time.Now })
	for range 3 {
		ws.view.OnKey(&fyne.KeyEvent{Name: fyne.KeyRight})
		now = now.Add(35 * time.Millisecond)
	}
	if ws.hover == nil || ws.hover.X != ws.g.Pos(ws.g.ToMove()).X+3 {
		t.Errorf("cursor on %v after three Rights from %v", ws.hover, ws.g.Pos(ws.g.ToMove()))
	}
}
