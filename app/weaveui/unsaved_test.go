package weaveui

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/games/weave"
)

// A lattice grown by hand is unsaved work until saved as JSON; New and Open
// ask first. New does not ask about one grown in an automatic order, which
// Undo brings back.
func TestUnsavedManualLatticeIsAskedAbout(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lattice.json")
	ws, win := newTestWorkspace(t, path)
	if u := ws.Unsaved(); u != "" {
		t.Fatalf("the grown default counts as unsaved: %q", u)
	}
	ws.Step()
	if u := ws.lostByReplacing(); u != "" {
		t.Fatalf("New asks about a step in fifo order, which Undo takes back: %q", u)
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
	// past keepMax the lattice is not kept (1.5 s on the UI goroutine
	// and gigabytes at three million points), once said, and nothing is
	// held for it; under it again, it is kept again
	expandP1ByHand(ws, win) // unsaved again: the undo took the hand's step back
	if ws.Unsaved() == "" {
		t.Fatal("a lattice grown by hand counts as saved")
	}
	defer func(n int) { keepMax = n }(keepMax)
	keepMax = ws.Model().Len() - 1
	for range 2 {
		if _, _, err := ws.Snapshot(); !errors.Is(err, kit.ErrTooLarge) || ws.snap.encode != nil {
			t.Errorf("a lattice past keepMax: %v, bytes held %v", err, ws.snap.encode != nil)
		}
		if w, ok, err := kit.WorkOf("weave", ws); ok || !errors.Is(err, kit.ErrTooLarge) || w.Data != nil {
			t.Errorf("WorkOf a lattice past keepMax: ok %v, %v", ok, err)
		}
	}
	if msg := ws.status.Message(); !strings.Contains(msg, "not kept for recovery") {
		t.Errorf("status %q", msg)
	}
	keepMax = ws.Model().Len()
	if _, d, err := ws.Snapshot(); err != nil || len(d) == 0 {
		t.Errorf("under keepMax again: %v", err)
	}
}

// The lattice counts as saved only when it is the one saved: undo twice
// and expand two points in another order, and the step count and last
// point are the saved ones but the lattice is not (it passed for saved);
// undo back to the saved lattice, and it is saved again.
func TestUnsavedTellsTheLatticeNotItsCounts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hand.json")
	ws, win := newTestWorkspace(t, path)
	expandP1ByHand(ws, win)
	m := ws.Model()
	for _, n := range []int{2, 3} {
		if err := m.Expand(n); err != nil {
			t.Fatal(err)
		}
	}
	if err := ws.SavePath(path); err != nil {
		t.Fatal(err)
	}
	m.Undo()
	m.Undo()
	for _, n := range []int{4, 3} {
		if err := m.Expand(n); err != nil {
			t.Fatal(err)
		}
	}
	if ws.Unsaved() == "" {
		t.Errorf("P1, P4, P3 expanded passes for the saved P1, P2, P3")
	}
	m.Undo()
	m.Undo()
	m.Redo()
	m.Redo()
	if err := m.Expand(2); err != nil {
		t.Fatal(err)
	}
	if err := m.Expand(3); err == nil {
		t.Fatal("P3 expanded twice")
	}
	m.Undo()
	if err := m.Expand(2); err != nil {
		t.Fatal(err)
	}
	if u := ws.Unsaved(); u == "" {
		t.Errorf("P1, P4, P3, P2: unsaved %q", u)
	}
}

// A lattice grown partly by hand stays unsaved work once the order is
// automatic again: New asked nothing and lost it.
func TestHandWorkStaysUnsavedInAnotherOrder(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	expandP1ByHand(ws, win)
	ws.panel.order.SetSelectedIndex(int(weave.OrderFIFO))
	if ws.Model().Config().Order != weave.OrderFIFO || ws.Unsaved() == "" {
		t.Errorf("order %v, unsaved %q; want fifo, and the hand work unsaved", ws.Model().Config().Order, ws.Unsaved())
	}
}

// A new rule or main direction grows another lattice: one grown by hand
// is asked about first (Cancel keeps it, the selector going back), and
// the new one is a new document, which Save does not write over the old
// lattice's file.
func TestANewRuleAsksAndStartsANewDocument(t *testing.T) {
	path := filepath.Join(t.TempDir(), "hand.json")
	ws, win := newTestWorkspace(t, path)
	expandP1ByHand(ws, win)
	ws.Keys().Save()
	if err := ws.Model().Expand(2); err != nil {
		t.Fatal(err)
	}
	before := ws.Model().Stats()
	ws.panel.main.SetSelected("D2")
	kittest.TapDialogButton(t, win, "Cancel")
	if ws.Model().Stats() != before || ws.panel.main.Selected != "D1" || ws.Document() != path {
		t.Fatalf("after Cancel: %+v, main %s, file %q; want the lattice kept, D1, %q", ws.Model().Stats(), ws.panel.main.Selected, ws.Document(), path)
	}
	ws.panel.main.SetSelected("D2")
	kittest.TapDialogButton(t, win, "Discard")
	if ws.Model().Config().Main.String() != "D2" || ws.panel.main.Selected != "D2" || ws.Document() != "" {
		t.Errorf("after Discard: main %v (selector %s), file %q; want D2, no file", ws.Model().Config().Main, ws.panel.main.Selected, ws.Document())
	}
}

