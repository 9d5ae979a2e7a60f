package eternity

import (
	"context"
	"io"
	"strconv"

	game "plateau/games/eternity"
	"plateau/render/paint"
)

// ExportBoard writes board b of puzzle p, without a tray, cell pixels (or
// SVG units) a cell, as PNG or SVG. v.Tray is ignored. It keeps the
// screen's look, a picture of the board as the workspace shows it; a PDF
// is the page PrintBoard prints on the user's paper.
func ExportBoard(w io.Writer, f paint.Format, p *game.Puzzle, b *game.Board, v View, cell float64) error {
	width, height := (float64(p.W)+2*margin)*cell, (float64(p.H)+2*margin)*cell
	return paint.Export(w, f, width, height, pieceDPI(cell), func(s paint.Surface) {
		Draw(s, NewLayout(p.W, p.H, 0, width, height), p, b, v)
	})
}

// pieceDPI is the resolution a PNG of cell pixels a piece says it prints
// at: a piece an inch (2.54 cm) a side, about as the printed pieces sheet
// has them, so that pieces printed from either match.
func pieceDPI(cell float64) float64 { return cell }

// Sheet proportions, in cells: each piece has its number below it.
const (
	sheetPitchX = 1.25
	sheetPitchY = 1.45
)

// ExportSheet writes every piece of p, unturned, numbered, cols a row (0:
// the puzzle's width), cell pixels (or SVG units) a piece: a sheet to print
// and cut. As PDF, the sheet runs over as many pages of paper as it takes
// at pdfSheetCols x pdfSheetRows pieces a page (a piece about 2.6 cm a
// side on A4, 2.5 on Letter), whatever cols and cell, each page headed by
// title(page, pages), page counted from 1 (render has no language: the
// caller words the puzzle's name and the page's number). A nil title, or
// a PNG or SVG, has none.
//
// Once ctx is done it stops, between two pieces or two writes, and returns
// ctx's error: a 16x16 sheet takes over half a second to paint and encode
// as PNG, and Stop has 100 ms (DESIGN section 2). What was written of it
// is then a torn file, for the caller to throw away.
func ExportSheet(ctx context.Context, w io.Writer, f paint.Format, paper paint.Paper, p *game.Puzzle, pal game.Palette, cell float64, cols int, title func(page, pages int) string) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	w = stopWriter{ctx, w} // the PNG encoder writes a chunk every few tens of ms
	var err error
	if f == paint.FormatPDF {
		err = exportSheetPages(ctx, w, paper, p, pal, title)
	} else {
		if cols <= 0 {
			cols = p.W
		}
		rows := (p.N() + cols - 1) / cols
		width, height := sheetSize(cols, rows, cell)
		err = paint.Export(w, f, width, height, pieceDPI(cell), func(s paint.Surface) {
			_ = DrawSheet(ctx, s, p, pal, cell, cols, 0, p.N())
		})
	}
	if ctx.Err() != nil { // stopped while painting: what was written is part of a sheet
		return ctx.Err()
	}
	return err
}

// stopWriter is w failing with ctx's error once ctx is done (as app/ctxio,
// which render may not import): the encoders stop at their next write.
type stopWriter struct {
	ctx context.Context
	w   io.Writer
}

func (s stopWriter) Write(b []byte) (int, error) {
	if err := s.ctx.Err(); err != nil {
		return 0, err
	}
	return s.w.Write(b)
}

// The printed sheet's pieces a page: about 2.6 cm a piece on A4, the
// sheet as wide as the page, under the title's band.
const pdfSheetCols, pdfSheetRows = 5, 6

// exportSheetPages writes p's pieces sheet as pages of paper (see
// sheetPage), in a document titled as a one-page sheet is headed,
// title(1, 1).
func exportSheetPages(ctx context.Context, w io.Writer, paper paint.Paper, p *game.Puzzle, pal game.Palette, title func(page, pages int) string) error {
	per := pdfSheetCols * pdfSheetRows
	pages := (p.N() + per - 1) / per
	doc := docTitle(p) + ": pieces sheet"
	if title != nil {
		doc = title(1, 1) // the whole sheet's, not a page's
	}
	pageW, pageH := paper.Page(perPoint)
	return paint.ExportPDFPages(w, paper, doc, pageW, pageH, pages, func(s paint.Surface, page int) {
		heading := ""
		if title != nil {
			heading = title(page+1, pages)
		}
		_ = sheetPage(ctx, s, paper, p, pal, page, heading)
	})
}

