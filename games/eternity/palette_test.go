package eternity

import (
	"math"
	"testing"
)

// Every colour a puzzle may use prints apart from every other in grey:
// a different motif, or the same motif on fills of clearly different
// greys, or in inks of clearly different greys. Colours 3 and 12 drew
// one star on fills 0.40 and 0.42 grey, in inks 0.83 and 0.88, so the
// cut-out pieces of a black-and-white printout could not be matched;
// the colours generated beyond the 24 hand-picked ones had three greys.
func TestColoursPrintApartInGrey(t *testing.T) {
	pal := DefaultPalette(MaxColor + 1)
	for a := 1; a < len(pal); a++ {
		for b := a + 1; b < len(pal); b++ {
			sa, sb := pal[a], pal[b]
			if sa.Motif != sb.Motif {
				continue
			}
			df, di := math.Abs(greyOf(sa.Fill)-greyOf(sb.Fill)), math.Abs(greyOf(sa.Ink)-greyOf(sb.Ink))
			if df < greyFillGap && di < greyInkGap {
				t.Errorf("colours %d and %d both draw %v, on fills %.2f and %.2f grey, in inks %.2f and %.2f", a, b, sa.Motif, greyOf(sa.Fill), greyOf(sb.Fill), greyOf(sa.Ink), greyOf(sb.Ink))
			}
		}
	}
}

// Every colour's motif shows in grey, its ink apart from its fill: a
// motif the grey of its fill prints as no motif.
func TestMotifsShowInGrey(t *testing.T) {
	pal := DefaultPalette(MaxColor + 1)
	for c := 1; c < len(pal); c++ {
		s := pal[c]
		if d := math.Abs(greyOf(s.Fill) - greyOf(s.Ink)); d < greyMotifContrast {
			t.Errorf("colour %d: %v in ink %.2f grey on a fill %.2f grey, want %.2f apart", c, s.Motif, greyOf(s.Ink), greyOf(s.Fill), greyMotifContrast)
		}
	}
}

// The colours people know keep their look: the hand-picked fills and
// inks, and the motifs of the colours of the sample puzzle and the
// pictures (1 to 9).
func TestKnownColoursKeepTheirLook(t *testing.T) {
	want := []Motif{MotifCircle, MotifDiamond, MotifStar, MotifCross, MotifSquare, MotifRing, MotifStripes, MotifX, MotifTriangle}
	for i, m := range want {
		if s := DefaultSwatch(Color(i + 1)); s.Motif != m {
			t.Errorf("colour %d draws %v, want %v", i+1, s.Motif, m)
		}
	}
	if s := DefaultSwatch(3); s.Fill != rgb(0x4363d8) || s.Ink != rgb(0xffe119) {
		t.Errorf("colour 3 is %s in %s, want the blue with a yellow star", FormatHex(s.Fill), FormatHex(s.Ink))
	}
}

// The palette is the same from call to call, and a colour's swatch the
// same in any palette: a board painted twice looks the same.
func TestDefaultPaletteIsStable(t *testing.T) {
	a, b := DefaultPalette(MaxColor+1), DefaultPalette(30)
	for c := range b {
		if a[c] != b[c] || a[c] != DefaultSwatch(Color(c)) {
			t.Errorf("colour %d: %v in one palette, %v in another, %v alone", c, a[c], b[c], DefaultSwatch(Color(c)))
		}
	}
}
