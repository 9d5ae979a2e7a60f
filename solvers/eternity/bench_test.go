package eternity

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"plateau/games/eternity/eternitytest"
)

// ETERNITY_SCAN_ENGINE=1 runs the benchmarks on the scan engine rather than
// the bit (and row) engine, ETERNITY_BIT_ENGINE=1 on the bit engine rather
// than the row engine, to compare the builds of the brute force with
// benchstat.
func init() {
	if os.Getenv("ETERNITY_SCAN_ENGINE") != "" {
		noBitEngine = true
	}
	if os.Getenv("ETERNITY_BIT_ENGINE") != "" {
		noRowEngine = true
	}
}

// cpuTime is the process's user+system CPU time: on a shared machine it
// measures the search's own work better than the wall clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// benchSolve runs all solutions of a bench instance in one configuration and
// reports nodes, nodes per wall second and per CPU second.
func benchSolve(b *testing.B, name string, o Options, want int64) {
	p := eternitytest.Puzzle(b, name)
	var nodes int64
	runtime.GC() // not the previous benchmark's garbage (a finale's table can be 100 MB)
	cpu0 := cpuTime()
	start := time.Now()
	for b.Loop() {
		r, err := Solve(context.Background(), p, o)
		if err != nil {
			b.Fatal(err)
		}
		if o.All && r.Solutions != want || !o.All && !r.Solved || !r.Complete {
			b.Fatalf("%d solutions, want %d", r.Solutions, want)
		}
		nodes += r.Nodes
	}
	wall, cpu := time.Since(start), cpuTime()-cpu0
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
	b.ReportMetric(float64(nodes)/wall.Seconds()/1e6, "Mnodes/s")
	if cpu > 0 {
		b.ReportMetric(float64(nodes)/cpu.Seconds()/1e6, "Mnodes/cpu-s")
		b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
	}
}

// BenchmarkRowscan6 is the plain brute force of issue 7: rowscan, one
// worker, every turn of the board searched (no symmetry), all 260
// solutions of brendan1 6x6: about 69 million nodes on the bit engine
// (ETERNITY_BIT_ENGINE=1), 56 million as the row engine counts them.
func BenchmarkRowscan6(b *testing.B) {
	benchSolve(b, "brendan1_06x06", Options{Config: Config{NoSymmetry: true}, All: true, Workers: 1}, 260)
}

// BenchmarkRowscan6Sym is the same search with the corner fixed (a quarter
// of the nodes).
func BenchmarkRowscan6Sym(b *testing.B) {
	benchSolve(b, "brendan1_06x06", Options{All: true, Workers: 1}, 260)
}

// BenchmarkRowEngine compares the row engine with the bit engine in the
// same run: all solutions of brendan1 6x6 with the corner fixed, with and
// without corolles, and a first solution of brendan1 7x7, one worker.
// Their nodes differ in meaning (the row engine's are the pieces of the
// free half rows it places): compare cpu-s/op.
func BenchmarkRowEngine(b *testing.B) {
	for _, tc := range []struct {
		name string
		o    Options
		want int64
	}{
		{"6x6all", Options{All: true}, 260},
		{"6x6all-corolle2", Options{Config: Default, All: true}, 260},
		{"7x7first", Options{}, 0},
	} {
		puzzle := "brendan1_06x06"
		if tc.want == 0 {
			puzzle = "brendan1_07x07"
		}
		for _, bit := range []bool{false, true} {
			b.Run(fmt.Sprintf("%s/bit=%v", tc.name, bit), func(b *testing.B) {
				old := noRowEngine
				noRowEngine = noRowEngine || bit
				defer func() { noRowEngine = old }()
				benchSolve(b, puzzle, tc.o, tc.want)
			})
		}
	}
}

// BenchmarkSmart6 counts all 260 solutions of brendan1 6x6 with the best
// smartforce configurations (and the brute force with the corolle filter),
// on one and two workers.
func BenchmarkSmart6(b *testing.B) {
	for _, c := range []Config{
		{Var: VarPessimistic, Model: BoCo},
		{Var: VarPessimistic, Model: CaPi},
		{Corolle: 2},
	} {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", benchName(c), w), func(b *testing.B) {
				benchSolve(b, "brendan1_06x06", Options{Config: c, All: true, Workers: w}, 260)
			})
		}
	}
}

