package weave

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkGrow grows a lattice of one million points from P1, per rule and
// order (the `plateau weave grow --points 1000000` workload). Besides wall
// time it reports CPU time (cpu-ms/op), which a loaded machine inflates less.
func BenchmarkGrow(b *testing.B) {
	for _, rule := range []Rule{RuleSeed, RuleDiamond, RuleCubic} {
		for _, order := range []Order{OrderFIFO, OrderRandom} {
			b.Run(fmt.Sprintf("%v/%v/1M", rule, order), func(b *testing.B) {
				before, n := cpuTime(), 0
				for b.Loop() {
					m, _ := New(Config{Rule: rule, Main: D1, Order: order, Seed: 1})
					if err := m.Grow(context.Background(), Target{Points: 1_000_000}, nil); err != nil {
						b.Fatal(err)
					}
					n++
				}
				b.ReportMetric(float64(cpuTime()-before)/1e6/float64(n), "cpu-ms/op")
			})
		}
	}
}

// BenchmarkCoordLookup compares the coordinate table with a Go map on the
// access pattern of growth: one insert and three lookups per point.
func BenchmarkCoordLookup(b *testing.B) {
	const n = 1 << 20
	keys := make([][3]int32, n)
	for i := range keys {
		keys[i] = [3]int32{int32(i % 101), int32(i / 101 % 103), int32(i / 101 / 103)}
	}
	b.Run("table", func(b *testing.B) {
		for b.Loop() {
			t := newCoordTable(0)
			for i, k := range keys {
				t.put(k, int32(i))
				_ = t.get(keys[i/2])
				_ = t.get(keys[i/3])
				_ = t.get([3]int32{-1, k[1], k[2]})
			}
		}
	})
	b.Run("gomap", func(b *testing.B) {
		for b.Loop() {
			t := map[[3]int32]int32{}
			for i, k := range keys {
				t[k] = int32(i)
				_ = t[keys[i/2]]
				_ = t[keys[i/3]]
				_ = t[[3]int32{-1, k[1], k[2]}]
			}
		}
	})
}
