package eternity

import (
	"fmt"
	"image/color"
	"math"
	"strconv"
	"strings"

	"plateau/games/reason"
)

// Motif is the shape drawn on an edge's triangle, in the swatch's ink, so
// that colours stay distinguishable beyond what fill colours alone allow.
// Each shape is symmetric across the edge, so two matching edges draw one
// whole shape across their join, as on the real puzzle.
type Motif uint8

// The motifs, in the order of their names.
const (
	MotifNone Motif = iota
	MotifCircle
	MotifDiamond
	MotifSquare
	MotifCross
	MotifStar
	MotifRing
	MotifStripes
	MotifX
	MotifTriangle
	MotifDots
	MotifHexagon
	motifCount
)

var motifNames = [motifCount]string{"none", "circle", "diamond", "square", "cross", "star", "ring", "stripes", "x", "triangle", "dots", "hexagon"}

// String is the motif's name as the JSON file writes it.
func (m Motif) String() string {
	if m < motifCount {
		return motifNames[m]
	}
	return fmt.Sprintf("motif%d", uint8(m))
}

// ParseMotif reads a motif name.
func ParseMotif(s string) (Motif, error) {
	for i, n := range motifNames {
		if n == s {
			return Motif(i), nil
		}
	}
	return 0, reason.New("unknown motif %q (expected one of %s)", s, strings.Join(motifNames[:], ", "))
}

// Swatch is how a colour is drawn: the triangle's fill, and a motif in ink.
type Swatch struct {
	Fill, Ink color.RGBA
	Motif     Motif
}

// Palette gives the swatch of colour c at index c; index 0 is the grey border.
type Palette []Swatch

// GreySwatch is how grey border edges are drawn: dark grey, no motif.
var GreySwatch = Swatch{Fill: rgb(0x5c5f66), Ink: rgb(0x5c5f66)}

// base is 24 hand-picked swatches: distinct fills (after Sasha Trubetskoy's
// list of distinct colours), each with a contrasting ink and a motif chosen
// so that neighbours in hue differ in shape, and so that two fills sharing a
// motif stay apart for colour-blind eyes too (render/eternity tests it).
// Colour 19 drew an X, as 8 does, on a yellow that red-green colour-blind
// people see as 8's yellow-green: it has dots (files written before keep
// their own palette).
var base = []Swatch{
	{rgb(0xe6194b), rgb(0xffe119), MotifCircle},
	{rgb(0x3cb44b), rgb(0xffffff), MotifDiamond},
	{rgb(0x4363d8), rgb(0xffe119), MotifStar},
	{rgb(0xf58231), rgb(0x000075), MotifCross},
	{rgb(0x911eb4), rgb(0xfabed4), MotifSquare},
	{rgb(0x42d4f4), rgb(0x000075), MotifRing},
	{rgb(0xf032e6), rgb(0xffffff), MotifStripes},
	{rgb(0xbfef45), rgb(0x1b5e20), MotifX},
	{rgb(0xfabed4), rgb(0xe6194b), MotifTriangle},
	{rgb(0x469990), rgb(0xfffac8), MotifDots},
	{rgb(0xdcbeff), rgb(0x911eb4), MotifHexagon},
	{rgb(0x9a6324), rgb(0xffd8b1), MotifStar},
	{rgb(0xfffac8), rgb(0x9a6324), MotifDiamond},
	{rgb(0x800000), rgb(0xfabed4), MotifCircle},
	{rgb(0xaaffc3), rgb(0x1b5e20), MotifCross},
	{rgb(0x808000), rgb(0xffe119), MotifSquare},
	{rgb(0xffd8b1), rgb(0xf58231), MotifRing},
	{rgb(0x000075), rgb(0x42d4f4), MotifStripes},
	{rgb(0xffe119), rgb(0x4363d8), MotifDots},
	{rgb(0xffffff), rgb(0xe6194b), MotifHexagon},
	{rgb(0x1b5e20), rgb(0xbfef45), MotifTriangle},
	{rgb(0x2f2f8f), rgb(0xffd8b1), MotifDots},
	{rgb(0xff8fa3), rgb(0x000075), MotifStar},
	{rgb(0x00897b), rgb(0xffffff), MotifCircle},
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// DefaultPalette has n swatches: grey, then the 24 hand-picked ones, then
// generated ones (hues spread by the golden angle, motifs cycling).
func DefaultPalette(n int) Palette {
	pal := make(Palette, max(n, 1))
	pal[0] = GreySwatch
	for c := 1; c < len(pal); c++ {
		pal[c] = DefaultSwatch(Color(c))
	}
	return pal
}

// DefaultSwatch is colour c's swatch in the default palette.
func DefaultSwatch(c Color) Swatch {
	if c == Grey {
		return GreySwatch
	}
	if int(c) <= len(base) {
		return base[c-1]
	}
	k := int(c) - len(base)
	hue := math.Mod(float64(k)*137.508, 360)
	light := []float64{0.45, 0.7, 0.3}[k%3]
	fill := hsl(hue, 0.75, light)
	ink := color.RGBA{0xff, 0xff, 0xff, 0xff}
	if light > 0.5 {
		ink = color.RGBA{0x10, 0x10, 0x30, 0xff}
	}
	return Swatch{Fill: fill, Ink: ink, Motif: Motif(1 + k%int(motifCount-1))}
}

// Swatch is colour c's swatch, falling back to the default palette for
// colours the palette does not cover.
func (pal Palette) Swatch(c Color) Swatch {
	if int(c) < len(pal) {
		return pal[c]
	}
	return DefaultSwatch(c)
}

func hsl(h, s, l float64) color.RGBA {
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := l - c/2
	var r, g, b float64
	switch {
	case h < 60:
		r, g = c, x
	case h < 120:
		r, g = x, c
	case h < 180:
		g, b = c, x
	case h < 240:
		g, b = x, c
	case h < 300:
		r, b = x, c
	default:
		r, b = c, x
	}
	to := func(v float64) uint8 { return uint8(math.Round((v + m) * 255)) }
	return color.RGBA{to(r), to(g), to(b), 0xff}
}

// FormatHex writes a colour as #rrggbb.
func FormatHex(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// ParseHex reads #rrggbb.
func ParseHex(s string) (color.RGBA, error) {
	if len(s) != 7 || s[0] != '#' {
		return color.RGBA{}, reason.New("expected a colour #rrggbb, got %q", clip(s))
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{}, reason.New("expected a colour #rrggbb, got %q", s)
	}
	return rgb(uint32(v)), nil
}
