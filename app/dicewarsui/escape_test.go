package dicewarsui

import (
	"strings"
	"testing"
	"time"

	dw "plateau/games/dicewars"
)

// An Esc pressed again to be sure the computers paused, or one that meant
// to pause them and came just after they handed back, must not stop the
// tournament running in the background; Esc on a person's turn that has
// been seen still does.
func TestSecondEscDoesNotStopTheTournament(t *testing.T) {
	tests := []struct {
		name  string
		speed Speed
		play  func(t *testing.T, ws *Workspace, idle *idleSignal) // up to the second Esc
		said  string
	}{
		{name: "the computers paused", speed: SpeedSlow, said: "Computers paused", play: func(t *testing.T, ws *Workspace, idle *idleSignal) {
			ws.Keys().Space() // the computers play, slowly
			if ws.running == nil {
				t.Fatal("the computers are not playing")
			}
			ws.Keys().Escape() // pause them
			waitIdle(t, idle)
		}},
		{name: "the turn just handed back", speed: SpeedInstant, said: "just begun", play: func(t *testing.T, ws *Workspace, idle *idleSignal) {
			ws.Keys().Space()
			waitIdle(t, idle) // the computers handed back before the Esc meant for them
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws, idle := newTestWorkspace(t, "")
			if err := ws.NewGame(dw.DefaultOptions(4), []Seat{Human, "expert", "expert", "expert"}, 5); err != nil {
				t.Fatal(err)
			}
			ws.SetSpeed(tt.speed)
			clock := time.Unix(1000, 0)
			ws.now = func() time.Time { return clock }
			ws.tourney.games.SetText("100000")
			ws.tourney.Run()
			if !ws.status.Busy() {
				t.Fatal("the tournament did not start")
			}
			tt.play(t, ws, idle)
			ws.Keys().Escape() // to be sure
			// A stopped tournament stays busy until its goroutine ends, so
			// what tells is the word that replaces the Stop.
			if !strings.Contains(ws.status.Message(), tt.said) || !strings.Contains(ws.status.Message(), "Stop button") {
				t.Errorf("the Esc does not say how to stop the tournament: %q", ws.status.Message())
			}
			if ws.humanToAct() {
				clock = clock.Add(settleTime)
				ws.Keys().Escape() // nothing else running: Esc stops the tournament
			} else {
				ws.status.Stop()
			}
			waitIdle(t, idle)
			if ws.status.Busy() || !strings.Contains(ws.status.Message(), "Stopped") {
				t.Errorf("the tournament was not stopped: %q", ws.status.Message())
			}
		})
	}
}
