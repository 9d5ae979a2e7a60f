package eternitysolveui

import (
	"strings"
	"testing"
	"time"

	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

// Compare and Count answer for the puzzle they were started on: one whose
// fixed pieces changed meanwhile got the first one's table or count.
func TestCompareAndCountOfAnotherPuzzleAreDropped(t *testing.T) {
	for _, tc := range []struct {
		name  string
		start func(p *Panel)
	}{
		{"compare", func(p *Panel) { p.Compare([]solver.Config{solver.Default}) }},
		{"count", func(p *Panel) { p.openings.SetSelected("3"); p.Estimate() }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, p := newTestPanel(t)
			tc.start(p)
			d := w.Design()
			if err := w.ApplyHints(game.NewBoard(d.Board.W, d.Board.H)); err != nil { // the sample's fixed piece freed
				t.Fatal(err)
			}
			waitIdle(t, w.Status(), 60*time.Second)
			if p.rows != nil || p.result.Visible() && p.result.Text != "" || !strings.Contains(w.Status().Message(), "changed") {
				t.Errorf("rows %d, result %q, status %q; want nothing shown and a word why", len(p.rows), p.result.Text, w.Status().Message())
			}
		})
	}
}

// The result says what the run was asked for, whatever the All box says
// when it ends: ticked during a first-only run, the first solution's count
// read as a full count.
func TestTheResultSaysWhatTheRunWasAskedFor(t *testing.T) {
	w, p := newTestPanel(t)
	p.all.SetChecked(false)
	p.Run()
	p.all.SetChecked(true)
	waitIdle(t, w.Status(), 30*time.Second)
	if !strings.HasPrefix(p.result.Text, "Found a solution") {
		t.Errorf("a first-only run says %q", p.result.Text)
	}
}

// A search stopped while it was prepared (corolles of radius 2 on 16x16)
// says so and how long it took: it said 0 nodes in 0 ms.
func TestStoppedWhilePrepared(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_16x16.txt")
	p.Run()
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	if !strings.Contains(p.result.Text, "prepared") {
		t.Errorf("result %q", p.result.Text)
	}
}

// Openings asked for on one worker cut the tree as for more, and the
// result says how many were explored (one worker searched the tree whole
// and the setting was taken without effect).
func TestOpeningsOnOneWorker(t *testing.T) {
	w, p := newTestPanel(t)
	p.workers.SetSelected("1")
	p.openings.SetSelected("3")
	p.all.SetChecked(true)
	p.Run()
	waitIdle(t, w.Status(), 60*time.Second)
	if !strings.Contains(p.result.Text, "Openings of depth 3: ") || !strings.HasSuffix(p.result.Text, "explored.") {
		t.Errorf("result %q", p.result.Text)
	}
}

// Undo and Redo that put back another puzzle stop the search of the one
// they replace, and leave their word in the status bar: the search went
// on, drawing its boards with the pieces of the puzzle put back.
func TestUndoStopsASearchOfThePuzzleUndone(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(w *eternityui.Workspace) // a 7x7 blank to search, another puzzle an undo or a redo away
		back func(w *eternityui.Workspace)
		says string
	}{
		{"undo", func(w *eternityui.Workspace) { _ = w.NewBlank(7, 7) }, (*eternityui.Workspace).Undo, "Undone."},
		{"redo", func(w *eternityui.Workspace) { _ = w.NewBlank(7, 7); _ = w.NewBlank(4, 4); w.Undo() }, (*eternityui.Workspace).Redo, "Redone."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, p := newTestPanel(t)
			tc.set(w)
			if d := w.Design(); d.Puzzle.W != 7 {
				t.Fatalf("set-up: a %dx%d puzzle", d.Puzzle.W, d.Puzzle.H)
			}
			searching(t, w, p)
			tc.back(w)
			waitIdle(t, w.Status(), 30*time.Second)
			if msg := w.Status().Message(); !strings.HasPrefix(msg, tc.says+" (Solving") || !strings.HasSuffix(msg, ": stopped)") || p.result.Visible() && p.result.Text != "" {
				t.Errorf("status %q, result %q; want %q, the search stopped, and no result", msg, p.result.Text, tc.says)
			}
		})
	}
}

