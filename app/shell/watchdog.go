package shell

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
	"time"
)

// exitGrace is how long quitting may take before the process ends anyway.
const exitGrace = 3 * time.Second

// exitWatchdog ends the process once quitting has taken its grace: now and
// then Fyne 2.7's shutdown waits forever on an event its stopped main loop
// will never run (fyne-io/fyne#6021; met here once in some ten quits, the
// window gone and the process left behind in Lifecycle.WaitForEvents).
type exitWatchdog struct {
	grace time.Duration
	once  sync.Once
	// leave ends the process, starting Plateau again first when restart
	// is set, as main would have done.
	leave func(restart bool)
}

func newExitWatchdog() *exitWatchdog {
	return &exitWatchdog{grace: exitGrace, leave: func(restart bool) {
		if restart {
			_ = Relaunch()
		}
		os.Exit(0)
	}}
}

// arm starts the countdown, once: the window is closing (restart tells
// why) or the process was told to stop.
func (x *exitWatchdog) arm(restart bool) {
	x.once.Do(func() {
		go func() {
			time.Sleep(x.grace)
			x.leave(restart)
		}()
	})
}

// armOnSignal arms x when the process receives SIGINT or SIGTERM, which
// Fyne answers by quitting, through the same shutdown, and then calls
// then on the signal's goroutine (see onSignal).
func (x *exitWatchdog) armOnSignal(then func()) {
	c := make(chan os.Signal, 1)
	signal.Notify(c, os.Interrupt, syscall.SIGTERM)
	go x.onSignal(c, then)
}

// onSignal arms x at the first signal on c, then calls then: armed first,
// so that then (the last keep of the unsaved work) cannot hold the
// process past the grace.
func (x *exitWatchdog) onSignal(c <-chan os.Signal, then func()) {
	<-c
	x.arm(false)
	then()
}
