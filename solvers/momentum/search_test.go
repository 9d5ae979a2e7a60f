package momentum

import (
	"context"
	"testing"

	rules "plateau/games/momentum"
)

// At the last action of the last turn every action draws (turn limit),
// and the mover is also the one named to act after it, the first of the
// next turn: the search must still score the draw for itself, contempt
// below zero. It scored it +contempt, the draw's worth to the opponent,
// because it negated every finished game's score.
func TestDrawAtTheTurnLimitScoresContempt(t *testing.T) {
	for level := 1; level <= 4; level++ {
		g := position(t, []string{
			"........",
			".A......",
			"........",
			"......B."}, 1, 1, 200)
		for _, a := range []rules.Action{rules.Move(rules.W), rules.Move(rules.E), rules.Build(4, 3)} {
			if err := g.Apply(a); err != nil {
				t.Fatal(a, err)
			}
		}
		s := NewSearch(level, 1)
		a, err := s.Choose(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil || g.Result().Reason != rules.TurnLimit {
			t.Fatalf("level %d: %v then %+v (%v); want a draw by the turn limit", level, a, g.Result(), err)
		}
		if got := s.LastStats().Score; got != -contempt {
			t.Errorf("level %d: the forced draw scored %d for the searching side, want %d", level, got, -contempt)
		}
	}
}
