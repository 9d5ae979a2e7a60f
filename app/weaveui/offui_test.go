package weaveui

import (
	"bytes"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"plateau/render/paint"
	"plateau/render/scene3d"
)

// atRest is largeLattice with its whole frame on show.
func atRest(t *testing.T) (ws *Workspace, win fyne.Window, painted chan struct{}) {
	t.Helper()
	ws, win, painted = largeLattice(t)
	ws.rebuild()
	showWhole(t, ws, win, painted)
	return ws, win, painted
}

// showWhole draws until the whole frame of the lattice as it is shows,
// and lets go of the frames told by then: the lattice's coarse frame
// comes before its whole one (a change at rest), and both may be shown
// in one turn of the loop.
func showWhole(t *testing.T, ws *Workspace, win fyne.Window, painted chan struct{}) {
	t.Helper()
	win.Canvas().Capture()
	awaitWhole(t, ws, painted)
	win.Canvas().Capture()
	for len(painted) > 0 {
		<-painted
	}
}

// drag orbits the view as a drag of the mouse does.
func drag(ws *Workspace) {
	centre := fyne.NewPos(ws.view.Size().Width/2, ws.view.Size().Height/2)
	ws.view.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: centre}, Dragged: fyne.NewDelta(20, 0)})
}

// rendered paints key's frame of the scene on a renderer of its own.
func rendered(ws *Workspace, key frameKey) *scene3d.Renderer {
	r := scene3d.NewRenderer()
	r.Render(&key.cam, &ws.scene, key.w, key.h, &key.opts)
	return r
}

// An orbit of a large lattice is painted off the UI goroutine too, the
// frame before shown meanwhile: coarse as it was, four million points
// held the UI goroutine 120-270 ms a frame. An orbit on while one is
// painted is painted next, and the view ends on the last.
func TestAnOrbitOfALargeLatticeIsPaintedOffTheUIGoroutine(t *testing.T) {
	ws, win, painted := atRest(t)
	before := bytes.Clone(ws.view.Image().Pix)
	drag(ws)
	win.Canvas().Capture()
	if f := &ws.whole; !f.busy || f.painting != f.coarse {
		t.Fatalf("the orbit's coarse frame of %d points was drawn on the UI goroutine", len(ws.scene.Points))
	}
	if !bytes.Equal(ws.view.Image().Pix, before) {
		t.Error("meanwhile the view does not show the frame before")
	}
	drag(ws) // while the first is painted
	win.Canvas().Capture()
	if ws.whole.want.cam != ws.cam || !ws.whole.wanted {
		t.Error("the second orbit's frame is not the one to paint next")
	}
	for ws.whole.done.cam != ws.cam {
		awaitFrame(t, painted)
	}
	win.Canvas().Capture()
	key := ws.whole.done
	if key.opts.Stride != coarseStride(len(ws.scene.Points)) {
		t.Errorf("the orbit's frame is at stride %d", key.opts.Stride)
	}
	if !bytes.Equal(ws.view.Image().Pix, rendered(ws, key).Image().Pix) {
		t.Error("the view does not show the coarse frame of the last orbit")
	}
}

// A frame painted of a lattice changed since is never shown: the frame of
// the lattice as it is follows it.
func TestAFrameOfALatticeChangedMidPaintIsDropped(t *testing.T) {
	ws, win, painted := atRest(t)
	ws.byGen = true
	ws.rebuild()
	win.Canvas().Capture()
	if !ws.whole.busy {
		t.Fatal("the new colours are not painted off the UI goroutine")
	}
	ws.byGen = false // while they are
	ws.rebuild()
	showWhole(t, ws, win, painted)
	loop.For(50 * time.Millisecond)
	if n := len(painted); n > 0 || ws.whole.busy {
		t.Errorf("%d frames more shown (painting %v)", n, ws.whole.busy)
	}
	if ws.whole.done.rebuilds != ws.rebuilds {
		t.Fatal("the frame on show is of the lattice before")
	}
	if !bytes.Equal(ws.view.Image().Pix, rendered(ws, ws.whole.done).Image().Pix) {
		t.Error("the frame on show is not of the lattice's last colours")
	}
}

