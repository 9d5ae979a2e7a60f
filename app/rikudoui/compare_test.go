package rikudoui

import (
	"math"
	"testing"

	"plateau/render/paint"
	draw "plateau/render/rikudo"
)

// Each solution's caption stands just under its board, which a tall view
// leaves far above the bottom (the captions stood some 170 px below).
func TestComparedSolutionsCaptionedUnderTheirBoards(t *testing.T) {
	const w, h = 800, 900
	ws := hexagonWorkspace(t, 2)
	r := paintCompared(t, ws, w, h)
	l := draw.NewShapeLayout(ws.p, w/2, h-30)
	bottom := 0.0
	for c := range ws.p.N() {
		bottom = max(bottom, l.Center(c).Y+l.Size)
	}
	inked := func(y0, y1 int) int {
		n := 0
		for y := max(y0, 0); y < min(y1, h); y++ {
			for x := 0; x < w/2; x++ {
				if c := r.Img.RGBAAt(x, y); c.R < 80 && c.G < 80 && c.B < 80 {
					n++
				}
			}
		}
		return n
	}
	if near, far := inked(int(bottom)+2, int(bottom)+40), inked(int(bottom)+40, h); near == 0 || far != 0 {
		t.Errorf("caption ink: %d pixels just under the board (ending at %.0f), %d further down", near, bottom, far)
	}
}

// paintCompared checks ws's puzzle, which has several solutions, and
// paints the two it shows side by side on a w x h raster.
func paintCompared(t *testing.T, ws *Workspace, w, h int) *paint.Raster {
	t.Helper()
	ws.checkUnique()
	waitIdle(t, ws)
	if ws.compare == nil {
		t.Fatal("no comparison shown")
	}
	r := paint.NewRaster(w, h)
	ws.paint(r)
	return r
}

// Two solutions side by side show the cells alone too, each centred in
// its half (half a hexagon stood against the right of its half).
func TestComparedShapesCentredInTheirHalves(t *testing.T) {
	const w, h = 800, 600
	ws := newTestWorkspace(t, "")
	ws.setPuzzle(halfHexagon(t), "")
	r := paintCompared(t, ws, w, h)
	for i := range 2 {
		half := paint.NewRaster(w/2, h)
		for y := range h {
			copy(half.Img.Pix[y*half.Img.Stride:], r.Img.Pix[y*r.Img.Stride+i*w/2*4:y*r.Img.Stride+(i+1)*w/2*4])
		}
		lo, hi := inkBounds(half)
		if off := (lo.X+hi.X)/2 - w/4; math.Abs(off) > w*0.01 {
			t.Errorf("solution %c: the board's centre is %.0f px right of its half's (margins %.0f and %.0f px)", 'A'+i, off, lo.X, w/2-hi.X)
		}
	}
}
