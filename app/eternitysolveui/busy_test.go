package eternitysolveui

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	solver "plateau/solvers/eternity"
)

const busyText = "Another job is running: wait for it, or press Esc to stop it."

// startLong starts a search of minutes and waits until it searches.
func startLong(t *testing.T) (*Panel, func() fyne.Canvas) {
	t.Helper()
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_08x08.txt")
	p.Run()
	waitNodes(t, w)
	t.Cleanup(func() {
		w.Status().Stop()
		loop.Until(w.Status().Idle(), time.Minute)
	})
	return p, w.Window().Canvas
}

// The panel's actions during a search did nothing and said nothing, and
// Compare's dialog took the choices and then dropped them on Run.
func TestActionsDuringASearchSayWhyTheyWait(t *testing.T) {
	for _, tc := range append(slices.Clone(searches),
		action{"Count", (*Panel).Estimate},
		action{"Save…", (*Panel).SaveOpenings},
		action{"Compare…", (*Panel).compareDialog},
		action{"Compare's Run", func(p *Panel) { p.Compare([]solver.Config{solver.Default}) }},
	) {
		t.Run(tc.name, func(t *testing.T) {
			p, canvas := startLong(t)
			st := p.w.Status()
			running := st.Idle()
			tc.do(p)
			if msg := st.Message(); msg != busyText {
				t.Errorf("status %q, want %q", msg, busyText)
			}
			if st.Idle() != running {
				t.Error("the search was replaced")
			}
			if top := canvas().Overlays().Top(); top != nil {
				t.Error("a dialog opened whose choices would be dropped")
			}
		})
	}
}

// A Space pressed just after Esc, or after the status bar's Stop button,
// to start again, was dropped while the stopped search wound up: it
// starts a search once that one has ended. After the Stop button it was
// still dropped ("Another job is running") once Esc's case was mended.
func TestSpaceJustAfterStopStartsAgain(t *testing.T) {
	for _, tc := range []struct {
		name string
		stop func(p *Panel)
	}{
		{"Esc", func(p *Panel) { p.w.Keys().Escape() }}, // as the shell calls it
		{"the Stop button", func(p *Panel) { test.Tap(stopButton(t, p)) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, _ := startLong(t)
			st := p.w.Status()
			stopped := st.Idle()
			tc.stop(p)
			// the stopped search's end cannot reach the test's UI loop
			// before Space: the loop has not run since the stop
			p.w.Keys().Space()
			if !loop.Until(stopped, 30*time.Second) {
				t.Fatal("the search did not stop")
			}
			for end := time.Now().Add(30 * time.Second); !st.Busy(); loop.For(20 * time.Millisecond) {
				if time.Now().After(end) {
					t.Fatalf("no search started after the stopped one ended (status %q)", st.Message())
				}
			}
			if st.Idle() == stopped {
				t.Error("the stopped search still runs")
			}
		})
	}
}

// stopButton is the status bar's Stop button, shown while a job runs.
func stopButton(t *testing.T, p *Panel) *widget.Button {
	t.Helper()
	for _, o := range test.LaidOutObjects(p.w.Status().Object()) {
		if b, ok := o.(*widget.Button); ok && b.Text == "Stop" && b.Visible() {
			return b
		}
	}
	t.Fatal("no Stop button in the status bar")
	return nil
}
