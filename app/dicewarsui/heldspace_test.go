package dicewarsui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
)

// A Space held down since before the person's turn began does not end
// it, however long it repeats (X repeats it after 660 ms, the first time
// after the 500 ms the time guard waited); a new press ends it at once,
// however soon. The window's key-down and key-up events tell the two
// apart; the test plays them as the window does, on the test's clock.
func TestAHeldSpaceDoesNotEndTheNextTurn(t *testing.T) {
	const (
		down  = "down"  // Space goes down (the key-down comes before its typed key)
		up    = "up"    // Space is let go
		space = "space" // a typed Space, as the window gives it (each repeat too)
		board = "board" // a typed Space given to the board, which has the keyboard
	)
	type step struct {
		op   string
		wait time.Duration // on the test's clock, before the step
	}
	computers := []Seat{Human, "expert", "expert", "expert"}
	tests := []struct {
		name    string
		seats   []Seat
		steps   []step
		ended   int    // the person's turns ended
		message string // in the status bar at the end
	}{
		{name: "held across the computers' turn", seats: computers,
			steps: []step{{down, 0}, {space, 0}, {space, 660 * time.Millisecond}, {space, 33 * time.Millisecond}, {board, 33 * time.Millisecond}},
			ended: 1, message: "did not end it"},
		{name: "pressed again 200 ms after the computers", seats: computers,
			steps: []step{{down, 0}, {space, 0}, {up, 100 * time.Millisecond}, {down, 200 * time.Millisecond}, {space, 0}},
			ended: 2},
		{name: "held, let go, pressed again", seats: computers,
			steps: []step{{down, 0}, {space, 0}, {space, 660 * time.Millisecond}, {up, 100 * time.Millisecond}, {down, 100 * time.Millisecond}, {board, 0}},
			ended: 2},
		{name: "held across a person's turn to the next person", seats: []Seat{Human, Human},
			steps: []step{{down, 0}, {space, 0}, {space, 660 * time.Millisecond}, {space, 33 * time.Millisecond}},
			ended: 1, message: "did not end it"},
		{name: "the next person presses at once", seats: []Seat{Human, Human},
			steps: []step{{down, 0}, {space, 0}, {up, 50 * time.Millisecond}, {down, 100 * time.Millisecond}, {space, 0}},
			ended: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws, idle := newTestWorkspace(t, "")
			if err := ws.NewGame(dw.DefaultOptions(len(tt.seats)), tt.seats, 5); err != nil {
				t.Fatal(err)
			}
			ws.SetSpeed(SpeedInstant)
			ws.k.Held = &kit.HeldKeys{}
			clock := time.Unix(1000, 0)
			ws.now = func() time.Time { return clock }
			ev := &fyne.KeyEvent{Name: fyne.KeySpace}
			for _, s := range tt.steps {
				clock = clock.Add(s.wait)
				switch s.op {
				case down:
					ws.k.Held.KeyDown(ev)
				case up:
					ws.k.Held.KeyUp(ev)
				case space:
					ws.Keys().Space()
				case board:
					ws.view.TypedKey(ev)
				}
				if ws.running != nil {
					waitIdle(t, idle) // the computers' turn, before the next key
				}
			}
			if got := humanEnds(ws); got != tt.ended {
				t.Errorf("the person's turn ended %d times, want %d (status %q)", got, tt.ended, ws.status.Message())
			}
			if !strings.Contains(ws.status.Message(), tt.message) {
				t.Errorf("status %q, want it to say %q", ws.status.Message(), tt.message)
			}
		})
	}
}

// humanEnds counts the ends of turn the people played.
func humanEnds(ws *Workspace) int {
	n := 0
	for _, r := range ws.records {
		if r.ev.Move.End && ws.seatOf(r.player) == Human {
			n++
		}
	}
	return n
}
