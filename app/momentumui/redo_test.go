package momentumui

import (
	"strings"
	"testing"

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
