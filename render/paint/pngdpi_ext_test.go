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
