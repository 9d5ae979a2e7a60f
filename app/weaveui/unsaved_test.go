package weaveui

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit/kittest"
	"plateau/games/weave"
)

// A lattice grown by hand is unsaved work until saved as JSON; New and Open
// ask first. One grown in an automatic order is not.
func TestUnsavedManualLatticeIsAskedAbout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lattice.json")
	ws, win := newTestWorkspace(t, path)
	if u := ws.Unsaved(); u != "" {
		t.Fatalf("the grown default counts as unsaved: %q", u)
	}
	ws.Step()
	if u := ws.Unsaved(); u != "" {
		t.Fatalf("a step in fifo order counts as unsaved: %q", u)
	}
	ws.panel.order.SetSelectedIndex(int(weave.OrderManual))
	ws.reset()
	win.Canvas().Capture()
	x, y, _, _ := ws.rend.Screen(0)
	test.TapAt(ws.view, fyne.NewPos(x, y))
	if ws.Model().Len() != 4 || ws.Unsaved() == "" {
		t.Fatalf("expanded P1 by hand: %d points, unsaved %q", ws.Model().Len(), ws.Unsaved())
	}
	ws.Keys().New()
	kittest.TapDialogButton(t, win, "Cancel")
	if ws.Model().Len() != 4 {
		t.Fatalf("Cancel lost the lattice: %d points", ws.Model().Len())
	}
	if err := ws.SavePath(path); err != nil {
		t.Fatal(err)
	}
	if u := ws.Unsaved(); u != "" {
		t.Errorf("saved, still unsaved: %q", u)
	}
	ws.Keys().Undo()
	ws.Keys().New()
	kittest.TapDialogButton(t, win, "Discard")
	if ws.Model().Len() != 1 || ws.Unsaved() != "" {
		t.Errorf("after Discard and New: %d points, unsaved %q", ws.Model().Len(), ws.Unsaved())
	}
}