// A hand expansion undone is no hand work in the lattice: grown on in an
// automatic order from there, it was still asked about as work by hand.
// Redone, it counts again.
func TestHandWorkUndoneIsNotAskedAbout(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	expandP1ByHand(ws, win)
	if ws.Unsaved() == "" {
		t.Fatal("P1 expanded by hand is not unsaved work")
	}
	ws.Undo()
	ws.Redo()
	ws.panel.order.SetSelectedIndex(int(weave.OrderFIFO))
	if ws.Unsaved() == "" {
		t.Error("the hand expansion redone no longer counts")
	}
	ws.Undo()
	ws.Step()
	ws.Step()
	if u := ws.lostByReplacing(); u != "" {
		t.Errorf("grown automatically after the hand expansion was undone, still asked about: %q", u)
	}
}

// The recovery's snapshot is only copied where the recovery asks for it,
// on the UI goroutine, and written out where it is kept: at keepMax
// points writing it there held the window 0.2 to 0.3 s every ten seconds.
// What is kept is the lattice as it was when asked for.
func TestRecoveryWritesTheLatticeOutWhereItKeepsIt(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	expandP1ByHand(ws, win)
	_, want, err := ws.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	ws.rebuilds++ // as a change does: the copy is taken again
	w, ok, err := kit.WorkOf("weave", ws)
	if err != nil || !ok || w.Data != nil || w.Encode == nil {
		t.Fatalf("WorkOf: ok %v, %v, %d bytes written on the UI goroutine; want them left to the recovery", ok, err, len(w.Data))
	}
	ws.Keys().Undo() // the lattice changes before the recovery writes it
	got, err := w.Encode()
	if err != nil || !bytes.Equal(got, want) {
		t.Errorf("kept %v:\n%s\nwant the lattice as it was:\n%s", err, got, want)
	}
}

// BenchmarkRecoverySnapshotOnTheUIGoroutine is what the recovery's ask
// costs the UI goroutine every ten seconds while a lattice of keepMax
// points grown by hand changes.
func BenchmarkRecoverySnapshotOnTheUIGoroutine(b *testing.B) {
	ws, _ := newTestWorkspace(b, "")
	m := grownCubic(b, keepMax-1)
	if err := m.SetOrder(weave.OrderManual, 1); err != nil {
		b.Fatal(err)
	}
	ws.setModel(m)
	ws.selectFree(1)
	ws.Step() // by hand: unsaved
	for b.Loop() {
		ws.rebuilds++ // as a change does
		if _, ok, err := kit.WorkOf("weave", ws); !ok || err != nil {
			b.Fatal(ok, err)
		}
	}
}

// A lattice grown by hand and recovered after a crash stays unsaved work
// in any order, grown on or undone back to where it was recovered, until
// saved: once the order was automatic it counted as saved, New, Open and
// quitting discarded it without asking, and the recovery dropped it.
func TestARecoveredLatticeStaysUnsavedInAnotherOrder(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	expandP1ByHand(ws, win)
	_, data, err := ws.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	kept := filepath.Join(t.TempDir(), "kept.json")
	if err := os.WriteFile(kept, data, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, order := range []weave.Order{weave.OrderFIFO, weave.OrderLIFO, weave.OrderRandom, weave.OrderNearest} {
		t.Run(order.String(), func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "mine.json")
			fresh, win := newTestWorkspace(t, path)
			if err := fresh.Recover(kept, path); err != nil {
				t.Fatal(err)
			}
			fresh.panel.order.SetSelectedIndex(int(order))
			if fresh.Model().Config().Order != order {
				t.Fatalf("order %v, want %v", fresh.Model().Config().Order, order)
			}
			for _, edit := range []struct {
				name string
				do   func()
			}{
				{"the order chosen", func() {}},
				{"grown on", fresh.Step},
				{"undone past where it was recovered", func() {
					for range 3 {
						fresh.Keys().Undo()
					}
				}},
			} {
				edit.do()
				if fresh.Unsaved() == "" {
					t.Errorf("%s: the recovered lattice counts as saved", edit.name)
				}
				if _, ok, err := kit.WorkOf("weave", fresh); !ok || err != nil {
					t.Errorf("%s: the recovery keeps it no longer (%v)", edit.name, err)
				}
			}
			n := fresh.Model().Len()
			fresh.Keys().New()
			kittest.TapDialogButton(t, win, "Cancel")
			if fresh.Model().Len() != n {
				t.Fatalf("Cancel lost the lattice: %d points, want %d", fresh.Model().Len(), n)
			}
			fresh.Keys().Save()
			if u := fresh.Unsaved(); u != "" {
				t.Errorf("saved, still unsaved: %q", u)
			}
		})
	}
}