// An edit that changes the puzzle a search works on (its pieces, or the
// fixed ones) stops the search, as Undo does; one that leaves it as it was
// (a piece moved on the board) does not. Painting went on searching the
// puzzle before, drawing its boards with the new pieces.
func TestAnEditOfThePuzzleStopsItsSearch(t *testing.T) {
	for _, tc := range []struct {
		name, bench string
		all         bool // every solution: a 10x10 is searched far longer than the wait
		edit        func(t *testing.T, w *eternityui.Workspace)
		stops       bool
	}{
		{"painting", "brendan1_10x10.txt", true, paintAnInnerEdge, true},
		{"fixing a piece", "brendan1_10x10.txt", true, func(t *testing.T, w *eternityui.Workspace) {
			if err := w.MovePiece(1, 0, 0); err != nil {
				t.Fatal(err)
			}
			w.ToggleFixed()
		}, true},
		{"moving a piece", "brendan1_05x05.txt", false, func(t *testing.T, w *eternityui.Workspace) {
			if err := w.MovePiece(1, 0, 0); err != nil {
				t.Fatal(err)
			}
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, p := newTestPanel(t)
			openBench(t, w, tc.bench)
			p.all.SetChecked(tc.all)
			p.Run()
			tc.edit(t, w)
			waitIdle(t, w.Status(), 30*time.Second)
			msg := w.Status().Message()
			switch {
			case tc.stops && msg != "The puzzle changed during the search: run it again.":
				t.Errorf("status %q, result %q; want the search stopped for the puzzle changed", msg, p.result.Text)
			case !tc.stops && !strings.HasPrefix(p.result.Text, "Found a solution"):
				t.Errorf("status %q, result %q; want the search to its solution", msg, p.result.Text)
			}
		})
	}
}

// paintAnInnerEdge paints side N of an inner piece of w's puzzle with an
// inner colour it lacks there.
func paintAnInnerEdge(t *testing.T, w *eternityui.Workspace) {
	t.Helper()
	pieces := w.Design().Puzzle.Pieces
	for i, pc := range pieces {
		for _, q := range pieces {
			if pc.FrameSides() == 0 && q.FrameSides() == 0 && q[1] != pc[0] {
				w.SetBrush(q[1])
				if err := w.PaintTrayEdge(i+1, game.North); err != nil {
					t.Fatal(err)
				}
				return
			}
		}
	}
	t.Fatal("no inner edge to paint")
}

// Generate while a search runs stops the search and then generates, as New
// and Open replace the puzzle searched; it failed with "a job is already
// running".
func TestGenerateStopsASearch(t *testing.T) {
	w, p := newTestPanel(t)
	if err := w.NewBlank(7, 7); err != nil {
		t.Fatal(err)
	}
	searching(t, w, p)
	generated := make(chan struct{})
	var genErr error
	w.Generate(game.GenOptions{W: 5, H: 5, BorderColors: 3, InnerColors: 4, Seed: 7}, false, func(err error) { genErr = err; close(generated) })
	if !loop.Until(generated, 30*time.Second) {
		t.Fatal("the generation never ended")
	}
	if genErr != nil {
		t.Fatal(genErr)
	}
	if d := w.Design(); d.Puzzle.W != 5 || w.Status().Busy() {
		t.Errorf("a %dx%d design, busy %v; want the generated 5x5", d.Puzzle.W, d.Puzzle.H, w.Status().Busy())
	}
}

// A partial board the watcher took just before the search returned, and
// queued after its end, is not shown: it stayed over the design (or over
// the solution found) once in fifty stops.
func TestNoLiveBoardAfterTheSearch(t *testing.T) {
	w, p := newTestPanel(t)
	d := w.Design()
	s, err := solver.NewSearch(d.Puzzle, solver.Options{Hints: d.Board})
	if err != nil {
		t.Fatal(err)
	}
	queued := make(chan func(), 64)
	stop := watch(s, &kit.Progress{}, func(f func()) { queued <- f }, p, nil)
	late := <-queued // a tick's board, not shown yet
	stop()
	_ = w.ShowBoard(nil) // the job's end
	late()
	if b := w.ShowingBoard(); b != nil {
		t.Errorf("a board of %d pieces shows after the search", b.Placed())
	}
}

// A run starts clean, whatever the method: SAT showed Max score's best
// board and "Best board: ..." for as long as it ran.
func TestARunClearsTheLastAnswer(t *testing.T) {
	w, p := newTestPanel(t)
	p.methods.SetSelectedIndex(2) // max score
	p.Run()
	waitBoard(t, w)
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	if !strings.HasPrefix(p.result.Text, "Best board") || w.ShowingBoard() == nil {
		t.Fatalf("set-up: result %q, board shown %v", p.result.Text, w.ShowingBoard() != nil)
	}
	p.methods.SetSelectedIndex(1) // SAT
	p.Run()
	if p.result.Visible() && p.result.Text != "" || w.ShowingBoard() != nil || p.nav.Visible() {
		t.Errorf("SAT running: result %q, board shown %v, solutions to step %v", p.result.Text, w.ShowingBoard() != nil, p.nav.Visible())
	}
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	// Compare too: the stepper stayed beside its live boards
	p.methods.SetSelectedIndex(0)
	p.Run()
	waitIdle(t, w.Status(), 30*time.Second)
	if !p.nav.Visible() {
		t.Fatal("set-up: no solution to step through")
	}
	p.Compare([]solver.Config{solver.Default})
	if p.nav.Visible() || w.ShowingBoard() != nil {
		t.Errorf("comparing: solutions to step %v, board shown %v", p.nav.Visible(), w.ShowingBoard() != nil)
	}
	waitIdle(t, w.Status(), 30*time.Second)
}

