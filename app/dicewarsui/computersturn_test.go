package dicewarsui

import (
	"testing"

	"fyne.io/fyne/v2"

	dw "plateau/games/dicewars"
)

// A click or a key at a computer's turn names the key that moves the game
// on, and that key does: "wait, or press Esc" was said when the computers
// were paused or at the step speed, and nothing came of waiting or of Esc.
func TestAComputersTurnSaysWhatMovesItOn(t *testing.T) {
	states := []struct {
		name  string
		speed Speed
		setup func(t *testing.T, ws *Workspace, idle *idleSignal)
		want  string
		// the panel's button and its line of help, which name the same
		// keys
		button, help string
		// space is what Space then does: the computers play (a run going,
		// or one action made at the step speed)
		space func(t *testing.T, ws *Workspace, idle *idleSignal, moves int)
	}{
		{"running", SpeedSlow, func(*testing.T, *Workspace, *idleSignal) {},
			"It is Yellow (Bourgeoise)'s turn: wait, or press Esc to pause the computers.",
			"Pause", "Esc pauses the computers.",
			func(t *testing.T, ws *Workspace, idle *idleSignal, _ int) {
				ws.Keys().Escape()
				waitIdle(t, idle)
				if !ws.paused {
					t.Error("Esc did not pause the computers")
				}
			}},
		{"step by step", SpeedStep, func(*testing.T, *Workspace, *idleSignal) {},
			"It is Yellow (Bourgeoise)'s turn, step by step: press Space or Next step for each of its actions.",
			"Next step", "Press Space or Next step: the computers make one action each time.",
			func(t *testing.T, ws *Workspace, idle *idleSignal, moves int) {
				ws.Keys().Space()
				waitIdle(t, idle)
				if n := len(ws.g.Moves()); n != moves+1 {
					t.Errorf("Space made %d actions, want 1", n-moves)
				}
			}},
		{"paused", SpeedSlow, func(t *testing.T, ws *Workspace, idle *idleSignal) {
			ws.Keys().Escape()
			waitIdle(t, idle)
		}, "It is Yellow (Bourgeoise)'s turn and the computers are paused: press Space or Play to go on.",
			"Play", "Press Space or Play to let the computers move.",
			func(t *testing.T, ws *Workspace, idle *idleSignal, _ int) {
				ws.Keys().Space()
				if ws.running == nil {
					t.Error("Space did not set the computers going")
					return
				}
				ws.stop()
				waitIdle(t, idle)
			}},
	}
	inputs := []struct {
		name string
		do   func(t *testing.T, ws *Workspace)
	}{
		{"click", func(t *testing.T, ws *Workspace) { tapTerritory(t, ws, 0) }},
		{"Left", func(_ *testing.T, ws *Workspace) { ws.Keys().Board(&fyne.KeyEvent{Name: fyne.KeyLeft}) }},
		{"Down", func(_ *testing.T, ws *Workspace) { ws.Keys().Board(&fyne.KeyEvent{Name: fyne.KeyDown}) }},
		{"Enter", func(_ *testing.T, ws *Workspace) { ws.Keys().Board(&fyne.KeyEvent{Name: fyne.KeyReturn}) }},
	}
	for _, s := range states {
		for _, in := range inputs {
			t.Run(s.name+"/"+in.name, func(t *testing.T) {
				ws, idle := newTestWorkspace(t, "")
				ws.SetSpeed(s.speed)
				if err := ws.NewGame(dw.DefaultOptions(2), []Seat{Human, "bourgeoise"}, 5); err != nil {
					t.Fatal(err)
				}
				ws.EndTurn()
				s.setup(t, ws, idle)
				moves := len(ws.g.Moves())
				in.do(t, ws)
				if got := ws.status.Message(); got != s.want {
					t.Errorf("status %q, want %q", got, s.want)
				}
				if b, h := ws.panel.playBtn.Text, ws.panel.hint.Text; b != s.button || h != s.help {
					t.Errorf("the panel's button %q and help %q, want %q and %q", b, h, s.button, s.help)
				}
				s.space(t, ws, idle, moves)
			})
		}
	}
}
