package scene3d_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"plateau/games/weave"
	"plateau/render/scene3d"
)

var update = flag.Bool("update", false, "rewrite the golden pictures in testdata")

// lattice grows a weave lattice and turns it into a scene coloured by state.
func lattice(tb testing.TB, rule weave.Rule, order weave.Order, points int) (*weave.Model, *scene3d.Scene) {
	tb.Helper()
	m, err := weave.New(weave.Config{Rule: rule, Main: weave.D1, Order: order, Seed: 5})
	if err != nil {
		tb.Fatal(err)
	}
	if err := m.Grow(context.Background(), weave.Target{Points: points}, nil); err != nil {
		tb.Fatal(err)
	}
	s := &scene3d.Scene{
		Points: scene3d.AppendInt32Points(nil, m.Positions()),
		Links:  m.AppendLinks(nil),
		Colors: scene3d.StateColors(nil, m.FreeFlags(), scene3d.DefaultPalette),
	}
	return m, s
}

// fitted returns an isometric camera framing the scene.
func fitted(s *scene3d.Scene, w, h int) scene3d.Camera {
	c := scene3d.NewCamera()
	lo, hi := scene3d.Bounds(s.Points)
	c.Fit(lo, hi, w, h)
	return c
}

// TestGoldenPictures renders small lattices and compares them with the
// pictures in testdata, allowing for float rounding across platforms.
func TestGoldenPictures(t *testing.T) {
	tests := []struct {
		name   string
		rule   weave.Rule
		points int
		preset scene3d.Preset
		byGen  bool
	}{
		{"seed_iso", weave.RuleSeed, 60, scene3d.PresetIso, false},
		{"diamond_generations", weave.RuleDiamond, 120, scene3d.PresetIso, true},
		// Dense: a dozen layers deep, most shapes hidden behind others.
		{"cubic_dense", weave.RuleCubic, 4000, scene3d.PresetZ, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, s := lattice(t, tt.rule, weave.OrderFIFO, tt.points)
			if tt.byGen {
				s.Colors = scene3d.GenerationColors(s.Colors[:0], m.Generations())
			}
			const w, h = 480, 320
			cam := fitted(s, w, h)
			cam.SetPreset(tt.preset)
			if tt.preset != scene3d.PresetIso {
				cam.Orbit(0.3, 0.2)
			}
			o := scene3d.DefaultOptions()
			o.Current, o.Selected = m.LastExpanded()-1, 0
			img := scene3d.NewRenderer().Render(&cam, s, w, h, &o)
			compareGolden(t, filepath.Join("testdata", tt.name+".png"), img)
		})
	}
}

