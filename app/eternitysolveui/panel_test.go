package eternitysolveui

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"plateau/app/eternityui"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
	solver "plateau/solvers/eternity"
)

// loop is the test's main loop, where the panel's goroutines put their
// widget work (kit.Do); waitIdle runs it.
var loop *kit.Loop

func newTestPanel(t testing.TB) (*eternityui.Workspace, *Panel) {
	t.Helper()
	loop = kittest.Loop(t)
	k := kittest.New(t, "")
	w := eternityui.New(k)
	p := Attach(w)
	kittest.Show(k, w.Content())
	return w, p
}

// openBench opens the benchmark instance name (brendan1_07x07.txt) in w.
func openBench(t testing.TB, w *eternityui.Workspace, name string) {
	t.Helper()
	if err := w.OpenPath(filepath.Join(eternitytest.Dir(), name)); err != nil {
		t.Fatal(err)
	}
}

func waitIdle(t *testing.T, st *kit.StatusBar, limit time.Duration) {
	t.Helper()
	if !loop.Until(st.Idle(), limit) {
		t.Fatalf("the job did not end within %v", limit)
	}
}

// waitBoard runs the UI calls until a running search shows a board (Max
// score's best so far), to stop it with something to show; it fails t
// after half a minute.
func waitBoard(t *testing.T, w *eternityui.Workspace) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); w.ShowingBoard() == nil; {
		if time.Now().After(end) {
			t.Fatal("no board shown after half a minute")
		}
		loop.For(20 * time.Millisecond)
	}
}

func TestSolveFindsACheckedSolutionAndPutsItOnTheBoard(t *testing.T) {
	w, p := newTestPanel(t)
	p.Run()
	waitIdle(t, w.Status(), 30*time.Second)
	if len(p.solutions) == 0 {
		t.Fatalf("no solution; result %q", p.result.Text)
	}
	kittest.LabelsFit(t, w.Content())
	d := w.Design()
	sol := p.solutions[0]
	if sc := game.ScoreBoard(d.Puzzle, sol); !sc.Solved() {
		t.Fatalf("the solution scores %d of %d", sc.Matched, sc.Total)
	}
	p.apply()
	d = w.Design()
	if sc := game.ScoreBoard(d.Puzzle, d.Board); !sc.Solved() {
		t.Errorf("after Put on the board the design scores %d of %d", sc.Matched, sc.Total)
	}
	if got := w.Status().Message(); !strings.Contains(got, "Undo (Ctrl+Z)") {
		t.Errorf("after Put on the board the status bar says %q, not how to take it back", got)
	}
	p.apply() // twice: still one undo step
	w.Undo()
	if d := w.Design(); d.Board.Placed() == len(d.Puzzle.Pieces) {
		t.Error("undo kept the whole solution on the board")
	}
}

// Stop ends a search under way: the job ends (the 30 s wait guards
// against a hang, it is not a timing), the panel and the status bar say
// it stopped, and the result reports the partial counts, at least the
// nodes the live counters had shown. The search counts every solution of
// brendan1 7x7 (ten minutes on two cores), so it is still running when
// stopped. That a stopped search's workers go on for at most a poll's
// nodes is solvers/eternity's TestStopSeenAtTheNextPoll; how long the
// whole Stop takes, BenchmarkPanelStop's.
func TestStopEndsASearch(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_07x07.txt")
	p.all.SetChecked(true)
	p.Run()
	live := waitNodes(t, w)
	w.Status().Stop()
	if !loop.Until(w.Status().Idle(), 30*time.Second) { // a hang guard, not a timing
		t.Fatal("the search did not stop")
	}
	if !strings.HasPrefix(p.result.Text, "Stopped: ") {
		t.Fatalf("result after Stop: %q", p.result.Text)
	}
	if msg := w.Status().Message(); !strings.HasPrefix(msg, "Stopped: ") {
		t.Errorf("status after Stop: %q", msg)
	}
	if n, ok := shownNodes(p.result.Text); !ok || n < live {
		t.Errorf("result after Stop: %q, want the nodes counted, at least the %v shown live", p.result.Text, live)
	}
}

// waitNodes runs the UI calls until the live counters of a running search
// show nodes counted, and returns that count; it fails t after half a
// minute (a hang guard).
func waitNodes(t testing.TB, w *eternityui.Workspace) float64 {
	t.Helper()
	return waitCounted(t, w.Status())
}

// waitCounted is waitNodes on status bar st.
func waitCounted(t testing.TB, st *kit.StatusBar) float64 {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); ; loop.For(5 * time.Millisecond) {
		if n, ok := shownNodes(st.Counters()); ok && n > 0 {
			return n
		}
		if time.Now().After(end) {
			t.Fatalf("no nodes counted after half a minute: counters %q", st.Counters())
		}
	}
}

