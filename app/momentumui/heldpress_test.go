package momentumui

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"plateau/app/kit"
	game "plateau/games/momentum"
)

// With the window's key-down and key-up events, a key held since the last
// person's move is ignored however long it repeats, and a new press of the
// same key plays for the next person at once, however soon: the time
// between the key's events, which refused a press within 700 ms, no
// longer decides.
func TestANewPressPlaysAtOnceAHeldOneDoesNot(t *testing.T) {
	const repeat = 35 * time.Millisecond
	type step struct {
		op   string // down, up: the key goes down, is let go; key: a typed key (each repeat too)
		wait time.Duration
	}
	held := []step{{"down", 0}, {"key", 0}, {"key", 660 * time.Millisecond}, {"key", repeat}, {"key", repeat}}
	again := []step{{"down", 0}, {"key", 0}, {"up", 100 * time.Millisecond}, {"down", 100 * time.Millisecond}, {"key", 0}}
	letGo := []step{{"down", 0}, {"key", 0}, {"key", 660 * time.Millisecond}, {"up", repeat}, {"down", 50 * time.Millisecond}, {"key", 0}}
	tests := []struct {
		name    string
		r       rune // a keypad digit typed, else Right
		steps   []step
		moves   string
		message string
	}{
		{"held right", 0, held, "[E]", "held down since P1's move is ignored: P2"},
		{"right pressed again 200 ms later", 0, again, "[E E]", "P2 slid east"},
		{"right held, let go, pressed again", 0, letGo, "[E E]", "P2 slid east"},
		{"keypad 6 held", '6', held, "[E]", "ignored"},
		{"keypad 6 pressed again 200 ms later", '6', again, "[E E]", "P2 slid east"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			ws.NewGame(game.DefaultOptions(), [2]Seat{Human, Human})
			ws.k.Held = &kit.HeldKeys{}
			now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
			clock = func() time.Time { return now }
			t.Cleanup(func() { clock = time.Now })
			ev := &fyne.KeyEvent{Name: fyne.KeyRight}
			if tt.r != 0 {
				ev = &fyne.KeyEvent{Name: fyne.KeyName(tt.r)} // the keypad's 6 is Fyne's key 6
			}
			for _, s := range tt.steps {
				now = now.Add(s.wait)
				switch {
				case s.op == "down":
					ws.k.Held.KeyDown(ev)
				case s.op == "up":
					ws.k.Held.KeyUp(ev)
				case tt.r != 0:
					ws.view.OnRune(tt.r)
				default:
					ws.view.OnKey(ev)
				}
			}
			if got := moveList(ws); got != tt.moves {
				t.Errorf("moves %s, want %s", got, tt.moves)
			}
			if !strings.Contains(ws.status.Message(), tt.message) {
				t.Errorf("status %q, want it to say %q", ws.status.Message(), tt.message)
			}
		})
	}
}
