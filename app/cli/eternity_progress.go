package cli

import (
	"fmt"
	"io"
	"os"
	"time"

	solver "plateau/solvers/eternity"
)

// progressEvery is how often eternity solve reports on a terminal when
// --progress is not given; elsewhere (a batch job's log) it stays quiet
// unless asked.
const progressEvery = 5 * time.Second

// minProgress is the shortest --progress interval: "--progress 1ns" wrote
// lines as fast as they could be written (42,000 in a search of under two
// seconds), and "--progress -5s" was taken as not given.
const minProgress = 10 * time.Millisecond

// defaultProgress is the reporting interval for w: progressEvery on a
// terminal, 0 (none) otherwise.
func defaultProgress(w io.Writer) time.Duration {
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			return progressEvery
		}
	}
	return 0
}

// reportProgress writes a line of the search's counters to w every
// interval until the returned stop is called (interval 0: never).
func reportProgress(w io.Writer, s *solver.Search, every time.Duration) (stop func()) {
	if every <= 0 {
		return func() {}
	}
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-done:
				return
			case <-t.C:
				fmt.Fprintln(w, progressLine(s.Progress()))
			}
		}
	}()
	return func() { close(done); <-finished }
}

// progressLine is one report: "12s: 984246120 nodes, depth 36 (best 49),
// 460 solutions, 1.2% of the tree, 2/280 openings, about 10m0s left".
func progressLine(pg solver.Progress) string {
	if pg.FinaleBuilding {
		return fmt.Sprintf("%v: storing the finale, %d fillings so far", pg.Elapsed.Round(time.Second), pg.FinaleStored)
	}
	line := fmt.Sprintf("%v: %d nodes, depth %d (best %d), %d solutions",
		pg.Elapsed.Round(time.Second), pg.Nodes, pg.Depth, pg.BestDepth, pg.Solutions)
	if pg.Done > 0 {
		line += fmt.Sprintf(", %s of the tree", treeShare(pg.Done))
	}
	if pg.Units > 0 {
		line += fmt.Sprintf(", %d/%d openings", pg.UnitsDone, pg.Units)
	}
	if left, ok := pg.Left(); ok {
		line += fmt.Sprintf(", about %v left", left.Round(time.Second))
	}
	return line
}

// treeShare writes the part f of a tree explored as a percentage: two
// significant digits below 1% ("0.051%"), one decimal above ("97.1%"; %g
// would write 99.96% as "1e+02%").
func treeShare(f float64) string {
	if p := 100 * f; p < 1 {
		return fmt.Sprintf("%.2g%%", p)
	}
	return fmt.Sprintf("%.1f%%", 100*f)
}
