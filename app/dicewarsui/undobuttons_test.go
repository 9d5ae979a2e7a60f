package dicewarsui

import (
	"context"
	"testing"

	"plateau/app/kit/kittest"
	dw "plateau/games/dicewars"
	sd "plateau/solvers/dicewars"
)

// The toolbar's Undo and Redo grey while they would do nothing, and
// follow the game through an end of turn, Undo, Redo, an attack and a
// computer's turn or action. A move the rules keep (dice rolled, another player's)
// greys Undo as nothing to undo does: the button would do nothing, and
// Ctrl+Z still says why.
func TestUndoButtonsFollowTheGame(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	ws.SetSpeed(SpeedInstant)
	// one territory each: an end of turn rolls nothing, and can be taken back
	small := dw.Options{Cols: 3, Rows: 3, Territories: 2, Players: 2}
	newGame := func(seats ...Seat) func() {
		return func() {
			if err := ws.NewGame(small, seats, 1); err != nil {
				t.Fatal(err)
			}
		}
	}
	kittest.CheckUndoButtons(t, ws.Content(), []kittest.UndoStep{
		{Name: "two people", Do: newGame(Human, Human)},
		{Name: "an end of turn", Do: ws.EndTurn, Undo: true},
		{Name: "undo", Do: ws.Keys().Undo, Redo: true},
		{Name: "redo", Do: ws.Keys().Redo, Undo: true},
		{Name: "undo again", Do: ws.Keys().Undo, Redo: true},
		{Name: "a redo the rules refuse", Do: func() {
			ws.redo[len(ws.redo)-1] = dw.Attack(0, 0) // cannot happen: the move was taken back from this game
			ws.Keys().Redo()
		}},
		{Name: "an attack, dice rolled", Do: func() { ws.Attack(firstAttack(t, ws.g)) }},
		{Name: "against a computer", Do: newGame(Human, "bourgeoise")},
		{Name: "its turn played", Do: func() { ws.EndTurn(); waitIdle(t, idle) }},
		{Name: "step by step", Do: func() { ws.SetSpeed(SpeedStep); newGame(Human, "bourgeoise")() }},
		{Name: "the person's end of turn", Do: ws.EndTurn, Undo: true},
		{Name: "the computer's first action, its run going on", Do: func() { ws.applyComputer(ws.gen, []sd.Action{computerAction(t, ws)}) }},
	})
	if msg := ws.undoRefusal(); msg == "" {
		t.Error("Undo would take the computer's move back")
	}
}

// computerAction is what the computer to play does next on the board's
// game, as a run of the computers hands it to the board.
func computerAction(t *testing.T, ws *Workspace) sd.Action {
	t.Helper()
	g, err := dw.Replay(ws.g.Options(), ws.g.Seed(), ws.g.Moves(), nil)
	if err != nil {
		t.Fatal(err)
	}
	s, err := sd.New(string(ws.seats[g.Current()]), 0)
	if err != nil {
		t.Fatal(err)
	}
	a, err := sd.Step(context.Background(), g, s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}
