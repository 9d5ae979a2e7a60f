package rikudoui

import (
	"testing"

	"plateau/render/paint"
	draw "plateau/render/rikudo"
)

// Each solution's caption stands just under its board, which a tall view
// leaves far above the bottom (the captions stood some 170 px below).
func TestComparedSolutionsCaptionedUnderTheirBoards(t *testing.T) {
	ws := hexagonWorkspace(t, 2)
	ws.checkUnique()
	waitIdle(t, ws)
	if ws.compare == nil {
		t.Fatal("no comparison shown")
	}
	const w, h = 800, 900
	r := paint.NewRaster(w, h)
	ws.paint(r)
	l := draw.NewLayout(ws.p, w/2, h-30)
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
