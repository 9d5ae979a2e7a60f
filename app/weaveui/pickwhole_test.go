package weaveui

import (
	"testing"

	"plateau/render/paint"
	"plateau/render/scene3d"
)

// A click on the whole frame of a large lattice, painted off the UI
// goroutine, picks any point it shows, also those the coarse frame before
// it left out: the UI goroutine's renderer knows only those it drew.
func TestAClickOnAWholeFramePicksAnyPoint(t *testing.T) {
	ws, win, painted := largeLattice(t)
	ws.rebuild()
	win.Canvas().Capture()
	awaitWhole(t, ws, painted)
	win.Canvas().Capture()
	if !ws.whole.shown {
		t.Fatal("the whole frame is not on show")
	}
	stride := coarseStride(len(ws.scene.Points))
	o := ws.opts
	o.Stride = 1
	pw, ph := ws.view.PixelSize()
	whole := scene3d.NewRenderer()
	whole.Render(&ws.cam, &ws.scene, int(pw), int(ph), &o)
	tried := 0
	for i := range ws.scene.Points {
		x, y, _, ok := whole.Screen(i)
		if i%stride == 0 || !ok || whole.Pick(x, y, 14) != i || i == ws.selected-1 {
			continue // drawn coarse, or hidden
		}
		ws.pick(paint.Pt{X: float64(x), Y: float64(y)})
		if ws.selected != i+1 {
			t.Fatalf("a click on P%d picked P%d", i+1, ws.selected)
		}
		if tried++; tried == 5 {
			return
		}
		win.Canvas().Capture()
		awaitWhole(t, ws, painted)
		win.Canvas().Capture()
	}
	t.Fatalf("%d points to click", tried)
}
