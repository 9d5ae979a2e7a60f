package kit

import (
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// toolButtonByTip finds the button of tb whose tip is tip.
func toolButtonByTip(t *testing.T, tb *widget.Toolbar, tip string) *toolButton {
	t.Helper()
	for _, o := range test.LaidOutObjects(tb) {
		if b, ok := o.(*toolButton); ok && b.tip == tip {
			return b
		}
	}
	t.Fatalf("no button %q", tip)
	return nil
}

// Undo and Redo grey while the workspace says they would do nothing, and
// come back when it says they would, at each change of the work
// (DocumentChanged) or of what holds it (UndoChanged), each toolbar
// following its own workspace: they looked usable with nothing to undo.
// A greyed button does nothing when clicked.
func TestUndoAndRedoGreyWhenTheyWouldDoNothing(t *testing.T) {
	a := test.NewTempApp(t)
	k := &Kit{App: a}
	var canUndo, canRedo, otherCan bool
	undone := 0
	tb := k.Toolbar(Keys{New: func() {}, Undo: func() { undone++ }, Redo: func() {},
		CanUndo: func() bool { return canUndo }, CanRedo: func() bool { return canRedo }}, nil)
	other := k.Toolbar(Keys{Undo: func() {}, Redo: func() {}, CanUndo: func() bool { return otherCan }}, nil)
	test.NewTempWindow(t, container.NewVBox(tb, other))
	undo, redo := toolButtonByTip(t, tb, "Undo (Ctrl+Z)"), toolButtonByTip(t, tb, "Redo (Ctrl+Y)")
	otherUndo, otherRedo := toolButtonByTip(t, other, "Undo (Ctrl+Z)"), toolButtonByTip(t, other, "Redo (Ctrl+Y)")
	for _, tc := range []struct {
		name                    string
		canUndo, canRedo, other bool
		tell                    func()
	}{
		{"nothing to undo", false, false, true, k.UndoChanged},
		{"an edit", true, false, true, k.DocumentChanged},
		{"an undo", false, true, false, k.DocumentChanged},
		{"a job holding the work", false, false, false, k.UndoChanged},
	} {
		canUndo, canRedo, otherCan = tc.canUndo, tc.canRedo, tc.other
		tc.tell()
		if undo.Disabled() == tc.canUndo || redo.Disabled() == tc.canRedo {
			t.Errorf("%s: Undo greyed %v, Redo greyed %v", tc.name, undo.Disabled(), redo.Disabled())
		}
		if otherUndo.Disabled() == tc.other || otherRedo.Disabled() {
			t.Errorf("%s: the other toolbar's Undo greyed %v, its Redo (no CanRedo) greyed %v", tc.name, otherUndo.Disabled(), otherRedo.Disabled())
		}
	}
	test.Tap(undo)
	if undone != 0 {
		t.Errorf("a click on the greyed Undo undid %d times", undone)
	}
}
