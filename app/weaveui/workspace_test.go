package weaveui

import (
	"context"
	"errors"
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/games/weave"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
	"plateau/render/scene3d"
)

// loop is the test's main loop, where the workspace's goroutines put
// their widget work (kit.Do); the tests run it while they wait.
var loop *kit.Loop

func newTestWorkspace(t testing.TB, path string) (*Workspace, fyne.Window) {
	t.Helper()
	loop = kittest.Loop(t)
	k := kittest.New(t, path)
	ws := New(k)
	kittest.Show(k, ws.Content())
	ws.fit()
	k.Window.Canvas().Capture() // paint once more, so picking knows where points are
	t.Cleanup(func() {
		// the view's rest after a move comes 200 ms later: after the
		// test's loop is gone, it would run on the timer's goroutine
		if ws.restTimer != nil {
			ws.restTimer.Stop()
		}
	})
	return ws, k.Window
}

func TestOpensOnAGrownLattice(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	if n := ws.Model().Len(); n < defaultPoints {
		t.Errorf("opens on %d points, want at least %d", n, defaultPoints)
	}
}

func TestOrbitAndZoomMoveTheCamera(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	yaw, dist := ws.cam.Yaw, ws.cam.Distance
	centre := fyne.NewPos(300, 300)
	test.Drag(win.Canvas(), centre, 40, 0)
	if ws.cam.Yaw == yaw {
		t.Error("a drag did not orbit the camera")
	}
	test.Scroll(win.Canvas(), centre, 0, 50)
	if ws.cam.Distance >= dist {
		t.Errorf("scrolling up did not zoom in: distance %v -> %v", dist, ws.cam.Distance)
	}
}

func TestClickSelectsThePointUnderIt(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	x, y, _, ok := ws.rend.Screen(0) // where P1 was drawn
	if !ok {
		t.Fatal("P1 not on screen")
	}
	test.TapAt(ws.view, fyne.NewPos(x, y))
	if ws.selected != 1 {
		t.Fatalf("selected P%d, want P1", ws.selected)
	}
	if got := ws.panel.point.Text; got == "" || got[:3] != "P1 " {
		t.Errorf("panel shows %q", got)
	}
	// the status line says it too: the panel's part is below the fold
	if got := ws.status.Message(); !strings.HasPrefix(got, "P1 at (0, 0, 0), not free, generation 0, 3 links") {
		t.Errorf("status %q", got)
	}
	kittest.LabelsFit(t, ws.Content())
}

// expandP1ByHand starts a new lattice in the manual order and clicks P1,
// which grows its three neighbours: work that is not saved.
func expandP1ByHand(ws *Workspace, win fyne.Window) {
	ws.panel.order.SetSelectedIndex(int(weave.OrderManual))
	ws.reset()
	win.Canvas().Capture()
	x, y, _, _ := ws.rend.Screen(0)
	test.TapAt(ws.view, fyne.NewPos(x, y))
}

func TestManualOrderExpandsTheClickedPoint(t *testing.T) {
	ws, win := newTestWorkspace(t, "")
	expandP1ByHand(ws, win)
	if n := ws.Model().Len(); n != 4 {
		t.Fatalf("after expanding P1 the lattice has %d points, want 4", n)
	}
	ws.Keys().Undo()
	if n := ws.Model().Len(); n != 1 {
		t.Errorf("after undo %d points, want 1", n)
	}
	ws.Keys().Redo()
	if n := ws.Model().Len(); n != 4 || ws.Model().LastExpanded() != 1 {
		t.Errorf("after redo %d points, P%d expanded last; want 4, P1", n, ws.Model().LastExpanded())
	}
}

// TestSpaceStepsAndPlayGrows: Space expands one point, Undo and Redo take
// it back and again, playing grows by the speed (20 steps a second) on
// each animation tick, and Space pauses the play.
func TestSpaceStepsAndPlayGrows(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	steps := func() int { return ws.Model().Stats().Steps }
	s0 := steps()
	ws.Keys().Space()
	if steps() != s0+1 {
		t.Fatalf("Space: %d steps, want %d", steps(), s0+1)
	}
	ws.Keys().Undo()
	if got := ws.status.Message(); got != "Undone." { // not the expansion taken back
		t.Errorf("after Undo, status %q", got)
	}
	ws.Keys().Redo()
	if steps() != s0+1 {
		t.Fatalf("undo and redo: %d steps, want %d", steps(), s0+1)
	}
	ws.player.play()
	if !ws.player.playing {
		t.Fatal("play did not start")
	}
	if ws.panel.playTool.Icon() != theme.MediaPauseIcon() || ws.panel.play.Text != "Pause" || ws.panel.playTool.Tip() != "Pause (Space)" {
		t.Errorf("playing: the toolbar shows %s and the panel %q, want Pause in both", ws.panel.playTool.Icon().Name(), ws.panel.play.Text)
	}
	ws.player.last = ws.player.last.Add(-time.Second) // a second owed to the clock
	ws.player.tick()
	if got := steps() - (s0 + 1); got < 20 || got > 21 {
		t.Errorf("a tick one second late expanded %d points, want 20", got)
	}
	ws.Keys().Space()
	if ws.player.playing {
		t.Error("Space did not pause the play")
	}
	if ws.panel.playTool.Icon() != theme.MediaPlayIcon() || ws.panel.play.Text != "Play" || ws.panel.playTool.Tip() != "Play" {
		t.Errorf("paused: the toolbar shows %s and the panel %q, want Play in both", ws.panel.playTool.Icon().Name(), ws.panel.play.Text)
	}
	s1 := steps()
	ws.player.tick()
	if steps() != s1 {
		t.Error("a paused player still grows the lattice")
	}
}

