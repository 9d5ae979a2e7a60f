package maxscore

import (
	"context"
	"testing"
)

// BenchmarkScan measures the scan's speed on the real Eternity II, one
// worker, 16 million nodes per op; it reports nodes per second.
//
//	go test -run XXX -bench Scan -benchtime 3x ./solvers/eternity/maxscore/
func BenchmarkScan(b *testing.B) {
	p, h := official(b)
	var nodes int64
	for b.Loop() {
		res, err := Search(context.Background(), p, h, Options{Workers: 1, MaxNodes: 16 << 20, Quota: OfficialQuota()}, nil)
		if err != nil {
			b.Fatal(err)
		}
		nodes += res.Stats.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}

// BenchmarkPolish measures polishing a greedy board of the real Eternity
// II (about 90 breaks) to its local optimum.
func BenchmarkPolish(b *testing.B) {
	p, h := official(b)
	c, err := compile(p, h, Options{})
	if err != nil {
		b.Fatal(err)
	}
	s := &shared{c: c, p: p, ctx: context.Background()}
	s.bestBreaks.Store(int32(c.total + 1))
	wk := newWorker(c, s, Options{RestartNodes: 1 << 20, Budget: DefaultBudget()}, 1)
	before, ok := wk.fill(0)
	if !ok || before != c.pol.breaks(wk.cellBuf) {
		b.Fatalf("greedy board: %d breaks, complete %v; counted %d", before, ok, c.pol.breaks(wk.cellBuf))
	}
	cells := make([]int32, len(wk.cellBuf))
	var after int32
	for b.Loop() {
		copy(cells, wk.cellBuf)
		after = c.pol.polish(cells, before, func() bool { return false })
	}
	b.ReportMetric(float64(before), "breaks-before")
	b.ReportMetric(float64(after), "breaks-after")
}
