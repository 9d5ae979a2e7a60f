package scene3d

import (
	"image"
	"image/color"
	"testing"

	"plateau/render/paint"
)

// flatGrid is an n x n square lattice of points one apart in the plane
// z = 0, each linked to its right and lower neighbours, seen face on by a
// camera framing it in a side x side picture, with the colours and options
// of a picture to print.
func flatGrid(n, side int) (Scene, Camera, Options) {
	var s Scene
	for y := range n {
		for x := range n {
			i := int32(len(s.Points))
			s.Points = append(s.Points, [3]float32{float32(x), float32(y), 0})
			if x > 0 {
				s.Links = append(s.Links, [2]int32{i - 1, i})
			}
			if y > 0 {
				s.Links = append(s.Links, [2]int32{i - int32(n), i})
			}
		}
	}
	s.Colors = PrintColors(nil, StateColors(nil, make([]bool, len(s.Points)), DefaultPalette))
	cam := NewCamera()
	cam.SetPreset(PresetZ)
	lo, hi := Bounds(s.Points)
	cam.Fit(lo, hi, side, side)
	o := PrintOptions(DefaultOptions())
	o.Gizmo = false
	return s, cam, o
}

// Crowding tells a lattice whose points stand apart (20 pixels between
// them) from one whose points are denser than the pixels: only the
// second is crowded enough for Crowded to lighten.
func TestCrowding(t *testing.T) {
	for _, tc := range []struct {
		n       int
		crowded bool
	}{{20, false}, {60, false}, {600, true}} {
		s, cam, o := flatGrid(tc.n, 400)
		c := NewRenderer().Crowding(&cam, &s, 400, 400, &o)
		if tc.crowded && c < crowdedFull || !tc.crowded && c > crowdedFrom {
			t.Errorf("%d x %d points in 400 pixels: crowding %.2f, want crowded %v", tc.n, tc.n, c, tc.crowded)
		}
	}
}

// A lattice whose points stand apart prints as it did: Crowded changes
// neither its options nor its colours.
func TestCrowdedLeavesAnOpenLatticeAlone(t *testing.T) {
	s, cam, o := flatGrid(20, 400)
	colours := append([]color.RGBA(nil), s.Colors...)
	got := Crowded(o, s.Colors, NewRenderer().Crowding(&cam, &s, 400, 400, &o))
	if got != o {
		t.Errorf("options %+v, want %+v", got, o)
	}
	for i := range colours {
		if s.Colors[i] != colours[i] {
			t.Fatalf("point %d recoloured %v, was %v", i, s.Colors[i], colours[i])
		}
	}
}

// A lattice denser than the pixels printed a slab of dark navy, a page of
// ink that showed nothing of it. Crowded prints it light, edged with a
// line as dark as links are, and with more fog, so that what is near
// prints darker than what is far.
func TestCrowdedLatticePrintsLightAndEdged(t *testing.T) {
	const side = 400
	s, cam, o := flatGrid(600, side)
	r := NewRenderer()
	o = Crowded(o, s.Colors, r.Crowding(&cam, &s, side, side, &o))
	img := r.Render(&cam, &s, side, side, &o)
	paper := PrintPalette.Background
	if l := meanLuminance(img, image.Rect(side/4, side/4, 3*side/4, 3*side/4)); l < 0.5 {
		t.Errorf("the lattice prints at mean luminance %.2f: a slab of ink", l)
	}
	// the edge, from the left along the middle row
	y := side / 2
	x := 0
	for x < side && img.RGBAAt(x, y) == paper {
		x++
	}
	if x == side {
		t.Fatal("nothing printed along the middle row")
	}
	if c := paint.Contrast(img.RGBAAt(x, y), paper); c < 3 {
		t.Errorf("the lattice's edge prints %v, %.1f:1 on the paper: want a line of 3:1", img.RGBAAt(x, y), c)
	}
	if o.Fog <= PrintOptions(DefaultOptions()).Fog {
		t.Errorf("fog %.2f: no more depth shading than an open lattice's", o.Fog)
	}
}

func meanLuminance(img *image.RGBA, r image.Rectangle) float64 {
	var sum float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			sum += paint.Luminance(img.RGBAAt(x, y))
		}
	}
	return sum / float64(r.Dx()*r.Dy())
}
