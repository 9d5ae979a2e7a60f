package kit

import (
	"context"
	"testing"
	"time"
)

// StopJobs stops the status bars' jobs and waits for them, their done
// callbacks included, and for the writes started with Go; with nothing
// running its channel is closed. The loop is pumped only where said: a
// job's done callback, queued on it, cannot run before.
func TestStopJobsWaitsForEveryJob(t *testing.T) {
	t.Run("nothing runs", func(t *testing.T) {
		newLoop(t)
		if !received(StopJobs()) {
			t.Fatal("nothing runs, yet StopJobs waits")
		}
	})
	t.Run("a job and its done callback", func(t *testing.T) {
		l := newLoop(t)
		bar, stopped, release, returned := blockedJob(t)
		var ended <-chan struct{}
		doneRan, endedFirst := false, false
		bar.done = func() { doneRan, endedFirst = true, received(ended) }
		ended = StopJobs()
		wait(t, stopped, "StopJobs to stop the bar's job")
		if received(ended) {
			t.Fatal("StopJobs said done while the job ran")
		}
		close(release)
		wait(t, returned, "the job to return")
		if received(ended) {
			t.Fatal("StopJobs said done while the job's done callback waited")
		}
		await(t, l, ended, 30*time.Second)
		if !doneRan || endedFirst {
			t.Errorf("StopJobs said done before the job's done callback ran (it ran: %v)", doneRan)
		}
	})
	t.Run("a write started with Go", func(t *testing.T) {
		l := newLoop(t)
		bar, stopped, release, _ := blockedJob(t)
		wrote := make(chan struct{})
		Go(func() { <-wrote })
		ended := StopJobs()
		wait(t, stopped, "StopJobs to stop the bar's job")
		close(release)
		await(t, l, bar.bar.Idle(), 30*time.Second) // the job ended, its done callback ran
		if received(ended) {
			t.Fatal("StopJobs said done while the write ran")
		}
		close(wrote)
		await(t, l, ended, 30*time.Second)
	})
}

// heldBar is a status bar running a job that, once stopped, waits for its
// release to return.
type heldBar struct {
	bar  *StatusBar
	done func() // called by the job's done callback, when not nil
}

// blockedJob runs such a job; stopped is closed when the job has seen its
// stop, returned as it returns.
func blockedJob(t *testing.T) (h *heldBar, stopped, release, returned chan struct{}) {
	t.Helper()
	stopped, release, returned = make(chan struct{}), make(chan struct{}), make(chan struct{})
	h = &heldBar{bar: NewStatusBar(nil)}
	if err := h.bar.Run("Exporting", func(ctx context.Context, _ *Progress) error {
		defer close(returned)
		<-ctx.Done()
		close(stopped)
		<-release // the job's clean-up, after the stop
		return ctx.Err()
	}, func(error) {
		if h.done != nil {
			h.done()
		}
	}); err != nil {
		t.Fatal(err)
	}
	return h, stopped, release, returned
}

// wait waits for c to be closed; the limit guards against a hang, it is
// not a timing.
func wait(t *testing.T, c <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-c:
	case <-time.After(30 * time.Second):
		t.Fatalf("waited 30 s for %s", what)
	}
}
