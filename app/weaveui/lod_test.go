package weaveui

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit/kittest"
	"plateau/render/scene3d"
)

// withLOD lowers the coarse-frame threshold and the rest delay for a test.
func withLOD(t *testing.T, points int, delay time.Duration) {
	t.Helper()
	savedPoints, savedDelay := lodPoints, restDelay
	lodPoints, restDelay = points, delay
	t.Cleanup(func() { lodPoints, restDelay = savedPoints, savedDelay })
}

// While the view moves, a lattice larger than the threshold is drawn one
// point in a stride that keeps about the threshold's number; a drag's end
// draws it whole again, and a zoom's rest does too.
func TestAMovingViewDrawsALargeLatticeCoarsely(t *testing.T) {
	withLOD(t, 50, time.Hour) // the rest comes from the drag's end
	ws, win := newTestWorkspace(t, "")
	n := len(ws.scene.Points)
	want := (n + 49) / 50
	centre := fyne.NewPos(ws.view.Size().Width/2, ws.view.Size().Height/2)
	paint := func() int {
		win.Canvas().Capture()
		return ws.opts.Stride
	}
	if got := paint(); got != 1 {
		t.Fatalf("at rest: stride %d", got)
	}
	ws.view.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: centre}, Dragged: fyne.NewDelta(20, 0)})
	if got := paint(); got != want {
		t.Errorf("orbiting %d points: stride %d, want %d", n, got, want)
	}
	ws.view.DragEnd()
	if got := paint(); got != 1 {
		t.Errorf("after the drag: stride %d, want 1", got)
	}

	withLOD(t, 50, 20*time.Millisecond)
	test.Scroll(win.Canvas(), centre, 0, 10)
	if got := paint(); got != want {
		t.Errorf("zooming: stride %d, want %d", got, want)
	}
	for end := time.Now().Add(2 * time.Second); ws.moving && time.Now().Before(end); {
		loop.For(5 * time.Millisecond)
	}
	if got := paint(); got != 1 {
		t.Errorf("once the zoom rested: stride %d, want 1", got)
	}
}

// A lattice within the threshold is always drawn whole.
func TestASmallLatticeIsDrawnWholeWhileMoving(t *testing.T) {
	withLOD(t, 1_000_000, time.Hour)
	ws, win := newTestWorkspace(t, "")
	ws.Keys().Board(&fyne.KeyEvent{Name: fyne.KeyLeft})
	win.Canvas().Capture()
	if ws.opts.Stride != 1 || !ws.moving {
		t.Errorf("moving %v, stride %d: want the whole lattice", ws.moving, ws.opts.Stride)
	}
}

// Play draws a large lattice coarsely, as a moving view does, and whole
// again once paused: drawn whole each tick, a million points kept Play at
// a few frames a second.
func TestPlayDrawsALargeLatticeCoarsely(t *testing.T) {
	withLOD(t, 50, time.Hour)
	ws, win := newTestWorkspace(t, "")
	paint := func() int {
		win.Canvas().Capture()
		return ws.opts.Stride
	}
	ws.player.play()
	if got := paint(); got <= 1 {
		t.Errorf("playing %d points: stride %d", len(ws.scene.Points), got)
	}
	ws.player.pause()
	if got := paint(); got != 1 {
		t.Errorf("paused: stride %d, want 1", got)
	}
}

