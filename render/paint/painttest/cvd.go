package painttest

import (
	"image/color"
	"math"
)

// Vision is a kind of colour vision, to judge whether colours stay apart
// for people who see them differently.
type Vision int

// The visions: normal and the three dichromacies, each a missing kind of
// cone (long, medium or short wavelengths).
const (
	Normal Vision = iota
	Deuteranopia
	Protanopia
	Tritanopia
)

// Visions are all the visions, normal first.
var Visions = []Vision{Normal, Deuteranopia, Protanopia, Tritanopia}

func (v Vision) String() string {
	return [...]string{"normal", "deuteranopia", "protanopia", "tritanopia"}[v]
}

// dichromacy holds Machado, Oliveira and Fernandes' (2009) matrices at
// severity 1, which act on linear sRGB.
var dichromacy = map[Vision][3][3]float64{
	Deuteranopia: {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}},
	Protanopia:   {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}},
	Tritanopia:   {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}},
}

// DeltaE is the CIEDE2000 difference between a and b as seen with vision
// v. Between two flat colours, below about 10 they are confused in small
// marks, below about 5 they are nearly the same colour.
func DeltaE(a, b color.Color, v Vision) float64 {
	return deltaE2000(lab(seen(a, v)), lab(seen(b, v)))
}

// seen is c in linear sRGB as seen with vision v, clipped to the gamut.
func seen(c color.Color, v Vision) [3]float64 {
	r, g, b, _ := c.RGBA()
	lin := [3]float64{linear(r), linear(g), linear(b)}
	m, ok := dichromacy[v]
	if !ok {
		return lin
	}
	var out [3]float64
	for i, row := range m {
		out[i] = math.Min(1, math.Max(0, row[0]*lin[0]+row[1]*lin[1]+row[2]*lin[2]))
	}
	return out
}

func linear(v uint32) float64 {
	x := float64(v) / 0xffff
	if x <= 0.04045 {
		return x / 12.92
	}
	return math.Pow((x+0.055)/1.055, 2.4)
}

// lab is CIE L*a*b* (D65 white) of linear sRGB c.
func lab(c [3]float64) [3]float64 {
	x := (0.4124564*c[0] + 0.3575761*c[1] + 0.1804375*c[2]) / 0.95047
	y := 0.2126729*c[0] + 0.7151522*c[1] + 0.0721750*c[2]
	z := (0.0193339*c[0] + 0.1191920*c[1] + 0.9503041*c[2]) / 1.08883
	f := func(t float64) float64 {
		const d = 6.0 / 29
		if t > d*d*d {
			return math.Cbrt(t)
		}
		return t/(3*d*d) + 4.0/29
	}
	fx, fy, fz := f(x), f(y), f(z)
	return [3]float64{116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)}
}

// deltaE2000 is the CIEDE2000 difference of two L*a*b* colours, after
// Sharma, Wu and Dalal (2005).
func deltaE2000(p, q [3]float64) float64 {
	rad, deg := math.Pi/180, 180/math.Pi
	c1, c2 := math.Hypot(p[1], p[2]), math.Hypot(q[1], q[2])
	cm7 := math.Pow((c1+c2)/2, 7)
	g := 0.5 * (1 - math.Sqrt(cm7/(cm7+math.Pow(25, 7))))
	a1, a2 := p[1]*(1+g), q[1]*(1+g)
	c1p, c2p := math.Hypot(a1, p[2]), math.Hypot(a2, q[2])
	hue := func(b, a float64) float64 {
		if a == 0 && b == 0 {
			return 0
		}
		return math.Mod(math.Atan2(b, a)*deg+360, 360)
	}
	h1, h2 := hue(p[2], a1), hue(q[2], a2)
	dh, hm := 0.0, h1+h2 // the hue's change and twice its mean, when either colour is grey
	if c1p*c2p != 0 {
		dh = h2 - h1
		switch {
		case dh > 180:
			dh -= 360
		case dh < -180:
			dh += 360
		}
		switch {
		case math.Abs(h1-h2) <= 180:
			hm = (h1 + h2) / 2
		case h1+h2 < 360:
			hm = (h1 + h2 + 360) / 2
		default:
			hm = (h1 + h2 - 360) / 2
		}
	}
	dL, dC := q[0]-p[0], c2p-c1p
	dH := 2 * math.Sqrt(c1p*c2p) * math.Sin(dh/2*rad)
	lm, cm := (p[0]+q[0])/2, (c1p+c2p)/2
	t := 1 - 0.17*math.Cos((hm-30)*rad) + 0.24*math.Cos(2*hm*rad) + 0.32*math.Cos((3*hm+6)*rad) - 0.20*math.Cos((4*hm-63)*rad)
	theta := 30 * math.Exp(-math.Pow((hm-275)/25, 2))
	cm7p := math.Pow(cm, 7)
	rc := 2 * math.Sqrt(cm7p/(cm7p+math.Pow(25, 7)))
	sl := 1 + 0.015*(lm-50)*(lm-50)/math.Sqrt(20+(lm-50)*(lm-50))
	sc, sh := 1+0.045*cm, 1+0.015*cm*t
	rt := -math.Sin(2*theta*rad) * rc
	l, c, h := dL/sl, dC/sc, dH/sh
	return math.Sqrt(l*l + c*c + h*h + rt*c*h)
}
