package momentumui

import (
	"testing"
	"time"

	"plateau/app/kit/kittest"
	game "plateau/games/momentum"
)

// The toolbar's Undo and Redo grey while they would do nothing, and
// follow the game through a move, Undo, Redo, a new game and a
// computer's move: they looked usable with nothing to undo.
func TestUndoButtonsFollowTheGame(t *testing.T) {
	ws := newTestWorkspace(t, "")
	kittest.CheckUndoButtons(t, ws.Content(), []kittest.UndoStep{
		{Name: "a new game"},
		{Name: "a move", Do: func() { ws.play(game.Move(game.W)) }, Undo: true},
		{Name: "undo", Do: ws.Undo, Redo: true},
		{Name: "redo", Do: ws.Redo, Undo: true},
		{Name: "a computer to move first", Do: func() { ws.NewGame(game.DefaultOptions(), [2]Seat{"greedy", Human}) }},
		{Name: "its move", Do: func() { kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second) }, Undo: true},
	})
}
