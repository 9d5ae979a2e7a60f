package momentum

import "testing"

// Played gives each action with the turn and the player that were to act
// before it, as replaying the game would show them, from the standard start
// and from a start on an even turn (P2 first).
func TestPlayedNamesTurnAndPlayer(t *testing.T) {
	even := mustGame(t, []string{
		"......",
		".A....",
		"......",
		"....B.",
		"......",
	}, 2, 2, 2)
	std, err := New(DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		g    *Game
	}{{"standard start", std}, {"turn 2", even}} {
		t.Run(tc.name, func(t *testing.T) {
			type seen struct {
				a    Action
				turn int
				by   Player
			}
			var want []seen
			for i := 0; i < 40 && !tc.g.Over(); i++ {
				acts := tc.g.LegalActions(nil)
				a := acts[(i*5)%len(acts)]
				want = append(want, seen{a, tc.g.Turn(), tc.g.ToMove()})
				if err := tc.g.Apply(a); err != nil {
					t.Fatal(err)
				}
			}
			for i, w := range want {
				if a, turn, by := tc.g.Played(i); (seen{a, turn, by}) != w {
					t.Errorf("action %d: Played says %v turn %d by %v, it was %v turn %d by %v", i, a, turn, by, w.a, w.turn, w.by)
				}
			}
		})
	}
}
