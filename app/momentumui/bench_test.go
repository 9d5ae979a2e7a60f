package momentumui

import (
	"math/rand/v2"
	"testing"

	game "plateau/games/momentum"
)

// playLong plays n random actions between two people that do not end the
// game, the same at every run: a long game to step through.
func playLong(tb testing.TB, ws *Workspace, n int) {
	tb.Helper()
	ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
	r := rand.New(rand.NewPCG(1, 2))
	for ws.g.Ply() < n {
		acts := ws.g.LegalActions(nil)
		played := false
		for _, i := range r.Perm(len(acts)) {
			c := ws.g.Clone()
			if c.Apply(acts[i]) == nil && !c.Over() {
				played = ws.g.Apply(acts[i]) == nil
				break
			}
		}
		if !played {
			tb.Fatalf("no action keeps the game going after %d", ws.g.Ply())
		}
	}
	ws.refresh()
}

// BenchmarkStepping steps through a game of 790 actions (turn 198 of
// 200), all on the UI goroutine: ⏮ then ⏭, and one Undo and Redo at its
// end (Space or Ctrl+Z held down).
func BenchmarkStepping(b *testing.B) {
	for _, bc := range []struct {
		name        string
		back, forth func(*Workspace)
	}{
		{"first and last", (*Workspace).toFirst, (*Workspace).toLast},
		{"undo and redo at the end", (*Workspace).Undo, (*Workspace).Redo},
	} {
		b.Run(bc.name, func(b *testing.B) {
			ws := newTestWorkspace(b, "")
			playLong(b, ws, 790)
			b.ResetTimer()
			for range b.N {
				bc.back(ws)
				bc.forth(ws)
			}
		})
	}
}
