package dicewarsui

import (
	"testing"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
)

// A game that stalls says what decided its winner: the most territories,
// a tie on territories broken by dice, or a dead heat going to the first
// seat. Every one said "with the most territories", a dead heat too.
func TestAStalledGameSaysWhatDecidedIt(t *testing.T) {
	for _, tc := range []struct {
		name     string
		language string
		seed     uint64
		attack   bool // Blue makes one attack (which seed 3 wins) before everyone passes
		want     string
	}{
		{"dead heat", "en", 1, false, "Nobody attacked for 8 rounds: Blue wins, tied on territories (15) and dice (120), as the first in seat order."},
		{"tied on territories", "en", 2, false, "Nobody attacked for 8 rounds: Yellow wins, tied on territories (15) with the most dice (116)."},
		{"most territories", "en", 3, true, "Nobody attacked for 8 rounds: Blue wins with the most territories (16)."},
		{"dead heat in French", "fr", 1, false, "Personne n'a attaqué pendant 8 tours de table : Bleu gagne, à égalité de territoires (15) et de dés (120), comme premier dans l'ordre des places."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			kit.SetLanguage(tc.language)
			defer kit.SetLanguage("")
			ws, _ := newTestWorkspace(t, "")
			if err := ws.NewGame(dw.DefaultOptions(2), []Seat{Human, Human}, tc.seed); err != nil {
				t.Fatal(err)
			}
			if tc.attack {
				ws.Attack(firstAttack(t, ws.g))
			}
			for i := 0; i < 40 && !ws.g.Over(); i++ {
				ws.EndTurn()
			}
			if _, why := ws.g.Result(); why != dw.Stalled {
				t.Fatalf("the game ended by %v, want a stall", why)
			}
			if got := ws.endReason(); got != tc.want {
				t.Errorf("end %q,\nwant %q", got, tc.want)
			}
		})
	}
}
