package weaveui

import (
	"path/filepath"
	"strconv"
	"testing"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/games/weave"
)

// steps takes n steps with Space, in the order shown.
func steps(ws *Workspace, n int) {
	for range n {
		ws.Keys().Space()
	}
}

// order picks an order in the panel, as a person does.
func order(ws *Workspace, o weave.Order) { ws.panel.order.SetSelectedIndex(int(o)) }

// seed types a seed and Enter.
func seed(ws *Workspace, s uint64) {
	ws.panel.seed.SetText(strconv.FormatUint(s, 10))
	ws.panel.seed.OnSubmitted(ws.panel.seed.Text)
}

// undo presses Ctrl+Z n times.
func undo(ws *Workspace, n int) {
	for range n {
		ws.Keys().Undo()
	}
}

// A grown lattice is work to lose, asked about on quitting and kept for
// recovery: one its settings grow again, from P1 in one automatic order,
// was neither, and quitting lost minutes of growth. It is kept as its
// recipe, and New and a new rule, which Undo takes back, do not ask about
// it. Grown in two orders, or with the seed changed partway, or drawn at
// random on after an Undo (the draws then differ from its seed's), it is
// kept whole, and they ask. An order merely chosen is no work.
func TestHowALatticeIsKept(t *testing.T) {
	const none, asRecipe, whole = "", ".recipe", ".json"
	for _, tc := range []struct {
		name string
		grow func(ws *Workspace)
		kept string
	}{
		{"the lattice it opens on, grown on", func(ws *Workspace) { steps(ws, 30) }, asRecipe},
		{"another order chosen, no step taken", func(ws *Workspace) { order(ws, weave.OrderLIFO) }, none},
		{"lifo from P1", func(ws *Workspace) { order(ws, weave.OrderLIFO); ws.reset(); steps(ws, 60) }, asRecipe},
		{"random from P1", func(ws *Workspace) { order(ws, weave.OrderRandom); ws.reset(); steps(ws, 60) }, asRecipe},
		{"fifo, lifo, then nearest", func(ws *Workspace) {
			order(ws, weave.OrderLIFO)
			steps(ws, 30)
			order(ws, weave.OrderNearest)
			steps(ws, 30)
		}, whole},
		{"fifo, then lifo", func(ws *Workspace) { order(ws, weave.OrderLIFO); steps(ws, 30) }, whole},
		{"another order's steps undone", func(ws *Workspace) {
			order(ws, weave.OrderLIFO)
			steps(ws, 30)
			undo(ws, 30)
			order(ws, weave.OrderFIFO)
			steps(ws, 30)
		}, asRecipe},
		{"the seed changed partway", func(ws *Workspace) {
			order(ws, weave.OrderRandom)
			ws.reset()
			steps(ws, 30)
			seed(ws, 2)
			steps(ws, 30)
		}, whole},
		{"random on after an undo", func(ws *Workspace) {
			order(ws, weave.OrderRandom)
			ws.reset()
			steps(ws, 30)
			undo(ws, 5)
			steps(ws, 30)
		}, whole},
		{"fifo on after an undo", func(ws *Workspace) { steps(ws, 30); undo(ws, 5); steps(ws, 30) }, asRecipe},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, win := newTestWorkspace(t, "")
			tc.grow(ws)
			u := ws.Unsaved()
			if (u != "") != (tc.kept != none) {
				t.Fatalf("unsaved %q, want it kept as %q", u, tc.kept)
			}
			work, kept, err := kit.WorkOf("weave", ws)
			if err != nil || kept != (tc.kept != none) || kept && filepath.Ext(work.File) != tc.kept {
				t.Errorf("kept for recovery %v as %q (%v), want %q", kept, work.File, err, tc.kept)
			}
			if tc.kept != whole {
				if lost := ws.lostByReplacing(); lost != "" {
					t.Errorf("New would ask about %q, which Undo brings back", lost)
				}
				return
			}
			if again := grownAgain(t, ws.Model()); again.Revision() == ws.Model().Revision() {
				t.Fatal("the settings shown grow the lattice again: no work to lose")
			}
			n := ws.Model().Len()
			ws.Keys().New()
			kittest.TapDialogButton(t, win, "Cancel")
			ws.panel.main.SetSelected("D2")
			kittest.TapDialogButton(t, win, "Cancel")
			if ws.Model().Len() != n || ws.Model().Config().Main != weave.D1 {
				t.Errorf("after New and a new direction, both cancelled: %d points, main %v; want %d, D1", ws.Model().Len(), ws.Model().Config().Main, n)
			}
		})
	}
}

// grownAgain is what the settings of m grow from P1 in as many steps.
func grownAgain(t *testing.T, m *weave.Model) *weave.Model {
	t.Helper()
	again, err := weave.New(m.Config())
	if err != nil {
		t.Fatal(err)
	}
	for again.Stats().Steps < m.Stats().Steps && again.Step() == nil {
	}
	return again
}

// A lattice grown on from its save in one order is work to lose: it was
// no work (the save and its settings grow it again), yet nothing kept its
// step count. It is kept whole, not as a recipe: its file may change.
func TestALatticeGrownOnFromItsSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mixed.json")
	ws, _ := newTestWorkspace(t, path)
	order(ws, weave.OrderLIFO)
	steps(ws, 30)
	ws.Keys().Save()
	if u := ws.Unsaved(); u != "" {
		t.Fatalf("saved: unsaved %q", u)
	}
	steps(ws, 30)
	work, kept, err := kit.WorkOf("weave", ws)
	if ws.Unsaved() == "" || !kept || err != nil || filepath.Ext(work.File) != ".json" {
		t.Errorf("grown on from its save in lifo: unsaved %q, kept %v as %q (%v)", ws.Unsaved(), kept, work.File, err)
	}
}

// A lattice grown in several orders comes back from the recovery as it
// was kept, in the order it was growing in, and unsaved until saved: it
// came back in the manual order, and its snapshot then differed from the
// one kept.
func TestALatticeGrownInSeveralOrdersIsRecovered(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	order(ws, weave.OrderLIFO)
	steps(ws, 30)
	order(ws, weave.OrderNearest)
	steps(ws, 30)
	fresh, _ := newTestWorkspace(t, "")
	kittest.CheckRecover(t, ws, fresh, filepath.Join(t.TempDir(), "mine.json"))
	if o := fresh.Model().Config().Order; o != weave.OrderNearest || fresh.panel.order.SelectedIndex() != int(o) {
		t.Errorf("recovered in order %v (selector %d), want nearest", o, fresh.panel.order.SelectedIndex())
	}
}
