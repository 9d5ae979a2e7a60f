package eternitysolveui

import (
	"strings"
	"testing"
	"time"

	solver "plateau/solvers/eternity"
)

// TestCompareRunsEachConfiguration: Compare runs the configurations one
// after the other, with one bar across them all, and tabulates each.
func TestCompareRunsEachConfiguration(t *testing.T) {
	w, p := newTestPanel(t)
	if !raceEnabled { // a second of CaPi, long enough to watch the bar
		openBench(t, w, "brendan1_06x06.txt")
	}
	configs := []solver.Config{{Order: solver.RowScan, Model: solver.CaPi}, solver.Default}
	p.Compare(configs)
	// The bar goes once across for both: it never goes back to 0 for the
	// second configuration.
	var bar []float64
	for deadline := time.Now().Add(60 * time.Second); ; {
		select {
		case <-w.Status().Idle():
		default:
			if time.Now().After(deadline) {
				t.Fatal("the comparison did not end within 60 s")
			}
			loop.For(20 * time.Millisecond)
			if v := w.Status().ProgressValue(); v >= 0 {
				bar = append(bar, v)
			}
			continue
		}
		break
	}
	for i := 1; i < len(bar); i++ {
		if bar[i] < bar[i-1]-0.05 {
			t.Fatalf("the bar went back from %.2f to %.2f", bar[i-1], bar[i])
		}
	}
	if len(p.rows) != len(configs) {
		t.Fatalf("%d rows for %d configurations", len(p.rows), len(configs))
	}
	for i, r := range p.rows {
		if !r.Complete || r.Solutions == 0 || r.Solutions != p.rows[0].Solutions || r.Config != configs[i] {
			t.Errorf("row %d: %+v", i, r)
		}
	}
}

// TestTableCells: a configuration that found no solution shows no time or
// nodes to a first one, and a stopped one says so.
func TestTableCells(t *testing.T) {
	head := []string{"#", "Configuration", "First solution", "Nodes to first", "Solutions", "Nodes", "Total time"}
	rows := []solver.Row{
		{Config: solver.Default, Complete: true, Solutions: 260, FirstSolutionTime: 3 * time.Millisecond, FirstSolutionNodes: 585_000, Nodes: 13_800_000, Time: 160 * time.Millisecond},
		{Config: solver.Config{}, Nodes: 2_000_000, Time: 10 * time.Second},
	}
	for _, tc := range []struct {
		r, c int
		want string
	}{
		{0, 2, "First solution"},
		{1, 1, "rowscan scan/lexi bruteforce corolle 2"},
		{1, 2, "3.0 ms"},
		{1, 3, "585.0k"},
		{1, 4, "260"},
		{1, 6, "160 ms"},
		{2, 1, "rowscan scan/lexi bruteforce (stopped)"},
		{2, 2, "—"},
		{2, 3, "—"},
		{2, 4, "0"},
		{2, 5, "2.0M"},
		{2, 6, "≥ 10.0 s"}, // a bound: the row was stopped
	} {
		if got := tableCell(rows, head, tc.r, tc.c); got != tc.want {
			t.Errorf("row %d column %d: %q, want %q", tc.r, tc.c, got, tc.want)
		}
	}
}

// A stopped Compare and a stopped Count say "stopped": Compare said
// "done" over the rows it had, and Count gave the openings counted so far
// as the count, with a size of an opening made from it.
func TestStoppedCompareAndCountSaySo(t *testing.T) {
	tests := map[string]struct {
		start  func(p *Panel)
		during string        // the counters once the part to stop has begun
		then   time.Duration // and the time to let it go on
	}{
		"compare": {func(p *Panel) { p.Compare([]solver.Config{solver.Default, {Corolle: 2}}) }, "", 0},
		"count":   {func(p *Panel) { p.corolle.SetSelected("0"); p.openings.SetSelected("8"); p.Estimate() }, "Counting the openings", 300 * time.Millisecond},
	}
	for name, tc := range tests {
		t.Run(name, func(t *testing.T) {
			w, p := newTestPanel(t)
			openBench(t, w, "brendan1_16x16.txt")
			tc.start(p)
			loop.For(300 * time.Millisecond)
			for i := 0; i < 1000 && !strings.Contains(w.Status().Counters(), tc.during); i++ {
				loop.For(10 * time.Millisecond)
			}
			loop.For(tc.then)
			if !w.Status().Busy() {
				t.Fatal("the job ended by itself")
			}
			w.Status().Stop()
			waitIdle(t, w.Status(), 30*time.Second)
			if msg := w.Status().Message(); !strings.Contains(msg, "stopped") || strings.Contains(p.result.Text, "openings of depth") {
				t.Errorf("status %q, result %q", msg, p.result.Text)
			}
		})
	}
}
