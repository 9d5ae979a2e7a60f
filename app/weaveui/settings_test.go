package weaveui

import (
	"testing"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/games/weave"
)

// again builds a second workspace on ws's preferences, as the next start
// of Plateau does.
func again(t *testing.T, ws *Workspace) *Workspace {
	t.Helper()
	return kittest.Again(t, ws.k, New)
}

// The panel's settings come back at the next start: it opened on the
// default rule, fifo from seed 1, whatever the person had chosen.
func TestSettingsAreKeptForTheNextStart(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	p := ws.panel
	p.rule.SetSelectedIndex(int(weave.RuleDiamond))
	waitForJobs(t, ws) // the new rule's lattice grows
	p.main.SetSelected("D3")
	waitForJobs(t, ws)
	order(ws, weave.OrderRandom)
	seed(ws, 77)
	p.speed.SetValue(0.75)
	p.speed.OnChangeEnded(0.75)
	p.colour.SetSelected(lang.L("Generation"))
	p.target.SetText("60000")
	ws.growTo(p.target.Text)
	waitForJobs(t, ws)

	next := again(t, ws)
	want := weave.Config{Rule: weave.RuleDiamond, Main: weave.D3, Order: weave.OrderRandom, Seed: 77}
	q := next.panel
	if got := next.Model().Config(); got != want || q.rule.SelectedIndex() != int(want.Rule) || q.main.Selected != "D3" ||
		q.order.SelectedIndex() != int(want.Order) || q.seed.Text != "77" {
		t.Errorf("next start: lattice %+v, panel %d %s %d %s; want %+v", got, q.rule.SelectedIndex(), q.main.Selected,
			q.order.SelectedIndex(), q.seed.Text, want)
	}
	if q.speed.Value != 0.75 || next.player.speed != speedFromSlider(0.75) || !next.byGen ||
		q.colour.Selected != lang.L("Generation") || q.target.Text != kit.Int(60000) {
		t.Errorf("next start: speed %v (player %v), by generation %v (%q), grow to %q", q.speed.Value, next.player.speed,
			next.byGen, q.colour.Selected, q.target.Text)
	}
	if next.Model().Len() < defaultPoints || next.Unsaved() != "" {
		t.Errorf("next start: %d points, unsaved %q; want the opening lattice, saved", next.Model().Len(), next.Unsaved())
	}
}

// The opening lattice of a kept manual order is grown fifo, then waits for
// the clicks: grown in manual order it was P1 alone.
func TestAKeptManualOrderOpensOnAGrownLattice(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	order(ws, weave.OrderManual)
	next := again(t, ws)
	if next.Model().Len() < defaultPoints || !next.manual() || next.panel.order.SelectedIndex() != int(weave.OrderManual) || next.Unsaved() != "" {
		t.Errorf("next start: %d points, manual %v, unsaved %q", next.Model().Len(), next.manual(), next.Unsaved())
	}
}

// A kept value that is not a valid one is the default's, the others stay.
func TestInvalidKeptSettingsAreIgnored(t *testing.T) {
	for _, tc := range []struct {
		name, kept string
		want       settings
	}{
		{"not JSON", `{"rule": "dia`, defaultSettings()},
		{"nothing kept", ``, defaultSettings()},
		{"all wrong", `{"rule":"hex","main":"D9","order":"zigzag","seed":-1,"speed":7,"by_gen":"yes","grow_to":0}`, defaultSettings()},
		{"too many points", `{"grow_to": 20000000, "order": "lifo"}`,
			func() settings { s := defaultSettings(); s.Order = "lifo"; return s }()},
		{"a bad seed among good values", `{"rule":"cubic","main":"D2","order":"nearest","seed":"x","speed":0.1,"by_gen":true,"grow_to":5000}`,
			settings{Rule: "cubic", Main: "D2", Order: "nearest", Seed: 1, Speed: 0.1, ByGen: true, GrowTo: 5000}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, _ := newTestWorkspace(t, "")
			ws.k.Prefs().SetString(prefSettings, tc.kept)
			if got := loadSettings(ws.k.Prefs()); got != tc.want {
				t.Fatalf("read %+v, want %+v", got, tc.want)
			}
			next := again(t, ws)
			if got := next.Model().Config(); got != tc.want.config() {
				t.Errorf("opened on %+v, want %+v", got, tc.want.config())
			}
		})
	}
}
