package eternitysolveui

import (
	"strings"
	"testing"
	"time"

	solver "plateau/solvers/eternity"
)

func TestTimeLeft(t *testing.T) {
	for _, tc := range []struct {
		done, units int64
		elapsed     time.Duration
		want        string // "" for no guess
	}{
		{0, 0, time.Minute, ""},             // not cut
		{4, 100, time.Minute, ""},           // too few done to guess
		{5, 100, 10 * time.Second, "3 min"}, // 95 openings at 2 s each
		{50, 100, 20 * time.Second, "21 s"},
		{10, 100, time.Hour, "9.0 h"},
		{100, 100, time.Minute, ""}, // finished
	} {
		pg := solver.Progress{Units: tc.units, UnitsDone: tc.done, Elapsed: tc.elapsed}
		got, ok := timeLeft(pg)
		if ok != (tc.want != "") || got != tc.want {
			t.Errorf("%d of %d after %v: %q (%v), want %q", tc.done, tc.units, tc.elapsed, got, ok, tc.want)
		}
		if text := counters(pg, 1e6); ok && !strings.Contains(text, got) {
			t.Errorf("counters %q lack the guess %q", text, got)
		}
	}
}

// While the finale is built the counters say so, not "0 nodes".
func TestCountersWhileTheFinaleIsBuilt(t *testing.T) {
	pg := solver.Progress{Running: true, FinaleBuilding: true, FinaleStored: 1_234_567, Elapsed: 1500 * time.Millisecond}
	text := counters(pg, 0)
	if !strings.Contains(text, "finale") || !strings.Contains(text, "1.2M") || strings.Contains(text, "nodes") {
		t.Errorf("counters during the build: %q", text)
	}
}

func TestPercent(t *testing.T) {
	for _, tc := range []struct {
		part, whole int64
		want        string
	}{
		{0, 0, "0%"}, {0, 10, "0.0%"}, {6, 59_000, "0.01%"}, {1, 3, "33.3%"}, {65, 65, "100.0%"}, {1, 200, "0.5%"},
	} {
		if got := percent(tc.part, tc.whole); got != tc.want {
			t.Errorf("percent(%d, %d) = %q, want %q", tc.part, tc.whole, got, tc.want)
		}
	}
}

func TestAutoDepth(t *testing.T) {
	est := solver.Estimate{ByDepth: []float64{4, 20, 100, 500}}
	for _, tc := range []struct {
		est    solver.Estimate
		target int
		want   int
	}{
		{est, 4, 1},
		{est, 16, 2},
		{est, 100, 3},
		{est, 1000, 3}, // never all the way down: that is no cut
		{solver.Estimate{}, 16, 1},
	} {
		if got := autoDepth(tc.est, tc.target); got != tc.want {
			t.Errorf("autoDepth(%v, %d) = %d, want %d", tc.est.ByDepth, tc.target, got, tc.want)
		}
	}
}

// The counters go on lines two by two in the panel.
func TestLiveLines(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"1 · 2 · 3 · 4 · 5", "1 · 2\n3 · 4\n5"},
		{"1 · 2", "1 · 2"},
		{"storing the finale: 3 fillings", "storing the finale: 3 fillings"},
	} {
		if got := liveLines(tc.in); got != tc.want {
			t.Errorf("liveLines(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// While a search runs, its counters show in the panel, whole: the status
// bar cut them short in a small window ("35.8M nodes · 17.2M/s · depth
// 179 (b…") and they were nowhere else.
func TestTheCountersShowInThePanelDuringASearch(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_08x08.txt")
	p.Run()
	waitLive(t, p)
	text := p.result.Text
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	if !p.result.Visible() || !strings.Contains(text, "nodes · ") || !strings.Contains(text, "\n") || !strings.Contains(text, "solutions") {
		t.Errorf("during the search the panel says %q", text)
	}
}

// Compare's end replaces the last configuration's live counters with its
// summary (they stayed, as if that one ran on).
func TestCompareEndsWithItsSummary(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_08x08.txt")
	p.Compare([]solver.Config{solver.Default})
	waitLive(t, p)
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	if got := p.result.Text; strings.Contains(got, "nodes · ") || !strings.HasPrefix(got, "Compared") {
		t.Errorf("after Compare the panel says %q", got)
	}
}

// A big board's hint stays under the live counters (the first tick
// replaced it).
func TestTheBigBoardHintStaysUnderTheCounters(t *testing.T) {
	w, p := newTestPanel(t)
	openBench(t, w, "brendan1_16x16.txt")
	p.corolle.SetSelected("0") // radius 2 takes a minute to build on 16x16 under -race; the hint is the board's size's
	p.Run()
	hint := p.bigBoardHint()
	waitLive(t, p)
	text := p.result.Text
	w.Status().Stop()
	waitIdle(t, w.Status(), 30*time.Second)
	if hint == "" || !strings.Contains(text, "nodes · ") || !strings.HasSuffix(text, hint) {
		t.Errorf("hint %q; during the search the panel says %q", hint, text)
	}
}

// waitLive runs the UI calls until the panel shows a search's live
// counters; it fails t after a minute (it gave up quietly, and the test
// then read what was there before).
func waitLive(t *testing.T, p *Panel) {
	t.Helper()
	for end := time.Now().Add(time.Minute); !strings.Contains(p.result.Text, "nodes · "); {
		if time.Now().After(end) {
			t.Fatalf("no live counters after a minute: %q", p.result.Text)
		}
		loop.For(20 * time.Millisecond)
	}
}
