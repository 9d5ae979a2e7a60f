package weaveui

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
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
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	if got != nil || ws.Model().Stats() != want || ws.Document() != path {
		t.Fatalf("after the job: done(%v), %+v from %q; want %+v", got, ws.Model().Stats(), ws.Document(), want)
	}
	if o, seed := ws.panel.order.SelectedIndex(), ws.panel.seed.Text; o != int(weave.OrderLIFO) || seed != "9" {
		t.Errorf("the panel shows order %d, seed %q; want the file's lifo and 9", o, seed)
	}

	os.WriteFile(path, []byte(`{"rule": "seed", "points": [{"n": 2}]}`), 0o644)
	got = nil
	ws.OpenPathThen(path, func(err error) { got = err })
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	if got == nil || ws.Model().Stats() != want || win.Canvas().Overlays().Top() == nil {
		t.Errorf("a broken file: done(%v), lattice %+v, error shown %v", got, ws.Model().Stats(), win.Canvas().Overlays().Top() != nil)
	}
	// the status names the file once, by its name, and no package
	// ("Opening F: F: weave: ...")
	if msg, want := ws.status.Message(), "Opening the lattice: l.json: "; !strings.HasPrefix(msg, want) || strings.Count(msg, "l.json") != 1 || strings.Contains(msg, "weave:") {
		t.Errorf("status %q, want it starting %q", msg, want)
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
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
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
		kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
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

// While a lattice is being opened, the lattice on show takes no step:
// each edit is refused, saying why, as during a growth, and the file's
// lattice is shown once read. Before, the steps went in, and the file's
// lattice landed over them a second later, unasked.
func TestEditsWaitForTheLatticeBeingOpened(t *testing.T) {
	path := filepath.Join(t.TempDir(), "l.json")
	want := writeLattice(t, path, 500)
	for _, tc := range []struct {
		name string
		prep func(ws *Workspace) // before the opening
		edit func(ws *Workspace) // during it
	}{
		{"Step", nil, func(ws *Workspace) { ws.Step() }},
		{"Play", nil, func(ws *Workspace) { ws.player.play() }},
		{"Undo", nil, func(ws *Workspace) { ws.Undo() }},
		{"Space on a point chosen by hand", func(ws *Workspace) {
			if err := ws.Model().SetOrder(weave.OrderManual, 1); err != nil {
				t.Fatal(err)
			}
			ws.selectFree(1)
		}, func(ws *Workspace) { ws.spaceKey() }},
		{"N", func(ws *Workspace) {
			if err := ws.Model().SetOrder(weave.OrderManual, 1); err != nil {
				t.Fatal(err)
			}
		}, func(ws *Workspace) { ws.typed('n') }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, _ := newTestWorkspace(t, "")
			if tc.prep != nil {
				tc.prep(ws)
			}
			before, selected := ws.Model().Revision(), ws.selected
			ws.OpenPathThen(path, nil)
			tc.edit(ws)
			if ws.Model().Revision() != before || ws.selected != selected || ws.player.playing {
				t.Errorf("went through: revision %x (was %x), P%d selected (was P%d), playing %v",
					ws.Model().Revision(), before, ws.selected, selected, ws.player.playing)
			}
			if msg := ws.status.Message(); !strings.Contains(msg, "being opened") {
				t.Errorf("status %q; want the refusal said", msg)
			}
			waitForJobs(t, ws)
			if ws.Model().Stats() != want || ws.Document() != path {
				t.Errorf("after the opening: %+v from %q; want the file's %+v", ws.Model().Stats(), ws.Document(), want)
			}
		})
	}
}

// New while a lattice is being opened stops the opening and shows a new
// lattice, even when the file was read already and only its showing was
// left; the open is told it was stopped. Before, the file's lattice landed
// over the new one and the steps made on it.
func TestNewStopsTheLatticeBeingOpened(t *testing.T) {
	path := filepath.Join(t.TempDir(), "l.json")
	writeLattice(t, path, 500)
	for _, read := range []bool{false, true} {
		// The job held before it reads until New has stopped it, or
		// waited for as it returns, the file read: the loop not pumped,
		// its showing is queued, not yet run.
		reached, release := make(chan struct{}), make(chan struct{})
		if read {
			openReturned = sync.OnceFunc(func() { close(reached) })
		} else {
			openStarted = sync.OnceFunc(func() { close(reached); <-release })
		}
		t.Cleanup(func() { openStarted, openReturned = nil, nil })
		ws, _ := newTestWorkspace(t, "")
		got := errors.New("done not called")
		ws.OpenPathThen(path, func(err error) { got = err })
		select {
		case <-reached:
		case <-time.After(30 * time.Second): // a hang guard, not a timing
			t.Fatalf("read %v: the opening's job never came", read)
		}
		ws.newLattice() // nothing unsaved: no question
		close(release)
		openStarted, openReturned = nil, nil
		waitForJobs(t, ws)
		until(t, "a new lattice shown", func() bool { return ws.Model().Len() == 1 })
		if err := ws.Model().SetOrder(weave.OrderManual, 1); err != nil {
			t.Fatal(err)
		}
		ws.selected = 1
		ws.Step() // by hand, on the new lattice
		waitForJobs(t, ws)
		loop.Flush()
		if !errors.Is(got, context.Canceled) || ws.Model().Len() == 1 || ws.Model().Len() > 10 || ws.Document() != "" {
			t.Errorf("after %v: done(%v), %d points from %q; want the new lattice, stepped, no file, the opening stopped",
				read, got, ws.Model().Len(), ws.Document())
		}
	}
}

// A lattice changed while another was read (a recovery restored, on the
// calling goroutine) stays: the file read is not shown over it, and the
// opening is told so.
func TestALatticeChangedDuringAnOpeningStays(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	writeLattice(t, a, 500)
	want := writeLattice(t, b, 50)
	ws, _ := newTestWorkspace(t, "")
	got := errors.New("done not called")
	ws.OpenPathThen(a, func(err error) { got = err })
	if err := ws.OpenPath(b); err != nil {
		t.Fatal(err)
	}
	waitForJobs(t, ws)
	if !errors.Is(got, context.Canceled) || ws.Model().Stats() != want || ws.Document() != b {
		t.Errorf("done(%v), %+v from %q; want %+v from %q", got, ws.Model().Stats(), ws.Document(), want, b)
	}
	if msg := ws.status.Message(); !strings.Contains(msg, "a.json was not shown") {
		t.Errorf("status %q", msg)
	}
}

// until runs the test's loop until cond holds, failing t, which waited
// for what, after half a minute (a hang guard, not a timing).
func until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for start := time.Now(); !cond(); loop.For(5 * time.Millisecond) {
		if time.Since(start) > 30*time.Second {
			t.Fatalf("%s never came", what)
		}
	}
}
