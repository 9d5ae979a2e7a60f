package shell

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// Restart now stops the running jobs and closes the window once they have
// ended, as quitting does: it closed at once, and a stopped export was cut
// short before it took its temporary file away.
func TestRestartWaitsForTheStoppedJobs(t *testing.T) {
	loop := kittest.Loop(t)
	a := test.NewTempApp(t)
	w := test.NewWindow(nil) // the restart closes it: not a temporary one
	s := New(a, w)
	w.SetContent(s.Content())
	s.openRecovery(t.TempDir(), 101, gone)
	st := s.workspace("eternity").(*eternityui.Workspace).Status()
	release := make(chan struct{})
	var cleaned atomic.Bool
	if err := st.Run("Exporting", func(ctx context.Context, _ *kit.Progress) error {
		<-ctx.Done()
		<-release // the export takes its temporary file away
		cleaned.Store(true)
		return ctx.Err()
	}, nil); err != nil {
		t.Fatal(err)
	}
	closed := make(chan struct{})
	cleanedAtClose := false
	w.SetOnClosed(func() {
		cleanedAtClose = cleaned.Load()
		close(closed)
	})
	s.restartNow()
	if s.restart {
		t.Error("restarted while a job ran")
	}
	s.restartNow() // pressed again while waiting: nothing more
	close(release)
	kittest.Wait(t, loop, closed, 30*time.Second)
	if !s.restart || !cleanedAtClose {
		t.Errorf("restart %v; the stopped job had ended when the window closed: %v", s.restart, cleanedAtClose)
	}
}