// BenchmarkFirst7 finds a first solution of brendan1 7x7.
func BenchmarkFirst7(b *testing.B) {
	for _, c := range []Config{
		{},
		{Corolle: 2},
		{Var: VarPessimistic, Model: BoCo},
		{Order: QuadSpiral, Var: VarPessimistic, Val: ValPessimistic, Model: BoCo, Corolle: 1},
	} {
		b.Run(benchName(c), func(b *testing.B) {
			benchSolve(b, "brendan1_07x07", Options{Config: c, Workers: 1}, 0)
		})
	}
}

// BenchmarkAll7 counts all 25,188 solutions of brendan1 7x7 on two workers
// (ETERNITY_LONG=1: a quarter of an hour or more).
func BenchmarkAll7(b *testing.B) {
	if !long() {
		b.Skip("set ETERNITY_LONG=1")
	}
	benchSolve(b, "brendan1_07x07", Options{All: true, Workers: 2}, 25188)
}

// BenchmarkFirst8 looks for a first solution of brendan1 8x8 on two
// workers for at most ten minutes per configuration (ETERNITY_LONG=1).
func BenchmarkFirst8(b *testing.B) {
	if !long() {
		b.Skip("set ETERNITY_LONG=1")
	}
	p := eternitytest.Puzzle(b, "brendan1_08x08")
	for _, c := range []Config{Default, {}, {Var: VarPessimistic, Model: BoCo}} {
		b.Run(benchName(c), func(b *testing.B) {
			for b.Loop() {
				ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
				cpu0 := cpuTime()
				r, err := Solve(ctx, p, Options{Config: c, Workers: 2})
				cancel()
				if err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(r.Nodes), "nodes/op")
				b.ReportMetric((cpuTime() - cpu0).Seconds(), "cpu-s/op")
				if !r.Solved {
					b.Logf("%v: no solution in %v (%d nodes, best depth %d)", c, r.Elapsed, r.Nodes, r.BestDepth)
				}
			}
		})
	}
}

// benchName is a configuration's name without the slashes and spaces that
// sub-benchmark patterns split on.
func benchName(c Config) string {
	return strings.NewReplacer("/", "-", " ", "_").Replace(c.String())
}

// BenchmarkFinale compares the search without and with finales of K cells
// (the finale's table is built inside every run; finale_build_ms in the
// CLI's JSON says how long that takes), one worker: all solutions of
// brendan1 6x6 and a first solution of brendan1 7x7 in the default brute
// force and in CaPi, whose nodes cost some ten times more, and all of 6x6
// in spiral-out, whose last cells (the frame) are the costly ones.
func BenchmarkFinale(b *testing.B) {
	spiralOut := Default
	spiralOut.Order = SpiralOut
	for _, tc := range []struct {
		c    Config
		name string
		all  bool
		want int64
		ks   []int
	}{
		{Default, "brendan1_06x06", true, 260, []int{0, 4, 6, 7, 8, 10, 12}},
		{Default, "brendan1_07x07", false, 0, []int{0, 4, 6, 7, 8, 10, 12}},
		{Config{Model: CaPi, Corolle: 2}, "brendan1_06x06", true, 260, []int{0, 4, 6, 7, 8, 10, 12}},
		{Config{Model: CaPi, Corolle: 2}, "brendan1_07x07", false, 0, []int{0, 4, 6, 7, 8, 10, 12}},
		{spiralOut, "brendan1_06x06", true, 260, []int{0, 8, 10}},
		{spiralOut, "brendan1_07x07", false, 0, []int{0, 6, 7}},
	} {
		for _, k := range tc.ks {
			b.Run(fmt.Sprintf("%s/%s/%s/K=%d", tc.c.Order, tc.c.Model, tc.name, k), func(b *testing.B) {
				benchSolve(b, tc.name, Options{Config: tc.c, All: tc.all, Workers: 1, Finale: k}, tc.want)
			})
		}
	}
}
