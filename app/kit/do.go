package kit

import (
	"sync"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
)

// Do runs f on the UI goroutine, later: it is fyne.Do, which every
// goroutine of the app calls through here so that tests can put a Loop in
// the main loop's place. (Fyne's test driver runs fyne.Do at once on the
// calling goroutine: a job's widget updates would race with the test.)
func Do(f func()) { (*doHook.Load())(f) }

var doHook atomic.Pointer[func(func())]

func init() {
	do := fyne.Do
	doHook.Store(&do)
}

// Loop stands in for Fyne's main loop in tests: while it is installed, Do
// queues its calls on it, and they run on the goroutine that pumps it,
// the test's own, as they would on the main goroutine. The queue has no
// bound, so that a job never blocks on a test that is not pumping.
type Loop struct {
	mu    sync.Mutex
	calls []func()
	wake  chan struct{} // a value when calls is not empty
}

// InstallLoop makes Do queue on a new Loop until uninstall is called. One
// loop at a time: tests that install one must not run in parallel.
func InstallLoop() (l *Loop, uninstall func()) {
	l = &Loop{wake: make(chan struct{}, 1)}
	queue := l.queue
	old := doHook.Swap(&queue)
	return l, func() { doHook.Store(old) }
}

func (l *Loop) queue(f func()) {
	l.mu.Lock()
	l.calls = append(l.calls, f)
	l.mu.Unlock()
	select {
	case l.wake <- struct{}{}:
	default:
	}
}

// Until runs the queued calls as they come until a receive from done
// succeeds (it is closed or sent to, by one of them typically) or limit
// has passed; false on timeout. The limit holds while calls keep coming
// (a search's live view queues some every 100 ms, and under -race each
// may take longer than that): they run a batch at a time, done and the
// clock looked at between batches, and a done that is ready wins over
// the timeout.
func (l *Loop) Until(done <-chan struct{}, limit time.Duration) bool {
	deadline := time.Now().Add(limit)
	timer := time.NewTimer(limit)
	defer timer.Stop()
	for {
		for l.batch() {
			if received(done) {
				l.drain(deadline)
				return true
			}
			if !time.Now().Before(deadline) {
				return false
			}
		}
		select {
		case <-l.wake:
		case <-done:
			l.drain(deadline)
			return true
		case <-timer.C:
			if received(done) {
				l.drain(deadline)
				return true
			}
			return false
		}
	}
}

// drain runs what was queued before done was closed, and what that
// queues, until the queue is empty; under a stream of calls that never
// ends (another job's live view) it stops at the deadline, or a second
// from now if that is later.
func (l *Loop) drain(deadline time.Time) {
	deadline = later(deadline, time.Now().Add(time.Second))
	for l.batch() && time.Now().Before(deadline) {
	}
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// received reports whether a receive from done succeeds at once (never
// for a nil done).
func received(done <-chan struct{}) bool {
	select {
	case <-done:
		return true
	default:
		return false
	}
}

// For runs the queued calls as they come for d, as the main loop does
// while a test would sleep.
func (l *Loop) For(d time.Duration) { l.Until(nil, d) }

// Flush runs the calls queued so far, and those they queue.
func (l *Loop) Flush() {
	for l.batch() {
	}
}

// batch runs the calls queued so far, not those they queue, and reports
// whether there were any.
func (l *Loop) batch() bool {
	l.mu.Lock()
	calls := l.calls
	l.calls = nil
	l.mu.Unlock()
	for _, f := range calls {
		f()
	}
	return len(calls) > 0
}
