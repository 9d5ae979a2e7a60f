package dicewars

import (
	"testing"
)

// The players' colours stay apart for people with a colour-vision
// deficiency, the first seats most: the least CIEDE2000 difference of
// any two of the first n seats, over normal vision and full deuteranopia,
// protanopia and tritanopia, is at least the bound. Below about 10 two
// flat colours get confused in small marks (the audit's reading), so all
// eight keep 10; the four of the default game keep 20, twice that, where
// the old order gave them 6.3 (its green and orange). Between 5 and 7
// seats no set of eight soft hues does much better than 12 for a
// dichromat.
func TestPaletteApartForColourBlindPlayers(t *testing.T) {
	for _, tc := range []struct {
		seats int
		bound float64
	}{{2, 20}, {3, 20}, {4, 20}, {5, 12}, {6, 12}, {7, 12}, {8, 10}} {
		least, i, j, where := apart(Palette[:tc.seats])
		if least < tc.bound {
			t.Errorf("%d seats: players %d and %d are %.1f apart in %s, want %.0f or more", tc.seats, i, j, least, where, tc.bound)
		}
	}
	// and people with normal vision, who see all eight at once on a map,
	// still tell every two apart at a glance
	for _, v := range visions[:1] {
		for i := range Palette {
			for j := i + 1; j < len(Palette); j++ {
				if d := deltaE2000(v.lab(Palette[i]), v.lab(Palette[j])); d < 15 {
					t.Errorf("players %d and %d are %.1f apart in normal vision, want 15 or more", i, j, d)
				}
			}
		}
	}
}
