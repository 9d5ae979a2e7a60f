package dicewars

import (
	"image/color"
	"io"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
)

// Page is the text of a printed map: the title over it and, under it, a
// legend line for each player after their mark (Players[p], "" for none).
// render has no language: the caller words them.
type Page struct {
	Title   string
	Players []string
}

// The printed page is drawn perPoint units a point (as the other boards'
// pages are: paint.Paper.Page), so that the dice counts' floor in points
// holds on paper.
const perPoint = 3

// The legend under the map, in points: its type size, the distance from
// one row to the next, the gap above it (and below, in a picture) and
// its columns.
const (
	legendSize  = 10.5
	legendPitch = 18
	legendGap   = 10
	legendCols  = 2
)

// paper is the printed map's sea, and its page: white, where the
// screen's sea would print as a grey wash round the land.
var paper = color.NRGBA{0xff, 0xff, 0xff, 0xff}

// Print writes the map with the position (nil: the bare map) as a PDF of
// one page of paper, its dice and whose they are as the screen shows them on a
// white page, under pg's title and over its legend. The document is
// titled as the page, "Dice Wars" when untitled.
func Print(w io.Writer, paper paint.Paper, m *dw.Map, pos *dw.Position, v View, pg Page) error {
	doc := pg.Title
	if doc == "" {
		doc = "Dice Wars"
	}
	pageW, pageH := paper.Page(perPoint)
	return paint.ExportPDFPages(w, paper, doc, pageW, pageH, 1, func(s paint.Surface, _ int) {
		printPage(s, m, pos, v, pg, perPoint)
	})
}

// Export writes the printed page (see Print) in format f: a PDF prints
// it on paper; a PNG or SVG is width pixels (or units) wide, the page's
// width, and as high as the title, the map at that width and the legend
// take.
func Export(w io.Writer, f paint.Format, paper paint.Paper, m *dw.Map, pos *dw.Position, v View, pg Page, width float64) error {
	if f == paint.FormatPDF {
		return Print(w, paper, m, pos, v, pg)
	}
	k := width / paper.PrintWidth()
	x, y := extentOf(m, labelCells(m)).span()
	height := bands(pg, k) + width*y/x
	// 72k dots an inch: the PNG prints as wide as the page (at 96 dpi,
	// 1600 pixels came in 42 cm wide)
	return paint.Export(w, f, width, height, 72*k, func(s paint.Surface) {
		printPage(s, m, pos, v, pg, k)
	})
}

// bands is the height the title and the legend take above and below
// the map, at k units a point.
func bands(pg Page, k float64) float64 {
	h := 0.0
	if pg.Title != "" {
		h += paint.PrintTitleBand * k
	}
	if rows := legendRows(pg); rows > 0 {
		h += (2*legendGap + float64(rows)*legendPitch) * k // a gap above and below
	}
	return h
}

// legendRows is how many rows the legend takes.
func legendRows(pg Page) int {
	n := 0
	for _, s := range pg.Players {
		if s != "" {
			n++
		}
	}
	return (n + legendCols - 1) / legendCols
}

// printPage draws the printed page on s, at k units a point: the title
// at the top, the map under it as large as the page allows, the legend
// just under the map.
func printPage(s paint.Surface, m *dw.Map, pos *dw.Position, v View, pg Page, k float64) {
	w, h := s.Size()
	top := 0.0
	if pg.Title != "" {
		top = paint.PrintTitleBand * k
	}
	x, y := extentOf(m, labelCells(m)).span()
	mapH := max(1, min(h-bands(pg, k), w*y/x))
	l := layoutIn(m, paint.Pt{Y: top}, w, mapH)
	l.Sea, l.Text, l.UI = paper, k, 1
	Draw(s, l, pos, v) // its sea covers the whole page: the title and legend come after
	paint.PrintTitle(s, pg.Title, w, k, BorderColor)
	drawLegend(s, pg, top+mapH+legendGap*k, w, k)
}

// drawLegend writes the players' lines from y down, legendCols a row,
// each after the player's mark in their colour, edged in the border's
// ink so that its shape reads in grey.
func drawLegend(s paint.Surface, pg Page, y, w, k float64) {
	size := legendSize * k
	inset := w * 0.04 // about where the land begins, the map's margin being of sea
	col := (w - 2*inset) / legendCols
	i := 0
	for p, text := range pg.Players {
		if text == "" {
			continue
		}
		x0 := inset + float64(i%legendCols)*col
		at := paint.Pt{X: x0 + size*0.8, Y: y + (float64(i/legendCols)+0.5)*legendPitch*k}
		DrawMark(s, p, at, size*0.5, PlayerColor(p), BorderColor, size*0.15)
		tx := at.X + size*1.1
		ts := size
		if tw := paint.TextWidth(text, ts); tw > col-(tx-x0)-size {
			ts *= (col - (tx - x0) - size) / tw // a long name shrinks, as a long title does
		}
		s.Text(text, paint.Pt{X: tx, Y: at.Y}, ts, BorderColor, paint.AnchorLeft)
		i++
	}
}
