package paint_test

import (
	"bytes"
	"image/color"
	"image/png"
	"math"
	"testing"

	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// An exported PNG says the resolution it is meant to print at, in a pHYs
// chunk a reader finds (before the pixels, its CRC right), and still
// decodes to the picture drawn; a resolution of 0 says none.
func TestExportedPNGSaysItsResolution(t *testing.T) {
	draw := func(s paint.Surface) { paint.FillRect(s, 0, 0, 4, 4, color.RGBA{0xff, 0, 0, 0xff}) }
	for _, tc := range []struct {
		name   string
		export func(*bytes.Buffer) error
		dpi    float64 // 0: none said
	}{
		{"Export at the screen's", func(b *bytes.Buffer) error { return paint.Export(b, paint.FormatPNG, 10, 8, paint.ScreenDPI, draw) }, paint.ScreenDPI},
		{"Export 300", func(b *bytes.Buffer) error { return paint.Export(b, paint.FormatPNG, 10, 8, 300, draw) }, 300},
		{"Export 121.92", func(b *bytes.Buffer) error { return paint.Export(b, paint.FormatPNG, 10, 8, 121.92, draw) }, 121.92},
		{"Export 0", func(b *bytes.Buffer) error { return paint.Export(b, paint.FormatPNG, 10, 8, 0, draw) }, 0},
	} {
		var b bytes.Buffer
		if err := tc.export(&b); err != nil {
			t.Fatal(err)
		}
		dpi, ok := painttest.PNGDPI(b.Bytes())
		if ok != (tc.dpi > 0) || math.Abs(dpi-tc.dpi) > 0.02 {
			t.Errorf("%s: the PNG says %.2f dpi (%v), want %.2f", tc.name, dpi, ok, tc.dpi)
		}
		img, err := png.Decode(&b)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if img.Bounds().Dx() != 10 || img.Bounds().Dy() != 8 {
			t.Errorf("%s: %v", tc.name, img.Bounds())
		}
	}
}

// An exported SVG prints at the size a PNG of the same picture and
// resolution prints at, its width and height in millimetres: unitless, a
// viewer printed it at 96 dpi, two thirds of the PNG's size at 64.
func TestExportedSVGPrintsAsThePNG(t *testing.T) {
	draw := func(s paint.Surface) { paint.FillRect(s, 0, 0, 4, 4, color.RGBA{0xff, 0, 0, 0xff}) }
	for _, tc := range []struct{ w, h, dpi float64 }{
		{428, 428, 64},
		{1600, 900, paint.ScreenDPI},
		{300, 120, 300},
	} {
		var pngBuf, svgBuf bytes.Buffer
		if err := paint.Export(&pngBuf, paint.FormatPNG, tc.w, tc.h, tc.dpi, draw); err != nil {
			t.Fatal(err)
		}
		if err := paint.Export(&svgBuf, paint.FormatSVG, tc.w, tc.h, tc.dpi, draw); err != nil {
			t.Fatal(err)
		}
		dpi, _ := painttest.PNGDPI(pngBuf.Bytes())
		pngW, pngH := tc.w/dpi*25.4, tc.h/dpi*25.4
		w, h, ok := painttest.SVGMillimetres(t, svgBuf.Bytes())
		if !ok || math.Abs(w-pngW) > 0.1 || math.Abs(h-pngH) > 0.1 {
			t.Errorf("%vx%v at %v dpi: the SVG prints %vx%v mm (%v), the PNG %.1fx%.1f", tc.w, tc.h, tc.dpi, w, h, ok, pngW, pngH)
		}
		if vw, vh := painttest.ParseSVG(t, svgBuf.Bytes()); vw != tc.w || vh != tc.h {
			t.Errorf("%vx%v: the SVG draws in %vx%v units", tc.w, tc.h, vw, vh)
		}
	}
}
