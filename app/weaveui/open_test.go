package weaveui

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plateau/app/kit/kittest"
	"plateau/games/weave"
)

// OpenPathThen, the window's way to open a lattice (a drop, a recent file,
// plateau FILE), reads it in a job: the lattice on show stays until the
// job is done, then the file's is shown, with the order and seed it was
// grown in, and done gets nil; a broken file
// changes nothing and done gets its error.
func TestOpenPathThenReadsInAJob(t *testing.T) {
	path := filepath.Join(t.TempDir(), "l.json")
	ws, win := newTestWorkspace(t, path)
	if err := ws.Model().SetOrder(weave.OrderLIFO, 9); err != nil {
		t.Fatal(err)
	}
	if err := ws.SavePath(path); err != nil {
		t.Fatal(err)
	}
	want := ws.Model().Stats()
	ws.reset()
	before := ws.Model().Stats()
	got := errors.New("done not called")
	ws.OpenPathThen(path, func(err error) { got = err })
	if !ws.status.Busy() || ws.Model().Stats() != before {
		t.Fatal("the lattice was read on the UI goroutine")
	}
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
	if got != nil || ws.Model().Stats() != want || ws.Document() != path {
		t.Fatalf("after the job: done(%v), %+v from %q; want %+v", got, ws.Model().Stats(), ws.Document(), want)
	}
	if o, seed := ws.panel.order.SelectedIndex(), ws.panel.seed.Text; o != int(weave.OrderLIFO) || seed != "9" {
		t.Errorf("the panel shows order %d, seed %q; want the file's lifo and 9", o, seed)
	}

	os.WriteFile(path, []byte(`{"rule": "seed", "points": [{"n": 2}]}`), 0o644)
	got = nil
	ws.OpenPathThen(path, func(err error) { got = err })
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
	if got == nil || ws.Model().Stats() != want || win.Canvas().Overlays().Top() == nil {
		t.Errorf("a broken file: done(%v), lattice %+v, error shown %v", got, ws.Model().Stats(), win.Canvas().Overlays().Top() != nil)
	}
	// the status names the file once, and no package ("Opening F: F: weave: ...")
	if msg := ws.status.Message(); strings.Count(msg, path) != 1 || strings.Contains(msg, "weave:") {
		t.Errorf("status %q", msg)
	}
}

// Stop ends the opening of a lattice at once: the lattice on show stays
// and done gets the cancellation.
func TestStopEndsOpeningALattice(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.json")
	ws, _ := newTestWorkspace(t, path)
	m, err := weave.New(weave.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Grow(context.Background(), weave.Target{Points: 100_000}, nil); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := m.WriteJSON(f); err != nil {
		t.Fatal(err)
	}
	f.Close()
	before := ws.Model().Stats()
	got := errors.New("done not called")
	ws.OpenPathThen(path, func(err error) { got = err })
	ws.status.Stop()
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
	if !errors.Is(got, context.Canceled) || ws.Model().Stats() != before {
		t.Errorf("after Stop: done(%v), lattice %+v, want it unchanged", got, ws.Model().Stats())
	}
}

// writeLattice saves a lattice of the seed's rule grown to n points at
// path.
func writeLattice(t *testing.T, path string, n int) weave.Stats {
	t.Helper()
	m, err := weave.New(weave.Config{})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Grow(context.Background(), weave.Target{Points: n}, nil); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := m.WriteJSON(f); err != nil {
		t.Fatal(err)
	}
	return m.Stats()
}

// waitForJobs waits until the workspace runs no job, the ones started by
// the end of another included.
func waitForJobs(t *testing.T, ws *Workspace) {
	t.Helper()
	for ws.status.Busy() {
		kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
	}
}

// Lattices asked for while one opens (files dropped together, or given
// together on the command line) open in turn, the last one shown, each
// told it opened; before, the second found the workspace busy.
func TestLatticesOpenedTogetherOpenInTurn(t *testing.T) {
	dir := t.TempDir()
	first, second := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	writeLattice(t, first, 2000)
	want := writeLattice(t, second, 500)
	ws, _ := newTestWorkspace(t, "")
	got := []error{errors.New("done not called"), errors.New("done not called")}
	ws.OpenPathThen(first, func(err error) { got[0] = err })
	ws.OpenPathThen(second, func(err error) { got[1] = err })
	waitForJobs(t, ws)
	if got[0] != nil || got[1] != nil {
		t.Fatalf("done(%v), done(%v); want both opened", got[0], got[1])
	}
	if ws.Document() != second || ws.Model().Stats() != want {
		t.Errorf("shows %+v from %q; want the second file's %+v", ws.Model().Stats(), ws.Document(), want)
	}
}

// Stop while a lattice opens ends the ones waiting too: none opens and
// each is told it was stopped.
func TestStopEndsTheLatticesWaiting(t *testing.T) {
	dir := t.TempDir()
	first, second := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	writeLattice(t, first, 100_000)
	writeLattice(t, second, 500)
	ws, _ := newTestWorkspace(t, "")
	before := ws.Model().Stats()
	got := []error{nil, nil}
	ws.OpenPathThen(first, func(err error) { got[0] = err })
	ws.OpenPathThen(second, func(err error) { got[1] = err })
	ws.status.Stop()
	waitForJobs(t, ws)
	for i, err := range got {
		if !errors.Is(err, context.Canceled) {
			t.Errorf("file %d: done(%v); want the cancellation", i+1, err)
		}
	}
	if ws.Model().Stats() != before || len(ws.waiting) != 0 {
		t.Errorf("after Stop: lattice %+v, %d waiting; want it unchanged, none", ws.Model().Stats(), len(ws.waiting))
	}
}
