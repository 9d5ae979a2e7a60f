package dicewarsui

import (
	"testing"

	"fyne.io/fyne/v2"

	dw "plateau/games/dicewars"
)

// The panel's help text grows from one line to four when the computers
// hand back; after the workspace was hidden during their turn, the sections
// kept the height they had and the text was drawn over the Players heading.
func TestHintGrownWhileHiddenIsLaidOut(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	if err := ws.NewGame(dw.DefaultOptions(4), []Seat{Human, "expert", "expert", "expert"}, 5); err != nil {
		t.Fatal(err)
	}
	ws.SetSpeed(SpeedFast)
	ws.Keys().Space()
	if ws.running == nil {
		t.Fatal("the computers are not playing")
	}
	ws.root.Hide()
	ws.Shown(false)
	waitIdle(t, idle) // paused by the hiding
	ws.root.Show()
	ws.Shown(true)
	waitIdle(t, idle) // the computers play to the person's turn
	if !ws.humanToAct() {
		t.Fatal("not the person's turn")
	}
	ws.k.Window.Canvas().Capture() // a frame, as the window paints
	turn := ws.panel.game.(*fyne.Container).Objects[0]
	if h, min := turn.Size().Height, turn.MinSize().Height; h < min {
		t.Errorf("the Turn section is %v high, its text needs %v: the help text overlaps the Players heading", h, min)
	}
}
