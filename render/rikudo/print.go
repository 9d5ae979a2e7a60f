package rikudo

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"strings"

	game "plateau/games/rikudo"
	"plateau/render/paint"
)

// Page is the text of a printed page: a title at its top, the puzzle
// centred on the page, the caption (the instruction) just under the
// puzzle. Either may be empty.
type Page struct {
	Title   string
	Caption string
}

// The printed page is drawn perPoint units a point (paint.Paper.Page):
// the board's lines have a floor in units (drawOutline), which at one
// unit a point would print the lines of a large puzzle's small cells
// heavier than they were.
const perPoint = 3

// Type sizes and spacing of the printed page, in points.
const (
	captionSize = 10.5
	linePitch   = 1.4 * captionSize // from one caption line to the next
	captionGap  = 16                // between the board and the caption
)

// ExportPDF writes puzzle p on a page of paper (values, when not nil,
// shown in its cells: a solution) under pg's title and over its caption.
// The document is titled as the page (see docTitle).
func ExportPDF(w io.Writer, paper paint.Paper, p *game.Puzzle, values []int, pg Page) error {
	pageW, pageH := paper.Page(perPoint)
	return paint.ExportPDFPages(w, paper, docTitle(p, pg), pageW, pageH, 1, func(s paint.Surface, _ int) {
		printPage(s, p, values, pg)
	})
}

// ExportWithKey writes a PDF of two pages of paper as ExportPDF prints
// them: the puzzle with the text of puzzle, then its solution key with
// the text of answer, the way puzzle books print an answer apart from the
// grid.
func ExportWithKey(w io.Writer, paper paint.Paper, p *game.Puzzle, key []int, puzzle, answer Page) error {
	if len(key) != p.N() {
		return fmt.Errorf("a key of %d numbers for %d cells", len(key), p.N())
	}
	pageW, pageH := paper.Page(perPoint)
	return paint.ExportPDFPages(w, paper, docTitle(p, puzzle), pageW, pageH, 2, func(s paint.Surface, page int) {
		if page == 0 {
			printPage(s, p, nil, puzzle)
		} else {
			printPage(s, p, key, answer)
		}
	})
}

// docTitle is the title of the document printing page pg of p: the
// page's, or for an untitled page the puzzle's kind and size (in English:
// render has no language), which a viewer shows rather than "Untitled".
func docTitle(p *game.Puzzle, pg Page) string {
	if pg.Title != "" {
		return pg.Title
	}
	return fmt.Sprintf("Rikudo, %d cells", p.N())
}

// printPage draws one printed page on s, the paper's page at perPoint
// units a point.
func printPage(s paint.Surface, p *game.Puzzle, values []int, pg Page) {
	pageW, pageH := s.Size()
	paint.FillRect(s, 0, 0, pageW, pageH, color.White)
	paint.PrintTitle(s, pg.Title, pageW, perPoint, ink)
	lines := wrap(pg.Caption, captionSize*perPoint, pageW*0.9)
	// The board's box leaves the same band above as below, so that the
	// board, centred in it, is centred on the page.
	below := (captionGap + float64(len(lines))*linePitch) * perPoint
	band := math.Max(paint.PrintTitleBand*perPoint, below)
	l := NewShapeLayout(p, pageW, pageH-2*band)
	l.Origin.Y += band
	v := NoSelection()
	v.Values = values
	Draw(s, l, p, v)
	_, hi := l.bounds()
	y := hi.Y + (captionGap+linePitch/2)*perPoint
	for _, line := range lines {
		s.Text(line, paint.Pt{X: pageW / 2, Y: y}, captionSize*perPoint, ink, paint.AnchorCenter)
		y += linePitch * perPoint
	}
}

// bounds is the box around what Draw paints of the puzzle without its
// blocked positions: the cells and the enclosed holes.
func (l Layout) bounds() (lo, hi paint.Pt) {
	lo = paint.Pt{X: math.Inf(1), Y: math.Inf(1)}
	hi = paint.Pt{X: math.Inf(-1), Y: math.Inf(-1)}
	add := func(pts []paint.Pt) {
		for _, q := range pts {
			lo = paint.Pt{X: math.Min(lo.X, q.X), Y: math.Min(lo.Y, q.Y)}
			hi = paint.Pt{X: math.Max(hi.X, q.X), Y: math.Max(hi.Y, q.Y)}
		}
	}
	for c := 0; c < l.p.N(); c++ {
		add(l.Polygon(c))
	}
	for _, h := range l.p.Holes() {
		add(l.Corners(l.HexCenter(h)))
	}
	if lo.X > hi.X { // nothing drawn
		return l.Origin, l.Origin
	}
	return lo, hi
}

// wrap breaks text into lines no wider than width at size, between words
// (a word wider than width gets a line of its own), as even as they can
// be: the narrowest that take no more lines, so that the last is not a
// lone word under a full line.
func wrap(text string, size, width float64) []string {
	lines := fill(text, size, width)
	if len(lines) < 2 {
		return lines
	}
	lo, hi := 0.0, width
	for range 24 {
		if mid := (lo + hi) / 2; len(fill(text, size, mid)) <= len(lines) {
			hi = mid
		} else {
			lo = mid
		}
	}
	return fill(text, size, hi)
}

// fill puts as many words on each line as fit in width at size.
func fill(text string, size, width float64) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		switch {
		case line == "":
			line = word
		case paint.TextWidth(line+" "+word, size) <= width:
			line += " " + word
		default:
			lines = append(lines, line)
			line = word
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
