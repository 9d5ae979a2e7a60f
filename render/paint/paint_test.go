package paint

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/color"
	"io"
	"math"
	"strings"
	"testing"
)

var red = color.NRGBA{255, 0, 0, 255}

func TestFillRectCoversExactlyItsPixels(t *testing.T) {
	r := NewRaster(10, 10)
	FillRect(r, 2, 3, 4, 5, red)
	for y := 0; y < 10; y++ {
		for x := 0; x < 10; x++ {
			inside := x >= 2 && x < 6 && y >= 3 && y < 8
			got := r.Img.RGBAAt(x, y)
			if inside && got.R != 255 || !inside && got.A != 0 {
				t.Fatalf("pixel %d,%d = %v, inside=%v", x, y, got, inside)
			}
		}
	}
}

func TestFillCircleAntialiasesItsEdge(t *testing.T) {
	r := NewRaster(40, 40)
	r.FillCircle(Pt{20, 20}, 10, red)
	if a := r.Img.RGBAAt(20, 20).A; a != 255 {
		t.Errorf("centre alpha %d, want 255", a)
	}
	if a := r.Img.RGBAAt(2, 2).A; a != 0 {
		t.Errorf("corner alpha %d, want 0", a)
	}
	partial := 0
	for x := 0; x < 40; x++ {
		if a := r.Img.RGBAAt(x, 20).A; a > 0 && a < 255 {
			partial++
		}
	}
	if partial == 0 {
		t.Error("no partially covered pixel on the edge: not antialiased")
	}
}

func TestStrokeCircleLeavesTheMiddleEmpty(t *testing.T) {
	r := NewRaster(40, 40)
	r.StrokeCircle(Pt{20, 20}, 12, 2, red)
	if a := r.Img.RGBAAt(20, 20).A; a != 0 {
		t.Errorf("centre alpha %d, want 0", a)
	}
	if a := r.Img.RGBAAt(32, 20).A; a == 0 {
		t.Error("ring pixel is empty")
	}
}

func TestStrokeDrawsAlongTheLine(t *testing.T) {
	r := NewRaster(30, 30)
	r.StrokePolyline([]Pt{{5, 15}, {25, 15}}, false, 3, red)
	if r.Img.RGBAAt(15, 15).A != 255 || r.Img.RGBAAt(15, 5).A != 0 {
		t.Error("stroke not where expected")
	}
}

func TestTextInksPixelsAroundItsAnchor(t *testing.T) {
	r := NewRaster(100, 40)
	r.Text("42", Pt{50, 20}, 20, red, AnchorCenter)
	minX, maxX, minY, maxY := 100, 0, 40, 0
	for y := 0; y < 40; y++ {
		for x := 0; x < 100; x++ {
			if r.Img.RGBAAt(x, y).A > 128 {
				minX, maxX = min(minX, x), max(maxX, x)
				minY, maxY = min(minY, y), max(maxY, y)
			}
		}
	}
	if maxX < minX {
		t.Fatal("no ink")
	}
	if cx := (minX + maxX) / 2; cx < 46 || cx > 54 {
		t.Errorf("text centred at x=%d, want about 50", cx)
	}
	if cy := (minY + maxY) / 2; cy < 17 || cy > 23 {
		t.Errorf("text centred at y=%d, want about 20", cy)
	}
}

