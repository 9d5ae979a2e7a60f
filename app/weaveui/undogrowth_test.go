package weaveui

import (
	"strings"
	"testing"
	"time"

	"plateau/app/kit/kittest"
)

// The Undo and Redo of a large growth run in a job, as Grow to does, and
// return to the UI goroutine at once: replayed there step by step, a
// million points froze the window for two seconds. Stop ends a Redo
// where it is, and Undo takes back the steps it had replayed whole.
func TestUndoOfALargeGrowthRunsInAJob(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	replayInJob = 1000 // what a growth of a million points does, at the size of a test's
	t.Cleanup(func() { replayInJob = 20_000 })
	before := ws.Model().Len()
	ws.growTo("40000")
	kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
	grown := ws.Model().Len()

	built := ws.builtHere
	ws.Undo()
	if !ws.growing || !ws.status.Busy() {
		t.Fatal("Undo of a large growth replayed it on the UI goroutine, not in a job")
	}
	kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
	if n := ws.Model().Len(); n != before || !strings.HasPrefix(ws.status.Message(), "Took back the growth: ") {
		t.Fatalf("after Undo: %d points (%q), want %d", n, ws.status.Message(), before)
	}
	if len(ws.scene.Points) != before || len(ws.scene.Colors) != before {
		t.Errorf("the view draws %d points, want %d", len(ws.scene.Points), before)
	}
	if ws.builtHere != built {
		t.Error("the scene of the lattice the job left was built on the UI goroutine")
	}

	ws.Redo()
	if !ws.growing || !ws.status.Busy() {
		t.Fatal("Redo of a large growth replayed it on the UI goroutine, not in a job")
	}
	kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
	if n := ws.Model().Len(); n != grown || !strings.HasPrefix(ws.status.Message(), "Grew again: ") {
		t.Fatalf("after Redo: %d points (%q), want %d", n, ws.status.Message(), grown)
	}

	ws.Undo()
	kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
	stopAtFirstReport(t, ws, ws.Redo)
	mid := ws.Model().Len()
	if mid <= before || mid >= grown {
		t.Fatalf("Redo stopped midway left %d points, want between %d and %d", mid, before, grown)
	}
	ws.Undo()
	kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
	if n := ws.Model().Len(); n != before {
		t.Errorf("Undo of a Redo stopped midway: %d points, want %d", n, before)
	}
}
