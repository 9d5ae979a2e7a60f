package rikudo

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkBench solves and proves unique every published puzzle.
func BenchmarkBench(b *testing.B) {
	for _, name := range benchFiles(b) {
		p := load(b, name)
		for _, m := range methods {
			b.Run(strings.TrimSuffix(filepath.Base(name), ".txt")+"/"+m.String(), func(b *testing.B) {
				for b.Loop() {
					res, err := Solve(context.Background(), p, Options{Method: m})
					if err != nil || res.Status() != Unique {
						b.Fatalf("%v %v", res.Status(), err)
					}
				}
			})
		}
	}
}

// BenchmarkMinimal solves and proves unique the generated minimal puzzles
// of radius 8 (216 cells) and 10 (330 cells), minimalFixtures.
func BenchmarkMinimal(b *testing.B) {
	for _, name := range minimalFixtures {
		p := load(b, "testdata/"+name+".txt")
		for _, m := range methods {
			b.Run(name+"/"+m.String(), func(b *testing.B) {
				for b.Loop() {
					res, err := Solve(context.Background(), p, Options{Method: m})
					if err != nil || res.Status() != Unique {
						b.Fatalf("%v %v", res.Status(), err)
					}
					b.ReportMetric(float64(res.Nodes), "nodes")
				}
			})
		}
	}
}

// BenchmarkSeveral tells that the several_* puzzles (TestDivesFindSeveral)
// have more than one solution: the direct engine's prover alone took 31 s
// and 103 s, its dives answer at some 33,000 nodes.
func BenchmarkSeveral(b *testing.B) {
	for _, name := range []string{"several_r4_s50", "several_r4_s100"} {
		p := load(b, "testdata/"+name+".txt")
		for _, m := range methods {
			b.Run(name+"/"+m.String(), func(b *testing.B) {
				for b.Loop() {
					res, err := Solve(context.Background(), p, Options{Method: m})
					if err != nil || res.Status() != Several {
						b.Fatalf("%v %v", res.Status(), err)
					}
					b.ReportMetric(float64(res.Nodes), "nodes")
				}
			})
		}
	}
}