// shownNodes reads the count written before " nodes" in text (kit.Human's
// 123, 1.5k, 12.3M, 4.56G or 1.23T).
func shownNodes(text string) (float64, bool) {
	before, _, ok := strings.Cut(text, " nodes")
	if !ok {
		return 0, false
	}
	fields := strings.Fields(before)
	if len(fields) == 0 {
		return 0, false
	}
	num := fields[len(fields)-1]
	scale := 1.0
	if i := strings.IndexAny(num, "kMGT"); i > 0 {
		scale = map[byte]float64{'k': 1e3, 'M': 1e6, 'G': 1e9, 'T': 1e12}[num[i]]
		num = num[:i]
	}
	v, err := strconv.ParseFloat(num, 64)
	return v * scale, err == nil
}

// BenchmarkPanelStop reports how long Stop takes to end a search of
// brendan1 7x7 counting every solution, from Stop to the panel's result
// shown, once the live counters show nodes:
// go test -tags ci -run '^$' -bench PanelStop -benchtime 10x ./app/eternitysolveui/
func BenchmarkPanelStop(b *testing.B) {
	w, p := newTestPanel(b)
	openBench(b, w, "brendan1_07x07.txt")
	p.all.SetChecked(true)
	var total time.Duration
	for b.Loop() {
		p.Run()
		waitNodes(b, w)
		start := time.Now()
		w.Status().Stop()
		if !loop.Until(w.Status().Idle(), 30*time.Second) {
			b.Fatal("the search did not stop")
		}
		total += time.Since(start)
		if !strings.HasPrefix(p.result.Text, "Stopped: ") {
			b.Fatalf("result after Stop: %q", p.result.Text)
		}
	}
	b.ReportMetric(float64(total.Microseconds())/1000/float64(b.N), "ms/stop")
}

// TestResultSaysFirstOnlyWhenSolved: a search stopped before any solution
// does not report a first solution "after 0 nodes, 0 ms"; one that ended
// at its first solution says so once, with the board's turns counted
// apart ("Found a solution: 4 solutions" read as a contradiction).
func TestResultSaysFirstOnlyWhenSolved(t *testing.T) {
	w, p := newTestPanel(t)
	p.solvedFor = designKey(w.Design()) // as a run started on it says
	for _, tc := range []struct {
		r                 solver.Result
		want, not, status string
	}{
		{solver.Result{Nodes: 204_000_000, BestDepth: 54, Elapsed: 3 * time.Second}, "Stopped: 0 solutions, 204.0M nodes in 3.00 s; best depth 54.", "first after",
			"Stopped: 0 solutions, 204.0M nodes in 3.00 s; best depth 54."},
		{solver.Result{Solved: true, Complete: true, Solutions: 1, Nodes: 140_000, FirstSolutionNodes: 139_000, BestDepth: 36}, "Found a solution after 139.0k nodes", "boards",
			"Found a solution after 139.0k nodes, 0 ms; best depth 36."},
		{solver.Result{Solved: true, Complete: true, Solutions: 4, Nodes: 140_000, FirstSolutionNodes: 139_000, BestDepth: 36},
			"; best depth 36. With its turns of the whole board, 4 boards.", "4 solutions", "Found a solution after 139.0k nodes, 0 ms; best depth 36."},
		{solver.Result{Solved: true, Solutions: 8, Nodes: 900_000, FirstSolutionNodes: 139_000, BestDepth: 36}, "Stopped: 8 solutions, 900.0k nodes in 0 ms; first after 139.0k nodes", "Found",
			"Stopped: 8 solutions, 900.0k nodes in 0 ms; first after 139.0k nodes, 0 ms; best depth 36."},
		{solver.Result{Nodes: 2_400_000_000, BestDepth: 60, Elapsed: 30 * time.Second, Explored: 0.00316},
			"Stopped: 0 solutions, 2.40G nodes in 30.0 s; best depth 60. About 0.32% of the tree explored.", "", "Stopped: 0 solutions, 2.40G nodes in 30.0 s; best depth 60."},
		{solver.Result{Solved: true, Complete: true, Solutions: 4, Nodes: 140_000, FirstSolutionNodes: 139_000, BestDepth: 36, Explored: 0.2}, "boards.", "explored",
			"Found a solution after 139.0k nodes, 0 ms; best depth 36."},
	} {
		p.finish(tc.r, nil)
		if got := p.result.Text; !strings.Contains(got, tc.want) || tc.not != "" && strings.Contains(got, tc.not) {
			t.Errorf("result %q, want it to say %q and not %q", got, tc.want, tc.not)
		}
		// The status bar says the result's first sentence, not "done".
		if msg := p.w.Status().Message(); msg != tc.status {
			t.Errorf("status %q, want %q", msg, tc.status)
		}
	}
}

