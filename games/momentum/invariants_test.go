package momentum

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// allActions lists every action that could name a cell of the board, legal
// or not, to cross-check LegalActions against Apply.
func allActions(g *Game) []Action {
	var out []Action
	for d := Dir(0); d < 8; d++ {
		out = append(out, Move(d))
	}
	for y := 0; y < g.h; y++ {
		for x := 0; x < g.w; x++ {
			out = append(out, Destroy(x, y), Build(x, y))
		}
	}
	return out
}

// TestRandomGameInvariants plays random games on several boards and checks
// at every position that: every legal action applies, keeps the incremental
// hash equal to a fresh one, and undoes to the exact previous state; every
// other action is refused without a change; a position that is not over has
// a legal action; and the game ends within the turn limit.
func TestRandomGameInvariants(t *testing.T) {
	configs := []Options{
		DefaultOptions(),
		{Width: 4, Height: 4, StartMomentum: 1, BuildRange: Neighbours, TurnLimit: 30},
		{Width: 6, Height: 5, StartMomentum: 3, BuildRange: Anywhere, TurnLimit: 25},
		{Width: 9, Height: 7, StartMomentum: 2, BuildRange: Neighbours, TurnLimit: 40},
	}
	games := 40
	if testing.Short() || raceEnabled {
		games = 8
	}
	ends := map[Reason]int{}
	for ci, o := range configs {
		rng := rand.New(rand.NewPCG(uint64(ci), 7))
		for gi := 0; gi < games; gi++ {
			g, err := New(o)
			if err != nil {
				t.Fatal(err)
			}
			every := allActions(g)
			buf := make([]Action, 0, g.MaxActions())
			for !g.Over() {
				if g.Ply() > 4*o.TurnLimit {
					t.Fatalf("game did not end after %d plies", g.Ply())
				}
				legal := g.LegalActions(buf)
				if len(legal) == 0 {
					t.Fatalf("no legal action at ply %d", g.Ply())
				}
				before := g.Clone()
				for _, a := range legal {
					if err := g.Apply(a); err != nil {
						t.Fatalf("legal %v refused: %v", a, err)
					}
					if h := g.fullHash(); h != g.hash {
						t.Fatalf("after %v: incremental hash %x, fresh %x", a, g.hash, h)
					}
					mustUndo(t, g)
					if d := diffState(before, g); d != "" {
						t.Fatalf("undo of %v at ply %d: %s", a, g.Ply(), d)
					}
				}
				for _, a := range every {
					if slices.Contains(legal, a) {
						continue
					}
					if err := g.Apply(a); err == nil {
						t.Fatalf("%v applied but not in the legal list %v", a, legal)
					}
				}
				if d := diffState(before, g); d != "" {
					t.Fatalf("refused actions changed the state: %s", d)
				}
				mustApply(t, g, legal[rng.IntN(len(legal))])
			}
			ends[g.Result().Reason]++
			// Undo everything: back to the start, with one position counted.
			for g.Ply() > 0 {
				mustUndo(t, g)
			}
			fresh, _ := New(o)
			if d := diffState(fresh, g); d != "" {
				t.Fatalf("full undo differs from a new game: %s", d)
			}
		}
	}
	t.Logf("game ends by reason: %v", ends)
	if ends[CampEntered] == 0 {
		t.Error("no random game ended in a camp")
	}
}

// TestNoAllocation: the search loop (generate, apply, undo) allocates nothing
// with buffers of MaxActions, which bounds the legal actions: with the
// anywhere build range a construction phase offers nearly every cell (28 on
// the 8x4 board), more than the 16 actions a neighbours range can offer.
func TestNoAllocation(t *testing.T) {
	for _, tc := range []struct {
		br     Range
		builds int // P1's construction actions after his slide east
	}{{Neighbours, 8}, {Anywhere, 28}} {
		br := tc.br
		o := DefaultOptions()
		o.BuildRange = br
		g, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		buf := make([]Action, 0, g.MaxActions())
		child := make([]Action, 0, g.MaxActions())
		mustApply(t, g, Move(E), Move(W))
		if n := len(g.LegalActions(buf)); n != tc.builds || n > g.MaxActions() {
			t.Errorf("build range %v: %d legal actions, want %d; MaxActions says at most %d", br, n, tc.builds, g.MaxActions())
		}
		allocs := testing.AllocsPerRun(100, func() {
			for _, a := range g.LegalActions(buf) {
				if g.Apply(a) != nil {
					panic("legal action refused")
				}
				child = g.LegalActions(child)
				_ = g.Undo()
			}
		})
		if allocs != 0 {
			t.Errorf("build range %v: %v allocations per run, want 0", br, allocs)
		}
	}
}
