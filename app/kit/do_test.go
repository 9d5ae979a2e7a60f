package kit

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// With a Loop installed, Do only queues; the calls run in order on the
// goroutine that pumps, calls they queue included, and uninstall hands Do
// back to Fyne.
func TestLoopRunsDoCallsWhereItIsPumped(t *testing.T) {
	l, uninstall := InstallLoop()
	var got []int
	done := make(chan struct{})
	go func() {
		Do(func() { got = append(got, 1) })
		Do(func() {
			got = append(got, 2)
			Do(func() { got = append(got, 3); close(done) })
		})
	}()
	if !l.Until(done, 2*time.Second) {
		t.Fatal("the calls never ran")
	}
	if len(got) != 3 || got[0] != 1 || got[1] != 2 || got[2] != 3 {
		t.Errorf("ran %v, want [1 2 3]", got)
	}

	ran := false
	Do(func() { ran = true })
	if ran {
		t.Error("Do ran at once with a loop installed")
	}
	l.Flush()
	if !ran {
		t.Error("Flush did not run the queued call")
	}
	if l.Until(make(chan struct{}), 20*time.Millisecond) {
		t.Error("Until returned true with nothing done")
	}
	uninstall()
	test.NewTempApp(t)
	Do(func() { ran = false }) // Fyne's test driver runs fyne.Do at once
	if ran {
		t.Error("after uninstall, Do did not go to Fyne")
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.calls) != 0 {
		t.Errorf("%d calls queued on an uninstalled loop", len(l.calls))
	}
}
