package sat

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"plateau/games/eternity/eternitytest"
)

// The memory bound counts what the heap grew by since Solve began, not
// what the rest of the program holds: with a Weave lattice of 3 GB in
// another workspace, SAT stopped at once with "this board is too hard".
func TestMemBoundCountsItsOwnGrowth(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		name                  string
		max                   int64
		held, garbage, growth int // MB held and MB of garbage when the bound starts, MB allocated after
		want                  bool
	}{
		{"held elsewhere before", 32 * mb, 128, 0, 0, false},
		{"grown since", 32 * mb, 0, 0, 64, true},
		{"held before, grown a little since", 32 * mb, 128, 0, 8, false},
		{"held before, grown much since", 32 * mb, 128, 0, 64, true},
		{"garbage before, swept since", 32 * mb, 0, 128, 64, true},
		{"no bound", -1, 0, 0, 64, false},
	} {
		runtime.GC()
		held := make([]byte, tc.held*mb)
		garbage := make([]byte, tc.garbage*mb)
		runtime.KeepAlive(garbage)
		b := newMemBound(tc.max)
		if tc.garbage > 0 {
			runtime.GC() // the garbage swept, as it will be while SAT runs
			if b.over() {
				t.Errorf("%s: over with nothing grown", tc.name)
			}
		}
		grown := make([]byte, tc.growth*mb)
		if got := b.over(); got != tc.want {
			t.Errorf("%s: over %v, want %v", tc.name, got, tc.want)
		}
		runtime.KeepAlive(held)
		runtime.KeepAlive(grown)
	}
}

// SAT on a board it works on well within its bound goes on while the
// program holds more than the bound besides: it stopped with ErrMemory at
// its first look at the heap.
func TestSATBoundLeavesOtherMemoryOut(t *testing.T) {
	held := make([]byte, 300<<20)                 // another workspace's
	p := eternitytest.Puzzle(t, "brendan1_09x09") // hours for gini, some 50 MB a second
	ctx, cancel := context.WithTimeout(context.Background(), 1500*time.Millisecond)
	defer cancel()
	r, err := Solve(ctx, p, nil, Options{Workers: 2, MaxHeap: 200 << 20}, nil)
	if errors.Is(err, ErrMemory) || err != nil || r.Complete {
		t.Errorf("with 300 MB held elsewhere: complete %v, %v; want stopped by the timeout", r.Complete, err)
	}
	runtime.KeepAlive(held)
}

// Garbage is not growth: with 512 MB held elsewhere, 300 MB made and
// dropped (the collector lets it pile up to the size of what is held)
// read as over a 200 MB bound.
func TestMemBoundLeavesGarbageOut(t *testing.T) {
	const mb = 1 << 20
	held := make([]byte, 512*mb) // another workspace's lattice
	for i := range held {
		held[i] = 1
	}
	b := newMemBound(200 * mb)
	var sink []byte
	for range 75 { // 300 MB made, none kept
		sink = make([]byte, 4*mb)
		sink[0] = 1
	}
	if b.over() {
		t.Error("nothing kept, yet over the 200 MB bound")
	}
	grown := make([]byte, 256*mb) // and now SAT's own growth
	if !b.over() {
		t.Error("256 MB kept, yet not over the 200 MB bound")
	}
	runtime.KeepAlive(held)
	runtime.KeepAlive(grown)
	runtime.KeepAlive(sink)
}
