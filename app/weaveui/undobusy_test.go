package weaveui

import (
	"context"
	"testing"
	"time"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// An Undo or Redo of a large growth pressed while another job holds the
// status bar (an export of the view, say) was refused with a dialog in
// English, yet the growth was moved to the other list: the next Undo then
// took back one step of two million. It is refused as Grow to is, with a
// message, and the growth stays to be taken back or replayed whole.
func TestUndoOrRedoOfALargeGrowthWhileAJobRuns(t *testing.T) {
	for _, tc := range []struct {
		name    string
		undone  bool // Redo: the growth taken back first
		press   func(*Workspace)
		message string
	}{
		{"Undo", false, (*Workspace).Undo, "Undo: wait for the work under way to finish, or stop it."},
		{"Redo", true, (*Workspace).Redo, "Redo: wait for the work under way to finish, or stop it."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, win := newTestWorkspace(t, "")
			replayInJob = 1000
			t.Cleanup(func() { replayInJob = 20_000 })
			before := ws.Model().Len()
			ws.growTo("40000")
			kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
			grown := ws.Model().Len()
			if tc.undone {
				ws.Undo()
				kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
			}
			at := ws.Model().Len()

			release := make(chan struct{})
			if err := ws.status.Run("other", func(context.Context, *kit.Progress) error { <-release; return nil }, nil); err != nil {
				t.Fatal(err)
			}
			tc.press(ws)
			refused, overlay := ws.status.Message(), win.Canvas().Overlays().Top()
			close(release)
			kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
			if refused != tc.message || overlay != nil {
				t.Errorf("refused %s said %q (dialog %v), want the message %q", tc.name, refused, overlay != nil, tc.message)
			}
			if n := ws.Model().Len(); n != at {
				t.Fatalf("refused %s changed the lattice: %d points, want %d", tc.name, n, at)
			}

			tc.press(ws)
			kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
			want := before
			if tc.undone {
				want = grown
			}
			if n := ws.Model().Len(); n != want {
				t.Errorf("%s once the other job ended: %d points (%q), want %d, the growth whole", tc.name, n, ws.status.Message(), want)
			}
		})
	}
}
