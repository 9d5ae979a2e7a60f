package eternity

import (
	"fmt"
	"testing"

	"plateau/render/paint/painttest"
)

// The piece numbers grow with the interface size of Settings (Smaller to
// Larger), on small pieces as on large ones, and stay within their piece:
// sized by the piece alone, they kept one height whatever the person
// chose, where the text round the board and Dice Wars' counts grew.
func TestPieceNumbersFollowTheInterfaceSize(t *testing.T) {
	p, b := brendan4(t)
	for _, size := range []float64{480, 900} { // pieces about 40 and 90 pixels
		last := 0.0
		for _, ui := range []float64{0.9, 1, 1.15, 1.3} {
			l := NewLayout(4, 4, 0, size, size)
			rec := &painttest.Recorder{W: size, H: size}
			Draw(rec, l, p, b, View{Numbers: true, Text: ui, UI: ui})
			name := fmt.Sprintf("%.0f px pieces, interface %g", l.Cell, ui)
			if len(rec.Texts) != p.N() {
				t.Fatalf("%s: %d numbers for %d pieces", name, len(rec.Texts), p.N())
			}
			h := rec.Texts[0].Size
			if h <= last {
				t.Errorf("%s: numbers %.1f px high, not above the %.1f of the smaller size", name, h, last)
			}
			if h > l.Cell/3 {
				t.Errorf("%s: numbers %.1f px high on a %.0f px piece", name, h, l.Cell)
			}
			last = h
		}
	}
}