// A picture exported while Play draws coarsely is drawn whole: it took the
// stride of the last frame.
func TestAnExportDuringPlayIsWhole(t *testing.T) {
	withLOD(t, 50, time.Hour)
	ws, win := newTestWorkspace(t, "")
	dir := t.TempDir()
	export := func(name string) []byte {
		win.Canvas().Capture()
		path := filepath.Join(dir, name)
		ws.ExportPicture(path, nil)
		waitForJobs(t, ws)
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	paused := export("paused.png")
	ws.player.play()
	playing := export("playing.png")
	ws.player.pause()
	if !bytes.Equal(paused, playing) {
		t.Errorf("the picture exported during Play (%d bytes) is not the one exported paused (%d bytes)", len(playing), len(paused))
	}
}

// A new size of the view is drawn coarsely, as a move is, at every step
// of a resize, and whole once the size has rested: a corner drag over a
// million points drew each step whole and froze the window for 2 s.
func TestAResizeDrawsALargeLatticeCoarselyUntilItRests(t *testing.T) {
	withLOD(t, 50, time.Hour)
	ws, win := newTestWorkspace(t, "")
	want := (len(ws.scene.Points) + 49) / 50
	paint := func() int {
		win.Canvas().Capture()
		return ws.opts.Stride
	}
	if got := paint(); got != 1 {
		t.Fatalf("at rest: stride %d", got)
	}
	size := win.Canvas().Size()
	for i := 1; i <= 3; i++ {
		win.Resize(size.AddWidthHeight(float32(40*i), float32(30*i)))
		if got := paint(); got != want {
			t.Errorf("resize step %d: stride %d, want %d", i, got, want)
		}
	}
	withLOD(t, 50, 20*time.Millisecond)
	win.Resize(size.AddWidthHeight(160, 120)) // the last step arms the short rest
	paint()
	for end := time.Now().Add(2 * time.Second); ws.moving && time.Now().Before(end); {
		loop.For(5 * time.Millisecond)
	}
	if got := paint(); got != 1 {
		t.Errorf("once the size rested: stride %d, want 1", got)
	}
}

// withWholeOffUI has lattices of more than points points painted whole off
// the UI goroutine, for a test.
func withWholeOffUI(t *testing.T, points int) chan struct{} {
	t.Helper()
	saved := wholeOffUI
	wholeOffUI = points
	painted := make(chan struct{}, 100)
	wholePainted = func() { painted <- struct{}{} }
	t.Cleanup(func() { wholeOffUI, wholePainted = saved, nil })
	return painted
}

// largeLattice is a test workspace on a lattice of 3,000 points drawn as
// a large one: coarsely while it moves (more than 50 points), whole off
// the UI goroutine (more than 1,000), painted telling whole frames shown.
func largeLattice(t *testing.T) (ws *Workspace, win fyne.Window, painted chan struct{}) {
	t.Helper()
	withLOD(t, 50, time.Hour)
	painted = withWholeOffUI(t, 1000)
	ws, win = newTestWorkspace(t, "")
	ws.growTo("3000")
	kittest.Wait(t, loop, ws.status.Idle(), 30*time.Second)
	return ws, win, painted
}

// awaitWhole pumps the test's loop until the whole frame of the lattice
// as it is, painted off the UI goroutine, is shown.
func awaitWhole(t *testing.T, ws *Workspace, painted chan struct{}) {
	t.Helper()
	for f := &ws.whole; f.done.opts.Stride != 1 || f.done.rebuilds != ws.rebuilds || f.img == nil; {
		awaitFrame(t, painted)
	}
}

// awaitFrame pumps the test's loop until a frame painted off the UI
// goroutine is shown.
func awaitFrame(t *testing.T, painted chan struct{}) {
	t.Helper()
	done := make(chan struct{})
	go func() { <-painted; close(done) }()
	kittest.Wait(t, loop, done, 30*time.Second)
}

// The whole frame of a large lattice at rest is painted off the UI
// goroutine, the last frame shown meanwhile: painted there, a million
// points froze the window 0.2 s at every rest, colour change and growth.
// (offui_test.go: a change while it is painted.)
func TestARestingLargeLatticeIsPaintedOffTheUIGoroutine(t *testing.T) {
	ws, win, painted := largeLattice(t)
	for len(painted) > 0 {
		<-painted
	}
	whole := func() []byte {
		o := ws.opts
		o.Stride = 1
		pw, ph := ws.view.PixelSize()
		return scene3d.NewRenderer().Render(&ws.cam, &ws.scene, int(pw), int(ph), &o).Pix
	}

	ws.rebuild()
	win.Canvas().Capture()
	if !ws.whole.busy {
		t.Fatalf("at rest, the UI goroutine drew %d points at stride %d", len(ws.scene.Points), ws.opts.Stride)
	}
	awaitWhole(t, ws, painted)
	win.Canvas().Capture()
	if !bytes.Equal(ws.view.Image().Pix, whole()) {
		t.Error("the frame painted off the UI goroutine is not the whole lattice")
	}

	ws.Undo() // the growth: a lattice painted whole on the UI goroutine
	win.Canvas().Capture()
	if ws.whole.rend != nil {
		t.Error("the renderer of the large lattice's whole frames stayed after Undo")
	}
}
