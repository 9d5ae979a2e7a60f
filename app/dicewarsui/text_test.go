package dicewarsui

import (
	"strings"
	"testing"
)

// The greeting after the computers' turns counts right: one attack, and
// "the computer" when one alone plays ("The computers made 1 attacks").
func TestYourTurnText(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	for _, tc := range []struct {
		seats   []Seat
		attacks int
		want    string
	}{
		{[]Seat{Human, "expert"}, 1, "The computer made 1 attack (see History)."},
		{[]Seat{Human, "expert", "chaos"}, 1, "The computers made 1 attack (see History)."},
		{[]Seat{Human, Human, "expert"}, 3, "The computer made 3 attacks (see History)."},
		{[]Seat{Human, "expert", "chaos"}, 0, "The computers made 0 attacks (see History)."},
	} {
		ws.seats, ws.runAttacks = tc.seats, tc.attacks
		if got := ws.yourTurnText(); !strings.HasSuffix(got, tc.want) {
			t.Errorf("%v, %d attacks: %q, want it to end %q", tc.seats, tc.attacks, got, tc.want)
		}
	}
}
