package momentumui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"plateau/app/kit/kittest"
	game "plateau/games/momentum"
)

// Redo that cannot play says why, as Undo does: with nothing to redo it
// left the status as it was, and a redo list it could not replay went
// unsaid.
func TestRedoSaysWhyItDoesNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		redo []game.Action // the redo list before Redo
		said string        // the status bar's message begins so
	}{
		{"nothing to redo", nil, "Nothing to redo."},
		{"an action that no longer plays", []game.Action{game.Destroy(0, 0)}, "The action taken back cannot be played again ("},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			ws.redo = tc.redo
			moves := len(ws.g.Moves())
			ws.Keys().Redo()
			if msg := ws.status.Message(); !strings.HasPrefix(msg, tc.said) {
				t.Errorf("status %q, want it to begin %q", msg, tc.said)
			}
			if len(ws.redo) != 0 || len(ws.g.Moves()) != moves {
				t.Errorf("redo list %v, %d moves (%d before)", ws.redo, len(ws.g.Moves()), moves)
			}
		})
	}
}

// ▶ and Space with no move to replay and no computer to let play say
// why: in a game of two people at its last move, and in a game over,
// they did nothing and said nothing.
func TestNextMoveSaysWhyItDoesNothing(t *testing.T) {
	for _, tc := range []struct {
		name  string
		setup func(t *testing.T, ws *Workspace)
		said  string
	}{
		{"two people, at the last move", func(*testing.T, *Workspace) {},
			"No next move to replay: it is P1's turn, on the board"},
		{"a game over", func(t *testing.T, ws *Workspace) {
			o := game.DefaultOptions()
			o.TurnLimit = 1
			g, err := game.New(o)
			if err != nil {
				t.Fatal(err)
			}
			for !g.Over() {
				if err := g.Apply(g.LegalActions(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			ws.start(g, [2]Seat{Human, Human}, 1)
		}, "No next move: the game is over"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			tc.setup(t, ws)
			moves := len(ws.g.Moves())
			for _, press := range []struct {
				how string
				do  func()
			}{{"Space", ws.Keys().Space}, {"▶", func() { test.Tap(kittest.ToolButton(t, ws.Content(), "Next move")) }}} {
				ws.status.SetMessage("before")
				press.do()
				if msg := ws.status.Message(); !strings.HasPrefix(msg, tc.said) {
					t.Errorf("%s: status %q, want it to begin %q", press.how, msg, tc.said)
				}
				if len(ws.g.Moves()) != moves {
					t.Errorf("%s: %d moves, %d before", press.how, len(ws.g.Moves()), moves)
				}
			}
		})
	}
}
