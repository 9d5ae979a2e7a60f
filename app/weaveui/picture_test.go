package weaveui

import (
	"context"
	"image"
	"image/color"
	"path/filepath"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"plateau/app/kit/kittest"
	"plateau/games/weave"
	"plateau/render/paint"
	"plateau/render/scene3d"
)

// What Weave writes for other programs (a picture, a PLY or OBJ mesh) is
// said exported, as the other workspaces say of their pictures; only the
// lattice's own JSON file is said saved.
func TestExportsSayExported(t *testing.T) {
	dir := t.TempDir()
	ws, _ := newTestWorkspace(t, "")
	for ext, word := range map[string]string{".png": "Exported", ".ply": "Exported", ".obj": "Exported", ".json": "Saved"} {
		path := filepath.Join(dir, "lattice"+ext)
		ws.k.Files.(*kittest.Files).Path = path
		ws.saveAs()
		kittest.Wait(t, loop, ws.status.Idle(), 10*time.Second)
		if got := ws.status.Message(); got != word+" "+path {
			t.Errorf("%s: the status bar says %q, want %q", ext, got, word+" "+path)
		}
	}
}

// The picture of a lattice denser than the pixels (the seed's, grown to
// 200,000 points, seen face on) was a slab of dark navy, a page of ink
// that showed nothing of it: it prints light now, edged with a dark line.
func TestPictureOfACrowdedLatticeIsNoSlab(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	m, err := weave.New(weave.Config{Rule: weave.RuleSeed, Main: weave.D1, Order: weave.OrderFIFO})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Grow(context.Background(), weave.Target{Points: 200_000}, nil); err != nil {
		t.Fatal(err)
	}
	ws.setModel(m)
	path := filepath.Join(t.TempDir(), "view.png")
	done := make(chan struct{})
	ws.ExportPicture(path, func(error) { close(done) })
	kittest.Wait(t, loop, done, 20*time.Second)
	img := kittest.ReadPNG(t, path)
	b := img.Bounds()
	var sum float64
	n := 0
	for y := b.Dy() * 2 / 5; y < b.Dy()*3/5; y++ {
		for x := b.Dx() * 2 / 5; x < b.Dx()*3/5; x++ {
			sum += paint.Luminance(img.At(x, y))
			n++
		}
	}
	if l := sum / float64(n); l < 0.5 {
		t.Errorf("the middle of the lattice prints at mean luminance %.2f: a slab of ink", l)
	}
	paper := color.RGBAModel.Convert(scene3d.PrintPalette.Background)
	x, y := 0, b.Dy()/2
	for x < b.Dx() && color.RGBAModel.Convert(img.At(x, y)) == paper {
		x++
	}
	if c := paint.Contrast(img.At(x, y), paper); c < 3 {
		t.Errorf("the lattice's edge, at %d,%d, prints %.1f:1 on the paper: want a line of 3:1", x, y, c)
	}
}

// The picture of the view has the same size on a screen at scale 1 and 2:
// it had four times the pixels at scale 2.
func TestPictureSizeIgnoresTheScreenScale(t *testing.T) {
	sizes := map[float32]image.Point{}
	for _, scale := range []float32{1, 2} {
		ws, win := newTestWorkspace(t, "")
		win.Canvas().(test.WindowlessCanvas).SetScale(scale)
		win.Canvas().Capture() // the view learns its pixels
		path := filepath.Join(t.TempDir(), "view.png")
		done := make(chan struct{})
		ws.ExportPicture(path, func(error) { close(done) })
		kittest.Wait(t, loop, done, 20*time.Second)
		sizes[scale] = kittest.ReadPNG(t, path).Bounds().Size()
	}
	if sizes[1] != sizes[2] {
		t.Errorf("the picture is %v at scale 1, %v at scale 2", sizes[1], sizes[2])
	}
}