// Once the workspace is hidden, the frame being painted is the last: a
// change meanwhile is painted once it is shown again.
func TestAHiddenWorkspacePaintsNoMoreFrames(t *testing.T) {
	ws, win, painted := atRest(t)
	drag(ws)
	win.Canvas().Capture()
	ws.Shown(false)
	ws.rebuild() // as the end of a job does
	win.Canvas().Capture()
	for end := time.Now().Add(30 * time.Second); ws.whole.busy && time.Now().Before(end); {
		loop.For(5 * time.Millisecond)
	}
	loop.For(50 * time.Millisecond)
	if ws.whole.busy || ws.whole.done.rebuilds == ws.rebuilds {
		t.Error("a frame was painted while the workspace was hidden")
	}
	for len(painted) > 0 {
		<-painted
	}
	ws.Shown(true)
	win.Canvas().Capture()
	awaitFrame(t, painted)
	if ws.whole.done.rebuilds != ws.rebuilds {
		t.Error("shown again, the view does not paint the lattice as it is")
	}
}

// A click while the renderer of the coarse frame on show paints the next
// one waits for it, and picks on it: that renderer knows only the next
// frame's points by then, and the UI goroutine's none.
func TestAClickWhileTheFrameOnShowIsPaintedOverPicksOnTheNext(t *testing.T) {
	ws, win, painted := atRest(t)
	drag(ws)
	win.Canvas().Capture()
	for ws.whole.done.cam != ws.cam {
		awaitFrame(t, painted)
	}
	win.Canvas().Capture()
	drag(ws)
	win.Canvas().Capture()
	if f := &ws.whole; !f.busy || f.painting != f.coarse || ws.picker() != nil {
		t.Fatal("the coarse frame on show is not being painted over")
	}
	next := rendered(ws, ws.whole.want)
	stride := coarseStride(len(ws.scene.Points))
	i := -1
	for j := stride; j < len(ws.scene.Points); j += stride {
		if x, y, _, ok := next.Screen(j); ok && next.Pick(x, y, 14) == j && j != ws.selected-1 {
			i = j
			break
		}
	}
	if i < 0 {
		t.Fatal("no point to click")
	}
	x, y, _, _ := next.Screen(i)
	selected := ws.selected
	ws.pick(paint.Pt{X: float64(x), Y: float64(y)})
	if ws.selected != selected {
		t.Fatalf("the click picked P%d before the frame it is on was painted", ws.selected)
	}
	awaitFrame(t, painted)
	if ws.selected != i+1 {
		t.Errorf("the click on P%d picked P%d", i+1, ws.selected)
	}
}

// A change of a large lattice at rest (a click's selection, a step) shows
// in its coarse frame first, then whole: the whole frame of four million
// points took a second or two, and the view showed the lattice before
// meanwhile.
func TestAChangedLatticeShowsCoarselyFirst(t *testing.T) {
	ws, win, painted := atRest(t)
	var shown []frameKey // the frames in the order shown: the loop may show the next before a wait returns
	wholePainted = func() {
		shown = append(shown, ws.whole.done)
		painted <- struct{}{}
	}
	ws.rebuild()
	win.Canvas().Capture()
	if f := &ws.whole; !f.busy || f.painting != f.coarse {
		t.Fatal("the changed lattice's whole frame is painted first")
	}
	awaitWhole(t, ws, painted)
	win.Canvas().Capture()
	if len(shown) != 2 || shown[0].opts.Stride == 1 || shown[0].rebuilds != ws.rebuilds {
		t.Errorf("the frames shown are not the coarse one then the whole one of the lattice as it is: %d frames", len(shown))
	}
	if !bytes.Equal(ws.view.Image().Pix, rendered(ws, ws.whole.done).Image().Pix) {
		t.Error("the whole frame after it is not the lattice's")
	}
}
