package dicewarsui

import (
	"strings"
	"testing"

	dw "plateau/games/dicewars"
)

// Every computer the New game dialog offers, Expert's three levels
// included, plays: a game between two of them runs to its end, and the
// players are named after their seats.
func TestEveryComputerSeatPlays(t *testing.T) {
	for i := 1; i+1 < len(seatChoices); i += 2 {
		a, b := seatChoices[i], seatChoices[i+1]
		ws, idle := newTestWorkspace(t, "")
		if err := ws.NewGame(dw.DefaultOptions(2), []Seat{a.seat, b.seat}, uint64(20+i)); err != nil {
			t.Fatal(err)
		}
		ws.SetSpeed(SpeedInstant)
		ws.Keys().Space()
		for !ws.g.Over() {
			waitIdle(t, idle)
			if !ws.g.Over() && ws.running == nil {
				ws.Keys().Space()
			}
		}
		for pl, c := range []struct{ label string }{{a.label}, {b.label}} {
			if got := ws.who(pl); !strings.Contains(got, c.label) {
				t.Errorf("%s against %s: player %d is %q", a.seat, b.seat, pl, got)
			}
		}
	}
}
