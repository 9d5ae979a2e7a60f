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
// has passed; false on timeout.
func (l *Loop) Until(done <-chan struct{}, limit time.Duration) bool {
	timeout := time.After(limit)
	for {
		l.Flush()
		select {
		case <-l.wake:
		case <-done:
			l.Flush() // what was queued before done was closed
			return true
		case <-timeout:
			return false
		}
	}
}

// For runs the queued calls as they come for d, as the main loop does
// while a test would sleep.
func (l *Loop) For(d time.Duration) { l.Until(nil, d) }

// Flush runs the calls queued so far, and those they queue.
func (l *Loop) Flush() {
	for {
		l.mu.Lock()
		calls := l.calls
		l.calls = nil
		l.mu.Unlock()
		if len(calls) == 0 {
			return
		}
		for _, f := range calls {
			f()
		}
	}
}
