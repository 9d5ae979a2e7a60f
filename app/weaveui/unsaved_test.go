package weaveui

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
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
	expandP1ByHand(ws, win)
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

// Save in New's dialog goes on to the new lattice once the lattice is in a
// JSON file; exported as PLY, which does not open again, it is still
// unsaved and nothing goes on.
func TestSaveBeforeNew(t *testing.T) {
	dir := t.TempDir()
	ws, win := newTestWorkspace(t, "")
	expandP1ByHand(ws, win)
	files := ws.k.Files.(*kittest.Files)
	for _, tc := range []struct {
		file   string
		points int // after the answer: 4 kept, 1 a new lattice
	}{
		{"lattice.ply", 4},
		{"lattice.json", 1},
	} {
		files.Path = filepath.Join(dir, tc.file)
		ws.Keys().New()
		kittest.TapDialogButton(t, win, "Save")
		if ws.Model().Len() != tc.points {
			t.Errorf("saved as %s: %d points, want %d", tc.file, ws.Model().Len(), tc.points)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "lattice.json")); err != nil {
		t.Errorf("the lattice was not saved: %v", err)
	}
}

// A lattice grown by hand kept when Plateau stopped comes back unsaved, as
// the lattice of its file.
func TestRecoverKeptLattice(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	expandP1ByHand(ws, win)
	fresh, _ := newTestWorkspace(t, "")
	kittest.CheckRecover(t, ws, fresh, filepath.Join(t.TempDir(), "mine.json"))
	_, a, _ := ws.Snapshot()
	if _, b, _ := ws.Snapshot(); &a[0] != &b[0] {
		t.Error("an unchanged lattice was written out again")
	}
	ws.Keys().Undo()
	if _, c, _ := ws.Snapshot(); bytes.Equal(a, c) {
		t.Error("the snapshot did not follow an undo")
	}
	ws.growing = true // a growth changing the lattice: kept next time
	if _, _, err := ws.Snapshot(); !errors.Is(err, kit.ErrBusy) {
		t.Errorf("a snapshot during a growth: %v, want kit.ErrBusy", err)
	}
	ws.growing = false
}
