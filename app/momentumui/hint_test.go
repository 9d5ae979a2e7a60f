package momentumui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit/kittest"
	game "plateau/games/momentum"
)

// askHint presses H and waits for the hint.
func askHint(t *testing.T, ws *Workspace) {
	t.Helper()
	test.Type(ws.view, "h")
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
}

// H asks the strong player for an action of the person to act: a legal
// one, outlined where it starts and stops and said in the status bar,
// until the board changes. A computer's turn has no hint.
func TestHintSuggestsALegalAction(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	askHint(t, ws)
	if !ws.g.IsLegal(ws.hinted) || len(ws.hintCells) == 0 {
		t.Fatalf("hint %v, cells %v", ws.hinted, ws.hintCells)
	}
	if msg := ws.status.Message(); !strings.HasPrefix(msg, "Hint: ") {
		t.Errorf("the status bar says %q", msg)
	}
	if ws.hinted.Kind() == game.KindMove && ws.hintCells[0] != ws.g.Pos(ws.g.ToMove()) {
		t.Errorf("a slide's hint starts on %v, the piece is on %v", ws.hintCells[0], ws.g.Pos(ws.g.ToMove()))
	}
	ws.play(ws.hinted)
	if ws.hintCells != nil {
		t.Error("the hint outlives the move it suggested")
	}

	ws.paused = true // the seats handed to computers that wait
	ws.seats = [2]Seat{"random", "random"}
	askHint(t, ws)
	if ws.hintCells != nil || !strings.Contains(ws.status.Message(), "person's turn") {
		t.Errorf("a hint on the computer's turn: %v, %q", ws.hintCells, ws.status.Message())
	}
}

// A key that would play, pressed while the hint is looked for, says that
// it waits for the hint rather than vanishing; it plays nothing, and once
// the hint shows, Enter plays it.
func TestKeysDuringTheHintSaySo(t *testing.T) {
	tests := []struct {
		name string
		key  fyne.KeyName // or
		r    rune
	}{
		{name: "enter", key: fyne.KeyReturn},
		{name: "right arrow", key: fyne.KeyRight},
		{name: "keypad 6", r: '6'},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
			test.Type(ws.view, "h") // its answer waits for the loop, which Wait turns
			if !ws.status.Busy() {
				t.Fatal("no hint being looked for")
			}
			if tt.r != 0 {
				ws.view.OnRune(tt.r)
			} else {
				ws.view.OnKey(&fyne.KeyEvent{Name: tt.key})
			}
			if msg := ws.status.Message(); !strings.Contains(msg, "Still looking for a hint") {
				t.Errorf("the status bar says %q", msg)
			}
			if len(ws.g.Moves()) != 0 {
				t.Errorf("played during the hint: %v", ws.g.Moves())
			}
			kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
			hinted := ws.hinted
			ws.view.OnKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if m := ws.g.Moves(); len(m) != 1 || m[0] != hinted {
				t.Errorf("Enter after the hint played %v, want %v", m, hinted)
			}
		})
	}
}
