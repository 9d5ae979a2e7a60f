package rikudoui

import (
	"path/filepath"
	"testing"

	"plateau/app/kit/kittest"
)

// The toolbar's Undo and Redo grey while they would do nothing, and
// follow the history through edits, Undo, Redo, New (which Undo takes
// back) and Open (which starts a history afresh): they looked usable with
// nothing to undo.
func TestUndoButtonsFollowTheHistory(t *testing.T) {
	ws := newTestWorkspace(t, "")
	e := freeEdge(t, ws.p)
	kittest.CheckUndoButtons(t, ws.Content(), []kittest.UndoStep{
		{Name: "the sample"},
		{Name: "a bridge", Do: func() { ws.ToggleBridge(e.A, e.B) }, Undo: true},
		{Name: "undo", Do: ws.Undo, Redo: true},
		{Name: "redo", Do: ws.Redo, Undo: true},
		{Name: "new", Do: func() {
			if err := ws.newHexagon(3); err != nil {
				t.Fatal(err)
			}
		}, Undo: true},
		{Name: "open", Do: func() {
			if err := ws.OpenPath(filepath.Join("testdata", "sparse_r10.txt")); err != nil {
				t.Fatal(err)
			}
		}},
	})
}
