package eternitysolveui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/eternityui"
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

// droppedText is what the status bar adds when an action queued after
// Stop is dropped because the design changed.
const droppedText = "What you asked for after Stop did not run: the design changed meanwhile."

// An action pressed just after Esc waited for the stopped search and then
// ran on whatever design showed when that search ended: a puzzle opened,
// New, Undo or an edit meanwhile had its search start unasked, "Solving…"
// over "Opened…". It is dropped, and the status bar says so after what
// the change said.
func TestAnActionAfterStopIsDroppedWhenTheDesignChanged(t *testing.T) {
	for _, tc := range []struct {
		name   string
		action func(p *Panel)
		change func(t *testing.T, w *eternityui.Workspace)
		says   string // the start of the message: what the change said
	}{
		{"Space, then Open", func(p *Panel) { p.w.Keys().Space() }, func(t *testing.T, w *eternityui.Workspace) {
			openBench(t, w, "brendan2_08x08.txt")
		}, "Opened brendan2_08x08.txt"},
		{"Count, then Open", (*Panel).Estimate, func(t *testing.T, w *eternityui.Workspace) {
			openBench(t, w, "brendan2_08x08.txt")
		}, "Opened brendan2_08x08.txt"},
		{"Space, then New", func(p *Panel) { p.w.Keys().Space() }, func(t *testing.T, w *eternityui.Workspace) {
			if err := w.NewBlank(5, 5); err != nil {
				t.Fatal(err)
			}
		}, "Blank puzzle"},
		// the move undone leaves the search's puzzle as it was: the
		// stopped search says what it found over "Undone."
		{"Space, then Undo", func(p *Panel) { p.w.Keys().Space() }, func(_ *testing.T, w *eternityui.Workspace) { w.Undo() }, "Stopped: "},
		{"Space, then a piece moved", func(p *Panel) { p.w.Keys().Space() }, func(t *testing.T, w *eternityui.Workspace) {
			if err := w.MovePiece(2, 1, 0); err != nil {
				t.Fatal(err)
			}
		}, "Stopped: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, p := newTestPanel(t)
			openBench(t, w, "brendan1_08x08.txt")
			if err := w.MovePiece(1, 0, 0); err != nil { // a step for Undo
				t.Fatal(err)
			}
			p.Run()
			waitNodes(t, w)
			st := w.Status()
			stopped := st.Idle()
			w.Keys().Escape()
			tc.action(p) // queued until the stopped search has ended
			tc.change(t, w)
			if !loop.Until(stopped, 30*time.Second) {
				t.Fatal("the search did not stop")
			}
			// the queued action runs, or is dropped, once the search has ended
			// (a new job has a new Idle: a search of a blank 5x5 ends at once)
			for end := time.Now().Add(30 * time.Second); st.Idle() == stopped && !strings.Contains(st.Message(), droppedText); loop.For(20 * time.Millisecond) {
				if time.Now().After(end) {
					t.Fatalf("the queued action neither ran nor was said dropped: status %q", st.Message())
				}
			}
			if st.Idle() != stopped {
				st.Stop()
				loop.Until(st.Idle(), time.Minute)
				t.Fatalf("a job started on the design shown after the change, unasked: status %q", st.Message())
			}
			if msg := st.Message(); !strings.HasPrefix(msg, tc.says) || !strings.HasSuffix(msg, droppedText) {
				t.Errorf("status %q, want %q first, then %q", msg, tc.says, droppedText)
			}
		})
	}
}
