package dicewars

import (
	"image/color"
	"math"
	"testing"
)

// The colour science the palette's tests measure with: what a colour
// looks like to a dichromat (Machado, Oliveira and Fernandes 2009, at
// severity 1, applied to linear sRGB) and how far apart two colours look
// (CIEDE2000 on CIELAB, D65 white).

// vision is a way of seeing colours: nil is normal vision, otherwise
// the matrix that simulates a dichromacy.
type vision struct {
	name string
	m    *[3][3]float64
}

var visions = []vision{
	{"normal", nil},
	{"deuteranopia", &[3][3]float64{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}},
	{"protanopia", &[3][3]float64{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}},
	{"tritanopia", &[3][3]float64{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}},
}

func toLinear(v uint8) float64 {
	c := float64(v) / 255
	if c <= 0.04045 {
		return c / 12.92
	}
	return math.Pow((c+0.055)/1.055, 2.4)
}

// lab is colour c as vision v sees it, in CIELAB. The simulated colour
// is clipped to the sRGB cube, as a screen would show it.
func (v vision) lab(c color.NRGBA) [3]float64 {
	rgb := [3]float64{toLinear(c.R), toLinear(c.G), toLinear(c.B)}
	if v.m != nil {
		var s [3]float64
		for i := range s {
			for j := range rgb {
				s[i] += v.m[i][j] * rgb[j]
			}
			s[i] = min(1, max(0, s[i]))
		}
		rgb = s
	}
	x := (0.4124564*rgb[0] + 0.3575761*rgb[1] + 0.1804375*rgb[2]) / 0.95047
	y := 0.2126729*rgb[0] + 0.7151522*rgb[1] + 0.0721750*rgb[2]
	z := (0.0193339*rgb[0] + 0.1191920*rgb[1] + 0.9503041*rgb[2]) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return t*24389/27/116 + 16.0/116
	}
	return [3]float64{116*f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))}
}

// deltaE2000 is the CIEDE2000 difference of two CIELAB colours (Sharma,
// Wu and Dalal 2005).
func deltaE2000(p, q [3]float64) float64 {
	rad, deg := math.Pi/180, 180/math.Pi
	c1, c2 := math.Hypot(p[1], p[2]), math.Hypot(q[1], q[2])
	cb7 := math.Pow((c1+c2)/2, 7)
	g := 0.5 * (1 - math.Sqrt(cb7/(cb7+math.Pow(25, 7))))
	a1, a2 := p[1]*(1+g), q[1]*(1+g)
	c1p, c2p := math.Hypot(a1, p[2]), math.Hypot(a2, q[2])
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		return math.Mod(math.Atan2(b, a)*deg+360, 360)
	}
	h1, h2 := hue(p[2], a1), hue(q[2], a2)
	dL, dC := q[0]-p[0], c2p-c1p
	var dh float64
	if c1p*c2p != 0 {
		dh = h2 - h1
		if dh > 180 {
			dh -= 360
		} else if dh < -180 {
			dh += 360
		}
	}
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lb, cb := (p[0]+q[0])/2, (c1p+c2p)/2
	hb := h1 + h2
	if c1p*c2p != 0 {
		switch {
		case math.Abs(h1-h2) <= 180:
			hb /= 2
		case hb < 360:
			hb = (hb + 360) / 2
		default:
			hb = (hb - 360) / 2
		}
	}
	t := 1 - 0.17*math.Cos((hb-30)*rad) + 0.24*math.Cos(2*hb*rad) + 0.32*math.Cos((3*hb+6)*rad) - 0.20*math.Cos((4*hb-63)*rad)
	theta := 30 * math.Exp(-math.Pow((hb-275)/25, 2))
	cb7 = math.Pow(cb, 7)
	rc := 2 * math.Sqrt(cb7/(cb7+math.Pow(25, 7)))
	sl := 1 + 0.015*(lb-50)*(lb-50)/math.Sqrt(20+(lb-50)*(lb-50))
	sc, sh := 1+0.045*cb, 1+0.015*cb*t
	rt := -math.Sin(2*theta*rad) * rc
	return math.Sqrt(math.Pow(dL/sl, 2) + math.Pow(dC/sc, 2) + math.Pow(dH/sh, 2) + rt*(dC/sc)*(dH/sh))
}

// The helper gives Sharma's published differences, and the simulation
// the figures the accessibility audit measured with its own tools (the
// old green and orange, 6.3 apart to a deutan).
func TestColourScience(t *testing.T) {
	for _, tc := range []struct {
		p, q [3]float64
		want float64
	}{
		{[3]float64{50, 2.6772, -79.7751}, [3]float64{50, 0, -82.7485}, 2.0425},
		{[3]float64{50, 2.5, 0}, [3]float64{73, 25, -18}, 27.1492},
		{[3]float64{2.0776, 0.0795, -1.135}, [3]float64{0.9033, -0.0636, -0.5514}, 0.9082},
		{[3]float64{50, 2.5, 0}, [3]float64{50, 0, -2.5}, 4.3065},
	} {
		if got := deltaE2000(tc.p, tc.q); math.Abs(got-tc.want) > 1e-4 {
			t.Errorf("ΔE00(%v, %v) = %.4f, want %.4f", tc.p, tc.q, got, tc.want)
		}
	}
	green, orange := color.NRGBA{0x7c, 0xc9, 0x5a, 255}, color.NRGBA{0xf0, 0x8a, 0x2c, 255}
	for i, want := range []float64{46.0, 6.3, 10.9, 54.7} {
		v := visions[i]
		if got := deltaE2000(v.lab(green), v.lab(orange)); math.Abs(got-want) > 0.1 {
			t.Errorf("%s: the old green and orange are %.2f apart, the audit measured %.1f", v.name, got, want)
		}
	}
}

// apart is the least difference between two of colours over every vision
// of visions, and the pair and vision where it falls.
func apart(colours []color.NRGBA) (least float64, i, j int, where string) {
	least = math.Inf(1)
	for _, v := range visions {
		for a := range colours {
			for b := a + 1; b < len(colours); b++ {
				if d := deltaE2000(v.lab(colours[a]), v.lab(colours[b])); d < least {
					least, i, j, where = d, a, b, v.name
				}
			}
		}
	}
	return least, i, j, where
}
