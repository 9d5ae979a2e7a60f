package scene3d

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"
)

// paintTiles paints a w x h image tile by tile with draw, over bg.
func paintTiles(w, h int, bg rgb, draw func(cv *canvas)) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	cv, terms := new(canvas), bgTerms(bg)
	for oy := 0; oy < h; oy += tileH {
		for ox := 0; ox < w; ox += tileW {
			cv.begin(ox, oy, w, h)
			draw(cv)
			cv.flush(img, &terms)
		}
	}
	return img
}

// TestLinesHaveNoSeams draws links across many tiles, starting and ending
// outside the image: a link looks the same all along, whichever tile paints
// it (a column that sloped links repeat, a pixel lower each 4 columns).
func TestLinesHaveNoSeams(t *testing.T) {
	const w, h = 5*tileW + 13, 40
	bg := rgb{20, 22, 28}
	tests := []struct {
		name           string
		x0, y0, x1, y1 float32
		width          float32
		dy             int // rows down per 4 columns
		from           int // first column inside the link
	}{
		{"flat", -37.3, 10.3, w + 55.2, 10.3, 1.3, 0, 0},
		{"flat wide", -3.3, 20.6, w + 0.4, 20.6, 2.6, 0, 0},
		{"from just before a seam", tileW - 0.6, 10.3, w + 5, 10.3, 1.3, 0, tileW},
		{"back to just before a seam", w + 5, 30.3, 2*tileW - 0.3, 30.3, 1.3, 0, 2 * tileW},
		{"sloped", -40, 5.37, w + 40, 5.37 + (w+80)/4, 1.3, 1, 0},
		{"steep", 7.2, -20, 7.2 + 0.25*(h+40), h + 20, 1.3, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			img := paintTiles(w, h, bg, func(cv *canvas) {
				cv.line(tt.x0, tt.y0, tt.x1, tt.y1, tt.width, 0xff90786c, 1)
			})
			if tt.dy == 0 && tt.y0 != tt.y1 { // steep: rows repeat instead
				for y := 4; y+4 < h; y++ {
					for x := 0; x+1 < w; x++ {
						assertClose(t, img, x, y, x+1, y+4)
					}
				}
				return
			}
			for x := tt.from; x+4 < w; x++ {
				for y := 0; y+tt.dy < h; y++ {
					assertClose(t, img, x, y, x+4, y+tt.dy)
				}
			}
		})
	}
}

// assertClose fails unless pixels (x0, y0) and (x1, y1) match within the
// rounding of the fixed-point walk.
func assertClose(t *testing.T, img *image.RGBA, x0, y0, x1, y1 int) {
	t.Helper()
	a, b := img.RGBAAt(x0, y0), img.RGBAAt(x1, y1)
	for _, d := range []int{int(a.R) - int(b.R), int(a.G) - int(b.G), int(a.B) - int(b.B)} {
		if d < -3 || d > 3 {
			t.Fatalf("pixel (%d,%d) %v, pixel (%d,%d) %v", x0, y0, a, x1, y1, b)
		}
	}
}

