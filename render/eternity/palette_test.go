package eternity

import (
	"testing"

	game "plateau/games/eternity"
	"plateau/render/paint/painttest"
)

// handPicked is how many swatches of the default palette are chosen by
// hand; the colours after them are generated.
const handPicked = 24

// minMotifFillGap is the least CIEDE2000 difference between the fills of
// two hand-picked colours that share a motif, in every vision: 15, where
// small marks stop being confused (about 10). Colours 8 and 19 both drew an
// X, on fills 3.7 apart to a deuteranope and 1.3 to a protanope.
const minMotifFillGap = 15

// Two hand-picked colours that share a motif have fills that stay apart
// for colour-blind players too, who tell them apart by fill or not at all
// (the motif's ink is a few pixels on a small piece).
func TestSameMotifFillsStayApart(t *testing.T) {
	for i := game.Color(1); i <= handPicked; i++ {
		for j := i + 1; j <= handPicked; j++ {
			a, b := game.DefaultSwatch(i), game.DefaultSwatch(j)
			if a.Motif != b.Motif {
				continue
			}
			for _, v := range painttest.Visions {
				if d := painttest.DeltaE(a.Fill, b.Fill, v); d < minMotifFillGap {
					t.Errorf("colours %d and %d both draw %v, their fills %.1f apart in %v vision, want %d", i, j, a.Motif, d, v, minMotifFillGap)
				}
			}
		}
	}
}
