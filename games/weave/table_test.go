package weave

import (
	"math/rand/v2"
	"testing"
)

// TestCoordTableAgainstMap inserts and removes random coordinates, crowded
// in a small box so that probe chains collide and wrap, and compares every
// lookup with a Go map.
func TestCoordTableAgainstMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	tab := newCoordTable(0)
	ref := map[[3]int32]int32{}
	var keys [][3]int32
	for step := range 200_000 {
		p := [3]int32{rng.Int32N(40) - 20, rng.Int32N(40) - 20, rng.Int32N(8) - 4}
		if _, ok := ref[p]; !ok && rng.IntN(3) > 0 {
			tab.put(p, int32(step))
			ref[p] = int32(step)
			keys = append(keys, p)
		} else if len(keys) > 0 {
			k := rng.IntN(len(keys))
			q := keys[k]
			keys[k] = keys[len(keys)-1]
			keys = keys[:len(keys)-1]
			tab.remove(q)
			delete(ref, q)
		}
		if step%5000 == 0 || step > 199_000 {
			for q, v := range ref {
				if got := tab.get(q); got != v {
					t.Fatalf("step %d: get(%v) = %d, want %d", step, q, got, v)
				}
			}
			if tab.count != len(ref) {
				t.Fatalf("step %d: count %d, want %d", step, tab.count, len(ref))
			}
		}
		if got := tab.get([3]int32{p[0], p[1], 100}); got != -1 {
			t.Fatalf("absent key found: %d", got)
		}
	}
	tab.reserve(1 << 16)
	for q, v := range ref {
		if got := tab.get(q); got != v {
			t.Fatalf("after reserve: get(%v) = %d, want %d", q, got, v)
		}
	}
}