// TestUnderComposesLikeOver stacks layers of colour and coverage on a pixel
// front to back with underWord and the background term, and compares with
// the same layers blended back to front over the background, exactly.
func TestUnderComposesLikeOver(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	bg := rgb{20, 22, 28}
	terms := bgTerms(bg)
	drift, n := 0.0, 0
	for range 2000 {
		layers := make([]struct {
			c rgb
			a uint32
		}, 1+rng.IntN(8))
		for i := range layers {
			layers[i].c = rgb{rng.Uint32N(256), rng.Uint32N(256), rng.Uint32N(256)}
			layers[i].a = rng.Uint32N(257)
		}
		d := uint32(0) // front to back
		for _, l := range layers {
			crb, cg := split(l.c.packed())
			d = underWord(d, crb, cg, l.a)
			if d>>24 < (d>>16&0xff) || d>>24 < (d>>8&0xff) || d>>24 < (d&0xff) {
				t.Fatalf("colour %08x exceeds its coverage", d)
			}
		}
		d += terms[^d>>24&0xff]
		var want [3]float64 // back to front
		for i := range want {
			want[i] = float64(bg[i])
		}
		for k := len(layers) - 1; k >= 0; k-- {
			a := float64(layers[k].a) / 256
			for i := range want {
				want[i] = want[i]*(1-a) + float64(layers[k].c[i])*a
			}
		}
		if d>>24 != 255 {
			t.Fatalf("alpha %d after the background", d>>24)
		}
		for i := range want {
			got := float64(d >> (8 * i) & 0xff)
			// Each layer rounds its share and its coverage: about a level.
			if math.Abs(got-want[i]) > 1+float64(len(layers)) {
				t.Fatalf("%d layers %v: channel %d is %v, want %.1f", len(layers), layers, i, got, want[i])
			}
			drift, n = drift+got-want[i], n+1
		}
	}
	if drift /= float64(n); math.Abs(drift) > 1 {
		t.Errorf("pixels drift by %.2f levels on average", drift)
	}
}

// TestStampsMatchDiscs paints small discs from stamps and checks each pixel
// against the exact coverage of the disc: stamps quantise the centre to
// 1/16 pixel and the radius to 1/32, a few levels of 255 at most.
func TestStampsMatchDiscs(t *testing.T) {
	stampsOnce.Do(buildStamps)
	rng := rand.New(rand.NewPCG(5, 6))
	cv := new(canvas)
	for range 500 {
		cv.begin(0, 0, tileW, tileH)
		cx, cy := 4+rng.Float32()*50, 4+rng.Float32()*100
		r := stampMinR + rng.Float32()*(stampMaxR-stampMinR)
		if !cv.stampDisc(cx, cy, r, 0xffffffff) {
			t.Fatalf("disc at (%v, %v) not stamped", cx, cy)
		}
		for y := int(cy) - 4; y <= int(cy)+4; y++ {
			for x := int(cx) - 4; x <= int(cx)+4; x++ {
				dx, dy := float64(x)+0.5-float64(cx), float64(y)+0.5-float64(cy)
				want := 255 * min(max(float64(r)+0.5-math.Hypot(dx, dy), 0), 1)
				got := float64(cv.pix[y*tileW+x] >> 24)
				if math.Abs(got-want) > 14 {
					t.Fatalf("disc r=%v at (%v, %v): pixel (%d,%d) coverage %v, want %.1f", r, cx, cy, x, y, got, want)
				}
			}
		}
	}
}

// TestHiddenShapesChangeNothing covers part of a tile with opaque links,
// then paints shapes behind: pixels counted as opaque do not change, and
// a shape partly in the open still shows there.
func TestHiddenShapesChangeNothing(t *testing.T) {
	cv := new(canvas)
	cv.begin(0, 0, tileW, tileH)
	for y := float32(10); y < 40; y += 0.5 {
		cv.line(5, y, 50, y, 1.3, 0xff808080, 1)
	}
	before := cv.pix
	cv.line(8, 15, 45, 32, 1.3, 0xff0000ff, 1)
	cv.disc(20, 20, 1.2, 0xff00ff00, 1)
	cv.disc(30, 25, 6, 0xff00ff00, 1)
	cv.shadedDisc(40, 30, 4, rgb{0, 0, 255})
	for i, d := range before {
		if d >= opaqueWord && cv.pix[i] != d {
			t.Fatalf("opaque pixel (%d,%d) changed from %08x to %08x", i%tileW, i/tileW, d, cv.pix[i])
		}
	}
	cv.line(8, 35, 45, 60, 1.3, 0xff0000ff, 1)
	if cv.pix[55*tileW+38] == before[55*tileW+38] {
		t.Error("a link partly behind opaque pixels did not show in the open")
	}
}