// With more solutions found than kept, the stepper says so: "Solution 1 of
// 1000" read as all there were, beside "10684 solutions".
func TestTheStepperSaysSolutionsWereLeftOut(t *testing.T) {
	w, p := newTestPanel(t)
	done := make(chan struct{})
	w.Generate(game.GenOptions{W: 5, H: 5, BorderColors: 3, InnerColors: 3, Seed: 5}, false, func(error) { close(done) })
	if !loop.Until(done, 30*time.Second) {
		t.Fatal("the generation never ended")
	}
	p.all.SetChecked(true)
	p.Run()
	waitIdle(t, w.Status(), 30*time.Second)
	if len(p.solutions) != keepSolutions || p.found <= keepSolutions {
		t.Fatalf("set-up: %d kept of %d found", len(p.solutions), p.found)
	}
	if got := p.which.Text; !strings.Contains(got, "of the first 1000 kept") {
		t.Errorf("the stepper says %q", got)
	}
	if wd := p.nav.MinSize().Width; wd > 240 {
		t.Errorf("the stepper needs %.0f wide: the panel grows past the window", wd)
	}
	kittest.LabelsFit(t, w.Content())
	// Check unique keeps two: they are all it found, not "of 10.7k"
	p.CheckUnique()
	waitIdle(t, w.Status(), 30*time.Second)
	if got := p.which.Text; got != "Solution 1 of 2" {
		t.Errorf("after Check unique the stepper says %q", got)
	}
}

// The rate shown holds over a second: counts published in batches made a
// tenth of a second read 0/s, then twice the true rate.
func TestRateMeterHoldsOverASecond(t *testing.T) {
	t0 := time.Unix(0, 0)
	m := rateMeter{at: t0}
	steps := []struct {
		ms    int
		nodes int64
		want  float64
	}{
		{100, 1_000_000, 10e6}, // the first span measured at once
		{200, 1_000_000, 10e6}, // no batch this tick: the rate holds
		{300, 3_000_000, 10e6},
		{1100, 11_000_000, 10e6}, // a second since the first span: measured again
		{1200, 11_000_000, 10e6},
	}
	for _, s := range steps {
		if got := m.sample(s.nodes, t0.Add(time.Duration(s.ms)*time.Millisecond)); got != s.want {
			t.Errorf("at %d ms, %d nodes: %.0f/s, want %.0f/s", s.ms, s.nodes, got, s.want)
		}
	}
}

// A search stopped while its finale was stored says so and for how long:
// it said "0 solutions, 0 nodes; best depth 1".
func TestStoppedWhileStoringTheFinale(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_07x07.txt")
	p.finale.SetSelected("12") // seconds to store
	p.Run()
	// the corolles come first (under load, past a fixed wait): stop once
	// the finale's own counters show
	for end := time.Now().Add(time.Minute); w.Status().Busy() && !strings.Contains(w.Status().Counters(), "storing the finale"); {
		if time.Now().After(end) {
			t.Fatalf("the finale's counters never showed: %q", w.Status().Counters())
		}
		loop.For(20 * time.Millisecond)
	}
	if !w.Status().Busy() {
		t.Skip("the finale was stored before the stop")
	}
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	if !strings.HasPrefix(p.result.Text, "Stopped while storing the finale, after ") {
		t.Errorf("result %q", p.result.Text)
	}
}

// A search stopped by an edit of the puzzle, or by the person after one,
// says why its answer is dropped; only New, Open, Generate, Undo and Redo,
// which say what they did, leave their own word instead.
func TestStopAfterAnEditSaysThePuzzleChanged(t *testing.T) {
	w, p := newTestPanel(t)
	if err := w.NewBlank(7, 7); err != nil {
		t.Fatal(err)
	}
	searching(t, w, p)
	b := w.Design().Board
	for i := range b.Cells {
		b.Cells[i].Fixed = !b.Cells[i].Empty() && i == 0
	}
	if err := w.ApplyHints(b); err != nil {
		t.Fatal(err)
	}
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	if msg := w.Status().Message(); msg != "The puzzle changed during the search: run it again." {
		t.Errorf("status %q", msg)
	}
}

// searching starts a search for every solution and lets it run a fifth of
// a second, skipping the test when it ended by then: nothing is left to
// interrupt.
func searching(t *testing.T, w *eternityui.Workspace, p *Panel) {
	t.Helper()
	p.all.SetChecked(true)
	p.Run()
	loop.For(200 * time.Millisecond)
	if !w.Status().Busy() {
		t.Skip("the search ended before it could be interrupted")
	}
}

// A search goes on while another workspace is shown: a look elsewhere
// stopped it without a word.
func TestASearchGoesOnWhileHidden(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_08x08.txt")
	p.Run()
	w.Shown(false)
	loop.For(300 * time.Millisecond)
	busy := w.Status().Busy()
	w.Shown(true)
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	if !busy {
		t.Errorf("hiding the workspace stopped the search: %q", w.Status().Message())
	}
}
