package scene3d

import (
	"image/color"
	"math"
)

// Scene is what a frame draws: points, the links between them (pairs of
// indices into Points) and one colour per point. The renderer only reads it.
type Scene struct {
	Points [][3]float32
	Links  [][2]int32
	Colors []color.RGBA // len(Points) entries; a missing one draws in Palette.Tagged
}

// AppendInt32Points converts lattice coordinates to scene points, appending
// to dst (pass dst[:0] to reuse a buffer).
func AppendInt32Points(dst [][3]float32, src [][3]int32) [][3]float32 {
	for _, p := range src {
		dst = append(dst, [3]float32{float32(p[0]), float32(p[1]), float32(p[2])})
	}
	return dst
}

// Palette holds the colours of a frame: on a dark background, free points
// stand out in green, expanded ones recede in grey-blue, the current point is
// orange and the selected one is ringed in yellow.
type Palette struct {
	Background color.RGBA
	Link       color.RGBA
	Free       color.RGBA
	Tagged     color.RGBA // expanded, "not free"
	Current    color.RGBA
	Selected   color.RGBA
}

// DefaultPalette is the palette of the Weave workspace.
var DefaultPalette = Palette{
	Background: color.RGBA{0x14, 0x16, 0x1c, 0xff},
	Link:       color.RGBA{0x6c, 0x78, 0x90, 0xff},
	Free:       color.RGBA{0x4c, 0xdc, 0x7a, 0xff},
	Tagged:     color.RGBA{0x8c, 0xa4, 0xd8, 0xff},
	Current:    color.RGBA{0xff, 0x8c, 0x1a, 0xff},
	Selected:   color.RGBA{0xff, 0xe0, 0x3c, 0xff},
}

// StateColors appends to dst the colour of each point by state: free or
// expanded (the current and selected points are marked by Options).
func StateColors(dst []color.RGBA, free []bool, p Palette) []color.RGBA {
	for _, f := range free {
		c := p.Tagged
		if f {
			c = p.Free
		}
		dst = append(dst, c)
	}
	return dst
}

// GenerationColors appends to dst the colour of each point by generation,
// from the first (dark violet) to the last (yellow) along Ramp.
func GenerationColors(dst []color.RGBA, gen []int32) []color.RGBA {
	top := int32(1)
	for _, g := range gen {
		top = max(top, g)
	}
	for _, g := range gen {
		dst = append(dst, Ramp(float32(g)/float32(top)))
	}
	return dst
}

// rampStops approximate the viridis colour map, lightened at the dark end
// so that the first generations still show on the dark background.
var rampStops = [...][3]float32{
	{0x6a, 0x3d, 0x9a}, {0x3b, 0x6c, 0xc4}, {0x21, 0x9e, 0xa8},
	{0x3c, 0xc4, 0x6e}, {0xb5, 0xde, 0x2b}, {0xfd, 0xe7, 0x25},
}

// Ramp returns the colour at t in [0, 1] of the generation colour map.
func Ramp(t float32) color.RGBA {
	if t != t || t < 0 { // NaN too
		t = 0
	}
	t = min(t, 1) * float32(len(rampStops)-1)
	i := min(int(t), len(rampStops)-2)
	f := t - float32(i)
	a, b := rampStops[i], rampStops[i+1]
	var c [3]uint8
	for k := range c {
		c[k] = uint8(math.Round(float64(a[k] + (b[k]-a[k])*f)))
	}
	return color.RGBA{c[0], c[1], c[2], 0xff}
}