// sheetPage draws page (from 0) of p's printed pieces sheet on s, a page
// of paper at perPoint units a point: heading in the title's band at the
// top, as PrintBoard's title, and the page's pieces under it (see
// pdfSheetCell), centred across.
func sheetPage(ctx context.Context, s paint.Surface, paper paint.Paper, p *game.Puzzle, pal game.Palette, page int, heading string) error {
	per := pdfSheetCols * pdfSheetRows
	cell := pdfSheetCell(paper)
	pageW, _ := s.Size()
	sheetW, _ := sheetSize(pdfSheetCols, pdfSheetRows, cell)
	corner := paint.Pt{X: (pageW - sheetW) / 2, Y: paint.PrintTitleBand * perPoint} // centred where the page's height sets the pieces' size
	err := drawSheet(ctx, s, p, pal, cell, pdfSheetCols, page*per, min(p.N(), (page+1)*per), corner)
	paint.PrintTitle(s, heading, pageW, perPoint, Outline)
	return err
}

// pdfSheetCell is a piece of the printed sheet on paper, in the page's
// units: the sheet of pdfSheetCols x pdfSheetRows pieces as wide as the
// page, or as high as the page leaves under the title's band where that
// is less. On A4 the width sets it, and the band fits in what the sheet
// leaves of the height; Letter is wider and shorter, and a sheet as wide
// as it printed its last row's numbers 13 points into the bottom margin.
func pdfSheetCell(paper paint.Paper) float64 {
	pageW, pageH := paper.Page(perPoint)
	w, h := sheetSize(pdfSheetCols, pdfSheetRows, 1)
	return min(pageW/w, (pageH-paint.PrintTitleBand*perPoint)/h)
}

// sheetSize is the size of a sheet of cols x rows pieces.
func sheetSize(cols, rows int, cell float64) (width, height float64) {
	return (float64(cols)*sheetPitchX + 2*margin) * cell, (float64(rows)*sheetPitchY + 2*margin) * cell
}

// sheetPaper is the pieces sheet's background, white to print on.
var sheetPaper = paint.Hex("#ffffff")

// DrawSheet paints pieces from..to-1 of p on s as ExportSheet lays them
// out, cols a row from the top left. Once ctx is done it stops before the
// next piece (a millisecond or so each at 96 pixels) and returns ctx's
// error, the sheet half painted.
func DrawSheet(ctx context.Context, s paint.Surface, p *game.Puzzle, pal game.Palette, cell float64, cols, from, to int) error {
	return drawSheet(ctx, s, p, pal, cell, cols, from, to, paint.Pt{})
}

// drawSheet is DrawSheet with the sheet's top left corner at corner.
func drawSheet(ctx context.Context, s paint.Surface, p *game.Puzzle, pal game.Palette, cell float64, cols, from, to int, corner paint.Pt) error {
	if r, ok := s.(*paint.Raster); ok {
		r.Clear(sheetPaper) // a copy: rasterising the rectangle took 40-70 ms of a 16x16 sheet before the first check
	} else {
		w, h := s.Size()
		paint.FillRect(s, 0, 0, w, h, sheetPaper)
	}
	if pal == nil {
		pal = game.DefaultPalette(int(p.MaxUsedColor()) + 1)
	}
	for i := from; i < to; i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		pc := p.Pieces[i]
		col, row := (i-from)%cols, (i-from)/cols
		q := Square{Min: paint.Pt{
			X: corner.X + (margin+float64(col)*sheetPitchX+(sheetPitchX-1)/2)*cell,
			Y: corner.Y + (margin+float64(row)*sheetPitchY)*cell,
		}, Size: cell}
		DrawPiece(s, pc, q, pal)
		label := paint.Pt{X: q.Center().X, Y: q.Min.Y + cell*1.2}
		s.Text(strconv.Itoa(i+1), label, cell*0.22, Outline, paint.AnchorCenter)
	}
	return nil
}
