package eternity

import (
	"fmt"
	"image/color"
	"io"
	"math"

	game "plateau/games/eternity"
	"plateau/render/paint"
)

// Colours of the printed board (View.Print): light on ink, where the
// screen's dark frame and empty cells would print as a heavy grey slab.
var (
	printPaper    = color.RGBA{0xff, 0xff, 0xff, 0xff}
	printGridInk  = color.RGBA{0xb4, 0xb7, 0xbf, 0xff} // the empty cells' lines
	printFrameInk = color.RGBA{0x8c, 0x8f, 0x99, 0xff} // the line round the board
)

// The printed page is drawn perPoint units a point (paint.Paper.Page),
// so that the layout's cells, rounded down to whole units, lose at most a
// third of a point.
const perPoint = 3

// PrintBoard writes board b of puzzle p as a PDF of one page of paper:
// title at the top (none when empty), the board centred on the page in
// the light look of View.Print, its placed pieces as on screen (see
// printLayout for the page's way and the cells' size). v.Tray is ignored.
// The document is titled title, or when empty the puzzle's kind and size
// (see docTitle).
func PrintBoard(w io.Writer, paper paint.Paper, p *game.Puzzle, b *game.Board, v View, title string) error {
	doc := title
	if doc == "" {
		doc = docTitle(p)
	}
	l := printLayout(p, paper)
	return paint.ExportPDFPages(w, paper, doc, l.W, l.H, 1, func(s paint.Surface, _ int) {
		printPage(s, paper, p, b, v, title)
	})
}

// docTitle is the title of a document printing p when the caller gives
// none, in English (render has no language): what a viewer shows rather
// than "Untitled".
func docTitle(p *game.Puzzle) string {
	return fmt.Sprintf("Eternity puzzle, %dx%d", p.W, p.H)
}

// printPage draws the page PrintBoard prints on s, of printLayout's size.
func printPage(s paint.Surface, paper paint.Paper, p *game.Puzzle, b *game.Board, v View, title string) {
	v.Print, v.Tray = true, nil
	l := printLayout(p, paper)
	Draw(s, l, p, b, v)
	paint.PrintTitle(s, title, l.W, perPoint, Outline)
}

// printLayout places p's board on its printed page of paper, l.W x l.H
// units:
// portrait, or landscape where that gives larger cells (a board clearly
// wider than tall: a 16x4 was a strip across a portrait page, three
// quarters blank). Its cells are the size of the pieces sheet's pieces
// when it fits the page so, for the cut-out pieces to be laid on it (a
// 4x4 board had cells of 3.8 cm for pieces of 2.6), else as large as fit.
func printLayout(p *game.Puzzle, paper paint.Paper) Layout {
	pageW, pageH := paper.Page(perPoint)
	l := pageLayout(p, pageW, pageH)
	if turned := pageLayout(p, pageH, pageW); turned.Cell > l.Cell {
		l = turned
	}
	if piece := pdfSheetCell(paper); l.Cell >= piece {
		l.Cell = piece
		l.place(false, 0)
	}
	l.Board.Y += printBand
	l.H += 2 * printBand
	return l
}

// printBand is the title's band at the top of a printed page, in units,
// kept at the bottom too, so that the board is centred on the page.
const printBand = paint.PrintTitleBand * perPoint

// pageLayout fits p's board in a w x h page, in the height the title's
// bands leave, centred in it (l.Board is from the top of that height).
func pageLayout(p *game.Puzzle, w, h float64) Layout {
	return NewLayout(p.W, p.H, 0, w, h-2*printBand)
}

// printNumberSize is the height of the number on a piece of side cell on
// a printed board: an eighth of the piece, at least 5 points where the
// piece allows it (a sixth of it at most). The number and its disc then
// cover 4 to 7% of the piece, where the screen's fifth covered 9%: a
// printed key is read by its colours, the number only tells the piece.
func printNumberSize(cell float64) float64 {
	return min(cell/6, max(5*perPoint, cell/8))
}

// printLine is the width of a printed board's thin lines: the grid, and
// the frame at twice it.
func printLine(cell float64) float64 { return math.Max(1, cell*0.01) }

// printEmpty draws an empty cell of a printed board: white, outlined.
func printEmpty(s paint.Surface, q Square) {
	paint.FillRect(s, q.Min.X, q.Min.Y, q.Size, q.Size, printPaper)
	paint.StrokeRect(s, q.Min.X, q.Min.Y, q.Size, q.Size, printLine(q.Size), printGridInk)
}

// printFrame draws the thin frame round a printed board, a little outside
// its cells so that it does not cover the outer pieces' outlines.
func printFrame(s paint.Surface, l Layout) {
	w := 2 * printLine(l.Cell)
	off := w/2 + l.Cell*0.04
	paint.StrokeRect(s, l.Board.X-off, l.Board.Y-off, float64(l.BoardW)*l.Cell+2*off, float64(l.BoardH)*l.Cell+2*off, w, printFrameInk)
}
