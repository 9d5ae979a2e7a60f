package kit

import (
	"context"
	"sync"
)

// jobs holds the work running off the UI goroutine in every workspace (the
// status bars' jobs and the writes started with Go), so that quitting can
// stop it and wait: a job cut short by the process's end left its
// temporary file in the person's folder.
var jobs struct {
	mu      sync.Mutex
	cancels map[*int]context.CancelFunc // the running jobs that can be stopped
	running int
	ended   chan struct{} // closed when running falls to 0; nil while none was waited for
}

// track counts a job in until the returned func is called; cancel, when
// not nil, is how StopJobs stops it.
func track(cancel context.CancelFunc) (untrack func()) {
	id := new(int)
	jobs.mu.Lock()
	jobs.running++
	if cancel != nil {
		if jobs.cancels == nil {
			jobs.cancels = map[*int]context.CancelFunc{}
		}
		jobs.cancels[id] = cancel
	}
	jobs.mu.Unlock()
	return func() {
		jobs.mu.Lock()
		defer jobs.mu.Unlock()
		delete(jobs.cancels, id)
		if jobs.running--; jobs.running == 0 && jobs.ended != nil {
			close(jobs.ended)
			jobs.ended = nil
		}
	}
}

// Go runs fn in a goroutine counted among the jobs StopJobs waits for: a
// write that cannot be stopped but must not be cut short by quitting.
func Go(fn func()) {
	untrack := track(nil)
	go func() {
		defer untrack()
		fn()
	}()
}

// StopJobs stops every job that runs, in any workspace, and returns a
// channel closed once all of them (and the writes started with Go) have
// returned: at once when none runs.
func StopJobs() <-chan struct{} {
	jobs.mu.Lock()
	defer jobs.mu.Unlock()
	for _, cancel := range jobs.cancels {
		cancel()
	}
	if jobs.running == 0 {
		c := make(chan struct{})
		close(c)
		return c
	}
	if jobs.ended == nil {
		jobs.ended = make(chan struct{})
	}
	return jobs.ended
}
