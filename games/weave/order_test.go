package weave

import (
	"context"
	"errors"
	"slices"
	"testing"
)

// TestOrderChoosesPoint checks before each step that the order proposes the
// point its definition names, found by brute force over the free points.
func TestOrderChoosesPoint(t *testing.T) {
	dist := func(p [3]int32) int64 {
		return int64(p[0])*int64(p[0]) + int64(p[1])*int64(p[1]) + int64(p[2])*int64(p[2])
	}
	tests := []struct {
		order Order
		want  func(m *Model) int // expected Next()
	}{
		{OrderFIFO, func(m *Model) int { return slices.Index(m.free, true) + 1 }},
		{OrderLIFO, func(m *Model) int {
			for i := len(m.free) - 1; i >= 0; i-- {
				if m.free[i] {
					return i + 1
				}
			}
			return 0
		}},
		{OrderNearest, func(m *Model) int {
			best := -1
			for i, f := range m.free {
				if f && (best < 0 || dist(m.pos[i]) < dist(m.pos[best])) {
					best = i
				}
			}
			return best + 1
		}},
	}
	for _, tt := range tests {
		t.Run(tt.order.String(), func(t *testing.T) {
			m, _ := New(Config{Rule: RuleDiamond, Main: D2, Order: tt.order})
			for step := range 500 {
				if got, want := m.Next(), tt.want(m); got != want {
					t.Fatalf("step %d: Next() = P%d, want P%d", step, got, want)
				}
				if step%50 == 49 { // a manual expansion in between must not confuse the order
					n := m.Len() / 2
					for !m.free[n-1] {
						n++
					}
					if err := m.Expand(n); err != nil {
						t.Fatal(err)
					}
					continue
				}
				if err := m.Step(); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

func TestRandomOrderIsSeeded(t *testing.T) {
	grow := func(seed uint64) [][3]int32 {
		m, _ := New(Config{Rule: RuleCubic, Main: D1, Order: OrderRandom, Seed: seed})
		for range 300 {
			n := m.Next()
			if n == 0 || !m.free[n-1] {
				t.Fatalf("Next() = %d is not a free point", n)
			}
			if again := m.Next(); again != n {
				t.Fatalf("Next() changes without a step: P%d then P%d", n, again)
			}
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
		}
		return m.Positions()
	}
	a, b, c := grow(1), grow(1), grow(2)
	if !slices.Equal(a, b) {
		t.Error("same seed, different lattices")
	}
	if slices.Equal(a, c) {
		t.Error("different seeds, same lattice")
	}
}

func TestManualOrderAndBadInput(t *testing.T) {
	m, _ := New(Config{Rule: RuleSeed, Main: D1, Order: OrderManual})
	if err := m.Step(); !errors.Is(err, ErrNoChoice) {
		t.Errorf("Step in manual order: %v, want ErrNoChoice", err)
	}
	if err := m.Grow(t.Context(), Target{Steps: 3}, nil); !errors.Is(err, ErrNoChoice) {
		t.Errorf("Grow in manual order: %v", err)
	}
	if err := m.Grow(t.Context(), Target{}, nil); err == nil {
		t.Error("Grow without a target succeeded")
	}
	for _, n := range []int{0, -1, 2} {
		if err := m.Expand(n); err == nil {
			t.Errorf("Expand(%d) on a one-point lattice succeeded", n)
		}
	}
	if err := m.Expand(1); err != nil {
		t.Fatal(err)
	}
	if err := m.Expand(1); err == nil {
		t.Error("expanding P1 twice succeeded")
	}
	if m.Len() != 4 {
		t.Errorf("%d points after the failed calls, want 4", m.Len())
	}
	if _, err := New(Config{Rule: 9}); err == nil {
		t.Error("New accepted rule 9")
	}
	if _, err := New(Config{Main: 6}); err == nil {
		t.Error("New accepted main direction 6")
	}
	if err := m.SetOrder(Order(42), 0); err == nil {
		t.Error("SetOrder accepted order 42")
	}
}

func TestGrowCancelled(t *testing.T) {
	m, _ := New(Config{Rule: RuleCubic, Order: OrderFIFO})
	ctx, cancel := context.WithCancel(t.Context())
	calls := 0
	err := m.Grow(ctx, Target{Points: 10_000_000}, func(Stats) {
		calls++
		cancel()
	})
	if !errors.Is(err, context.Canceled) || calls != 1 {
		t.Fatalf("err %v after %d progress calls", err, calls)
	}
	if m.Len() >= 10_000_000 || m.Len() < progressEvery {
		t.Fatalf("%d points after cancel", m.Len())
	}
	checkInvariants(t, m)
}

func TestParseNames(t *testing.T) {
	for d := D1; d <= D6; d++ {
		if got, err := ParseDir(d.String()); err != nil || got != d {
			t.Errorf("ParseDir(%q) = %v, %v", d.String(), got, err)
		}
	}
	for r := RuleSeed; r <= RuleCubic; r++ {
		if got, err := ParseRule(r.String()); err != nil || got != r {
			t.Errorf("ParseRule(%q) = %v, %v", r.String(), got, err)
		}
	}
	for o := OrderFIFO; o <= OrderManual; o++ {
		if got, err := ParseOrder(o.String()); err != nil || got != o {
			t.Errorf("ParseOrder(%q) = %v, %v", o.String(), got, err)
		}
	}
	for _, s := range []string{"", "D0", "D7", "X1", "D12"} {
		if _, err := ParseDir(s); err == nil {
			t.Errorf("ParseDir(%q) succeeded", s)
		}
	}
	if _, err := ParseRule("hex"); err == nil {
		t.Error("ParseRule(hex) succeeded")
	}
	if _, err := ParseOrder("bfs"); err == nil {
		t.Error("ParseOrder(bfs) succeeded")
	}
}
