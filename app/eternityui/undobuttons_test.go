package eternityui

import (
	"testing"

	"plateau/app/kit/kittest"
)

// The toolbar's Undo and Redo grey while they would do nothing, and
// follow the design's history through an edit, Undo and Redo: Undo
// looked usable beside a greyed Fix while the status said "Nothing to
// undo.".
func TestUndoButtonsFollowTheHistory(t *testing.T) {
	h := newHarness(t, "")
	kittest.CheckUndoButtons(t, h.ws.Content(), []kittest.UndoStep{
		{Name: "the sample"},
		{Name: "a colour added", Do: func() { h.ws.AddColor(false) }, Undo: true},
		{Name: "undo", Do: h.ws.Undo, Redo: true},
		{Name: "redo", Do: h.ws.Redo, Undo: true},
	})
}
