package dicewarsui

import (
	"slices"
	"strings"
	"testing"
	"time"

	dw "plateau/games/dicewars"
)

// playOut plays the first moves of a Chaos game of seed 42 at speed,
// Space starting each run the speed lets stop (every action at the step
// speed).
func playOut(t *testing.T, speed Speed, moves int) []dw.Move {
	t.Helper()
	ws, idle := newTestWorkspace(t, "")
	if err := ws.NewGame(dw.Options{Cols: 12, Rows: 12, Territories: 10, Players: 2}, []Seat{"chaos", "chaos"}, 42); err != nil {
		t.Fatal(err)
	}
	ws.SetSpeed(speed)
	for !ws.g.Over() && len(ws.g.Moves()) < moves {
		if ws.running == nil {
			ws.Keys().Space()
		}
		waitIdle(t, idle)
	}
	if ws.running != nil { // no computer plays on after the test
		ws.stop()
		waitIdle(t, idle)
	}
	played := ws.g.Moves()
	return played[:min(len(played), moves)]
}

// A seed gives the same game whether the computers play it at once or one
// action at a time: Chaos drew from where each run began, so stepping
// (or pausing) changed its attacks.
func TestTheSameSeedPlaysTheSameGameAtAnySpeed(t *testing.T) {
	const moves = 40
	instant, step := playOut(t, SpeedInstant, moves), playOut(t, SpeedStep, moves)
	if len(instant) < moves || len(step) < moves {
		t.Fatalf("%d and %d moves, want %d", len(instant), len(step), moves)
	}
	for i := range moves {
		if instant[i] != step[i] {
			t.Fatalf("move %d: %v played at once, %v step by step", i+1, instant[i], step[i])
		}
	}
}

// After an Undo (which pauses the computers), the person ending the turn
// again, or Redo of the end of turn taken back, lets the computer play
// its turn: it stayed paused, unsaid, until Space.
func TestPlayingOnAfterUndoLetsTheComputerPlay(t *testing.T) {
	for _, tc := range []struct {
		name   string
		playOn func(ws *Workspace)
	}{
		{"end turn", func(ws *Workspace) { ws.EndTurn() }},
		{"redo", func(ws *Workspace) { ws.Keys().Redo() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, idle := newTestWorkspace(t, "")
			ws.SetSpeed(SpeedInstant)
			if err := ws.NewGame(dw.Options{Cols: 3, Rows: 3, Territories: 2, Players: 2}, []Seat{Human, "bourgeoise"}, 1); err != nil {
				t.Fatal(err)
			}
			ws.EndTurn()
			ws.Keys().Undo()
			if len(ws.g.Moves()) != 0 {
				t.Fatalf("%d moves after Undo, want none", len(ws.g.Moves()))
			}
			tc.playOn(ws)
			if ws.running == nil {
				t.Fatalf("the computer does not play its turn (paused %v): %q", ws.paused, ws.status.Message())
			}
			waitIdle(t, idle)
			if len(ws.g.Moves()) < 2 {
				t.Errorf("%d moves after the computer's turn", len(ws.g.Moves()))
			}
		})
	}
}

// Redo clears a selection made before it: the selected territory was the
// other player's once the redone end of turn passed the hand.
func TestRedoClearsTheSelection(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	// one territory each: a reinforcement has one place to go, no roll, so
	// an end of turn can be taken back
	if err := ws.NewGame(dw.Options{Cols: 3, Rows: 3, Territories: 2, Players: 2}, []Seat{Human, Human}, 1); err != nil {
		t.Fatal(err)
	}
	ws.EndTurn()
	ws.Keys().Undo()
	if ws.g.Current() != 0 {
		t.Fatalf("Undo did not take the end of turn back: %q", ws.status.Message())
	}
	from, _ := firstAttack(t, ws.g)
	ws.clickTerritory(from)
	if ws.selected != from {
		t.Fatalf("selected %d, want %d", ws.selected, from)
	}
	ws.Keys().Redo()
	if ws.selected >= 0 {
		t.Errorf("after Redo territory %d of player %d stays selected in player %d's turn", ws.selected, ws.g.Position().Owner[ws.selected], ws.g.Current())
	}
}

// Esc at the instant speed pauses the board where it stands: the run, far
// ahead of the board, kept landing its moves for up to a second after the
// pause and wrote over "Computers paused".
func TestInstantRunPausesWhereTheBoardStands(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	ws.SetSpeed(SpeedInstant)
	seats := slices.Repeat([]Seat{"expert"}, 8)
	if err := ws.NewGame(dw.Options{Cols: 40, Rows: 40, Territories: 64, Players: 8}, seats, 7); err != nil {
		t.Fatal(err)
	}
	for len(ws.g.Moves()) < 50 && ws.running != nil {
		idle.loop.For(20 * time.Millisecond)
	}
	if ws.running == nil {
		t.Fatal("the game ended before the pause")
	}
	at := len(ws.g.Moves())
	ws.Keys().Escape()
	waitIdle(t, idle)
	idle.loop.For(200 * time.Millisecond) // anything late would land now
	if n := len(ws.g.Moves()); n != at {
		t.Errorf("%d moves landed after the pause", n-at)
	}
	if msg := ws.status.Message(); !strings.Contains(msg, "paused") {
		t.Errorf("status %q after the pause", msg)
	}
	// Space goes on from there, playing the moves the dropped ones were.
	ws.Keys().Space()
	for len(ws.g.Moves()) < at+20 && ws.running != nil {
		idle.loop.For(20 * time.Millisecond)
	}
	ws.Keys().Escape()
	waitIdle(t, idle)
}

// At the step speed, the press of Space after the computers' last action
// does not end the person's turn: it tells them it is theirs, and the
// next press ends it. One press too many ended it unplayed, for good.
func TestStepSpaceDoesNotEndTheTurnItHandedBack(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	if err := ws.NewGame(dw.DefaultOptions(2), []Seat{"expert", Human}, 5); err != nil {
		t.Fatal(err)
	}
	ws.SetSpeed(SpeedStep)
	for presses := 0; !ws.humanToAct(); presses++ {
		if presses == 100 {
			t.Fatal("the computer's turn did not end in 100 steps")
		}
		ws.Keys().Space()
		if ws.running != nil {
			waitIdle(t, idle)
		}
	}
	n := len(ws.g.Moves())
	ws.Keys().Space() // one press too many
	if len(ws.g.Moves()) != n || !ws.humanToAct() || !strings.Contains(ws.status.Message(), "your turn") {
		t.Fatalf("the press after the computers' last step: %d moves (was %d), status %q", len(ws.g.Moves()), n, ws.status.Message())
	}
	ws.Keys().Space() // meant
	if len(ws.g.Moves()) != n+1 || ws.humanToAct() {
		t.Errorf("a second press did not end the turn: %d moves (was %d)", len(ws.g.Moves()), n)
	}
	if ws.running != nil {
		ws.stop()
		waitIdle(t, idle)
	}
}
