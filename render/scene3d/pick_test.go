package scene3d_test

import (
	"image/color"
	"testing"

	"plateau/render/scene3d"
)

// A link passing behind the camera (the eye inside the lattice) is as
// deep as its end in front, whatever was drawn before: it took the depth
// of its end behind, which has none, so it sorted as the farthest thing on
// screen (a far point hid it) on a first frame, and as an earlier frame
// left it after.
func TestLinkThroughTheEyeKeepsItsDepth(t *testing.T) {
	s := &scene3d.Scene{
		Points: [][3]float32{{0, 0, 0}, {1, 0, 12}, {9, 0, -10}}, // P2 behind the eye, P3 far away
		Links:  [][2]int32{{0, 1}},
		Colors: []color.RGBA{{0, 0, 255, 255}, {0, 0, 255, 255}, {0, 255, 0, 255}},
	}
	const w, h = 320, 240
	cam := scene3d.NewCamera()
	cam.SetPreset(scene3d.PresetZ) // the eye at (0, 0, 10)
	o := scene3d.DefaultOptions()
	o.Gizmo, o.Fog, o.PointSize = false, 0, 2
	o.Palette.Link = color.RGBA{255, 0, 0, 255}
	r := scene3d.NewRenderer()
	first := r.Render(&cam, s, w, h, &o)
	x, y, _, _ := r.Screen(2)
	fresh := first.RGBAAt(int(x), int(y))
	back := cam
	back.Distance = 30
	r2 := scene3d.NewRenderer()
	r2.Render(&back, s, w, h, &o)
	again := r2.Render(&cam, s, w, h, &o).RGBAAt(int(x), int(y))
	if fresh != again {
		t.Errorf("one frame, two pictures: %v on a first frame, %v after another", fresh, again)
	}
	if fresh.R < 100 {
		t.Errorf("the far point %v covers the link in front of it", fresh)
	}
}

// Pick takes the discs as drawn: the current point's, bigger than the
// others, is picked where it shows, not the point behind it.
func TestPickTheCurrentPointWhereItShows(t *testing.T) {
	s := &scene3d.Scene{Points: [][3]float32{{0, 0, 0}, {0.345, 0, -10}}}
	cam := scene3d.NewCamera()
	cam.SetPreset(scene3d.PresetZ)
	o := scene3d.DefaultOptions()
	o.Gizmo, o.Current = false, 0
	r := scene3d.NewRenderer()
	r.Render(&cam, s, 320, 240, &o)
	x, y, rad, _ := r.Screen(0)
	drawn := rad*1.4 + 1
	px := x + drawn - 1.5 // on the current point's disc, beside P2's centre
	if p2x, _, _, _ := r.Screen(1); (p2x-px)*(p2x-px) > (px-x)*(px-x) || px-x <= rad {
		t.Fatalf("P2 at %.1f: not nearer the click at %.1f than P1 at %.1f, or the click on P1's undrawn disc", p2x, px, x)
	}
	if got := r.Pick(px, y, 14); got != 0 {
		t.Errorf("a click on the current point's disc, %.1f px from its centre (radius %.1f, drawn %.1f), picked %d", px-x, rad, drawn, got)
	}
}

// A click beside a disc picks the point that shows there, not one hidden
// behind a nearer disc whose centre happens to be nearer the click.
func TestPickNoHiddenPoint(t *testing.T) {
	s := &scene3d.Scene{Points: [][3]float32{{0, 0, 4}, {0.2, 0, -6}}} // P1 near and big, P2 far behind it
	cam := scene3d.NewCamera()
	cam.SetPreset(scene3d.PresetZ)
	o := scene3d.DefaultOptions()
	o.Gizmo, o.Current = false, -1
	r := scene3d.NewRenderer()
	r.Render(&cam, s, 320, 240, &o)
	ax, ay, ar, _ := r.Screen(0)
	bx, by, br, _ := r.Screen(1)
	if d := (bx-ax)*(bx-ax) + (by-ay)*(by-ay); d > (ar-br)*(ar-br) {
		t.Fatalf("P2 (%.1f, %.1f, r %.1f) is not behind P1 (%.1f, %.1f, r %.1f)", bx, by, br, ax, ay, ar)
	}
	for _, dy := range []float32{-1, 1} {
		cx, cy := bx+1.5, ay+dy*(ar+1) // beside P1's disc, nearer P2's centre than P1's
		if got := r.Pick(cx, cy, 14); got != 0 {
			t.Errorf("a click at (%.1f, %.1f) beside P1 picked %d, hidden behind it", cx, cy, got)
		}
	}
}
