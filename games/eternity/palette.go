package eternity

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"

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
	return 0, reason.New("unknown motif %q (expected one of %s)", reason.Clip(s), strings.Join(motifNames[:], ", "))
}

// Swatch is how a colour is drawn: the triangle's fill, and a motif in ink.
type Swatch struct {
	Fill, Ink color.RGBA
	Motif     Motif
}

// Palette gives the swatch of colour c at index c; index 0 is the grey border.
type Palette []Swatch

// How far apart in grey (0 black to 1 white, as a greyscale printer
// prints a colour) two swatches that draw the same motif are, in fill or
// in ink; and how far apart a swatch's ink is from its fill, so that its
// motif prints. A few hundredths apart, two colours printed the same.
const (
	greyFillGap       = 0.15
	greyInkGap        = 0.4
	greyMotifContrast = 0.25
)

// GreySwatch is how grey border edges are drawn: dark grey, no motif.
var GreySwatch = Swatch{Fill: rgb(0x5c5f66), Ink: rgb(0x5c5f66)}

// base is 24 hand-picked swatches: distinct fills (after Sasha Trubetskoy's
// list of distinct colours), each with a contrasting ink and a motif chosen
// so that neighbours in hue differ in shape, and so that two fills sharing a
// motif stay apart for colour-blind eyes too (render/eternity tests it).
// Colour 19 drew an X, as 8 does, on a yellow that red-green colour-blind
// people see as 8's yellow-green: it has dots (files written before keep
// their own palette). Colours 12, 16 and 24 drew the star of 3, the square
// of 5 and the circle of 1 on fills of nearly the same grey, so that a
// greyscale printer printed them alike: they draw a hexagon, a ring and an
// X, which no colour of their grey draws.
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
	{rgb(0x9a6324), rgb(0xffd8b1), MotifHexagon},
	{rgb(0xfffac8), rgb(0x9a6324), MotifDiamond},
	{rgb(0x800000), rgb(0xfabed4), MotifCircle},
	{rgb(0xaaffc3), rgb(0x1b5e20), MotifCross},
	{rgb(0x808000), rgb(0xffe119), MotifRing},
	{rgb(0xffd8b1), rgb(0xf58231), MotifRing},
	{rgb(0x000075), rgb(0x42d4f4), MotifStripes},
	{rgb(0xffe119), rgb(0x4363d8), MotifDots},
	{rgb(0xffffff), rgb(0xe6194b), MotifHexagon},
	{rgb(0x1b5e20), rgb(0xbfef45), MotifTriangle},
	{rgb(0x2f2f8f), rgb(0xffd8b1), MotifDots},
	{rgb(0xff8fa3), rgb(0x000075), MotifStar},
	{rgb(0x00897b), rgb(0xffffff), MotifX},
}

func rgb(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// DefaultPalette has n swatches: grey, then the 24 hand-picked ones, then
// generated ones (see generated).
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
	gen := generated()
	return gen[(int(c)-len(base)-1)%len(gen)]
}

// generated is the swatches of colours len(base)+1 to MaxColor, each
// apart in grey from every colour before it (see apartInGrey), worked out
// once: hues spread by the golden angle, motifs in turn, and the first
// grey of the ladder, from a point that moves from colour to colour,
// at which the colour's motif is free.
var generated = sync.OnceValue(func() []Swatch {
	all := append([]Swatch(nil), base...)
	for c := len(base) + 1; c <= MaxColor; c++ {
		all = append(all, generate(all, c-len(base)))
	}
	return all[len(base):]
})

// Inks of the generated swatches, on dark fills and on light ones.
var (
	lightInk = color.RGBA{0xff, 0xff, 0xff, 0xff}
	darkInk  = color.RGBA{0x10, 0x10, 0x30, 0xff}
)

// rung is a step of greyLadder: a fill's grey and the ink that shows on it.
type rung struct {
	grey float64
	ink  color.RGBA
}

// greyLadder is the greys a generated fill may take, 0.05 apart: in the
// light ink from 0.10 to 0.55, in the dark ink from 0.45 to 0.90. At
// three greys, the colours beyond the hand-picked ones printed alike.
var greyLadder = func() []rung {
	var l []rung
	for i := range 10 {
		l = append(l, rung{0.10 + 0.05*float64(i), lightInk})
	}
	for i := range 10 {
		l = append(l, rung{0.45 + 0.05*float64(i), darkInk})
	}
	return l
}()

// generate is the swatch of the k-th generated colour, apart in grey from
// every swatch of taken: its motif the first free of the motifs from k's
// in turn, its fill the first free grey of greyLadder from k's point.
func generate(taken []Swatch, k int) Swatch {
	hue := math.Mod(float64(k)*137.508, 360)
	motifs := int(motifCount - 1)
	var s Swatch
	for dm := range motifs {
		for i := range greyLadder {
			r := greyLadder[(7*k+i)%len(greyLadder)]
			s = Swatch{Fill: greyFill(hue, r.grey), Ink: r.ink, Motif: Motif(1 + (k+dm)%motifs)}
			if !slices.ContainsFunc(taken, func(o Swatch) bool { return !apartInGrey(o, s) }) {
				return s
			}
		}
	}
	return s // none free: never up to MaxColor (palette_test.go)
}

// apartInGrey reports whether a and b print apart on a greyscale
// printer: different motifs, or fills or inks of clearly different greys.
func apartInGrey(a, b Swatch) bool {
	return a.Motif != b.Motif ||
		math.Abs(greyOf(a.Fill)-greyOf(b.Fill)) >= greyFillGap ||
		math.Abs(greyOf(a.Ink)-greyOf(b.Ink)) >= greyInkGap
}

// greyOf is c as a greyscale printer prints it, 0 black to 1 white.
func greyOf(c color.RGBA) float64 {
	return float64(color.GrayModel.Convert(c).(color.Gray).Y) / 255
}

// greyFill is the colour of the given hue, saturation 0.75, that prints
// as grey g: the HSL lightness found by halving, as grey grows with it.
func greyFill(hue, g float64) color.RGBA {
	lo, hi := 0.0, 1.0
	for range 24 {
		mid := (lo + hi) / 2
		if greyOf(hsl(hue, 0.75, mid)) < g {
			lo = mid
		} else {
			hi = mid
		}
	}
	return hsl(hue, 0.75, (lo+hi)/2)
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
		return color.RGBA{}, reason.New("expected a colour #rrggbb, got %q", reason.Clip(s))
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return color.RGBA{}, reason.New("expected a colour #rrggbb, got %q", reason.Clip(s))
	}
	return rgb(uint32(v)), nil
}