func TestSVGIsWellFormed(t *testing.T) {
	s := NewSVG(100, 50)
	FillRect(s, 0, 0, 10, 10, red)
	s.StrokePolyline([]Pt{{0, 0}, {5, 5}}, false, 1, color.NRGBA{0, 0, 0, 128})
	s.FillCircle(Pt{5, 5}, 2, red)
	s.StrokeCircle(Pt{5, 5}, 2, 1, red)
	s.Text(`a<b & "c"`, Pt{5, 5}, 10, red, AnchorLeft)
	var b bytes.Buffer
	if _, err := s.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	d := xml.NewDecoder(&b)
	n := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("SVG does not parse: %v", err)
		}
		if _, ok := tok.(xml.StartElement); ok {
			n++
		}
	}
	if n != 6 {
		t.Errorf("%d elements, want 6 (svg + 5 shapes)", n)
	}
	if !strings.Contains(s.body.String(), `stroke-opacity="0.5"`) {
		t.Error("alpha not written as opacity")
	}
	// the text keeps the width it was laid out with, whatever the font
	if want := fmt.Sprintf(`textLength="%s" lengthAdjust="spacingAndGlyphs"`, num(TextWidth(`a<b & "c"`, 10))); !strings.Contains(s.body.String(), want) {
		t.Errorf("text without %s", want)
	}
}

func TestHex(t *testing.T) {
	tests := map[string]color.NRGBA{
		"#ff8000":   {255, 128, 0, 255},
		"#0000ff80": {0, 0, 255, 128},
		"oops":      {255, 0, 255, 255},
		"#gg0000":   {255, 0, 255, 255},
	}
	for in, want := range tests {
		if got := Hex(in); got != want {
			t.Errorf("Hex(%q) = %v, want %v", in, got, want)
		}
	}
}

// A picture drawn on a Scaled surface is the one drawn at K times its size.
func TestScaledDrawsAtKTimesTheSize(t *testing.T) {
	draw := func(s Surface, k float64) {
		FillRect(s, 2*k, 3*k, 10*k, 6*k, color.RGBA{200, 0, 0, 255})
		s.StrokePolyline([]Pt{{X: 1 * k, Y: 15 * k}, {X: 25 * k, Y: 18 * k}}, false, 1.5*k, color.Black)
		s.FillCircle(Pt{X: 20 * k, Y: 6 * k}, 3*k, color.RGBA{0, 0, 200, 255})
		s.StrokeCircle(Pt{X: 20 * k, Y: 6 * k}, 4*k, 1*k, color.Black)
		s.Text("42", Pt{X: 8 * k, Y: 12 * k}, 6*k, color.Black, AnchorLeft)
	}
	a, b := NewRaster(60, 40), NewRaster(60, 40)
	draw(Scaled{S: a, K: 2}, 1)
	draw(b, 2)
	if w, h := (Scaled{S: a, K: 2}).Size(); w != 30 || h != 20 {
		t.Errorf("size %vx%v, want 30x20", w, h)
	}
	if !bytes.Equal(a.Img.Pix, b.Img.Pix) {
		t.Error("drawn on Scaled{K: 2}, the picture differs from the one drawn at twice the size")
	}
}

// Text of no size, or of a size not a number (0/0 in a layout too small),
// draws nothing on every surface, at once: a NaN size took a raster ten
// seconds.
func TestTextOfNoSize(t *testing.T) {
	for _, size := range []float64{0, -3, math.NaN()} {
		r := NewRaster(10, 10)
		r.Text("42", Pt{X: 5, Y: 5}, size, color.Black, AnchorCenter)
		for _, v := range r.Img.Pix {
			if v != 0 {
				t.Fatalf("size %v drew on the raster", size)
			}
		}
		for _, f := range []Format{FormatSVG, FormatPDF} {
			var b bytes.Buffer
			text := func(s Surface) { s.Text("42", Pt{X: 5, Y: 5}, size, color.Black, AnchorCenter) }
			err := Export(&b, f, 10, 10, ScreenDPI, text)
			if f == FormatPDF {
				err = ExportPDFPages(&b, A4, "", 10, 10, 1, func(s Surface, _ int) { text(s) })
			}
			if err != nil {
				t.Errorf("size %v, format %v: %v", size, f, err)
			}
			if bytes.Contains(b.Bytes(), []byte("42<")) || bytes.Contains(b.Bytes(), []byte("(42)")) {
				t.Errorf("size %v, format %v: the text was written", size, f)
			}
		}
	}
}
