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

// A lattice is work to lose, asked about before New and a new rule and
// kept for recovery, when neither P1, its file nor its last save grows it
// again in one automatic order: grown in two orders, or with the seed
// changed partway, or drawn at random on after an Undo (the draws then
// differ from its seed's), it counted as saved, and New or a new rule
// threw it away unasked. One automatic order from one of those stays
// no work to lose, an order merely chosen included.
func TestALatticeItsSettingsDoNotGrowAgainIsUnsavedWork(t *testing.T) {
	for _, tc := range []struct {
		name   string
		grow   func(ws *Workspace)
		unsave bool
	}{
		{"the lattice it opens on, grown on", func(ws *Workspace) { steps(ws, 30) }, false},
		{"another order chosen, no step taken", func(ws *Workspace) { order(ws, weave.OrderLIFO) }, false},
		{"lifo from P1", func(ws *Workspace) { order(ws, weave.OrderLIFO); ws.reset(); steps(ws, 60) }, false},
		{"random from P1", func(ws *Workspace) { order(ws, weave.OrderRandom); ws.reset(); steps(ws, 60) }, false},
		{"fifo, lifo, then nearest", func(ws *Workspace) {
			order(ws, weave.OrderLIFO)
			steps(ws, 30)
			order(ws, weave.OrderNearest)
			steps(ws, 30)
		}, true},
		{"fifo, then lifo", func(ws *Workspace) { order(ws, weave.OrderLIFO); steps(ws, 30) }, true},
		{"another order's steps undone", func(ws *Workspace) {
			order(ws, weave.OrderLIFO)
			steps(ws, 30)
			undo(ws, 30)
			order(ws, weave.OrderFIFO)
			steps(ws, 30)
		}, false},
		{"the seed changed partway", func(ws *Workspace) {
			order(ws, weave.OrderRandom)
			ws.reset()
			steps(ws, 30)
			seed(ws, 2)
			steps(ws, 30)
		}, true},
		{"random on after an undo", func(ws *Workspace) {
			order(ws, weave.OrderRandom)
			ws.reset()
			steps(ws, 30)
			undo(ws, 5)
			steps(ws, 30)
		}, true},
		{"fifo on after an undo", func(ws *Workspace) { steps(ws, 30); undo(ws, 5); steps(ws, 30) }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, win := newTestWorkspace(t, "")
			tc.grow(ws)
			u := ws.Unsaved()
			if (u != "") != tc.unsave {
				t.Fatalf("unsaved %q, want unsaved %v", u, tc.unsave)
			}
			if _, kept, err := kit.WorkOf("weave", ws); kept != tc.unsave || err != nil {
				t.Errorf("kept for recovery %v (%v), want %v", kept, err, tc.unsave)
			}
			if !tc.unsave {
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

// A save is where the lattice can be had again: grown on from it in one
// order it is no work to lose, whatever grew it before; undone below the
// save and grown in another order past it, it is.
func TestALatticeGrownOnFromItsSave(t *testing.T) {
	path := filepath.Join(t.TempDir(), "mixed.json")
	ws, _ := newTestWorkspace(t, path)
	order(ws, weave.OrderLIFO)
	steps(ws, 30)
	ws.Keys().Save()
	steps(ws, 30)
	if u := ws.Unsaved(); u != "" {
		t.Errorf("grown on from its save in lifo: unsaved %q", u)
	}
	undo(ws, 40)
	order(ws, weave.OrderNearest)
	steps(ws, 15) // past where it was saved: that save is not where it grew from
	if ws.Unsaved() == "" {
		t.Error("undone below its save and grown in another order: counts as saved")
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
