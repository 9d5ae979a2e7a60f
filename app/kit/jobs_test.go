package kit

import (
	"context"
	"testing"
	"time"
)

// StopJobs stops the status bars' jobs and waits for them, their done
// callbacks included, and for the writes started with Go; with nothing
// running its channel is closed.
func TestStopJobsWaitsForEveryJob(t *testing.T) {
	l := newLoop(t)
	if !received(StopJobs()) {
		t.Fatal("nothing runs, yet StopJobs waits")
	}
	release := make(chan struct{})
	stopped := make(chan struct{})
	bar := NewStatusBar(nil)
	doneRan := false
	if err := bar.Run("Exporting", func(ctx context.Context, _ *Progress) error {
		<-ctx.Done()
		close(stopped)
		<-release // the job's clean-up, after the stop
		return ctx.Err()
	}, func(error) { doneRan = true }); err != nil {
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
	time.Sleep(50 * time.Millisecond) // the job has returned; its done callback waits for the loop
	if received(ended) {
		t.Fatal("StopJobs said done while the write ran")
	}
	close(wrote)
	time.Sleep(50 * time.Millisecond) // the write has returned too
	if received(ended) && !doneRan {
		t.Fatal("StopJobs said done before the job's done callback ran")
	}
	await(t, l, ended, 5*time.Second)
	if !doneRan {
		t.Error("StopJobs said done before the job's done callback ran")
	}
}
