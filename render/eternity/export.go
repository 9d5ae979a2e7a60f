package eternity

import (
	"io"
	"strconv"

	game "plateau/games/eternity"
	"plateau/render/paint"
)

// ExportBoard writes board b of puzzle p, without a tray, cell pixels (or
// SVG units) a cell. v.Tray is ignored. A PNG or SVG keeps the screen's
// look, a picture of the board as the workspace shows it; a PDF is the
// page PrintBoard prints, untitled, whatever cell.
func ExportBoard(w io.Writer, f paint.Format, p *game.Puzzle, b *game.Board, v View, cell float64) error {
	if f == paint.FormatPDF {
		return PrintBoard(w, p, b, v, "")
	}
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
// and cut. As PDF, the sheet runs over as many A4 pages as it takes at
// pdfSheetCols x pdfSheetRows pieces a page (a piece about 2.6 cm a side),
// whatever cols.
func ExportSheet(w io.Writer, f paint.Format, p *game.Puzzle, pal game.Palette, cell float64, cols int) error {
	if f == paint.FormatPDF {
		return exportSheetPages(w, p, pal, cell)
	}
	if cols <= 0 {
		cols = p.W
	}
	rows := (p.N() + cols - 1) / cols
	width, height := sheetSize(cols, rows, cell)
	return paint.Export(w, f, width, height, func(s paint.Surface) {
		DrawSheet(s, p, pal, cell, cols, 0, p.N())
	})
}

// The printed sheet's pieces a page: about 2.6 cm a piece on A4.
const pdfSheetCols, pdfSheetRows = 5, 6

func exportSheetPages(w io.Writer, p *game.Puzzle, pal game.Palette, cell float64) error {
	per := pdfSheetCols * pdfSheetRows
	width, height := sheetSize(pdfSheetCols, pdfSheetRows, cell)
	return paint.ExportPDFPages(w, width, height, (p.N()+per-1)/per, func(s paint.Surface, page int) {
		DrawSheet(s, p, pal, cell, pdfSheetCols, page*per, min(p.N(), (page+1)*per))
	})
}

// sheetSize is the size of a sheet of cols x rows pieces.
func sheetSize(cols, rows int, cell float64) (width, height float64) {
	return (float64(cols)*sheetPitchX + 2*margin) * cell, (float64(rows)*sheetPitchY + 2*margin) * cell
}

// DrawSheet paints pieces from..to-1 of p on s as ExportSheet lays them
// out, cols a row from the top left.
func DrawSheet(s paint.Surface, p *game.Puzzle, pal game.Palette, cell float64, cols, from, to int) {
	w, h := s.Size()
	paint.FillRect(s, 0, 0, w, h, paint.Hex("#ffffff"))
	if pal == nil {
		pal = game.DefaultPalette(int(p.MaxUsedColor()) + 1)
	}
	for i := from; i < to; i++ {
		pc := p.Pieces[i]
		col, row := (i-from)%cols, (i-from)/cols
		q := Square{Min: paint.Pt{
			X: (margin + float64(col)*sheetPitchX + (sheetPitchX-1)/2) * cell,
			Y: (margin + float64(row)*sheetPitchY) * cell,
		}, Size: cell}
		DrawPiece(s, pc, q, pal)
		label := paint.Pt{X: q.Center().X, Y: q.Min.Y + cell*1.2}
		s.Text(strconv.Itoa(i+1), label, cell*0.22, Outline, paint.AnchorCenter)
	}
}
