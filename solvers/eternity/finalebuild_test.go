package eternity

import (
	"context"
	"fmt"
	"testing"

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
