package weaveui

import (
	"context"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/games/weave"
	"plateau/render/paint"
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
	ws := growingWorkspace(t)
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
	ws := growingWorkspace(t)
	p := ws.panel
	settings := []fyne.Disableable{p.rule, p.order, p.main, p.seed, p.target}
	for i, o := range settings {
		if !o.Disabled() {
			t.Errorf("setting %d can be changed during the growth", i)
		}
	}
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	for i, o := range settings {
		if o.Disabled() {
			t.Errorf("setting %d stays greyed out after the growth", i)
		}
	}
}

// growingWorkspace is a test workspace growing its lattice to 200,000
// points in a job.
func growingWorkspace(t *testing.T) *Workspace {
	t.Helper()
	ws, _ := newTestWorkspace(t, "")
	ws.growTo("200000")
	if !ws.growing {
		t.Fatal("no growth running")
	}
	return ws
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

// Another rule or main direction grows a new lattice as large as the one
// on show, in a job with its progress: it grew 50,000 points at most,
// silently, on the UI goroutine, and the status bar kept the old counts.
func TestANewRuleGrowsInAJob(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.growTo("60000")
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	for _, change := range []func(){
		func() { ws.panel.rule.SetSelectedIndex(int(weave.RuleDiamond)) },
		func() { ws.panel.main.SetSelected("D4") },
	} {
		change()
		if !ws.growing || !strings.HasPrefix(ws.status.Message(), "Growing to") {
			t.Errorf("no growth to 60,000 running: status %q", ws.status.Message())
		}
		kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
		if n := ws.Model().Len(); n < 60000 {
			t.Errorf("the new lattice has %d points, want 60,000", n)
		}
	}
	if c := ws.Model().Config(); c.Rule != weave.RuleDiamond || c.Main.String() != "D4" {
		t.Errorf("the lattice is of %v, main %v", c.Rule, c.Main)
	}
}

// Undo takes a Grow to back whole and Redo replays it, between steps
// taken back one at a time; a new step forgets the growth taken back.
func TestUndoTakesAGrowthBackWhole(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.Step()
	before := ws.Model().Len()
	ws.growTo("5000")
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	grown := ws.Model().Len()
	ws.Step()
	after := ws.Model().Len()
	ws.Undo() // the step after the growth
	if ws.Model().Len() != grown {
		t.Fatalf("Undo of a step: %d points, want %d", ws.Model().Len(), grown)
	}
	ws.Undo() // the growth
	if ws.Model().Len() != before || !strings.HasPrefix(ws.status.Message(), "Took back the growth: ") {
		t.Fatalf("Undo of the growth: %d points (%q), want %d", ws.Model().Len(), ws.status.Message(), before)
	}
	if got, want := pointsText(1), "1 point"; got != want { // it said "1 points"
		t.Errorf("pointsText(1) = %q", got)
	}
	if got, want := ws.status.Counters(), kit.Int(before)+" points"; got != want { // it kept the growth's count
		t.Errorf("after Undo of the growth the counters say %q, want %q", got, want)
	}
	ws.Redo()
	if ws.Model().Len() != grown {
		t.Errorf("Redo of the growth: %d points, want %d", ws.Model().Len(), grown)
	}
	ws.Redo()
	if ws.Model().Len() != after {
		t.Errorf("Redo of the step: %d points, want %d", ws.Model().Len(), after)
	}
	ws.Undo()
	ws.Undo()
	ws.Step() // a new step: the growth taken back is gone for good
	ws.Redo()
	if n := ws.Model().Len(); n >= grown {
		t.Errorf("Redo after a new step replayed the growth: %d points", n)
	}
}

// The status bar's count is where a growth stopped, and a new lattice
// clears it: it said the count of a progress tick some steps before the
// end (1,703,940 points beside Statistics' 1,720,340), and kept it under
// a new lattice of one point.
func TestGrowthCountIsWhereItStopped(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	// The growth held in its first progress report until Stop: it then
	// grows on to its next look at the context, past the count reported.
	stopAtFirstReport(t, ws, func() { ws.growTo("1000000") })
	if n := ws.Model().Len(); n >= 1000000 {
		t.Fatalf("the growth was not stopped: %d points", n)
	}
	if got, want := ws.status.Counters(), kit.Int(ws.Model().Len())+" points"; got != want {
		t.Errorf("counters %q, want %q", got, want)
	}
	m, err := weave.New(ws.Model().Config())
	if err != nil {
		t.Fatal(err)
	}
	ws.setModel(m)
	if got := ws.status.Counters(); got != "" {
		t.Errorf("a new lattice keeps the counters %q", got)
	}
}

// Step, Play, Undo, Redo, New and a click during a growth say why they
// do nothing (they did nothing, unsaid).
func TestActionsDuringAGrowthSayWhy(t *testing.T) {
	ws := growingWorkspace(t)
	for name, act := range map[string]func(){
		"step": ws.Step, "play": ws.player.play, "undo": ws.Undo, "redo": ws.Redo, "new": ws.reset,
		"click": func() { ws.pick(paint.Pt{X: 10, Y: 10}) },
	} {
		ws.status.SetMessage("")
		act()
		if msg := ws.status.Message(); !strings.Contains(msg, "busy") {
			t.Errorf("%s during a growth says %q", name, msg)
		}
	}
	ws.status.Stop()
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
}

// Another rule while a job holds the status bar (an export) is refused in
// words and the lattice stays: it was replaced by one point whose growth
// was refused with a word about Grow to.
func TestANewRuleWaitsForTheJobUnderWay(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	n := ws.Model().Len()
	// The loop not pumped, the export holds the status bar until the
	// rule has changed, however soon its job returns: its end is queued
	// on the loop, not run.
	ws.ExportPicture(filepath.Join(t.TempDir(), "v.png"), nil)
	if !ws.status.Busy() {
		t.Fatal("the export did not hold the status bar")
	}
	ws.panel.rule.SetSelectedIndex(int(weave.RuleDiamond))
	if msg := ws.status.Message(); !strings.Contains(msg, "work under way") {
		t.Errorf("status %q, want the refusal said", msg)
	}
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	if ws.Model().Len() != n || ws.Model().Config().Rule != weave.RuleSeed || ws.panel.rule.SelectedIndex() != int(weave.RuleSeed) {
		t.Errorf("the lattice has %d points (was %d), rule %v, the selector shows %d", ws.Model().Len(), n, ws.Model().Config().Rule, ws.panel.rule.SelectedIndex())
	}
}

// After a large lattice, New lets its arrays go: the scene kept the
// capacity of three million points for P1 alone (and the renderer its
// buffers: render/scene3d's resize).
func TestNewLetsTheLargeLatticeGo(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	m := ws.Model()
	if err := m.Grow(context.Background(), weave.Target{Points: 300_000}, nil); err != nil {
		t.Fatal(err)
	}
	ws.rebuild()
	win.Canvas().Capture()
	if c := cap(ws.scene.Points); c < 300_000 {
		t.Fatalf("the scene holds %d points' room for a lattice of %d", c, m.Len())
	}
	ws.reset()
	win.Canvas().Capture()
	if c := cap(ws.scene.Points) + cap(ws.scene.Links) + cap(ws.scene.Colors); c > 1<<16 {
		t.Errorf("after New the scene keeps room for %d items", c)
	}
}

// stopAtFirstReport starts a lattice job with start, holds it in its
// first progress report until Stop, and waits for its end: it goes on
// to its next look at the context.
func stopAtFirstReport(t *testing.T, ws *Workspace, start func()) {
	t.Helper()
	reached, stopped := make(chan struct{}), make(chan struct{})
	growProgressed = sync.OnceFunc(func() { close(reached); <-stopped })
	t.Cleanup(func() { growProgressed = nil })
	start()
	select {
	case <-reached:
	case <-time.After(30 * time.Second): // a hang guard, not a timing
		t.Fatal("the job never reported progress")
	}
	ws.status.Stop()
	close(stopped)
	kittest.Wait(t, loop, ws.status.Idle(), 60*time.Second)
}
