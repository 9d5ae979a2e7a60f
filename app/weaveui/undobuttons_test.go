package weaveui

import (
	"testing"
	"time"

	"plateau/app/kit/kittest"
)

// The toolbar's Undo and Redo grey while they would do nothing, and
// follow the lattice through steps, Undo, Redo, a growth (during which
// the lattice is the growth's) and New, which Undo takes back: they
// looked usable all along.
func TestUndoButtonsFollowTheLattice(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	kittest.CheckUndoButtons(t, ws.Content(), []kittest.UndoStep{
		{Name: "a step", Do: ws.Step, Undo: true},
		{Name: "undo", Do: ws.Undo, Undo: true, Redo: true},
		{Name: "redo", Do: ws.Redo, Undo: true},
		{Name: "everything undone", Do: func() {
			for ws.Model().CanUndo() {
				ws.Undo()
			}
		}, Redo: true},
		{Name: "a step after", Do: ws.Step, Undo: true},
		{Name: "a growth running", Do: func() { ws.growTo("200000") }},
		{Name: "the growth done", Do: func() { kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second) }, Undo: true},
		{Name: "New", Do: ws.Keys().New, Undo: true},
		{Name: "New undone", Do: ws.Undo, Undo: true, Redo: true},
		{Name: "New again", Do: ws.Redo, Undo: true},
	})
}
