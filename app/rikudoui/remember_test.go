package rikudoui

import (
	"math"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// restart builds a second workspace on the preferences of ws's app, as
// the next start of Plateau reads them.
func restart(t *testing.T, ws *Workspace) *Workspace {
	t.Helper()
	return kittest.Again(t, ws.k, New)
}

// The solver and the time limit come back at the next start: five
// minutes were one again. What the panel does not offer is left for its
// default, field by field.
func TestSolveChoicesKept(t *testing.T) {
	ws := newTestWorkspace(t, "")
	def := ws.panel.choices()
	ws.panel.engine.SetSelectedIndex(0)
	ws.panel.limit.SetSelectedIndex(3)
	want := solveChoices{Engine: "direct", Limit: 5 * time.Minute}
	if got := restart(t, ws).panel.choices(); got != want {
		t.Errorf("after a restart the panel shows %+v, want %+v", got, want)
	}
	for _, tc := range []struct {
		kept string
		want solveChoices
	}{
		{`{"solver":"direct","limit":0}`, solveChoices{"direct", 0}},
		{`{"solver":"quantum","limit":7}`, def},
		{`{"solver":"direct","limit":-5}`, solveChoices{"direct", def.Limit}},
		{`{"limit":10000000000}`, solveChoices{def.Engine, 10 * time.Second}},
		{`{"solver":`, def},
		{`"sat"`, def},
	} {
		ws.k.Prefs().SetString(prefSolve, tc.kept)
		if got := restart(t, ws).panel.choices(); got != tc.want {
			t.Errorf("kept %s: the panel shows %+v, want %+v", tc.kept, got, tc.want)
		}
	}
}

// generateFields returns the Generate dialog's density, difficulty and
// "Keep my givens" controls.
func generateFields(t *testing.T, ws *Workspace) (density *kit.Slider, level *kit.Select, keep *kit.Check) {
	t.Helper()
	top := ws.k.Window.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	for _, o := range test.LaidOutObjects(top) {
		switch o := o.(type) {
		case *kit.Slider:
			density = o
		case *kit.Select:
			level = o
		case *kit.Check:
			keep = o
		}
	}
	if density == nil || level == nil || keep == nil {
		t.Fatal("the Generate dialog lacks a control")
	}
	return density, level, keep
}

// readGenerate opens the Generate dialog, reads its choices and closes
// it.
func readGenerate(t *testing.T, ws *Workspace) generateChoices {
	t.Helper()
	ws.generateDialog()
	d, l, k := generateFields(t, ws)
	kittest.TapDialogButton(t, ws.k.Window, lang.L("Cancel"))
	return generateChoices{Density: d.Value, Level: l.SelectedIndex(), Keep: k.Checked}
}

func sameGenerate(a, b generateChoices) bool {
	return math.Abs(a.Density-b.Density) < 1e-9 && a.Level == b.Level && a.Keep == b.Keep
}

// The Generate dialog opens on the choices of the last Generate, in the
// same session and after a restart: it opened on "as few as possible",
// Minimal and an unticked box every time. Kept values out of range are
// brought back into the dialog's.
func TestGenerateChoicesKept(t *testing.T) {
	ws := newTestWorkspace(t, "")
	ws.generateDialog()
	d, l, k := generateFields(t, ws)
	d.SetValue(0.3)
	l.SetSelectedIndex(3)
	k.SetChecked(true)
	kittest.TapDialogButton(t, ws.k.Window, lang.L("Generate"))
	waitIdle(t, ws)
	want := generateChoices{Density: 0.3, Level: 3, Keep: true}
	if got := readGenerate(t, ws); !sameGenerate(got, want) {
		t.Errorf("the next Generate dialog opens on %+v, want %+v", got, want)
	}
	if got := readGenerate(t, restart(t, ws)); !sameGenerate(got, want) {
		t.Errorf("after a restart the Generate dialog opens on %+v, want %+v", got, want)
	}
	for _, tc := range []struct {
		kept string
		want generateChoices
	}{
		{`{"density":7,"difficulty":99,"keep":true}`, generateChoices{Density: 0.5, Level: 0, Keep: true}},
		{`{"density":-1,"difficulty":-2}`, generateChoices{}},
		{`{"density":0.123,"difficulty":2}`, generateChoices{Density: 0.1, Level: 2}},
		{`{"density":"lots"}`, generateChoices{}},
		{`[`, generateChoices{}},
	} {
		ws.k.Prefs().SetString(prefGenerate, tc.kept)
		if got := readGenerate(t, ws); !sameGenerate(got, tc.want) {
			t.Errorf("kept %s: the dialog opens on %+v, want %+v", tc.kept, got, tc.want)
		}
	}
}