// TestStoppedOnABigBoardPointsToMaxScore: a search stopped without a
// solution on a board of 10x10 or more says where to turn; on a smaller
// one it does not.
func TestStoppedOnABigBoardPointsToMaxScore(t *testing.T) {
	w, p := newTestPanel(t)
	stopped := solver.Result{Nodes: 1e9, BestDepth: 80, Elapsed: time.Minute, Explored: 1e-12}
	p.solvedFor = designKey(w.Design()) // as a run started on it says
	p.finish(stopped, nil)
	if !strings.HasPrefix(p.result.Text, "Stopped") || strings.Contains(p.result.Text, "Max score") {
		t.Errorf("6x6: %q", p.result.Text)
	}
	openBench(t, w, "brendan1_10x10.txt")
	p.solvedFor = designKey(w.Design())
	p.finish(stopped, nil)
	if !strings.Contains(p.result.Text, "Max score finds the best boards") {
		t.Errorf("10x10: %q", p.result.Text)
	}
	p.result.SetText("")
	p.Run() // and says so as the search starts
	if !strings.Contains(p.result.Text, "Max score finds the best boards") {
		t.Errorf("10x10 search started: %q", p.result.Text)
	}
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
}

// TestMaxScoreStoppedShowsItsBest: Max score runs until stopped, its usual
// end; the status then says the score reached (it said "done", then
// "stopped"), and the best board is kept.
func TestMaxScoreStoppedShowsItsBest(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_10x10.txt")
	p.methods.SetSelectedIndex(2)
	p.Run()
	waitBoard(t, w)
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	if msg := w.Status().Message(); !strings.HasPrefix(msg, "Best board: ") || msg != p.result.Text {
		t.Errorf("status %q, want the best board's score", msg)
	}
	if len(p.solutions) != 1 || !strings.HasPrefix(p.result.Text, "Best board") {
		t.Errorf("%d boards kept, result %q", len(p.solutions), p.result.Text)
	}
	if p.which.Text != "The best board found" { // it said "Solution 1 of 1"
		t.Errorf("the stepper says %q", p.which.Text)
	}
}

// TestTimeLimitStopsEachMethod: with a time limit, a search that would run
// for minutes, SAT and Max score each end by themselves, as if stopped
// (no error dialog for the deadline), keeping what they found.
func TestTimeLimitStopsEachMethod(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_08x08.txt")
	saved := limits[1]
	limits[1] = 300 * time.Millisecond
	defer func() { limits[1] = saved }()
	p.limit.SetSelectedIndex(1)
	for method, name := range []string{"search", "SAT", "max score"} {
		p.methods.SetSelectedIndex(method)
		start := time.Now()
		p.Run()
		waitIdle(t, w.Status(), 30*time.Second)
		if took := time.Since(start); took < 300*time.Millisecond {
			t.Errorf("%s: ended after %v, before its limit", name, took)
		}
		// stopped, or for Max score, whose usual end that is, the score reached
		if msg := w.Status().Message(); !strings.HasSuffix(msg, ": stopped") && !strings.HasPrefix(msg, "Stopped: ") && !strings.HasPrefix(msg, "Best board: ") {
			t.Errorf("%s: status %q, want it to say stopped", name, msg)
		}
		if !strings.HasPrefix(p.result.Text, "Stopped") && !strings.HasPrefix(p.result.Text, "Best board") {
			t.Errorf("%s: result %q", name, p.result.Text)
		}
	}
	// In Compare the limit bounds each configuration: both rows stopped.
	p.Compare([]solver.Config{solver.Default, {}})
	waitIdle(t, w.Status(), 30*time.Second)
	if len(p.rows) != 2 || p.rows[0].Complete || p.rows[1].Complete {
		t.Errorf("compare under the limit: %+v", p.rows)
	}
}

// TestResultGroupsLargeCounts: the solutions and openings counted in a
// result are written as kit.Int writes numbers, grouped from 10000 up
// (the node counts are kit.Human's); the comparison table's solutions
// column too.
func TestResultGroupsLargeCounts(t *testing.T) {
	kit.SetLanguage("en") // the translations, and their group separator
	defer kit.SetLanguage("")
	w, p := newTestPanel(t)
	p.solvedFor = designKey(w.Design())
	p.finish(solver.Result{Solved: true, Solutions: 23456, Nodes: 9_000_000, FirstSolutionNodes: 139_000, BestDepth: 36,
		Openings: 6, Units: 123456, UnitsDone: 2345}, nil)
	for _, want := range []string{"Stopped: 23,456 solutions", " Openings of depth 6: 123,456, 2345 explored."} {
		if got := p.result.Text; !strings.Contains(got, want) {
			t.Errorf("result %q, want it to say %q", got, want)
		}
	}
	rows := []solver.Row{{Config: solver.Default, Complete: true, Solutions: 123456}}
	if got := tableCell(rows, nil, 1, 4); got != "123,456" {
		t.Errorf("the solutions column says %q, want 123,456", got)
	}
}
