package dicewarsui

import (
	"testing"

	"plateau/app/kit/kittest"
)

// Escape closes the New game dialog whichever of its buttons Tab put the
// keyboard on (the seed's, without a label, among them), and starts no
// game.
func TestEscapeFromTheNewGameButtons(t *testing.T) {
	for _, button := range []string{"", "Cancel", "Start"} {
		t.Run(button, func(t *testing.T) {
			ws, _ := newTestWorkspace(t, "")
			g := ws.g
			ws.showNewGame()
			kittest.EscapeFromButton(t, ws.k.Window, button)
			if ws.g != g {
				t.Error("Escape started a game")
			}
		})
	}
}
