package eternity

import (
	"context"
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"plateau/games/eternity/eternitytest"
)

// The finale holds every filling of its cells once, each filed under the
// boundary colours it shows: checked against a plain enumeration that
// tries every piece turn on every cell in the forward order, with none of
// the builder's backward walk and candidate lists.
func TestFinaleStoresEveryFilling(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    Order
		k    int
	}{
		{"brendan1_04x04", RowScan, 5},
		{"brendan1_04x04", SpiralOut, 7},
		{"brendan2_04x04", Diagonal, 6},
		{"brendan1_05x05", SpiralIn, 4},
		{"brendan2_05x05", QuadSpiral, 5},
		{"brendan1_05x05", RowScan, 7},
	} {
		t.Run(fmt.Sprintf("%s/%v/K=%d", tc.name, tc.o, tc.k), func(t *testing.T) {
			pr, err := compile(context.Background(), eternitytest.Puzzle(t, tc.name), nil, Default)
			if err != nil {
				t.Fatal(err)
			}
			order := searchOrder(pr, tc.o)
			f, err := buildFinale(context.Background(), pr, order, tc.k, nil)
			if err != nil {
				t.Fatal(err)
			}
			cells := order[len(order)-tc.k:]
			want := plainFillings(pr, cells)
			if f.fillings() != len(want) || len(want) == 0 {
				t.Fatalf("%d fillings stored, want %d", f.fillings(), len(want))
			}
			seen := map[string]bool{}
			for leaf, g := range f.group {
				for i := g.start; i < g.start+g.n; i++ {
					fill := f.fills[int(i)*f.k : int(i+1)*f.k]
					key := fmt.Sprint(fill)
					if !want[key] || seen[key] {
						t.Fatalf("filling %v: not a filling, or stored twice", fill)
					}
					seen[key] = true
					if got := boundaryLeaf(pr, f, cells, fill); got != int32(leaf) {
						t.Fatalf("filling %v filed under leaf %d, its boundary leads to %d", fill, leaf, got)
					}
				}
			}
		})
	}
}

// plainFillings is every way to put distinct piece turns that fit the
// frame on cells, the joins between them matched and the fixed pieces
// (the corner the symmetry fixes) left out, keyed as fmt.Sprint of the pts
// in cells' order.
func plainFillings(pr *problem, cells []int32) map[string]bool {
	out := map[string]bool{}
	cur := make([]uint16, len(cells))
	used := make([]bool, pr.n)
	for _, h := range pr.hint {
		if h >= 0 {
			used[h>>2] = true
		}
	}
	var rec func(i int)
	rec = func(i int) {
		if i == len(cells) {
			out[fmt.Sprint(cur)] = true
			return
		}
		c := int(cells[i])
		for pt := range int32(pr.nt) {
			if used[pt>>2] || !pr.fitsCell(c, int(pt)) {
				continue
			}
			ok := true
			for j := range i {
				for s := range 4 {
					if int(pr.nb[4*c+s]) == int(cells[j]) && pr.color(pt, s) != pr.color(int32(cur[j]), (s+2)&3) {
						ok = false
					}
				}
			}
			if ok {
				used[pt>>2], cur[i] = true, uint16(pt)
				rec(i + 1)
				used[pt>>2] = false
			}
		}
	}
	rec(0)
	return out
}

// boundaryLeaf walks f's trie from its root by the colours fill (on cells)
// shows the cells outside the finale, in the order the search fixes them.
func boundaryLeaf(pr *problem, f *finale, cells []int32, fill []uint16) int32 {
	pos := map[int32]int{}
	for i, c := range cells {
		pos[c] = i
	}
	node := int32(0) // the root: the fillings are filed whatever the fixed pieces show
	for i, n := range f.nbs {
		outSide := int(f.shift[i] / 8)
		in := pr.nb[4*int(n)+outSide] // the finale cell facing n
		node = f.trie.child(node, pr.color(int32(fill[pos[in]]), (outSide+2)&3))
		if node < 0 {
			return -1
		}
	}
	return node
}

// The build looks at the context between a few thousand fillings at most,
// each filed in the trie: it filed up to 65,536 candidates' worth between
// two looks, and a Stop waited 50-330 ms for it on a 16x16 board.
func TestFinaleBuildLooksAtTheContextOften(t *testing.T) {
	for _, tc := range []struct {
		name string
		k    int
	}{
		{"brendan1_16x16", 6}, // 434k fillings over 11 boundary colours
		{"brendan1_08x08", 9},
	} {
		t.Run(fmt.Sprintf("%s/K=%d", tc.name, tc.k), func(t *testing.T) {
			c := Default
			c.Corolle = 0
			pr, err := compile(context.Background(), eternitytest.Puzzle(t, tc.name), nil, c)
			if err != nil {
				t.Fatal(err)
			}
			var stored atomic.Int64 // the fillings filed, told at each look
			ctx := &lookCounter{Context: context.Background(), stored: &stored, last: time.Now()}
			f, err := buildFinale(ctx, pr, searchOrder(pr, c.Order), tc.k, &stored)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%d fillings, %d looks; at most %d filed and %v between two", f.fillings(), ctx.looks, ctx.most, ctx.longest)
			if ctx.most > 8192 { // 40 ms at 5 µs a filling, on a loaded machine

				t.Errorf("%d fillings filed between two looks at the context", ctx.most)
			}
		})
	}
}

// lookCounter is a context that is never done and notes, at each look,
// how many fillings were filed since the last.
type lookCounter struct {
	context.Context
	stored  *atomic.Int64
	seen    int64
	looks   int
	most    int64
	last    time.Time
	longest time.Duration
}

func (c *lookCounter) Err() error {
	n := c.stored.Load()
	c.most, c.seen = max(c.most, n-c.seen), n
	now := time.Now()
	c.longest, c.last = max(c.longest, now.Sub(c.last)), now
	c.looks++
	return nil
}

// BenchmarkFinaleBuild builds a finale of 6 cells of brendan1 16x16 (434k
// fillings over 11 boundary colours, a 1M-node trie), to time how often
// the build looks at the context. cpu-s/op is steadier than the wall
// clock on a shared machine.
func BenchmarkFinaleBuild(b *testing.B) {
	c := Default
	c.Corolle = 0
	pr, err := compile(context.Background(), eternitytest.Puzzle(b, "brendan1_16x16"), nil, c)
	if err != nil {
		b.Fatal(err)
	}
	order := searchOrder(pr, c.Order)
	runtime.GC()
	cpu0 := cpuTime()
	for b.Loop() {
		if _, err := buildFinale(context.Background(), pr, order, 6, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-cpu0).Seconds()/float64(b.N), "cpu-s/op")
}
