package kit

import (
	"sync/atomic"
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

// The limit of Until and For holds while calls keep coming, as a search's
// live view queues them under -race: the queue never emptied, and a wait
// of 200 ms lasted minutes. Here each call queues the next, so the queue
// is never empty: a loop that runs calls until it is empty never returns.
// The 30 s wait guards against that hang, it is not a timing. A done that
// is ready when the time is up wins.
func TestLoopLimitHoldsUnderAStreamOfCalls(t *testing.T) {
	l, uninstall := InstallLoop()
	var stop atomic.Bool
	defer func() { // the stream ends before the loop goes: no Do reaches Fyne
		stop.Store(true)
		l.Flush()
		uninstall()
	}()
	calls := 0
	var next func()
	next = func() {
		calls++
		if !stop.Load() {
			Do(next)
		}
	}
	Do(next)
	returned := make(chan struct{})
	go func() { l.For(100 * time.Millisecond); close(returned) }()
	select {
	case <-returned:
	case <-time.After(30 * time.Second): // a hang guard, not a timing
		stop.Store(true) // the stream ends, and with it the wait
		<-returned
		t.Fatalf("For(100 ms) did not return under a stream of calls (%d run)", calls)
	}
	if calls == 0 {
		t.Error("For ran none of the calls")
	}
	done := make(chan struct{})
	close(done)
	if !l.Until(done, 50*time.Millisecond) {
		t.Error("Until with done already closed said it timed out")
	}
}
