package dicewarsui

import (
	"image"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"plateau/render/paint"
)

// layerSize is the size of the cached map layer.
func layerSize(ws *Workspace) image.Point {
	ws.cache.mu.Lock()
	defer ws.cache.mu.Unlock()
	return ws.cache.img.Rect.Size()
}

// A burst of new sizes paints no map layer on the UI goroutine (each took
// 52-146 ms, at every step of a drag): the last layer stands in, scaled,
// and the final size gets a layer of its own, painted off the UI
// goroutine, after which the view shows the map as a full paint does.
func TestAResizeBurstScalesTheLastLayerThenPaintsTheFinalSize(t *testing.T) {
	ws, idle := newTestWorkspace(t, "")
	win := ws.k.Window
	before := layerSize(ws)
	ws.cache.mu.Lock()
	ws.cache.busy = true // a layer is being painted: the burst must not paint one itself
	ws.cache.mu.Unlock()
	for i, s := range []fyne.Size{{Width: 1100, Height: 700}, {Width: 1500, Height: 900}, {Width: 1600, Height: 1000}} {
		win.Resize(s)
		win.Canvas().Capture()
		if got := layerSize(ws); got != before {
			t.Fatalf("step %d: a %v layer was painted during the burst, want the %v one kept", i, got, before)
		}
	}
	ws.cache.mu.Lock()
	ws.cache.busy = false
	ws.cache.mu.Unlock()
	ws.view.Refresh()
	win.Canvas().Capture()
	pw, ph := ws.view.PixelSize()
	want := image.Pt(int(pw+0.5), int(ph+0.5))
	for end := time.Now().Add(10 * time.Second); layerSize(ws) != want && time.Now().Before(end); {
		idle.loop.For(5 * time.Millisecond)
	}
	if got := layerSize(ws); got != want {
		t.Fatalf("once the size rested the layer is %v, want %v", got, want)
	}
	win.Canvas().Capture()
	full := paint.NewRaster(want.X, want.Y)
	ws.paint(full)
	if got := ws.view.Image(); got == nil || string(got.Pix) != string(full.Img.Pix) {
		t.Error("the view at its final size is not the full paint")
	}
}

// The stand-in puts the map where the new size's layout does: at the
// same scale (a wider view, the height setting the scale) it is the layer
// painted at the size; scaled 2.25 times, it differs in the borders'
// width and the edges' pixels only.
func TestTheStandInIsTheLayerScaled(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	pos := ws.g.Position()
	for _, c := range []struct {
		from, to image.Point
		percent  int // of the pixels the same as the layer painted at the size
	}{
		{image.Pt(500, 400), image.Pt(900, 400), 100},
		{image.Pt(500, 400), image.Pt(1000, 900), 90},
	} {
		from, to := ws.layoutFor(c.from.X, c.from.Y), ws.layoutFor(c.to.X, c.to.Y)
		src := paintLayer(from, &pos, c.from.X, c.from.Y)
		want := paintLayer(to, &pos, c.to.X, c.to.Y)
		got := paint.NewRaster(c.to.X, c.to.Y)
		standIn(got.Img, src, from, to, to.Sea)
		same := 0
		for i := 0; i < len(want.Pix); i += 4 {
			if diff(uint32(got.Img.Pix[i]), want.Pix[i])+diff(uint32(got.Img.Pix[i+1]), want.Pix[i+1])+
				diff(uint32(got.Img.Pix[i+2]), want.Pix[i+2]) <= 24 {
				same++
			}
		}
		if n := len(want.Pix) / 4; same*100 < n*c.percent {
			t.Errorf("%v to %v: %d of %d pixels match the layer painted at the size, want %d%%", c.from, c.to, same, n, c.percent)
		}
	}
}
