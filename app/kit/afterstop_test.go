package kit

import (
	"context"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// An action pressed just after the Stop button, as after Esc (both call
// Stop), waits for the stopped job and then runs, once; after an
// Interrupt, with no job, or once the stopped job has ended it does not
// wait. The Stop button's stop was not remembered: the action was told
// another job runs.
func TestAfterStopWaitsForTheStoppedJob(t *testing.T) {
	for _, tc := range []struct {
		name  string
		stop  func(s *StatusBar)
		ended bool // the stopped job has ended before the action
		want  []bool
	}{
		{"the Stop button", func(s *StatusBar) { test.Tap(s.stop) }, false, []bool{true, false}},
		{"Stop", (*StatusBar).Stop, false, []bool{true, false}},
		{"Interrupt", (*StatusBar).Interrupt, false, []bool{false}},
		{"no stop", func(*StatusBar) {}, false, []bool{false}},
		{"the job ended", (*StatusBar).Stop, true, []bool{false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := shownStatusBar(t)
			l := newLoop(t)
			done := make(chan error, 1)
			if err := s.Run("Solve", func(ctx context.Context, _ *Progress) error { <-ctx.Done(); return ctx.Err() }, func(err error) { done <- err }); err != nil {
				t.Fatal(err)
			}
			stopped := s.Idle()
			tc.stop(s)
			if tc.ended {
				await(t, l, done, 2*time.Second)
			}
			ran := make(chan bool, len(tc.want))
			for i, want := range tc.want {
				if got := s.AfterStop(func() { ran <- s.Busy() }); got != want {
					t.Errorf("action %d: AfterStop %v, want %v", i+1, got, want)
				}
			}
			if !tc.want[0] {
				if !tc.ended {
					s.Stop()
				}
				await(t, l, stopped, 2*time.Second)
				return
			}
			if busy := await(t, l, ran, 2*time.Second); busy {
				t.Error("the action ran while the stopped job still ran")
			}
			select {
			case <-stopped:
			default:
				t.Error("the action ran before the stopped job's end")
			}
		})
	}
}
