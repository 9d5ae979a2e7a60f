package weaveui

import (
	"bytes"
	"crypto/sha256"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"plateau/app/kit"
	"plateau/games/weave"
)

// digest is the sum of a lattice's JSON file: its points, links and order.
func digest(t *testing.T, m *weave.Model) [32]byte {
	t.Helper()
	var b bytes.Buffer
	if err := m.Write(&b, weave.FormatJSON); err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b.Bytes())
}

// keep is the workspace's work as the recovery keeps it, written where a
// restart finds it.
func keep(t *testing.T, ws *Workspace) (path string, data []byte) {
	t.Helper()
	work, ok, err := kit.WorkOf("weave", ws)
	if err != nil || !ok {
		t.Fatalf("not kept for recovery: %v, %v", ok, err)
	}
	if data, err = work.Encode(); err != nil {
		t.Fatal(err)
	}
	path = filepath.Join(t.TempDir(), work.File)
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	return path, data
}

// A lattice grown from P1 in one automatic order is kept for recovery as
// its recipe, a few bytes, past keepMax points too, and Restore grows it
// again, the same point for point, unsaved and tied to its file: it was
// not kept at all, and the next start showed the opening lattice.
func TestAGrownLatticeComesBackFromItsRecipe(t *testing.T) {
	was := keepMax
	keepMax = 1000 // the lattice below is past it: kept whole, it is not kept
	t.Cleanup(func() { keepMax = was })
	for _, tc := range []struct {
		name string
		grow func(ws *Workspace)
		next weave.Order // the order set after the growth
	}{
		{"random, seed 77, grown to 20,000", func(ws *Workspace) {
			order(ws, weave.OrderRandom)
			seed(ws, 77)
			ws.reset()
			ws.growTo("20000")
			waitForJobs(t, ws)
		}, weave.OrderRandom},
		{"nearest, then lifo chosen", func(ws *Workspace) {
			order(ws, weave.OrderNearest)
			ws.reset()
			ws.growTo("5000")
			waitForJobs(t, ws)
			order(ws, weave.OrderLIFO)
		}, weave.OrderLIFO},
		{"the opening lattice grown on by steps", func(ws *Workspace) { steps(ws, 700) }, weave.OrderFIFO},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, _ := newTestWorkspace(t, "")
			tc.grow(ws)
			what := ws.Unsaved()
			if what == "" {
				t.Fatal("the grown lattice is not unsaved work")
			}
			path, data := keep(t, ws)
			if filepath.Ext(path) != recipeExt || len(data) > 300 {
				t.Fatalf("kept as %s, %d bytes; want a recipe of a few bytes", filepath.Base(path), len(data))
			}
			fresh, _ := newTestWorkspace(t, "")
			doc := filepath.Join(t.TempDir(), "mine.json")
			if err := fresh.Recover(path, doc); err != nil {
				t.Fatal(err)
			}
			if _, during := keep(t, fresh); !bytes.Equal(during, data) || fresh.Unsaved() != what {
				t.Errorf("while it grows again: kept %s, unsaved %q; want the recipe, %q", during, fresh.Unsaved(), what)
			}
			waitForJobs(t, fresh)
			if digest(t, fresh.Model()) != digest(t, ws.Model()) || fresh.Model().Stats() != ws.Model().Stats() {
				t.Fatalf("grown again: %+v, want %+v, the same points", fresh.Model().Stats(), ws.Model().Stats())
			}
			if o := fresh.Model().Config().Order; o != tc.next || fresh.panel.order.SelectedIndex() != int(o) {
				t.Errorf("grown again, the next steps in %v (selector %d), want %v", o, fresh.panel.order.SelectedIndex(), tc.next)
			}
			if fresh.Unsaved() != what || fresh.Document() != doc {
				t.Errorf("grown again: unsaved %q, file %q; want %q, %q", fresh.Unsaved(), fresh.Document(), what, doc)
			}
			if _, again := keep(t, fresh); !bytes.Equal(again, data) {
				t.Errorf("kept again as %s, want %s", again, data)
			}
		})
	}
}

// Esc stops a recipe growing again, as it stops Grow to: the lattice keeps
// the points grown so far, and its own recipe.
func TestARecipeGrowingAgainStops(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.growTo("300000")
	waitForJobs(t, ws)
	path, _ := keep(t, ws)
	fresh, _ := newTestWorkspace(t, "")
	held := make(chan struct{})
	growProgressed = func() { <-held }
	t.Cleanup(func() { growProgressed = nil })
	if err := fresh.Recover(path, ""); err != nil {
		t.Fatal(err)
	}
	if !fresh.growing {
		t.Fatal("the recipe does not grow in a job")
	}
	fresh.Keys().Escape()
	close(held)
	waitForJobs(t, fresh)
	n := fresh.Model().Len()
	if n >= ws.Model().Len() || fresh.regrowing != nil {
		t.Fatalf("stopped: %d points of %d, still growing again %v", n, ws.Model().Len(), fresh.regrowing != nil)
	}
	if _, data := keep(t, fresh); !bytes.Contains(data, []byte(`"points":`+strconv.Itoa(n))) {
		t.Errorf("kept after Stop: %s, want the recipe of %d points", data, n)
	}
}

// A recipe that does not read changes nothing.
func TestABadRecipeChangesNothing(t *testing.T) {
	dir := t.TempDir()
	for name, text := range map[string]string{
		"not JSON":      `{"rule": "seed"`,
		"unknown rule":  `{"rule":"hex","main":"D1","order":"fifo","next_order":"fifo","steps":3,"points":10}`,
		"too many":      `{"rule":"seed","main":"D1","order":"fifo","next_order":"fifo","steps":99999999,"points":10}`,
		"manual steps":  `{"rule":"seed","main":"D1","order":"manual","next_order":"manual","steps":3,"points":10}`,
		"unknown field": `{"rule":"seed","main":"D1","order":"fifo","next_order":"fifo","steps":3,"points":10,"x":1}`,
	} {
		path := filepath.Join(dir, "weave"+recipeExt)
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
		ws, _ := newTestWorkspace(t, "")
		before := digest(t, ws.Model())
		if err := ws.Recover(path, "x.json"); err == nil || ws.growing || digest(t, ws.Model()) != before || ws.Document() != "" {
			t.Errorf("%s: recovered (%v), growing %v, file %q", name, err, ws.growing, ws.Document())
		}
	}
}

// The lattice a kept random order opens on, grown on, is one run from P1:
// it was kept whole, as one of two runs.
func TestTheOpeningLatticeGrownOnIsARecipe(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.k.Prefs().SetString(prefSettings, `{"order":"random","seed":77}`)
	opened := again(t, ws)
	opened.growTo("3000")
	waitForJobs(t, opened)
	path, _ := keep(t, opened)
	if filepath.Ext(path) != recipeExt {
		t.Fatalf("kept as %s, want a recipe", filepath.Base(path))
	}
	fresh, _ := newTestWorkspace(t, "")
	if err := fresh.Recover(path, ""); err != nil {
		t.Fatal(err)
	}
	waitForJobs(t, fresh)
	if digest(t, fresh.Model()) != digest(t, opened.Model()) {
		t.Errorf("grown again: %+v, want %+v, the same points", fresh.Model().Stats(), opened.Model().Stats())
	}
}
