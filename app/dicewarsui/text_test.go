package dicewarsui

import (
	"fmt"
	"strings"
	"testing"

	dw "plateau/games/dicewars"
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
		// a person's end of turn, then the computers' attacks
		ws.seats = tc.seats
		ws.records = []record{{player: 0, ev: dw.Event{Move: dw.EndTurn}}}
		for range tc.attacks {
			ws.records = append(ws.records, record{player: len(tc.seats) - 1, ev: dw.Event{Move: dw.Attack(0, 1)}})
		}
		if got := ws.yourTurnText(); !strings.HasSuffix(got, tc.want) {
			t.Errorf("%v, %d attacks: %q, want it to end %q", tc.seats, tc.attacks, got, tc.want)
		}
	}
}

// The computers' attacks are counted from the person's end of turn to
// their next turn, however many runs the computers took to play them: the
// count started again at each run (a pause, a change of speed, a return
// to the workspace) and told of the last run only.
func TestTheAttacksCountedAreThoseSinceYourTurn(t *testing.T) {
	for _, tc := range []struct {
		name  string
		steps int   // Spaces at the step speed, each one action
		then  Speed // the speed for the rest of the computers' turns
	}{
		{"step by step", 0, SpeedStep},
		{"two steps then instant", 2, SpeedInstant},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, idle := newTestWorkspace(t, "")
			ws.SetSpeed(SpeedStep)
			if err := ws.NewGame(dw.DefaultOptions(3), []Seat{Human, "dijkstra", "dijkstra"}, 5); err != nil {
				t.Fatal(err)
			}
			ws.EndTurn()
			mark := len(ws.records)
			for range tc.steps {
				ws.Keys().Space()
				waitIdle(t, idle)
			}
			ws.SetSpeed(tc.then)
			for i := 0; i < 500 && !ws.humanToAct() && !ws.g.Over(); i++ {
				ws.Keys().Space()
				waitIdle(t, idle)
			}
			if !ws.humanToAct() {
				t.Fatal("the person's turn did not come back")
			}
			attacks := 0
			for _, r := range ws.records[mark:] {
				if !r.ev.Move.End {
					attacks++
				}
			}
			if attacks < 2 {
				t.Fatalf("the computers made %d attacks: too few to tell", attacks)
			}
			want := fmt.Sprintf("The computers made %d attacks (see History).", attacks)
			if got := ws.status.Message(); !strings.HasSuffix(got, want) {
				t.Errorf("status %q, want it to end %q", got, want)
			}
		})
	}
}
