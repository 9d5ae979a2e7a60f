package weaveui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit/kittest"
	"plateau/render/scene3d"
)

// outside counts the lattice's points the camera puts outside the view.
func outside(ws *Workspace) (n int) {
	pw, ph := ws.view.PixelSize()
	m := ws.cam.Matrix(int(pw), int(ph))
	for _, p := range ws.scene.Points {
		x, y, _, ok := scene3d.Project(m, int(pw), int(ph), p)
		if !ok || x < 0 || y < 0 || x > float32(pw) || y > float32(ph) {
			n++
		}
	}
	return n
}

// The first view frames the whole lattice in a view narrower than it is
// high (the window of 800x560, the smallest a start restores, less the
// shell's list of workspaces): framed before the view was laid out, for a
// 900x650 view, the lattice ran out at both sides until Fit was pressed.
// While the view follows the lattice, it frames it again when resized,
// keeping an orbit; after a zoom of the person's, a resize leaves the
// camera alone.
func TestFirstViewFramesTheLatticeAtItsSize(t *testing.T) {
	loop = kittest.Loop(t)
	k := kittest.New(t, "")
	ws := New(k)
	win := k.Window
	win.SetContent(ws.Content())
	win.Resize(fyne.NewSize(660, 560))
	win.Canvas().Capture()
	if pw, ph := ws.view.PixelSize(); pw >= ph {
		t.Fatalf("the view is %gx%g: want it narrower than high for the test", pw, ph)
	}
	if n := outside(ws); n > 0 {
		t.Errorf("first view at 660x560: %d of %d points outside the view", n, len(ws.scene.Points))
	}

	test.Drag(win.Canvas(), fyne.NewPos(150, 250), 40, 0) // an orbit: the view still follows
	yaw := ws.cam.Yaw
	win.Resize(fyne.NewSize(1280, 800))
	win.Canvas().Capture()
	win.Resize(fyne.NewSize(620, 560))
	win.Canvas().Capture()
	if ws.cam.Yaw != yaw {
		t.Errorf("a resize turned the orbit from %v to %v", yaw, ws.cam.Yaw)
	}
	if n := outside(ws); n > 0 {
		t.Errorf("after an orbit and a resize to 620x560: %d points outside the view", n)
	}

	test.Scroll(win.Canvas(), fyne.NewPos(150, 250), 0, 50) // a zoom: the person frames it now
	dist := ws.cam.Distance
	win.Resize(fyne.NewSize(1280, 800))
	win.Canvas().Capture()
	if ws.cam.Distance != dist {
		t.Errorf("after a zoom, a resize moved the camera from %v to %v", dist, ws.cam.Distance)
	}
}
