package weaveui

import (
	"strings"
	"testing"
	"time"

	"plateau/app/kit"
)

// TestPlayPausesAtMaxPoints: Play stops growing the lattice once it has
// maxPoints, as Grow to refuses more, and says why; Play then does not
// start again on it. It went on without bound: at the top speed hundreds
// of megabytes an hour, and slower ticks on the UI goroutine. At one step
// a tick, the last step before the pause is the one that reached the
// limit; at the top speed, one tick crosses it.
func TestPlayPausesAtMaxPoints(t *testing.T) {
	defer func(n int) { maxPoints = n }(maxPoints)
	for _, tc := range []struct {
		name   string
		slider float64 // the speed slider: 0 is 1 step a second, 1 is 2000
	}{
		{"one step a tick", 0},
		{"the top speed", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, _ := newTestWorkspace(t, "")
			maxPoints = ws.Model().Len() + 50
			ws.panel.speed.SetValue(tc.slider)
			ws.player.play()
			for ticks := 0; ws.player.playing; ticks++ {
				if ticks > 10_000 || ws.Model().Len() > maxPoints+5000 {
					t.Fatalf("still playing after %d ticks, at %d points (limit %d)", ticks, ws.Model().Len(), maxPoints)
				}
				ws.player.last = ws.player.last.Add(-time.Second) // a second owed to the clock
				ws.player.tick()
			}
			m := ws.Model()
			n := m.Len()
			if n < maxPoints {
				t.Fatalf("paused at %d points, before the limit %d", n, maxPoints)
			}
			if !m.Undo() || m.Len() >= maxPoints || !m.Redo() {
				t.Errorf("the last step did not start below the limit %d (%d points after it)", maxPoints, n)
			}
			msg := ws.status.Message()
			if !strings.HasPrefix(msg, "Paused: the lattice has reached "+kit.Int(maxPoints)+" points") {
				t.Errorf("status %q", msg)
			}
			ws.status.SetMessage("")
			ws.player.play()
			if ws.player.playing || ws.panel.play.Text != "Play" || ws.status.Message() != msg {
				t.Errorf("Play at the limit: playing %v, the button says %q, status %q", ws.player.playing, ws.panel.play.Text, ws.status.Message())
			}
			ws.player.tick()
			if m.Len() != n {
				t.Errorf("Play at the limit grew the lattice to %d points (was %d)", m.Len(), n)
			}
		})
	}
}

// A Play run, from Play to its end (Pause, Esc, or Undo itself), is one
// undo step as a Grow to is: it was taken back one point at a time, 4,000
// presses after two seconds at the top speed. Steps taken with Space
// before and after it stay one undo step each.
func TestAPlayRunIsOneUndoStep(t *testing.T) {
	for _, tc := range []struct {
		name string
		end  func(ws *Workspace) // ends the run; nil: Undo does
	}{
		{"paused", func(ws *Workspace) { ws.player.toggle() }},
		{"stopped with Esc", func(ws *Workspace) { ws.Keys().Escape() }},
		{"ended by Undo", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, _ := newTestWorkspace(t, "")
			ws.Keys().Space() // a step before the run
			start := ws.Model().Len()
			ws.player.speed = 2000
			ws.player.play()
			ws.player.last = ws.player.last.Add(-time.Second) // a second owed to the clock
			ws.player.tick()
			played := ws.Model().Len()
			if played < start+1000 {
				t.Fatalf("Play grew %d points to %d", start, played)
			}
			after := played
			if tc.end != nil {
				tc.end(ws)
				ws.Keys().Space() // a step after the run
				after = ws.Model().Len()
				ws.Keys().Undo()
				if n := ws.Model().Len(); n != played {
					t.Fatalf("Undo of the step after the run: %d points, want %d", n, played)
				}
			}
			ws.Keys().Undo()
			if n := ws.Model().Len(); n != start || !strings.HasPrefix(ws.status.Message(), "Took back the growth: ") {
				t.Fatalf("Undo of the run: %d points (%q), want %d", n, ws.status.Message(), start)
			}
			ws.Keys().Undo()
			if n := ws.Model().Len(); n >= start {
				t.Errorf("Undo of the step before the run: %d points, want fewer than %d", n, start)
			}
			for range 3 {
				ws.Keys().Redo()
			}
			if n := ws.Model().Len(); n != after {
				t.Errorf("Redo of the steps and the run: %d points, want %d", n, after)
			}
		})
	}
}

// Play paused by hiding the workspace plays on when it is shown again,
// and says so; Play the person paused stays paused.
func TestPlayGoesOnWhenShownAgain(t *testing.T) {
	for _, tc := range []struct {
		name     string
		pause    bool // the person pauses before hiding
		stopped  bool // something pauses it on purpose while hidden (Open, a new lattice)
		wantPlay bool
	}{
		{"left playing", false, false, true},
		{"paused first", true, false, false},
		{"paused while hidden", false, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, _ := newTestWorkspace(t, "")
			ws.player.play()
			if tc.pause {
				ws.Keys().Space()
			}
			before := ws.status.Message()
			ws.Shown(false)
			if ws.player.playing {
				t.Fatal("still playing while hidden")
			}
			if tc.stopped {
				ws.player.pause()
			}
			ws.Shown(true)
			if ws.player.playing != tc.wantPlay || (ws.panel.play.Text == "Pause") != tc.wantPlay {
				t.Errorf("shown again: playing %v, the button says %q, want playing %v", ws.player.playing, ws.panel.play.Text, tc.wantPlay)
			}
			if msg := ws.status.Message(); tc.wantPlay == (msg == before) {
				t.Errorf("shown again: status %q (before hiding %q)", msg, before)
			}
			ws.player.pause()
		})
	}
}