func TestGrowJobAndSaveOpen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "l.json")
	ws, _ := newTestWorkspace(t, path)
	ws.growTo("3000")
	deadline := time.Now().Add(10 * time.Second)
	for ws.growing {
		if time.Now().After(deadline) {
			t.Fatal("grow did not finish")
		}
		loop.For(5 * time.Millisecond)
	}
	if n := ws.Model().Len(); n < 3000 {
		t.Fatalf("grew to %d points", n)
	}
	want := ws.Model().Stats()
	ws.Keys().Save()
	ws.reset()
	ws.Keys().Open()
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
	if got := ws.Model().Stats(); got != want {
		t.Errorf("reopened %+v, want %+v", got, want)
	}
	os.WriteFile(path, []byte(`{"rule": "seed", "points": [{"n": 2}]}`), 0o644)
	if err := ws.OpenPath(path); err == nil {
		t.Error("a broken file opened")
	}
	if got := ws.Model().Stats(); got != want {
		t.Error("a broken file changed the lattice")
	}
}

// TestPanMovesTheTargetNotTheAngle: Shift-drag and right-drag pan the view
// (the target moves, the angles stay); a plain drag orbits.
func TestPanMovesTheTargetNotTheAngle(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	v := ws.view
	for _, tc := range []struct {
		name string
		drag func()
	}{
		{"shift-drag", func() {
			v.MouseDown(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary, Modifier: fyne.KeyModifierShift})
			v.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(300, 300)}, Dragged: fyne.NewDelta(40, 10)})
			v.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonPrimary})
		}},
		{"right-drag", func() {
			v.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(300, 300)}, Button: desktop.MouseButtonSecondary})
			v.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(340, 310)}, Button: desktop.MouseButtonSecondary})
			v.MouseUp(&desktop.MouseEvent{Button: desktop.MouseButtonSecondary})
		}},
	} {
		target, yaw, pitch := ws.cam.Target, ws.cam.Yaw, ws.cam.Pitch
		tc.drag()
		if ws.cam.Target == target || ws.cam.Yaw != yaw || ws.cam.Pitch != pitch {
			t.Errorf("%s: target %v -> %v, yaw %v -> %v, pitch %v -> %v", tc.name, target, ws.cam.Target, yaw, ws.cam.Yaw, pitch, ws.cam.Pitch)
		}
	}
}

// Ctrl+P prints: the view as a PNG picture.
func TestPrintKeyWritesTheView(t *testing.T) {
	path := filepath.Join(t.TempDir(), "view.png")
	ws, _ := newTestWorkspace(t, path)
	ws.Keys().Print()
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
	if b := kittest.ReadPNG(t, path).Bounds(); b.Dx() < 2 || b.Dy() < 2 {
		t.Errorf("picture of %v", b)
	}
}

