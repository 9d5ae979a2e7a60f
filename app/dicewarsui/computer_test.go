package dicewarsui

import (
	"slices"
	"testing"

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
	return slices.Clone(ws.g.Moves()[:min(len(ws.g.Moves()), moves)])
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
