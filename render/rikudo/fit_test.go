package rikudo

import (
	"math"
	"testing"

	game "plateau/games/rikudo"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// blockedShape is the hexagon of the given radius with every position
// that keep refuses blocked out, the way a person shapes a puzzle with
// right clicks: the frame stays the hexagon's.
func blockedShape(t *testing.T, radius int, keep func(game.Hex) bool) *game.Puzzle {
	t.Helper()
	var cells []game.Hex
	for k := 1; k <= radius; k++ {
		for _, h := range game.RingHexes(k) {
			if keep(h) {
				cells = append(cells, h)
			}
		}
	}
	p, err := game.NewShape(cells)
	if err != nil {
		t.Fatal(err)
	}
	if p.Frame() != radius {
		t.Fatalf("frame %d, want %d", p.Frame(), radius)
	}
	return p
}

// fitShapes are shapes that leave much of their frame blocked, and a
// whole hexagon that leaves none.
func fitShapes(t *testing.T) []struct {
	name string
	p    *game.Puzzle
} {
	return []struct {
		name string
		p    *game.Puzzle
	}{
		{"left half of a radius-6 hexagon blocked", blockedShape(t, 6, func(h game.Hex) bool { return 2*h.Q+h.R >= 0 })},
		{"a strip of 10 cells in a radius-10 frame", blockedShape(t, 10, func(h game.Hex) bool { return h.R == 0 && h.Q > 0 })},
		{"a whole hexagon", mustHexagon(t, 6)},
	}
}

// checkFit fails unless what is drawn (lo..hi) fits the box of w x h
// whose top is at top, reaches (nearly) its width or its height, and is
// centred in it.
func checkFit(t *testing.T, lo, hi paint.Pt, top, w, h float64) {
	t.Helper()
	fw, fh := (hi.X-lo.X)/w, (hi.Y-lo.Y)/h
	if math.Max(fw, fh) < 0.85 || math.Max(fw, fh) > 1 {
		t.Errorf("the board fills %.0f%% of the width and %.0f%% of the height it is given, want 85%% to 100%% of one", 100*fw, 100*fh)
	}
	mid := lo.Lerp(hi, 0.5)
	if dx, dy := mid.X-w/2, mid.Y-(top+h/2); math.Abs(dx) > w*0.005 || math.Abs(dy) > h*0.005 {
		t.Errorf("the board's centre is %.0f right and %.0f below its box's (margins %.0f left, %.0f right)", dx, dy, lo.X, w-hi.X)
	}
}

// The printed page fits and centres the cells drawn, not the frame of
// blocked positions around them: a half hexagon printed in half the
// width, a strip at a fifth of the width, against the side of the page.
func TestPrintPageFitsTheShape(t *testing.T) {
	for _, tc := range fitShapes(t) {
		t.Run(tc.name, func(t *testing.T) {
			r := &painttest.Recorder{W: pageW, H: pageH}
			printPage(r, tc.p, nil, Page{Title: "Rikudo"})
			lo, hi, ok := r.StrokeBounds()
			if !ok {
				t.Fatal("no puzzle drawn")
			}
			band := math.Max(paint.PrintTitleBand, captionGap) * perPoint
			checkFit(t, lo, hi, band, pageW, pageH-2*band)
		})
	}
}

// A PNG or SVG picture fits and centres the shape in the room above its
// caption, as the printed page does (a half hexagon stood against the
// picture's right edge, its left 45% blank).
func TestPictureFitsTheShape(t *testing.T) {
	const side = 1600.0
	for _, tc := range fitShapes(t) {
		for _, caption := range []string{"", "Write the numbers"} {
			t.Run(tc.name+", caption "+caption, func(t *testing.T) {
				r := &painttest.Recorder{W: side, H: side}
				sheet(r, tc.p, nil, side, side, caption)
				lo, hi, ok := r.StrokeBounds()
				if !ok {
					t.Fatal("no puzzle drawn")
				}
				board := side
				if caption != "" {
					board -= math.Round(side * 0.08)
				}
				checkFit(t, lo, hi, 0, side, board)
			})
		}
	}
}
