package momentumui

import (
	"strings"
	"testing"
	"time"

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
