package rikudo

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"testing"

	"plateau/games/rikudo"
)

func set(vals ...int32) []uint64 {
	s := make([]uint64, 3) // numbers up to 191
	for _, v := range vals {
		setBit(s, v)
	}
	return s
}

func members(s []uint64) []int32 {
	var out []int32
	for v := first(s); v >= 0; v = nextBit(s, v) {
		out = append(out, v)
	}
	return out
}

func TestBitHelpers(t *testing.T) {
	tests := []struct {
		name string
		in   []int32
	}{
		{"empty", nil},
		{"one", []int32{5}},
		{"word edges", []int32{1, 63, 64, 127, 128, 191}},
		{"spread", []int32{2, 70, 71, 150}},
	}
	for _, tc := range tests {
		s := set(tc.in...)
		if got := members(s); !slices.Equal(got, tc.in) {
			t.Errorf("%s: nextBit walks %v", tc.name, got)
		}
		wantLast := int32(-1)
		if len(tc.in) > 0 {
			wantLast = tc.in[len(tc.in)-1]
		}
		if got := last(s); got != wantLast {
			t.Errorf("%s: last %d, want %d", tc.name, got, wantLast)
		}
		// plus1 and minus1 shift the whole set across word boundaries.
		var up, down []int32
		for _, v := range tc.in {
			if v+1 < 192 {
				up = append(up, v+1)
			}
			if v-1 >= 0 {
				down = append(down, v-1)
			}
		}
		p, m := make([]uint64, 3), make([]uint64, 3)
		for i := range p {
			p[i], m[i] = plus1(s, i), minus1(s, i)
		}
		if !slices.Equal(members(p), up) || !slices.Equal(members(m), down) {
			t.Errorf("%s: plus1 %v minus1 %v", tc.name, members(p), members(m))
		}
	}
}

func TestApart(t *testing.T) {
	tests := []struct {
		nd, x []int32
		k     int32
		want  []int32
	}{
		{[]int32{1, 5, 9, 10}, []int32{7}, 2, []int32{5, 9}},
		{[]int32{3, 70, 140}, []int32{5}, 65, []int32{70}},       // across a word
		{[]int32{1, 130, 131}, []int32{2}, 128, []int32{130}},    // whole words
		{[]int32{20, 40}, []int32{30, 100}, 10, []int32{20, 40}}, // both sides
		{[]int32{20, 40}, []int32{35}, 10, nil},
	}
	for i, tc := range tests {
		nd := set(tc.nd...)
		apart(nd, set(tc.x...), tc.k)
		if got := members(nd); !slices.Equal(got, tc.want) {
			t.Errorf("case %d: %v, want %v", i, got, tc.want)
		}
	}
}

// The links' bookkeeping is undone exactly: chains split back to the ends
// and lengths they had.
func TestLinksUndo(t *testing.T) {
	p, _ := rikudo.NewHexagon(2)
	e := newEngine(newGraph(p))
	walk := func() ([]int32, []int32) { return slices.Clone(e.end), slices.Clone(e.clen) }
	end0, len0 := walk()
	m := e.mark()
	// A chain 0-1-2 along the outer ring, then its ends may not close a loop.
	if !e.addLink(0, 1) || !e.addLink(1, 2) {
		t.Fatal("links refused")
	}
	if e.end[0] != 2 || e.end[2] != 0 || e.clen[0] != 3 || e.openTo(2, 0) {
		t.Fatalf("chain ends %d %d length %d", e.end[0], e.end[2], e.clen[0])
	}
	if e.addLink(1, 3) {
		t.Fatal("a third link on one cell")
	}
	e.undo(m)
	if end, ln := walk(); !slices.Equal(end, end0) || !slices.Equal(ln, len0) || e.nlink[1] != 0 {
		t.Fatalf("after undo: ends %v lengths %v", end, ln)
	}
}

// A search stopped from outside returns soon after, in work: the context
// is polled every 32 probes or nodes (pollMask; TestDirectLooksEvery32Nodes
// pins that, whatever the load: here the cancel comes from a goroutine).
func TestCancelMidway(t *testing.T) {
	p, _ := rikudo.NewHexagon(6) // no givens: countless solutions
	for _, m := range methods {
		var progress atomic.Int64
		ctx, cancel := context.WithCancel(context.Background())
		trigger := int64(2000) // probes and nodes
		if m == SAT {
			trigger = 1 // the first solver call has started
		}
		go func() {
			for progress.Load() < trigger {
				if ctx.Err() != nil {
					return
				}
			}
			cancel()
		}()
		res, err := Solve(ctx, p, Options{Method: m, Limit: 1 << 30, Progress: &progress})
		cancel()
		if !errors.Is(err, context.Canceled) || res.Exhausted {
			t.Fatalf("%s: err %v exhausted %v", m, err, res.Exhausted)
		}
		if m == Direct && res.Nodes > trigger+3*256 { // the cancelling goroutine may run late
			t.Errorf("direct: %d nodes, cancelled at %d", res.Nodes, trigger)
		}
		for _, s := range res.Solutions {
			if err := p.Check(s); err != nil {
				t.Fatalf("%s: %v", m, err)
			}
		}
	}
}