// The view exports as a PNG picture twice its size, framed as on screen:
// the lattice's points, dark on the white of scene3d.PrintPalette (the
// screen's near-black background took a page of ink), the view on screen
// left in its own colours.
func TestExportPicture(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	path := filepath.Join(t.TempDir(), "view.png")
	done := make(chan struct{})
	var err error
	ws.ExportPicture(path, func(e error) { err = e; close(done) })
	kittest.Wait(t, loop, done, 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if got := ws.status.File(); got != path {
		t.Errorf("the status bar opens %q, want the picture", got)
	}
	if msg := ws.status.Message(); msg != "Exported "+path { // as the other workspaces' pictures say
		t.Errorf("the status bar says %q", msg)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	// it prints at the size of the view on the screen
	want := paint.ScreenDPI * float64(pictureScale) // whatever the screen's scale
	if dpi, ok := painttest.PNGDPI(data); !ok || math.Abs(dpi-want) > 0.5 {
		t.Errorf("the picture says %.2f dpi (%v), want %.2f", dpi, ok, want)
	}
	img := kittest.ReadPNG(t, path)
	size := ws.view.Size() // in Fyne units, whatever the screen's scale
	pw, ph := int(math.Round(float64(size.Width))), int(math.Round(float64(size.Height)))
	if b := img.Bounds(); b.Dx() != pictureScale*pw || b.Dy() != pictureScale*ph {
		t.Errorf("picture %v, want %d x %d", b, pictureScale*pw, pictureScale*ph)
	}
	// P1 where the view drew it (in pixels), scaled
	x, y, _, ok := ws.rend.Screen(0)
	if !ok {
		t.Fatal("P1 not on screen")
	}
	bg := color.RGBAModel.Convert(scene3d.PrintPalette.Background)
	if l := paint.Luminance(bg); l < 0.9 {
		t.Errorf("the picture's background %v has luminance %.2f: it prints as a slab of ink", bg, l)
	}
	if c := color.RGBAModel.Convert(img.At(int(x*pictureScale), int(y*pictureScale))); paint.Contrast(c, bg) < 3 {
		t.Errorf("P1 prints in %v on %v: %.1f:1, want 3:1 at least", c, bg, paint.Contrast(c, bg))
	}
	if c := color.RGBAModel.Convert(img.At(1, 1)); c != bg {
		t.Errorf("corner %v, want the background %v", c, bg)
	}
	if ws.opts.Palette != scene3d.DefaultPalette || ws.scene.Colors[0] == scene3d.PrintPalette.Free {
		t.Error("the export changed the view's colours on screen")
	}
}

// Stop during a picture export leaves no file, not even a temporary one,
// and the status bar says it stopped: the picture was written, and said
// saved, whatever Stop did.
func TestStoppedPictureExportLeavesNoFile(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	m, err := weave.New(weave.Config{Rule: weave.RuleCubic})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Grow(context.Background(), weave.Target{Points: 20_000}, nil); err != nil {
		t.Fatal(err)
	}
	ws.setModel(m) // drawn and encoded in a tenth of a second or so
	dir := t.TempDir()
	got := errors.New("done not called")
	ws.ExportPicture(filepath.Join(dir, "view.png"), func(err error) { got = err })
	ws.stop()
	kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
	files, _ := os.ReadDir(dir)
	if !errors.Is(got, context.Canceled) || len(files) != 0 || !strings.HasSuffix(ws.status.Message(), "stopped") {
		t.Errorf("done(%v), %d files left, status %q; want no file, stopped", got, len(files), ws.status.Message())
	}
}

// A lattice saved as JSON goes on the recent files, one exported as PLY or
// a picture does not (Weave cannot open those).
func TestSavedLatticeIsARecentFile(t *testing.T) {
	dir := t.TempDir()
	ws, _ := newTestWorkspace(t, filepath.Join(dir, "mesh.ply"))
	ws.save()
	if got := kit.RecentFiles(ws.k.Prefs()); len(got) != 0 {
		t.Errorf("recent files after a PLY export: %v", got)
	}
	lattice := filepath.Join(dir, "lattice.json")
	ws.k.Files.(*kittest.Files).Path = lattice
	ws.save()
	if got := kit.RecentFiles(ws.k.Prefs()); len(got) != 1 || got[0] != (kit.RecentFile{Workspace: "weave", Path: lattice}) {
		t.Errorf("recent files after a save: %v", got)
	}
}

// Play in manual order says what to do instead (it did nothing, unsaid).
func TestPlayInManualOrderSaysWhy(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	ws.panel.order.SetSelectedIndex(int(weave.OrderManual))
	ws.status.SetMessage("")
	ws.player.toggle()
	if ws.player.playing || !strings.HasPrefix(ws.status.Message(), "Manual order") {
		t.Errorf("playing %v, status %q", ws.player.playing, ws.status.Message())
	}
}

// TestCountsInTheLanguage: the Grow to field's number is grouped as the
// language writes numbers, and a selected point's links agree with their
// count in French, which takes the singular for 1 ("1 liens" it said).
func TestCountsInTheLanguage(t *testing.T) {
	kit.SetLanguage("en")
	defer kit.SetLanguage("")
	ws, _ := newTestWorkspace(t, "")
	if got := ws.panel.target.Text; got != "20,000" {
		t.Errorf("Grow to %q, want 20,000", got)
	}
	kit.SetLanguage("fr")
	for n := 1; n <= ws.Model().Len(); n++ {
		pt, _ := ws.Model().Point(n)
		ws.selectPoint(n)
		want := fmt.Sprintf(", %d liens", len(pt.Links))
		if len(pt.Links) <= 1 {
			want = fmt.Sprintf(", %d lien", len(pt.Links))
		}
		if got := ws.status.Message(); !strings.HasSuffix(got, want) {
			t.Fatalf("P%d: %q, want it ending %q", n, got, want)
		}
	}
}