func compareGolden(t *testing.T, path string, img *image.RGBA) {
	t.Helper()
	if *update {
		var buf bytes.Buffer
		if err := png.Encode(&buf, img); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if want.Bounds() != img.Bounds() {
		t.Fatalf("size %v, golden %v", img.Bounds(), want.Bounds())
	}
	bad := 0
	for y := 0; y < img.Rect.Dy(); y++ {
		for x := 0; x < img.Rect.Dx(); x++ {
			r, g, b, _ := want.At(x, y).RGBA()
			c := img.RGBAAt(x, y)
			if absDiff(r>>8, c.R) > 6 || absDiff(g>>8, c.G) > 6 || absDiff(b>>8, c.B) > 6 {
				bad++
			}
		}
	}
	if bad > img.Rect.Dx()*img.Rect.Dy()/500 {
		os.WriteFile(path+".got.png", encode(img), 0o644)
		t.Fatalf("%d pixels differ from %s (see %s.got.png)", bad, path, path)
	}
}

func absDiff(a uint32, b uint8) uint32 {
	if a > uint32(b) {
		return a - uint32(b)
	}
	return uint32(b) - a
}

func encode(img image.Image) []byte {
	var buf bytes.Buffer
	png.Encode(&buf, img)
	return buf.Bytes()
}

// TestRenderDrawsOnDarkBackground checks the frame itself: a dark corner,
// the colours of free and expanded points present, the current point orange.
func TestRenderDrawsOnDarkBackground(t *testing.T) {
	m, s := lattice(t, weave.RuleSeed, weave.OrderFIFO, 200)
	const w, h = 400, 300
	cam := fitted(s, w, h)
	o := scene3d.DefaultOptions()
	o.Current = m.LastExpanded() - 1
	r := scene3d.NewRenderer()
	img := r.Render(&cam, s, w, h, &o)
	if c := img.RGBAAt(w-2, 1); c != o.Palette.Background {
		t.Errorf("corner %v, want the background %v", c, o.Palette.Background)
	}
	for i, want := range []int{o.Current, 0} {
		x, y, _, ok := r.Screen(want)
		if !ok {
			t.Fatalf("point %d not on screen", want)
		}
		c := img.RGBAAt(int(x), int(y))
		wantC := o.Palette.Current
		if i == 1 {
			wantC = o.Palette.Tagged
		}
		// Shading and fog change the shade, not the dominant channel.
		if dominant(c) != dominant(wantC) {
			t.Errorf("point %d drawn %v, want a shade of %v", want, c, wantC)
		}
	}
}

func dominant(c interface{ RGBA() (r, g, b, a uint32) }) int {
	r, g, b, _ := c.RGBA()
	switch {
	case r >= g && r >= b:
		return 0
	case g >= b:
		return 1
	}
	return 2
}

// TestPickReturnsPointUnderCursor clicks on every drawn point: the pick is
// that point, or one drawn over it (nearer to the eye, covering the pixel).
func TestPickReturnsPointUnderCursor(t *testing.T) {
	for _, rule := range []weave.Rule{weave.RuleSeed, weave.RuleCubic} {
		t.Run(rule.String(), func(t *testing.T) {
			_, s := lattice(t, rule, weave.OrderFIFO, 500)
			const w, h = 640, 480
			cam := fitted(s, w, h)
			cam.Zoom(0.6)
			o := scene3d.DefaultOptions()
			r := scene3d.NewRenderer()
			r.Render(&cam, s, w, h, &o)
			exact := 0
			for i := range s.Points {
				x, y, _, ok := r.Screen(i)
				if !ok || x < 0 || y < 0 || x >= w || y >= h {
					continue
				}
				got := r.Pick(x, y, 8)
				if got == i {
					exact++
					continue
				}
				gx, gy, gr, _ := r.Screen(got)
				if got < 0 || (gx-x)*(gx-x)+(gy-y)*(gy-y) > gr*gr || depth(cam, s.Points[got]) > depth(cam, s.Points[i]) {
					t.Fatalf("click on P%d picked %d", i+1, got)
				}
			}
			if exact < len(s.Points)/2 {
				t.Errorf("only %d of %d points picked exactly", exact, len(s.Points))
			}
			if got := r.Pick(-50, -50, 8); got != -1 {
				t.Errorf("a click outside picked %d", got)
			}
		})
	}
}

func depth(c scene3d.Camera, p [3]float32) float32 {
	return c.Eye().Sub(p).Len()
}

// TestRenderAllocatesNothingOnceWarm: frames after the first reuse every buffer.
func TestRenderAllocatesNothingOnceWarm(t *testing.T) {
	_, s := lattice(t, weave.RuleDiamond, weave.OrderFIFO, 3000)
	cam := fitted(s, 320, 200)
	o := scene3d.DefaultOptions()
	o.Selected = 3
	r := scene3d.NewRenderer()
	r.Render(&cam, s, 320, 200, &o)
	allocs := testing.AllocsPerRun(5, func() {
		cam.Orbit(0.05, 0.01)
		r.Render(&cam, s, 320, 200, &o)
	})
	if allocs != 0 {
		t.Errorf("%v allocations per frame", allocs)
	}
}

// TestRenderInsideTheLattice puts the eye among the points: links cut by the
// near plane and points behind the eye must neither crash nor smear.
func TestRenderInsideTheLattice(t *testing.T) {
	_, s := lattice(t, weave.RuleCubic, weave.OrderFIFO, 2000)
	cam := scene3d.NewCamera()
	cam.Distance = scene3d.MinDistance
	o := scene3d.DefaultOptions()
	r := scene3d.NewRenderer()
	for k := range 40 {
		cam.Orbit(0.4, 0.13)
		cam.Target = [3]float32{float32(k%5) - 2, 0.5, float32(k%3) - 1}
		img := r.Render(&cam, s, 200, 150, &o)
		if img.Rect.Dx() != 200 {
			t.Fatal("wrong size")
		}
	}
	// Degenerate sizes and empty scenes are drawn, not refused.
	r.Render(&cam, &scene3d.Scene{}, 0, 0, &o)
	r.Render(&cam, &scene3d.Scene{Points: [][3]float32{{0, 0, 0}}, Links: [][2]int32{{0, 7}}}, 10, 10, &o)
}

// BenchmarkFrame renders lattices of 100,000 points with their links at
// 1280x800, fitted to the frame, turning a little between frames, and one
// of a million points whole and at the stride the Weave workspace draws it
// with while it turns (7), and one of four million at its stride (27). Besides wall time it reports the CPU time of a
// frame (cpu-ms/frame), which other processes on a loaded machine inflate
// less.
func BenchmarkFrame(b *testing.B) {
	type frameCase struct {
		rule           weave.Rule
		points, stride int
		compact        bool // drawn from a Compact
	}
	cases := []frameCase{
		{weave.RuleSeed, 100_000, 1, false}, {weave.RuleDiamond, 100_000, 1, false}, {weave.RuleCubic, 100_000, 1, false},
		{weave.RuleSeed, 1_000_000, 1, false}, {weave.RuleSeed, 1_000_000, 7, false},
		{weave.RuleSeed, 4_000_000, 27, false}, // the largest lattice the window grows, while it turns
		{weave.RuleSeed, 4_000_000, 27, true},
	}
	for _, c := range cases {
		b.Run(fmt.Sprintf("%v/%dk/stride=%d/compact=%v", c.rule, c.points/1000, c.stride, c.compact), func(b *testing.B) {
			_, s := lattice(b, c.rule, weave.OrderFIFO, c.points)
			const w, h = 1280, 800
			cam := fitted(s, w, h)
			o := scene3d.DefaultOptions()
			o.Stride = c.stride
			if c.compact {
				cs := scene3d.NewCompact(s, c.stride, -1, -1)
				s, o.Stride, o.Discs = &cs.Scene, 1, cs.Discs
			}
			r := scene3d.NewRenderer()
			r.Render(&cam, s, w, h, &o)
			b.ReportMetric(float64(len(s.Links)), "links")
			before, frames := cpuTime(), 0
			for b.Loop() {
				cam.Orbit(0.01, 0)
				r.Render(&cam, s, w, h, &o)
				frames++
			}
			b.ReportMetric(float64(cpuTime()-before)/1e6/float64(frames), "cpu-ms/frame")
		})
	}
}

// A stride draws fewer points and links, never the current point's place
// empty; strides 0 and 1 both draw everything.
func TestStrideDrawsASubsetAndTheCurrentPoint(t *testing.T) {
	m, s := lattice(t, weave.RuleSeed, weave.OrderFIFO, 2000)
	const w, h = 400, 300
	cam := fitted(s, w, h)
	frame := func(stride, current int) (*image.RGBA, *scene3d.Renderer, scene3d.Options) {
		o := scene3d.DefaultOptions()
		o.Stride, o.Current = stride, current
		r := scene3d.NewRenderer()
		img := r.Render(&cam, s, w, h, &o)
		return img, r, o
	}
	painted := func(img *image.RGBA, bg color.RGBA) int {
		n := 0
		for y := range h {
			for x := range w {
				if img.RGBAAt(x, y) != bg {
					n++
				}
			}
		}
		return n
	}
	current := m.LastExpanded() - 1
	all, _, o := frame(1, current)
	zero, _, _ := frame(0, current)
	if !bytes.Equal(all.Pix, zero.Pix) {
		t.Error("stride 0 draws another frame than stride 1")
	}
	few, r, _ := frame(5, current)
	if a, f := painted(all, o.Palette.Background), painted(few, o.Palette.Background); f >= a*3/4 {
		t.Errorf("stride 5 paints %d pixels, stride 1 %d: want far fewer", f, a)
	}
	x, y, _, ok := r.Screen(current)
	if !ok {
		t.Fatal("the current point is off screen")
	}
	if c := few.RGBAAt(int(x), int(y)); dominant(c) != dominant(o.Palette.Current) {
		t.Errorf("at stride 5 the current point is drawn %v, want a shade of %v", c, o.Palette.Current)
	}
}
