package eternity

import (
	"io"
	"strconv"

	game "plateau/games/eternity"
	"plateau/render/paint"
)

// ExportBoard writes board b of puzzle p, without a tray, cell pixels (or
// SVG units) a cell. v.Tray is ignored.
func ExportBoard(w io.Writer, f paint.Format, p *game.Puzzle, b *game.Board, v View, cell float64) error {
	width, height := (float64(p.W)+2*margin)*cell, (float64(p.H)+2*margin)*cell
	return paint.Export(w, f, width, height, func(s paint.Surface) {
		Draw(s, NewLayout(p.W, p.H, 0, width, height), p, b, v)
	})
}

// Sheet proportions, in cells: each piece has its number below it.
const (
	sheetPitchX = 1.25
	sheetPitchY = 1.45
)

// ExportSheet writes every piece of p, unturned, numbered, cols a row (0:
// the puzzle's width), cell pixels (or SVG units) a piece: a sheet to print
// and cut.
func ExportSheet(w io.Writer, f paint.Format, p *game.Puzzle, pal game.Palette, cell float64, cols int) error {
	if cols <= 0 {
		cols = p.W
	}
	rows := (p.N() + cols - 1) / cols
	width := (float64(cols)*sheetPitchX + 2*margin) * cell
	height := (float64(rows)*sheetPitchY + 2*margin) * cell
	return paint.Export(w, f, width, height, func(s paint.Surface) {
		DrawSheet(s, p, pal, cell, cols)
	})
}

// DrawSheet paints the pieces sheet of ExportSheet on s.
func DrawSheet(s paint.Surface, p *game.Puzzle, pal game.Palette, cell float64, cols int) {
	w, h := s.Size()
	paint.FillRect(s, 0, 0, w, h, paint.Hex("#ffffff"))
	if pal == nil {
		pal = game.DefaultPalette(int(p.MaxUsedColor()) + 1)
	}
	for i, pc := range p.Pieces {
		col, row := i%cols, i/cols
		q := Square{Min: paint.Pt{
			X: (margin + float64(col)*sheetPitchX + (sheetPitchX-1)/2) * cell,
			Y: (margin + float64(row)*sheetPitchY) * cell,
		}, Size: cell}
		DrawPiece(s, pc, q, pal)
		label := paint.Pt{X: q.Center().X, Y: q.Min.Y + cell*1.2}
		s.Text(strconv.Itoa(i+1), label, cell*0.22, Outline, paint.AnchorCenter)
	}
}
