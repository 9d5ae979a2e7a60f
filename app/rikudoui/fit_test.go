package rikudoui

import (
	"math"
	"testing"

	game "plateau/games/rikudo"
	"plateau/render/paint"
)

// halfHexagon is a radius-6 hexagon with its left half blocked out, as a
// person shapes it with right clicks: 66 cells in a radius-6 frame.
func halfHexagon(t *testing.T) *game.Puzzle {
	t.Helper()
	var cells []game.Hex
	for k := 1; k <= 6; k++ {
		for _, h := range game.RingHexes(k) {
			if 2*h.Q+h.R >= 0 {
				cells = append(cells, h)
			}
		}
	}
	p, err := game.NewShape(cells)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// inkBounds is the box around the board's dark outlines painted on r.
func inkBounds(r *paint.Raster) (lo, hi paint.Pt) {
	lo, hi = paint.Pt{X: math.Inf(1), Y: math.Inf(1)}, paint.Pt{X: math.Inf(-1), Y: math.Inf(-1)}
	b := r.Img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if c := r.Img.RGBAAt(x, y); c.A == 0xff && c.R < 80 && c.G < 80 && c.B < 80 {
				lo = paint.Pt{X: math.Min(lo.X, float64(x)), Y: math.Min(lo.Y, float64(y))}
				hi = paint.Pt{X: math.Max(hi.X, float64(x)), Y: math.Max(hi.Y, float64(y))}
			}
		}
	}
	return lo, hi
}

// Play shows a shape's cells alone, so it centres them in the view (half
// a hexagon stood against the view's right edge); the editor keeps its
// whole frame in view, where a right click unblocks a position. In both,
// clicks are read on the board as painted.
func TestPlayCentresAShapeBlockedOutOfItsFrame(t *testing.T) {
	for _, tc := range []struct {
		name    string
		play    bool
		centred bool
		frame   bool // the frame's leftmost position is in the view
	}{
		{"design", false, false, true},
		{"play", true, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ws := newTestWorkspace(t, "")
			ws.setPuzzle(halfHexagon(t), "")
			ws.setPlay(tc.play)
			iw, ih := ws.view.PixelSize()
			r := paint.NewRaster(int(iw), int(ih))
			r.Clear(paint.Hex("#ffffff"))
			ws.paint(r)
			lo, hi := inkBounds(r)
			if lo.X > hi.X {
				t.Fatal("no board painted")
			}
			if off := (lo.X+hi.X)/2 - iw/2; (math.Abs(off) < iw*0.01) != tc.centred {
				t.Errorf("the board's centre is %.0f px right of the view's (margins %.0f and %.0f px)", off, lo.X, iw-hi.X)
			}
			l := ws.layout()
			if left := l.HexCenter(game.Hex{Q: -6, R: 3}).X; tc.frame && left-l.Size < 0 {
				t.Errorf("the frame's leftmost position at x %.0f in a view %.0f px wide", left, iw)
			}
			// The clicks' layout is the painted one: the cells' outlines
			// are inked where it puts them.
			want0 := paint.Pt{X: math.Inf(1), Y: math.Inf(1)}
			want1 := paint.Pt{X: math.Inf(-1), Y: math.Inf(-1)}
			for c := range ws.p.N() {
				for _, q := range l.Polygon(c) {
					want0 = paint.Pt{X: math.Min(want0.X, q.X), Y: math.Min(want0.Y, q.Y)}
					want1 = paint.Pt{X: math.Max(want1.X, q.X), Y: math.Max(want1.Y, q.Y)}
				}
			}
			if d := math.Max(math.Max(math.Abs(lo.X-want0.X), math.Abs(lo.Y-want0.Y)), math.Max(math.Abs(hi.X-want1.X), math.Abs(hi.Y-want1.Y))); d > 4 {
				t.Errorf("cells inked in %v..%v, the clicks' layout puts them in %v..%v", lo, hi, want0, want1)
			}
		})
	}
}
