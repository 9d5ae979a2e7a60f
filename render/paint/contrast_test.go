package paint

import (
	"image/color"
	"math"
	"testing"
)

// The WCAG figures: black on white 21, a colour on itself 1, and the
// published ratio of #777 on white, 4.48.
func TestContrast(t *testing.T) {
	for _, tc := range []struct {
		a, b color.Color
		want float64
	}{
		{color.Black, color.White, 21},
		{color.White, color.Black, 21},
		{color.NRGBA{0x77, 0x77, 0x77, 0xff}, color.White, 4.48},
		{color.NRGBA{0x12, 0x34, 0x56, 0xff}, color.NRGBA{0x12, 0x34, 0x56, 0xff}, 1},
	} {
		if got := Contrast(tc.a, tc.b); math.Abs(got-tc.want) > 0.01 {
			t.Errorf("Contrast(%v, %v) = %.3f, want %.2f", tc.a, tc.b, got, tc.want)
		}
	}
}
