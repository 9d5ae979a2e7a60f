package scene3d

import (
	"image/color"
	"math"
)

// PrintPalette is the palette of a picture to print: white paper, where
// DefaultPalette's near-black background would take a page of ink, with
// darker points and links that stand out on it (at least 3:1 against the
// paper, as lines want, even the farthest, which PrintOptions' fog fades
// towards it), in the screen's hues: free points green, expanded ones
// blue, the current one orange, the selected one ringed in amber.
var PrintPalette = Palette{
	Background: color.RGBA{0xff, 0xff, 0xff, 0xff},
	Link:       color.RGBA{0x5f, 0x6a, 0x80, 0xff},
	Free:       color.RGBA{0x14, 0x7a, 0x3c, 0xff},
	Tagged:     color.RGBA{0x34, 0x50, 0x8f, 0xff},
	Current:    color.RGBA{0xd0, 0x5e, 0x00, 0xff},
	Selected:   color.RGBA{0xa8, 0x6c, 0x00, 0xff},
}

// PrintOptions returns o for a picture to print: in PrintPalette, with
// at most printFog of fog, so that the farthest points and links, which
// fog fades towards the paper, keep 3:1 against it. The screen's fog
// (0.55) left them at 2:1 there.
func PrintOptions(o Options) Options {
	o.Palette = PrintPalette
	o.Fog = min(o.Fog, printFog)
	return o
}

// printFog is the most fog of a picture to print (see PrintOptions).
const printFog = 0.25

// paperLuminance is the most relative luminance a point may have on
// PrintPalette's white: 5.3:1 against it, 3:1 once fogged by printFog.
const paperLuminance = 0.15

// PrintColors appends to dst the colours of src, chosen for the screen,
// as a picture on PrintPalette prints them: DefaultPalette's free and
// expanded points take PrintPalette's colours, and any other colour (the
// generations' Ramp, whose newest yellow would vanish on white) is
// darkened, its hue kept, to stand out on the paper.
func PrintColors(dst, src []color.RGBA) []color.RGBA {
	for _, c := range src {
		switch c {
		case DefaultPalette.Free:
			c = PrintPalette.Free
		case DefaultPalette.Tagged:
			c = PrintPalette.Tagged
		default:
			c = darkenTo(c, paperLuminance)
		}
		dst = append(dst, c)
	}
	return dst
}

// darkenTo scales c's light down, in linear RGB so that its hue stays,
// until its relative luminance is at most l; a darker c is left as it is.
func darkenTo(c color.RGBA, l float64) color.RGBA {
	r, g, b := linear(c.R), linear(c.G), linear(c.B)
	lum := 0.2126*r + 0.7152*g + 0.0722*b
	if lum <= l {
		return c
	}
	k := l / lum
	return color.RGBA{gamma(r * k), gamma(g * k), gamma(b * k), c.A}
}

// linear is sRGB channel v in linear light, 0 to 1.
func linear(v uint8) float64 {
	x := float64(v) / 255
	if x <= 0.04045 {
		return x / 12.92
	}
	return math.Pow((x+0.055)/1.055, 2.4)
}

// gamma is linear light x (0 to 1) as an sRGB channel, rounded down so
// that a colour darkened to a luminance does not round back over it.
func gamma(x float64) uint8 {
	if x <= 0.0031308 {
		x *= 12.92
	} else {
		x = 1.055*math.Pow(x, 1/2.4) - 0.055
	}
	return uint8(min(max(math.Floor(x*255), 0), 255))
}

// Crowding (see Renderer.Crowding) from which a picture to print lightens
// (see Crowded), and at which it is lightest: the seed's lattice, seen
// face on, still shows its honeycomb at 30,000 points (0.7) and is one
// slab at 100,000 (1); a cubic one shows its rows at 30,000 (0.83) and
// none at 100,000 (0.97).
const (
	crowdedFrom = 0.85
	crowdedFull = 0.97
)

// crowdedLift is how far towards the paper Crowded takes the colours of
// the most crowded picture, and crowdedFog the fog it gives it.
const (
	crowdedLift = 0.7
	crowdedFog  = 0.6
)

// Crowded returns o, and recolours colors in place, for a picture to
// print (PrintOptions, PrintColors) whose points crowd by crowding (see
// Renderer.Crowding): once its points lie in nearly every two pixels of
// it, the discs merge into one slab of their colour, a page of dark ink
// that shows nothing of the lattice. Such a picture prints lighter, its points and links taken part
// of the way to the paper, and with more fog, so that what is near shows
// darker than what is far; the current and selected points keep their
// marks. A picture whose points stand apart is left as it is.
func Crowded(o Options, colors []color.RGBA, crowding float64) Options {
	t := min(max((crowding-crowdedFrom)/(crowdedFull-crowdedFrom), 0), 1)
	if !(t > 0) {
		return o
	}
	lift := t * crowdedLift
	o.Outline = o.Palette.Link // the lattice's edge, which the pale slab shows faintly
	for i, c := range colors {
		colors[i] = towards(c, o.Palette.Background, lift)
	}
	o.Palette.Link = towards(o.Palette.Link, o.Palette.Background, lift)
	o.Palette.Tagged = towards(o.Palette.Tagged, o.Palette.Background, lift)
	o.Palette.Free = towards(o.Palette.Free, o.Palette.Background, lift)
	o.Fog = o.Fog + float32(t)*(crowdedFog-o.Fog)
	return o
}

// towards is c taken by f (0 to 1) of the way to p.
func towards(c, p color.RGBA, f float64) color.RGBA {
	mix := func(a, b uint8) uint8 { return uint8(math.Round(float64(a) + (float64(b)-float64(a))*f)) }
	return color.RGBA{mix(c.R, p.R), mix(c.G, p.G), mix(c.B, p.B), c.A}
}
