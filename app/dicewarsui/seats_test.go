package dicewarsui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

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
		// The end is told: who won and why, the winner's mark on the
		// end screen (a dot of their colour said nothing to a person
		// who cannot tell the colours apart).
		if m := endMark(ws); m == nil || m.seat != winnerOf(ws) {
			t.Errorf("%s against %s: the end screen shows the mark %v, want seat %d's", a.seat, b.seat, m, winnerOf(ws))
		}
		if why := ws.endReason(); why == "" || ws.panel.hint.Text != why || !strings.Contains(why, ws.who(winnerOf(ws))) {
			t.Errorf("%s against %s: game over, the panel says %q (end reason %q)", a.seat, b.seat, ws.panel.hint.Text, why)
		}
		ws.hint() // it said a hint was for a person's turn
		if msg := ws.status.Message(); !strings.HasPrefix(msg, "The game is over") {
			t.Errorf("Hint after the end says %q", msg)
		}
		// The loser's row says first that it is out, where no ellipsis
		// hides it.
		for pl, r := range ws.panel.rows[:2] {
			if out := strings.HasPrefix(r.name.Text, "out · "); out == (pl == winnerOf(ws)) {
				t.Errorf("%s against %s: player %d's row reads %q", a.seat, b.seat, pl, r.name.Text)
			}
			// and shows no stock it could never place
			if stock := r.cells[3].Text; (stock == "–") != (pl != winnerOf(ws)) {
				t.Errorf("%s against %s: player %d's stock reads %q", a.seat, b.seat, pl, stock)
			}
		}
		for pl, c := range []struct{ label string }{{a.label}, {b.label}} {
			if got := ws.who(pl); !strings.Contains(got, c.label) {
				t.Errorf("%s against %s: player %d is %q", a.seat, b.seat, pl, got)
			}
		}
	}
}

// endMark is the seat mark on the dialog on top of ws's window, nil if
// none.
func endMark(ws *Workspace) *seatMark {
	top := ws.k.Window.Canvas().Overlays().Top()
	if top == nil {
		return nil
	}
	for _, o := range test.LaidOutObjects(top) {
		if m, ok := o.(*seatMark); ok {
			return m
		}
	}
	return nil
}

// winnerOf is the winner of the workspace's finished game.
func winnerOf(ws *Workspace) int {
	w, _ := ws.g.Result()
	return w
}

// The panel counts rounds as well as turns: the first player's second go
// is round 2, turn 3 of a two-player game.
func TestPanelSaysRoundAndTurn(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	if err := ws.NewGame(dw.DefaultOptions(2), []Seat{Human, Human}, 5); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Round 1, turn 1 · 2 of 2 players left", "Round 1, turn 2 · 2 of 2 players left", "Round 2, turn 3 · 2 of 2 players left"} {
		if got := ws.panel.info.Text; got != want {
			t.Errorf("the panel says %q, want %q", got, want)
		}
		ws.EndTurn()
	}
}
