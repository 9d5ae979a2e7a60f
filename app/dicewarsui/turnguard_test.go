package dicewarsui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	dw "plateau/games/dicewars"
)

// At the instant speed the computers hand the turn back within a
// double-click: a click on End turn (or a Space the window gave no
// key-down for, as here: the test driver has none) that comes before the
// turn has been on the screen for settleTime is dropped with a word, and
// so is each one after it while they keep coming; a press after a pause
// ends the turn. The clock is the test's, so nothing here depends on how
// fast the computers are.
func TestPressRightAfterTheComputersDoesNotEndTheTurn(t *testing.T) {
	presses := map[string]func(ws *Workspace){
		"Space":            func(ws *Workspace) { ws.Keys().Space() },
		"End turn button":  func(ws *Workspace) { test.Tap(ws.panel.endBtn) },
		"End turn toolbar": func(ws *Workspace) { ws.endTurnPress() },
	}
	for name, press := range presses {
		t.Run(name, func(t *testing.T) {
			ws, idle := newTestWorkspace(t, "")
			if err := ws.NewGame(dw.DefaultOptions(4), []Seat{Human, "expert", "expert", "expert"}, 5); err != nil {
				t.Fatal(err)
			}
			ws.SetSpeed(SpeedInstant)
			clock := time.Unix(1000, 0)
			ws.now = func() time.Time { return clock }
			press(ws) // meant: end the first turn
			waitIdle(t, idle)
			if !ws.humanToAct() {
				t.Fatal("not the person's turn after the computers")
			}
			n := len(ws.g.Moves())
			for _, after := range []time.Duration{30, 400, 400, 400} { // a held key, or clicks
				clock = clock.Add(after * time.Millisecond)
				press(ws)
				if len(ws.g.Moves()) != n || !ws.humanToAct() {
					t.Fatalf("a press %v after the last ended the person's next turn unplayed", after*time.Millisecond)
				}
				if !strings.Contains(ws.status.Message(), "did not end it") {
					t.Errorf("the dropped press is not said: %q", ws.status.Message())
				}
			}
			clock = clock.Add(settleTime)
			press(ws) // meant, after a look at the map
			if len(ws.g.Moves()) != n+1 {
				t.Errorf("a press %v after the last did not end the turn: %d moves, was %d", settleTime, len(ws.g.Moves()), n)
			}
			if ws.running != nil {
				ws.stop()
				waitIdle(t, idle)
			}
		})
	}
}

// A person who attacked has seen the turn: End turn right after ends it.
func TestEndTurnRightAfterAnAttackEndsIt(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	if err := ws.NewGame(dw.DefaultOptions(2), []Seat{Human, "expert"}, 5); err != nil {
		t.Fatal(err)
	}
	ws.SetSpeed(SpeedInstant)
	clock := time.Unix(1000, 0)
	ws.now = func() time.Time { return clock }
	ws.Keys().Space()
	waitIdle(t, idle)
	if !ws.humanToAct() {
		t.Fatal("not the person's turn after the computer")
	}
	from, to := firstAttack(t, ws.g)
	ws.Attack(from, to)
	n := len(ws.g.Moves())
	test.Tap(ws.panel.endBtn)
	if len(ws.g.Moves()) != n+1 {
		t.Errorf("End turn right after an attack did not end the turn: status %q", ws.status.Message())
	}
	if ws.running != nil {
		ws.stop()
		waitIdle(t, idle)
	}
}
