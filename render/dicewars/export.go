package dicewars

import (
	"io"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
)

// Export draws the map with the position (pos may be nil) into a width x
// height picture and writes it as PNG or SVG.
func Export(w io.Writer, f paint.Format, m *dw.Map, pos *dw.Position, v View, width, height float64) error {
	return paint.Export(w, f, width, height, func(s paint.Surface) {
		Draw(s, NewLayout(m, width, height), pos, v)
	})
}
