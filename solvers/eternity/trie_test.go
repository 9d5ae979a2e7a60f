package eternity

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
)

// The trie answers the same before and after freeze, on sequences that
// share prefixes and on colours never added.
func TestTrieFreezeKeepsChildren(t *testing.T) {
	const nc = 9
	for _, tc := range []struct {
		name  string
		seqs  int
		depth int
	}{{"empty", 0, 0}, {"one", 1, 6}, {"shared prefixes", 3000, 7}, {"deep", 200, 30}} {
		t.Run(tc.name, func(t *testing.T) {
			var tr trie
			tr.init(16)
			rng := rand.New(rand.NewPCG(1, uint64(tc.seqs)))
			var leaves []int32
			seqs := make([][]uint8, tc.seqs)
			for i := range seqs {
				node := int32(0)
				for range tc.depth {
					c := uint8(rng.IntN(4)) // few colours: many shared prefixes
					seqs[i] = append(seqs[i], c)
					node = tr.add(node, c)
				}
				leaves = append(leaves, node)
			}
			before := make([]int32, int(tr.nodes)*nc)
			for n := range tr.nodes {
				for c := range uint8(nc) {
					before[int(n)*nc+int(c)] = tr.child(n, c)
				}
			}
			tr.freeze(nc)
			if tr.dense == nil {
				t.Fatal("not frozen")
			}
			for n := range tr.nodes {
				for c := range uint8(nc) {
					if got := tr.child(n, c); got != before[int(n)*nc+int(c)] {
						t.Fatalf("child(%d, %d) = %d after freeze, %d before", n, c, got, before[int(n)*nc+int(c)])
					}
				}
			}
			for i, s := range seqs {
				node := int32(0)
				for _, c := range s {
					node = tr.child(node, c)
				}
				if node != leaves[i] {
					t.Fatalf("sequence %d leads to %d, want %d", i, node, leaves[i])
				}
			}
		})
	}
}

// Growing the table looks at the context as it moves the edges: a Stop
// waited for the whole move, up to a second at a finale's 64M slots.
// Once room is made, the adds it was made for do not grow the table.
func TestTrieGrowLooksAtTheContext(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tc := range []struct {
		name string
		ctx  context.Context
		want error
	}{{"stopped", done, context.Canceled}, {"running", context.Background(), nil}} {
		t.Run(tc.name, func(t *testing.T) {
			var tr trie
			tr.init(16)
			for i := range int32(300_000) { // 1M slots: 16 looks
				tr.add(i/4, uint8(i%4))
			}
			slots := len(tr.keys)
			err := tr.roomFor(tc.ctx, slots/2)
			if !errors.Is(err, tc.want) || len(tr.keys) <= slots {
				t.Fatalf("%d slots grown to %d: %v, want %v", slots, len(tr.keys), err, tc.want)
			}
			if err != nil {
				return
			}
			grown := len(tr.keys)
			node := tr.nodes - 1
			for range slots / 2 {
				node = tr.add(node, 5)
			}
			if len(tr.keys) != grown {
				t.Errorf("room for %d edges, and the adds grew the table from %d to %d slots", slots/2, grown, len(tr.keys))
			}
			if c := tr.child(74_999, 3); c != 300_000 {
				t.Errorf("an edge was lost in the move: %d", c)
			}
		})
	}
}
