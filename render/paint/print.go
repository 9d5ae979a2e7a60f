package paint

import "image/color"

// The title of a printed page, in points: its type size and the band kept
// for it at the top of the page (the title and the space under it).
const (
	PrintTitleSize = 20
	PrintTitleBand = 44
)

// PrintTitle draws title centred at the top of a printed page pageW units
// wide, drawn perPoint units a point: at PrintTitleSize, or smaller where
// it would be wider than nearly the whole page. Drawn twice, a hair
// apart, for a bold look without a bold font (the printed givens have it
// too). An empty title draws nothing.
func PrintTitle(s Surface, title string, pageW, perPoint float64, ink color.Color) {
	if title == "" {
		return
	}
	size := PrintTitleSize * perPoint
	if w := TextWidth(title, size); w > pageW*0.96 {
		size *= pageW * 0.96 / w
	}
	at := Pt{X: pageW / 2, Y: PrintTitleSize * perPoint / 2}
	s.Text(title, at, size, ink, AnchorCenter)
	s.Text(title, at.Add(Pt{X: size * 0.02}), size, ink, AnchorCenter)
}
