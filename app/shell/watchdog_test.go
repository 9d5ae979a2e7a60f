package shell

import (
	"testing"
	"time"
)

// The watchdog ends the process once, its grace after it is armed, and
// says whether to start again.
func TestExitWatchdog(t *testing.T) {
	for _, restart := range []bool{false, true} {
		left := make(chan bool, 2)
		x := &exitWatchdog{grace: 20 * time.Millisecond, leave: func(r bool) { left <- r }}
		start := time.Now()
		x.arm(restart)
		x.arm(!restart) // a second arming changes nothing
		select {
		case r := <-left:
			if r != restart {
				t.Errorf("left with restart %v, want %v", r, restart)
			}
			if d := time.Since(start); d < x.grace {
				t.Errorf("left after %v, before its grace", d)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("never left")
		}
		select {
		case <-left:
			t.Error("left twice")
		case <-time.After(60 * time.Millisecond):
		}
	}
}
