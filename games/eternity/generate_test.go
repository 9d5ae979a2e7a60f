package eternity

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
)

func TestSuggestedColors(t *testing.T) {
	want := map[int][2]int{6: {3, 5}, 7: {3, 6}, 8: {3, 8}, 9: {4, 9}, 10: {4, 10}, 12: {4, 12}, 14: {5, 15}, 16: {5, 17}}
	for s, c := range want {
		if b, i := SuggestedColors(s, s); b != c[0] || i != c[1] {
			t.Errorf("%dx%d: %d+%d, want %d+%d", s, s, b, i, c[0], c[1])
		}
	}
}

// genCases are every square size 3..16 with the suggested counts, and a few
// rectangles.
func genCases() []GenOptions {
	var out []GenOptions
	for s := 3; s <= 16; s++ {
		b, i := SuggestedColors(s, s)
		out = append(out, GenOptions{W: s, H: s, BorderColors: b, InnerColors: i, Seed: uint64(s)})
	}
	for _, wh := range [][2]int{{3, 7}, {5, 9}, {12, 6}, {20, 20}, {30, 30}} {
		b, i := SuggestedColors(wh[0], wh[1])
		out = append(out, GenOptions{W: wh[0], H: wh[1], BorderColors: b, InnerColors: i, Seed: 7})
	}
	return out
}

// TestGenerateLaws: generated puzzles obey both laws, use exactly the colours
// asked for, dealt evenly, and come with a solution that matches every join.
func TestGenerateLaws(t *testing.T) {
	for _, o := range genCases() {
		t.Run(fmt.Sprintf("%dx%d_%d+%d", o.W, o.H, o.BorderColors, o.InnerColors), func(t *testing.T) {
			p, sol, err := Generate(o)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Validate(); err != nil {
				t.Fatal(err)
			}
			if probs := Check(p); len(probs) != 0 {
				t.Fatalf("breaks the laws: %v", probs)
			}
			if s := ScoreBoard(p, sol); !s.Solved() {
				t.Fatalf("its solution matches %d of %d joins", s.Matched, s.Total)
			}
			frame, inner := p.Colors()
			if len(frame) != o.BorderColors || len(inner) != o.InnerColors || frame[0] != 1 || inner[0] != Color(o.BorderColors+1) {
				t.Fatalf("frame colours %v and inner colours %v, want 1..%d and %d..%d",
					frame, inner, o.BorderColors, o.BorderColors+1, o.BorderColors+o.InnerColors)
			}
			u := p.Uses()
			checkEven(t, "frame", u.Frame[:], frame)
			checkEven(t, "inner", u.Inner[:], inner)
		})
	}
}

// checkEven: the joins of a class are dealt evenly, so the edge counts of
// its colours differ by at most one join (two edges).
func checkEven(t *testing.T, class string, counts []int, colors []Color) {
	t.Helper()
	lo, hi := counts[colors[0]], counts[colors[0]]
	for _, c := range colors {
		lo, hi = min(lo, counts[c]), max(hi, counts[c])
	}
	if hi-lo > 2 {
		t.Errorf("%s colours used %d to %d times: not dealt evenly", class, lo, hi)
	}
}

func TestGenerateDeterministic(t *testing.T) {
	o := GenOptions{W: 8, H: 8, BorderColors: 3, InnerColors: 8, Seed: 42}
	a, sa, _ := Generate(o)
	b, sb, _ := Generate(o)
	if !slices.Equal(a.Pieces, b.Pieces) || !slices.Equal(sa.Cells, sb.Cells) {
		t.Error("the same options gave two puzzles")
	}
	o.Seed = 43
	c, _, _ := Generate(o)
	if slices.Equal(a.Pieces, c.Pieces) {
		t.Error("seeds 42 and 43 gave the same puzzle")
	}
}

func TestGenerateShuffles(t *testing.T) {
	_, sol, err := Generate(GenOptions{W: 10, H: 10, BorderColors: 4, InnerColors: 10, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	inOrder, unturned := 0, 0
	for i, pl := range sol.Cells {
		if pl.Piece == i+1 {
			inOrder++
		}
		if pl.Turn == 0 {
			unturned++
		}
	}
	if inOrder > 10 || unturned > 50 {
		t.Errorf("%d pieces in board order, %d unturned of 100: not shuffled", inOrder, unturned)
	}
}

func TestGenerateErrors(t *testing.T) {
	tests := []GenOptions{
		{W: 2, H: 8, BorderColors: 3, InnerColors: 5},
		{W: 8, H: 31, BorderColors: 3, InnerColors: 5},
		{W: 8, H: 8, BorderColors: 0, InnerColors: 5},
		{W: 8, H: 8, BorderColors: 3, InnerColors: 0},
		{W: 8, H: 8, BorderColors: 30, InnerColors: 40},
		{W: 8, H: 8, BorderColors: 1, InnerColors: 8},   // corners need 4 ordered pairs
		{W: 8, H: 8, BorderColors: 2, InnerColors: 4},   // 24 border pieces, 16 classes
		{W: 16, H: 16, BorderColors: 5, InnerColors: 5}, // 196 inner pieces, 150 classes
		{W: 4, H: 4, BorderColors: 40, InnerColors: 3},  // more colours than frame joins
	}
	for _, o := range tests {
		if _, _, err := Generate(o); err == nil || o.Check() == nil {
			t.Errorf("%+v: no error from Generate (%v) or Check", o, err)
		}
	}
	if o := (GenOptions{W: 8, H: 8, BorderColors: 3, InnerColors: 8}); o.Check() != nil {
		t.Errorf("%+v: %v", o, o.Check())
	}
}

func TestGenerateCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, _, err := GenerateContext(ctx, GenOptions{W: 6, H: 6, BorderColors: 3, InnerColors: 5})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled generation returned %v", err)
	}
}

func BenchmarkGenerate16(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		if _, _, err := Generate(GenOptions{W: 16, H: 16, BorderColors: 5, InnerColors: 17, Seed: uint64(i)}); err != nil {
			b.Fatal(err)
		}
	}
}
