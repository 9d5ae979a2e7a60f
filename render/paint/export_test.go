package paint

import (
	"bytes"
	"image/png"
	"math"
	"strings"
	"testing"
)

func TestFormatOf(t *testing.T) {
	tests := map[string]struct {
		f  Format
		ok bool
	}{"a.png": {FormatPNG, true}, "B.SVG": {FormatSVG, true}, "c.Pdf": {FormatPDF, true}, "c.jpg": {0, false}, "noext": {0, false}}
	for name, want := range tests {
		f, err := FormatOf(name)
		if (err == nil) != want.ok || err == nil && f != want.f {
			t.Errorf("FormatOf(%q) = %v, %v", name, f, err)
		}
	}
}

func TestExport(t *testing.T) {
	draw := func(s Surface) { FillRect(s, 0, 0, 4, 4, red) }
	var b bytes.Buffer
	if err := Export(&b, FormatPNG, 10.5, 8, ScreenDPI, draw); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatal(err)
	}
	if s := img.Bounds().Size(); s.X != 11 || s.Y != 8 {
		t.Errorf("PNG is %v, want 11x8 (sides rounded up)", s)
	}
	b.Reset()
	if err := Export(&b, FormatSVG, 10, 8, ScreenDPI, draw); err != nil || !strings.Contains(b.String(), "<polygon") {
		t.Errorf("SVG export: %v %q", err, b.String())
	}
	for _, size := range [][2]float64{{0, 5}, {5, MaxExport + 1}, {-1, -1}} {
		if err := Export(&b, FormatPNG, size[0], size[1], ScreenDPI, draw); err == nil {
			t.Errorf("size %v accepted", size)
		}
	}
}

// The picture fills the page's width or height within the margins, and
// sits in its middle, on either paper.
func TestPDFLayout(t *testing.T) {
	for _, tc := range []struct {
		paper Paper
		w, h  float64
	}{{A4, 300, 400}, {A4, 400, 300}, {A4, 1000, 100}, {A4, 10, 10}, {Letter, 300, 400}, {Letter, 400, 300}, {Letter, 100, 1000}, {Letter, Letter.PrintWidth(), Letter.PrintHeight()}} {
		p := NewPDF(tc.paper, tc.w, tc.h, "")
		x0, y0 := p.at(Pt{}) // top-left, from the page's top-left
		x1, y1 := p.at(Pt{X: tc.w, Y: tc.h})
		pw, ph := tc.paper.Size()
		if tc.w > tc.h {
			pw, ph = ph, pw
		}
		left, right := x0, pw-x1
		top, bottom := y0, ph-y1
		fitsW, fitsH := math.Abs(left-pdfMargin) < 0.01, math.Abs(bottom-pdfMargin) < 0.01
		if math.Abs(left-right) > 0.01 || math.Abs(bottom-top) > 0.01 || left < pdfMargin-0.01 || bottom < pdfMargin-0.01 || !(fitsW || fitsH) {
			t.Errorf("%v %vx%v: margins left %.1f right %.1f bottom %.1f top %.1f", tc.paper, tc.w, tc.h, left, right, bottom, top)
		}
	}
}
