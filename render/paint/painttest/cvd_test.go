package painttest

import (
	"image/color"
	"math"
	"testing"
)

// Sharma, Wu and Dalal's (2005) test pairs, among them grey and hues
// across the 0/360 wrap.
func TestDeltaE2000(t *testing.T) {
	for _, tc := range []struct {
		p, q [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, 2.49, -0.001}, [3]float64{50, -2.49, 0.0009}, 7.1792},
		{[3]float64{50, -0.001, 2.49}, [3]float64{50, 0.0009, -2.49}, 4.8045},
		{[3]float64{50, 2.5, 0}, [3]float64{50, 0, -2.5}, 4.3065},
		{[3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}, 27.1492},
		{[3]float64{60.2574, -34.0099, 36.2677}, [3]float64{60.4626, -34.1751, 39.4387}, 1.2644},
		{[3]float64{90.8027, -2.0831, 1.4410}, [3]float64{91.1528, -1.6435, 0.0447}, 1.4441},
		{[3]float64{50, 0, 0}, [3]float64{50, 0, 0}, 0},
	} {
		if got := deltaE2000(tc.p, tc.q); math.Abs(got-tc.want) > 1e-4 {
			t.Errorf("ΔE00 %v %v = %.4f, want %.4f", tc.p, tc.q, got, tc.want)
		}
		if got := deltaE2000(tc.q, tc.p); math.Abs(got-tc.want) > 1e-4 {
			t.Errorf("ΔE00 %v %v = %.4f, want %.4f (swapped)", tc.q, tc.p, got, tc.want)
		}
	}
}

// Greys stay greys in every vision (each matrix row sums to 1), and the
// figures of two pairs match the accessibility audit's own measure: a
// yellow-green and a yellow that merge for red-green dichromats, Momentum's
// blue and orange that do not, Dice Wars' old green and orange that did
// (the audit's 6.3 to a deutan).
func TestDeltaEUnderVisions(t *testing.T) {
	grey, white := color.NRGBA{0x80, 0x80, 0x80, 0xff}, color.NRGBA{0xff, 0xff, 0xff, 0xff}
	lime, yellow := color.NRGBA{0xbf, 0xef, 0x45, 0xff}, color.NRGBA{0xff, 0xe1, 0x19, 0xff}
	blue, orange := color.NRGBA{0x2f, 0x6f, 0xdf, 0xff}, color.NRGBA{0xe8, 0x77, 0x2e, 0xff}
	wantLime := map[Vision]float64{Normal: 16.73, Deuteranopia: 3.68, Protanopia: 1.33, Tritanopia: 31.31}
	wantBlue := map[Vision]float64{Normal: 51.37, Deuteranopia: 63.19, Protanopia: 56.63, Tritanopia: 64.76}
	green, amber := color.NRGBA{0x7c, 0xc9, 0x5a, 0xff}, color.NRGBA{0xf0, 0x8a, 0x2c, 0xff}
	wantGreen := map[Vision]float64{Normal: 46.0, Deuteranopia: 6.3, Protanopia: 10.9, Tritanopia: 54.7}
	for _, v := range Visions {
		if d := DeltaE(grey, grey, v); d != 0 {
			t.Errorf("%v: grey against itself %.3f", v, d)
		}
		if d := DeltaE(white, color.White, v); d > 0.01 {
			t.Errorf("%v: white is seen %.3f away from white", v, d)
		}
		if d := DeltaE(lime, yellow, v); math.Abs(d-wantLime[v]) > 0.01 {
			t.Errorf("%v: #bfef45 vs #ffe119 %.2f, want %.2f", v, d, wantLime[v])
		}
		if d := DeltaE(blue, orange, v); math.Abs(d-wantBlue[v]) > 0.01 {
			t.Errorf("%v: #2f6fdf vs #e8772e %.2f, want %.2f", v, d, wantBlue[v])
		}
		if d := DeltaE(green, amber, v); math.Abs(d-wantGreen[v]) > 0.1 {
			t.Errorf("%v: #7cc95a vs #f08a2c %.2f, want %.1f", v, d, wantGreen[v])
		}
	}
}
