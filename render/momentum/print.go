package momentum

import (
	"io"
	"math"

	game "plateau/games/momentum"
	"plateau/render/paint"
)

// Page is the text of a printed board: the title over it and, under it, a
// legend line for each player after their piece. render has no language:
// the caller words them.
type Page struct {
	Title   string
	Players [2]string
}

// The printed page is drawn perPoint units a point, as the other boards'
// pages are (paint.Paper.Page).
const perPoint = 3

// The legend under the board, in points: its type size, the distance
// from one row to the next and the gap kept under it.
const (
	legendSize  = 11
	legendPitch = 20
	legendGap   = 8
)

// PrintSurround is the printed board's: a white page, the coordinates in
// a dark grey (7:1 on white).
var PrintSurround = Surround{Background: white, Label: paint.Hex("#545b68")}

// Print writes g as a PDF of one page of paper, turned where the board
// prints larger so (see printPageSize): the board with its walls, camps,
// pieces and momenta on white, the last action's brackets of v.Last,
// under pg's title and over its legend (v's other marks are left out: a
// page shows the position, not what the pointer and keys were doing). The document is titled as the page, "Momentum" when untitled.
func Print(w io.Writer, paper paint.Paper, g *game.Game, v View, pg Page) error {
	doc := pg.Title
	if doc == "" {
		doc = "Momentum"
	}
	pageW, pageH := printPageSize(paper, g, pg)
	return paint.ExportPDFPages(w, paper, doc, pageW, pageH, 1, func(s paint.Surface, _ int) {
		printPage(s, g, v, pg, perPoint)
	})
}

// printPageSize is the page Print draws g on, in units, perPoint a
// point: portrait, or landscape where that gives larger cells, as
// Eternity's page does (the default 8x4 board filled the top 45% of a
// portrait page).
func printPageSize(paper paint.Paper, g *game.Game, pg Page) (w, h float64) {
	w, h = paper.Page(perPoint)
	upright, _ := printLayout(g, pg, w, h, perPoint)
	if turned, _ := printLayout(g, pg, h, w, perPoint); turned.Cell > upright.Cell {
		return h, w
	}
	return w, h
}

// Export writes the printed page (see Print) in format f: a PDF prints it
// on paper; a PNG or SVG is width pixels (or units) wide, the page's
// width, and as high as the title, the board at that width and the legend
// take.
func Export(w io.Writer, f paint.Format, paper paint.Paper, g *game.Game, v View, pg Page, width float64) error {
	if f == paint.FormatPDF {
		return Print(w, paper, g, v, pg)
	}
	k := width / paper.PrintWidth()
	n, p := g.Size()
	m := printMargin(width, k)
	height := bands(pg, k) + (width-2*m)/float64(n)*float64(p) + 2*m
	// 72k dots an inch: the PNG prints as wide as the page (at 96 dpi,
	// 1600 pixels came in 42 cm wide)
	return paint.Export(w, f, width, height, 72*k, func(s paint.Surface) {
		printPage(s, g, v, pg, k)
	})
}

// printMargin is the most room NewTextLayout keeps round a board width
// units wide at k units a point, for its coordinates.
func printMargin(width, k float64) float64 { return math.Max(30*k, width*0.06) }

// bands is the height the title and the legend take above and below the
// board, at k units a point.
func bands(pg Page, k float64) float64 {
	h := 0.0
	if pg.Title != "" {
		h += paint.PrintTitleBand * k
	}
	if pg.Players != [2]string{} {
		h += (2*legendPitch + legendGap) * k
	}
	return h
}

// printPage draws the printed page on s, at k units a point: the title at
// the top, the board under it as large as the page allows, the legend
// just under the board.
func printPage(s paint.Surface, g *game.Game, v View, pg Page, k float64) {
	w, h := s.Size()
	paint.FillRect(s, 0, 0, w, h, white)
	l, bottom := printLayout(g, pg, w, h, k)
	Draw(s, l, g, View{Last: v.Last, Surround: PrintSurround})
	paint.PrintTitle(s, pg.Title, w, k, darkInk)
	drawLegend(s, l, pg, bottom, k)
}

// printLayout places g's board on a printed page of w x h units, k a
// point, under the title's band; bottom is where the legend starts.
func printLayout(g *game.Game, pg Page, w, h, k float64) (l Layout, bottom float64) {
	top := 0.0
	if pg.Title != "" {
		top = paint.PrintTitleBand * k
	}
	n, p := g.Size()
	m := printMargin(w, k)
	boxH := max(1, min(h-bands(pg, k), (w-2*m)/float64(n)*float64(p)+2*m))
	l = NewTextLayout(n, p, w, boxH, k)
	l.Origin.Y += top
	return l, top + boxH
}

// drawLegend writes the players' lines from y down, each after a piece
// in the player's colour, under the board's left edge.
func drawLegend(s paint.Surface, l Layout, pg Page, y, k float64) {
	size := legendSize * k
	for i, text := range pg.Players {
		if text == "" {
			continue
		}
		at := paint.Pt{X: l.Origin.X + size*0.6, Y: y + (float64(i)+0.5)*legendPitch*k}
		c := PlayerColor(game.Player(i))
		s.FillCircle(at, size*0.55, c)
		s.StrokeCircle(at, size*0.55, size*0.08, darkInk)
		s.Text(text, paint.Pt{X: at.X + size*1.1, Y: at.Y}, size, darkInk, paint.AnchorLeft)
	}
}
