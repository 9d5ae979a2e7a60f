package weaveui

import (
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit/kittest"
)

// Grow asked while another job runs (an opening) says so and leaves the
// workspace as it was: it stayed "growing" for good, and Step, Save and
// every edit waited for a growth that never ran.
func TestGrowWhileAnotherJobRuns(t *testing.T) {
	path := filepath.Join(t.TempDir(), "big.json")
	writeLattice(t, path, 100_000)
	ws, _ := newTestWorkspace(t, "")
	ws.OpenPathThen(path, nil)
	ws.growTo("5000")
	if ws.growing {
		t.Fatal("Grow refused by a busy status bar left the workspace growing")
	}
	waitForJobs(t, ws)
	n := ws.Model().Len()
	ws.Step()
	if ws.Model().Len() <= n {
		t.Errorf("Step after: %d points, want more than %d", ws.Model().Len(), n)
	}
}

// The colours change while a growth runs is applied when it ends: the
// scene was rebuilt from the model the growth was changing (a data race).
func TestColoursChangedDuringAGrowth(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.growTo("200000")
	if !ws.growing {
		t.Fatal("no growth running")
	}
	rebuilds := ws.rebuilds
	ws.panel.colour.SetSelected(lang.L("Generation"))
	if ws.rebuilds != rebuilds {
		t.Error("the scene was rebuilt during the growth")
	}
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	if !ws.byGen || ws.rebuilds == rebuilds {
		t.Errorf("after the growth: by generation %v, rebuilt %v", ws.byGen, ws.rebuilds != rebuilds)
	}
}

// The settings are greyed out while a growth runs, which would not take
// them: a rule and an order chosen then were shown, the lattice kept its
// own, and Play then grew automatically under "manual".
func TestSettingsWaitForAGrowth(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.growTo("200000")
	if !ws.growing {
		t.Fatal("no growth running")
	}
	p := ws.panel
	if !p.rule.Disabled() || !p.order.Disabled() || !p.main.Disabled() || !p.seed.Disabled() || !p.target.Disabled() {
		t.Error("a setting can be changed during the growth")
	}
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	if p.rule.Disabled() || p.order.Disabled() || p.main.Disabled() || p.seed.Disabled() || p.target.Disabled() {
		t.Error("a setting stays greyed out after the growth")
	}
}

// Grow to hands the keyboard back to the view: Space then pauses or
// steps, where it typed a space into the field.
func TestGrowToLeavesTheField(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	c := win.Canvas()
	c.Focus(ws.panel.target)
	ws.panel.target.SetText("900")
	ws.panel.target.OnSubmitted(ws.panel.target.Text)
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	if c.Focused() == ws.panel.target {
		t.Error("the field keeps the keyboard after Grow to")
	}
}
