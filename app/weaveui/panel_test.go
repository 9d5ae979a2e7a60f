package weaveui

import (
	"path/filepath"
	"plateau/app/kit/kittest"
	"plateau/games/weave"
	"strings"
	"testing"
	"time"
)

// A seed that is not a number is refused in words (it read
// "strconv.ParseUint: parsing ...") and the lattice is kept.
func TestBadSeedIsRefused(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	before := ws.Model().Len()
	ws.panel.seed.SetText("abc")
	ws.panel.seed.OnSubmitted("abc")
	if msg, want := ws.status.Message(), `The seed "abc" is not a whole number from 0 up.`; msg != want {
		t.Errorf("status %q, want %q", msg, want)
	}
	if ws.Model().Len() != before {
		t.Error("the refused seed changed the lattice")
	}
	// a good seed then takes the refusal's place (it stayed)
	ws.panel.seed.SetText("7")
	ws.panel.order.SetSelectedIndex(int(weave.OrderRandom))
	if msg := ws.status.Message(); strings.Contains(msg, "abc") || !strings.Contains(msg, "seed 7") {
		t.Errorf("after a good seed the status says %q", msg)
	}
}

// A seed typed without Enter is taken by Step, by Play, by leaving the
// field and by Save: the field showed 42 while the steps and the file had
// the seed before it. A bad one stops the step, in words.
func TestSeedTypedWithoutEnterIsTaken(t *testing.T) {
	for _, tc := range []struct {
		name string
		act  func(ws *Workspace)
	}{
		{"step", func(ws *Workspace) { ws.Step() }},
		{"play", func(ws *Workspace) { ws.player.play(); ws.player.pause() }},
		{"leave the field", func(ws *Workspace) { ws.panel.seed.FocusLost() }},
		{"save", func(ws *Workspace) { ws.save() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws, _ := newTestWorkspace(t, "")
			ws.k.Files.(*kittest.Files).Path = filepath.Join(t.TempDir(), "l.json")
			ws.panel.order.SetSelectedIndex(int(weave.OrderRandom))
			ws.panel.seed.SetText("42")
			tc.act(ws)
			if got := ws.Model().Config().Seed; got != 42 {
				t.Errorf("seed %d, want 42", got)
			}
		})
	}
	// in random order a bad seed stops the step, in words; in the other
	// orders the seed plays no part, and an emptied field stops nothing
	ws, _ := newTestWorkspace(t, "")
	ws.panel.order.SetSelectedIndex(int(weave.OrderRandom))
	steps := ws.Model().Stats().Steps
	ws.panel.seed.SetText("-3")
	ws.Step()
	if ws.Model().Stats().Steps != steps || !strings.Contains(ws.status.Message(), `"-3"`) {
		t.Errorf("a bad seed: %d steps (was %d), status %q", ws.Model().Stats().Steps, steps, ws.status.Message())
	}
	ws.panel.order.SetSelectedIndex(int(weave.OrderFIFO))
	ws.panel.seed.SetText("")
	ws.Step()
	if ws.Model().Stats().Steps != steps+1 {
		t.Errorf("an empty seed in fifo order stopped the step: %q", ws.status.Message())
	}
}

// A choice refused for the seed's sake leaves the selectors saying what
// the lattice does (Random stayed shown while the lattice went on in fifo,
// Diamond while it kept the source's rule).
func TestSelectorsComeBackAfterARefusedSeed(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.panel.seed.SetText("")
	ws.panel.order.SetSelectedIndex(int(weave.OrderRandom))
	if got := ws.panel.order.SelectedIndex(); got != int(ws.Model().Config().Order) || got != int(weave.OrderFIFO) {
		t.Errorf("the order selector shows %d, the lattice %v", got, ws.Model().Config().Order)
	}
	ws.panel.seed.SetText("7")
	ws.panel.order.SetSelectedIndex(int(weave.OrderRandom))
	ws.panel.seed.SetText("x")
	ws.panel.rule.SetSelectedIndex(int(weave.RuleDiamond))
	if got := ws.panel.rule.SelectedIndex(); got != int(ws.Model().Config().Rule) || got != int(weave.RuleSeed) {
		t.Errorf("the rule selector shows %d, the lattice %v", got, ws.Model().Config().Rule)
	}
}

// TestSelectorsNameEveryRuleAndOrder: the selectors go by index, so each
// label must stand for the constant at its place, and a new rule or order
// in games/weave needs a label here.
func TestSelectorsNameEveryRuleAndOrder(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	if n := len(ws.panel.rule.Options); n != int(weave.RuleCubic)+1 {
		t.Fatalf("%d rule labels, want %d", n, weave.RuleCubic+1)
	}
	if n := len(ws.panel.order.Options); n != int(weave.OrderManual)+1 {
		t.Fatalf("%d order labels, want %d", n, weave.OrderManual+1)
	}
	for _, r := range []weave.Rule{weave.RuleDiamond, weave.RuleCubic, weave.RuleSeed} {
		ws.panel.rule.SetSelectedIndex(int(r))
		kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second) // the new lattice grows in a job
		if got := ws.Model().Config().Rule; got != r {
			t.Errorf("label %q grew rule %v, want %v", ws.panel.rule.Selected, got, r)
		}
	}
	for _, o := range []weave.Order{weave.OrderLIFO, weave.OrderRandom, weave.OrderNearest, weave.OrderFIFO} {
		ws.panel.order.SetSelectedIndex(int(o))
		if got := ws.Model().Config().Order; got != o {
			t.Errorf("label %q set order %v, want %v", ws.panel.order.Selected, got, o)
		}
	}
}
