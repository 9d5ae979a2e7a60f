package kit

import (
	"context"
	"testing"
	"time"
)

// StopJobs stops the status bars' jobs and waits for them and for the
// writes started with Go; with nothing running its channel is closed.
func TestStopJobsWaitsForEveryJob(t *testing.T) {
	l := newLoop(t)
	if !received(StopJobs()) {
		t.Fatal("nothing runs, yet StopJobs waits")
	}
	release := make(chan struct{})
	stopped := make(chan struct{})
	bar := NewStatusBar(nil)
	if err := bar.Run("Exporting", func(ctx context.Context, _ *Progress) error {
		<-ctx.Done()
		close(stopped)
		<-release // the job's clean-up, after the stop
		return ctx.Err()
	}, nil); err != nil {
		t.Fatal(err)
	}
	wrote := make(chan struct{})
	Go(func() { <-wrote })
	ended := StopJobs()
	select {
	case <-stopped:
	case <-time.After(5 * time.Second):
		t.Fatal("StopJobs did not stop the bar's job")
	}
	if received(ended) {
		t.Fatal("StopJobs said done while the job and the write ran")
	}
	close(release)
	l.For(20 * time.Millisecond)
	if received(ended) {
		t.Fatal("StopJobs said done while the write ran")
	}
	close(wrote)
	select {
	case <-ended:
	case <-time.After(5 * time.Second):
		t.Fatal("StopJobs never said done")
	}
	await(t, l, bar.Idle(), 5*time.Second)
}
