package sat

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// benchTimeout bounds each solve of BenchmarkSolve: ET_SAT_TIMEOUT (a Go
// duration), 60s by default. A run stopped by it reports solved=0.
func benchTimeout(b *testing.B) time.Duration {
	if s := os.Getenv("ET_SAT_TIMEOUT"); s != "" {
		d, err := time.ParseDuration(s)
		if err != nil {
			b.Fatal(err)
		}
		return d
	}
	return time.Minute
}

// BenchmarkSolve solves bench instances from scratch ("free") and from
// their known frame ("frame"), e.g.
//
//	go test ./solvers/eternity/sat/ -run '^$' -bench Solve -benchtime 1x
//	ET_SAT_TIMEOUT=10m go test ./solvers/eternity/sat/ -run '^$' -bench 'Solve/free/brendan1_07x07' -benchtime 1x -timeout 0
func BenchmarkSolve(b *testing.B) {
	for _, mode := range []string{"free", "frame"} {
		for _, name := range []string{"brendan1_06x06", "brendan1_07x07", "brendan1_08x08"} {
			b.Run(mode+"/"+name, func(b *testing.B) {
				p := eternitytest.Puzzle(b, name)
				var hints *eternity.Board
				if mode == "frame" {
					hints = frameOf(eternitytest.Solution(b, name, p))
				}
				solved := 0
				var r Result
				for range b.N {
					ctx, cancel := context.WithTimeout(context.Background(), benchTimeout(b))
					var err error
					r, err = Solve(ctx, p, hints, Options{}, nil)
					cancel()
					if err != nil {
						b.Fatal(err)
					}
					if r.Solved {
						solved++
					}
				}
				b.ReportMetric(float64(solved)/float64(b.N), "solved")
				b.ReportMetric(float64(r.Vars), "vars")
				b.ReportMetric(float64(r.Clauses), "clauses")
			})
		}
	}
}

// BenchmarkEncode builds the CNF alone, up to the real Eternity II.
func BenchmarkEncode(b *testing.B) {
	for _, name := range []string{"brendan1_06x06", "brendan1_07x07", "brendan1_08x08", "brendan1_16x16", "e2_official"} {
		b.Run(name, func(b *testing.B) {
			p := eternitytest.Puzzle(b, name)
			var c *CNF
			for range b.N {
				var err error
				if c, err = Encode(p, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(c.Vars()), "vars")
			b.ReportMetric(float64(c.Clauses()), "clauses")
			b.ReportMetric(float64(c.Placements()), "placements")
		})
	}
}

// BenchmarkRace solves brendan1 and brendan2 6x6 from scratch with 1 and 2
// gini solvers racing, a new seed (new shuffles) each iteration:
//
//	go test ./solvers/eternity/sat/ -run '^$' -bench Race -benchtime 8x
func BenchmarkRace(b *testing.B) {
	for _, name := range []string{"brendan1_06x06", "brendan2_06x06"} {
		for _, w := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/workers=%d", name, w), func(b *testing.B) {
				p := eternitytest.Puzzle(b, name)
				seed := uint64(0)
				for b.Loop() {
					seed++
					ctx, cancel := context.WithTimeout(context.Background(), benchTimeout(b))
					r, err := Solve(ctx, p, nil, Options{Workers: w, Seed: seed}, nil)
					cancel()
					if err != nil || !r.Solved {
						b.Fatalf("seed %d: solved %v, %v", seed, r.Solved, err)
					}
				}
			})
		}
	}
}
