package eternity

import (
	"context"
	"sync/atomic"
	"testing"

	"plateau/games/eternity/eternitytest"
)

// positions runs the whole tree of puzzle name in configuration c on one
// worker of the bit engine (bit), the scan engine or, for the smartforce,
// the domain engine, and returns every position it published.
func positions(t *testing.T, name string, c Config, bit bool) []float64 {
	t.Helper()
	s, err := NewSearch(eternitytest.Puzzle(t, name), Options{Config: c, All: true})
	if err != nil {
		t.Fatal(err)
	}
	var got []float64
	w := &worker{r: s, pos: new(atomic.Uint64), onPos: func(p float64) { got = append(got, p) }}
	var e engine
	switch {
	case !c.fast():
		e = newDomainEngine(w, s.pr, c, nil)
	case bit:
		b := newBitEngine(w, s.pr, c.Order, nil)
		if b == nil {
			t.Fatalf("%s %v: no bit engine", name, c)
		}
		e = b
	default:
		e = newScanEngine(w, s.pr, c.Order, nil)
	}
	if !e.run(0, 0) {
		t.Fatal("the search stopped")
	}
	return got
}

// The position each engine publishes only grows, stays within 0..1 and
// ends near 1; the bit and scan engines, which search the same tree in the
// same order, publish the same positions.
func TestPositionGrowsToTheEnd(t *testing.T) {
	if raceEnabled {
		t.Skip("whole trees: too slow under the race detector (TestProgressDone races the positions)")
	}
	for _, tc := range []struct {
		name string
		c    Config
		bit  bool
	}{
		{"brendan1_06x06", Config{}, true},
		{"brendan1_06x06", Config{}, false},
		{"brendan1_05x05", Config{Order: SpiralIn}, true},
		{"brendan1_05x05", Config{Model: CaPi}, false},
		{"brendan1_05x05", Config{Model: BoCo}, false},
		{"brendan1_05x05", Config{Var: VarPessimistic, Val: ValOptimistic, Model: CaPi}, false},
	} {
		got := positions(t, tc.name, tc.c, tc.bit)
		if len(got) < 10 {
			t.Fatalf("%s %v: %d positions published, want more to test", tc.name, tc.c, len(got))
		}
		prev := 0.0
		for i, p := range got {
			if p < prev || p > 1 {
				t.Fatalf("%s %v: position %d is %v after %v", tc.name, tc.c, i, p, prev)
			}
			prev = p
		}
		if last := got[len(got)-1]; last < 0.9 {
			t.Errorf("%s %v: the last position is %v, want near 1", tc.name, tc.c, last)
		}
		if got[len(got)/2] <= got[0] {
			t.Errorf("%s %v: no move from %v half way through", tc.name, tc.c, got[0])
		}
	}
	bit, scan := positions(t, "brendan1_06x06", Config{}, true), positions(t, "brendan1_06x06", Config{}, false)
	if len(bit) != len(scan) {
		t.Fatalf("bit engine %d positions, scan engine %d", len(bit), len(scan))
	}
	for i := range bit {
		if bit[i] != scan[i] {
			t.Fatalf("position %d: bit engine %v, scan engine %v", i, bit[i], scan[i])
		}
	}
}

// Progress.Done moves while the openings are solved, with two workers, and
// a search that explored its whole tree says 1.
func TestProgressDone(t *testing.T) {
	s, err := NewSearch(eternitytest.Puzzle(t, "brendan1_06x06"), Options{All: true, Workers: 2, Openings: 2})
	if err != nil {
		t.Fatal(err)
	}
	var seen []float64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		for {
			select {
			case <-stop:
				return
			default:
				if pg := s.Progress(); pg.Running {
					seen = append(seen, pg.Done)
				}
			}
		}
	}()
	r, err := s.Run(context.Background())
	close(stop)
	<-sampled
	if err != nil || !r.Complete || r.Solutions != 260 {
		t.Fatalf("%+v, %v", r, err)
	}
	inside := 0
	for _, d := range seen {
		if d > 0 && d < 1 {
			inside++
		}
	}
	if inside == 0 {
		t.Errorf("Done never between 0 and 1 in %d samples", len(seen))
	}
	if d := s.Progress().Done; d != 1 || r.Explored != 1 {
		t.Errorf("Done %v and Explored %v at the end, want 1", d, r.Explored)
	}
}
