package eternitysolveui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"plateau/app/eternityui"
	game "plateau/games/eternity"
)

// fixedClash names a fixed piece that no solution can keep, "" when none
// does: one with a grey edge inside the board or a colour facing out, or
// two fixed side by side whose edges differ. A search that found no
// solution said only "No solution", though the laws held, and the person
// looked for the fault in the pieces.
func fixedClash(d *game.Design) string {
	b, p := d.Board, d.Puzzle
	if b == nil {
		return ""
	}
	for y := range b.H {
		for x := range b.W {
			pl := b.Cells[y*b.W+x]
			edges, ok := b.Edges(p, x, y)
			if !pl.Fixed || !ok {
				continue
			}
			for s := range 4 {
				nx, ny := x+[4]int{0, 1, 0, -1}[s], y+[4]int{-1, 0, 1, 0}[s]
				outside := nx < 0 || ny < 0 || nx >= b.W || ny >= b.H
				switch grey := edges[s] == 0; {
				case outside && !grey: // an inner piece on the frame, or a frame piece turned
					return fmt.Sprintf(lang.L("Piece %d is fixed on %s with a colour facing out of the board."), pl.Piece, eternityui.CellName(x, y))
				case grey && !outside:
					return fmt.Sprintf(lang.L("Piece %d is fixed on %s with a grey edge inside the board."), pl.Piece, eternityui.CellName(x, y))
				}
				if outside || s == 0 || s == 3 {
					continue // each pair of neighbours once: east and south
				}
				other := b.Cells[ny*b.W+nx]
				if back, ok := b.Edges(p, nx, ny); ok && other.Fixed && back[game.Side(s).Opposite()] != edges[s] {
					return fmt.Sprintf(lang.L("Pieces %d on %s and %d on %s are fixed side by side with edges that differ."),
						pl.Piece, eternityui.CellName(x, y), other.Piece, eternityui.CellName(nx, ny))
				}
			}
		}
	}
	return ""
}
