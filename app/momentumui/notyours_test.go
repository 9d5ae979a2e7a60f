package momentumui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	game "plateau/games/momentum"
)

// A click, an arrow or Enter that can play nothing (the computer paused
// at its turn, thinking, or the game over) says why in the status bar:
// they did nothing and said nothing, the status still telling of the
// action before.
func TestInputThatCannotPlaySaysWhy(t *testing.T) {
	setups := []struct {
		name  string
		setup func(t *testing.T, ws *Workspace)
		want  string
	}{
		{"computer paused", func(t *testing.T, ws *Workspace) {
			ws.NewGame(game.DefaultOptions(), [2]Seat{Human, "greedy"})
			ws.play(game.Move(game.E)) // the greedy P2 answers
			if !waitPly(ws, 2, 10*time.Second) {
				t.Fatal("the computer did not move")
			}
			loop.Flush()
			ws.Undo() // its move taken back: P2 to act, paused
		}, "P2 (Computer: easy) is to act: press Space or Play to let it move."},
		{"computer thinking", func(t *testing.T, ws *Workspace) {
			ws.NewGame(game.DefaultOptions(), [2]Seat{Human, "greedy"})
			ws.play(game.Move(game.E)) // its answer waits for the test's loop
		}, "P2 (Computer: easy) is thinking: wait, or press Esc to pause it."},
		{"game over", func(t *testing.T, ws *Workspace) {
			// P2 slides into its own camp on turn 2
			for _, a := range []game.Action{game.Move(game.W), game.Move(game.E), game.Build(1, 2), game.Build(6, 1), game.Move(game.S)} {
				ws.play(a)
			}
		}, "The game is over. P1 wins: P2 entered their own camp."},
	}
	inputs := []struct {
		name string
		do   func(ws *Workspace)
	}{
		{"click", func(ws *Workspace) { tapPixel(ws, ws.layout().Center(game.Cell{X: 3, Y: 2})) }},
		{"arrow", func(ws *Workspace) { ws.key(&fyne.KeyEvent{Name: fyne.KeyRight}) }},
		{"Enter", func(ws *Workspace) { ws.key(&fyne.KeyEvent{Name: fyne.KeyReturn}) }},
	}
	for _, s := range setups {
		for _, in := range inputs {
			t.Run(s.name+"/"+in.name, func(t *testing.T) {
				ws := newTestWorkspace(t, "")
				s.setup(t, ws)
				ply := ws.g.Ply()
				in.do(ws)
				if got := ws.status.Message(); got != s.want {
					t.Errorf("status %q, want %q", got, s.want)
				}
				if ws.g.Ply() != ply {
					t.Errorf("the %s played: ply %d, was %d", in.name, ws.g.Ply(), ply)
				}
			})
		}
	}
}
