package shell

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// dropped stands for fyne.DoAndWait once Fyne's loop has stopped: the
// call comes back unrun.
func dropped(func()) {}

// editedSinceTheTick is a shell keeping its work under root as process
// pid, with an Eternity design kept at the last tick and changed since.
func editedSinceTheTick(t *testing.T, root string, pid int) (*Shell, *eternityui.Workspace) {
	t.Helper()
	s, _ := newTestShell(t)
	s.openRecovery(root, pid, gone)
	et := s.workspace("eternity").(*eternityui.Workspace)
	et.AddColor(false)
	s.keepNow()
	if folder(t, root, pid) == "" {
		t.Fatal("the first keep kept nothing")
	}
	et.AddColor(false)
	return s, et
}

// keptDesign is the design kept in process pid's folder under root.
func keptDesign(t *testing.T, root string, pid int) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(folder(t, root, pid), "eternity.json"))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// sendSignal sends SIGTERM to a watchdog whose signal keeps s's work one last
// time, and waits until it is kept; it fails t unless the watchdog was
// armed.
func sendSignal(t *testing.T, s *Shell) {
	t.Helper()
	armed := make(chan bool, 1)
	x := &exitWatchdog{leave: func(restart bool) { armed <- restart }}
	c := make(chan os.Signal, 1)
	kept := make(chan struct{})
	go x.onSignal(c, func() { s.keepLast(); close(kept) })
	c <- syscall.SIGTERM
	select {
	case <-kept:
	case <-time.After(30 * time.Second): // hang guard
		t.Fatal("the work was never kept")
	}
	select {
	case <-armed:
	case <-time.After(30 * time.Second): // hang guard
		t.Fatal("the watchdog was not armed")
	}
}

// SIGTERM or SIGINT (a logout, kill, Ctrl+C) keeps the unsaved work once
// more on the way out: Fyne quits without the close intercept, and the
// edits made since the last tick were lost. It holds whether the snapshot
// runs on the UI loop or Fyne's quit, queued by the same signal, stopped
// the loop first.
func TestSignalKeepsTheLastEdits(t *testing.T) {
	for _, loopStopped := range []bool{false, true} {
		name := map[bool]string{false: "loop running", true: "loop stopped first"}[loopStopped]
		t.Run(name, func(t *testing.T) {
			root := t.TempDir()
			s, et := editedSinceTheTick(t, root, 111)
			if loopStopped {
				s.onUI = dropped
			}
			sendSignal(t, s)
			_, want, err := et.Snapshot()
			if err != nil {
				t.Fatal(err)
			}
			if got := keptDesign(t, root, 111); !bytes.Equal(got, want) {
				t.Errorf("kept on the way out:\n%s\nwant the design as it is:\n%s", got, want)
			}
		})
	}
}

// A tick whose snapshot came back unrun (Fyne's loop stopped) leaves the
// work kept as it was: it kept an empty list, which removed it all.
func TestTickAfterTheLoopStoppedRemovesNothing(t *testing.T) {
	root := t.TempDir()
	s, _ := editedSinceTheTick(t, root, 112)
	before := keptDesign(t, root, 112)
	s.onUI = dropped
	if err := s.keepOffUI(false); err != nil {
		t.Fatal(err)
	}
	if folder(t, root, 112) == "" || !bytes.Equal(keptDesign(t, root, 112), before) {
		t.Error("a tick after the loop stopped changed the work kept")
	}
}

// After a quit, which closed the recovery (the work discarded here), a
// signal during the watchdog's grace writes nothing back.
func TestSignalAfterQuitKeepsNothing(t *testing.T) {
	root := t.TempDir()
	s, _ := editedSinceTheTick(t, root, 113)
	w := s.kit.Window
	s.RequestQuit(func() {})
	kittest.TapDialogButton(t, w, "Discard")
	if folder(t, root, 113) != "" {
		t.Fatal("quitting left the kept work behind")
	}
	sendSignal(t, s)
	if folder(t, root, 113) != "" {
		t.Error("a signal after the quit kept the work again")
	}
}

// On a signal, once the work is kept, the running jobs are stopped and
// waited for, as quitting does: the process ended with a stopped export
// still holding its temporary file.
func TestSignalStopsTheJobsAndWaits(t *testing.T) {
	loop := kittest.Loop(t)
	s, _ := newTestShell(t)
	st := s.workspace("eternity").(*eternityui.Workspace).Status()
	var cleaned atomic.Bool
	if err := st.Run("Exporting", func(ctx context.Context, _ *kit.Progress) error {
		<-ctx.Done()
		cleaned.Store(true) // the export takes its temporary file away
		return ctx.Err()
	}, nil); err != nil {
		t.Fatal(err)
	}
	left := make(chan struct{})
	go func() { // on the signal's goroutine, the UI loop running meanwhile
		s.leaveOnSignal()
		close(left)
	}()
	kittest.Wait(t, loop, left, 30*time.Second)
	if !cleaned.Load() {
		t.Error("the signal's leaving ended before the stopped job did")
	}
}

// A tick whose snapshot was taken just before a Restore, and written after
// the keep that followed the Restore, leaves the restored work kept: its
// older snapshot, with nothing unsaved, removed the kept folder, and the
// restored work had no kept copy until the next tick.
func TestATickTakenBeforeARestoreKeepsTheRestoredWork(t *testing.T) {
	s, w := newTestShell(t)
	root := t.TempDir()
	leaveOrphan(t, s, root, 41, "")
	s.openRecovery(root, 42, gone) // the offer is up
	taken, release := make(chan struct{}), make(chan struct{})
	s.onUI = func(f func()) { f(); close(taken); <-release } // the tick held between its snapshot and its write
	done := make(chan error, 1)
	go func() { done <- s.keepOffUI(false) }()
	<-taken // nothing unsaved in its snapshot
	kittest.TapDialogButton(t, w, "Restore")
	if f := folder(t, root, 42); f == "" || !exists(filepath.Join(f, "eternity.json")) {
		t.Fatal("the restored work was not kept at once")
	}
	close(release)
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if f := folder(t, root, 42); f == "" || !exists(filepath.Join(f, "eternity.json")) {
		t.Errorf("the tick's older snapshot removed the restored work's kept copy (folder %q)", f)
	}
}
