package momentum

import (
	"context"
	"testing"

	rules "plateau/games/momentum"
)

// A player kept for a whole game (as Match keeps one a seat) plays as a
// fresh one would: a table entry of an earlier move, written when the line
// was no repetition yet, came back exact once it had become a draw by
// repetition, and the player drew with a win in hand. From the position
// below, after the fourteen actions, x0,2 wins within four plies and
// +0,2 lets P1 draw by repetition.
func TestKeptPlayerSeesRepetitions(t *testing.T) {
	o := rules.Options{Width: 5, Height: 4, StartMomentum: 1, BuildRange: rules.Neighbours, TurnLimit: 200}
	pos := rules.Position{Walls: []int{0, 0, 1, 0, 0, 0, 2, 1, 0, 0, 2, 0, 0, 2, 1, 0, 2, 1, 0, 0},
		Players: [2]rules.Cell{{X: 1, Y: 2}, {X: 0, Y: 1}}, Momentum: [2]int{1, 1}, Turn: 143}
	line := []string{"x1,1", "x1,1", "+1,1", "+1,1", "x1,1", "x1,1", "+1,1", "+1,1", "x1,1", "x1,1", "+1,1", "+1,1", "x1,1", "x1,1"}
	for seed := uint64(0); seed < 20; seed++ {
		g, err := rules.FromPosition(o, pos)
		if err != nil {
			t.Fatal(err)
		}
		kept := NewSearch(2, seed)
		for i, text := range line {
			if i == 6 { // P2 to act, in the position it meets again at the end
				if _, err := kept.Choose(context.Background(), g); err != nil {
					t.Fatal(err)
				}
			}
			a, err := rules.ParseAction(text)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		got, err := kept.Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		fresh, _ := NewSearch(2, seed).Choose(context.Background(), g)
		if got != fresh {
			t.Errorf("seed %d: the kept player plays %v, a fresh one %v", seed, got, fresh)
		}
	}
}
