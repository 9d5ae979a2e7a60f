package rikudo

import (
	"fmt"
	"image/color"
	"io"
	"math"

	game "plateau/games/rikudo"
	"plateau/render/paint"
)

// Colours: dark ink on paper, so the same drawing prints well.
var (
	Paper     = paint.Hex("#fbf8f1")
	ink       = paint.Hex("#22252b")
	cellFill  = paint.Hex("#ffffff")
	holeFill  = paint.Hex("#4a4f5a")
	ghostFill = paint.Hex("#ece8de")
	given     = paint.Hex("#14161a")
	player    = paint.Hex("#2458c6")
	conflict  = paint.Hex("#f6c9c4")
	selected  = paint.Hex("#ffe89a")
	differ    = paint.Hex("#ffd3a1")
	pathInk   = color.NRGBA{0x24, 0x58, 0xc6, 0x55}
	hoverInk  = paint.Hex("#e8772e")
	// The cell the keyboard is on and the cells in conflict were shown by
	// a pale fill alone (1.22 and 1.49 on white), and the first hid the
	// second. Each now has a ring of its own, 3 or more on every fill, in
	// two places, so that a cell can show both: the cursor's, thick and
	// blue, along the cell's edge; a conflict's, red, inside it, with its
	// number in dark red.
	cursorInk     = paint.Hex("#2458c6")
	conflictInk   = paint.Hex("#c0261a")
	conflictDigit = paint.Hex("#9c1a12")
)

// View says what to show besides the puzzle.
type View struct {
	// Values are numbers to show in cells that have no given (a player's
	// fill or a solution), cell -> value, 0 for none; nil for none at all.
	Values []int
	// Path draws the chain through consecutive numbers that are neighbours.
	Path bool
	// Selected is the selected cell, -1 for none.
	Selected int
	// Conflicts are cells drawn as wrong.
	Conflicts []int
	// Differ marks cells (cell -> true) where two solutions differ.
	Differ []bool
	// Blocked draws the blocked positions of the frame faintly, for editing;
	// otherwise only enclosed holes (the usual centre) are drawn.
	Blocked bool
	// HoverEdge outlines the border under the mouse (A < 0: none).
	HoverEdge game.Edge
}

// NoSelection is a View with nothing selected or hovered.
func NoSelection() View { return View{Selected: -1, HoverEdge: game.Edge{A: -1}} }

// Draw paints puzzle p on s.
func Draw(s paint.Surface, l Layout, p *game.Puzzle, v View) {
	drawBlocked(s, l, p, v.Blocked)
	bad := make(map[int]bool, len(v.Conflicts))
	for _, c := range v.Conflicts {
		bad[c] = true
	}
	if !p.HasCoords() {
		drawLinks(s, l, p)
	}
	for c := 0; c < p.N(); c++ {
		fill := cellFill
		switch {
		case bad[c]:
			fill = conflict
		case c == v.Selected:
			fill = selected
		case c < len(v.Differ) && v.Differ[c]:
			fill = differ
		}
		drawOutline(s, l, l.Polygon(c), fill)
	}
	if v.Path && v.Values != nil {
		drawPath(s, l, p, v.Values)
	}
	drawMarks(s, l, p, v.Selected, bad)
	for _, e := range p.Bridges() {
		mid := l.Center(e.A).Lerp(l.Center(e.B), 0.5)
		s.FillCircle(mid, l.Size*0.17, ink)
	}
	if v.HoverEdge.A >= 0 && v.HoverEdge.B < p.N() {
		mid := l.Center(v.HoverEdge.A).Lerp(l.Center(v.HoverEdge.B), 0.5)
		s.StrokeCircle(mid, l.Size*0.2, math.Max(1.5, l.Size*0.05), hoverInk)
	}
	drawNumbers(s, l, p, v.Values, bad)
}

func drawCell(s paint.Surface, l Layout, c paint.Pt, fill color.Color) {
	drawOutline(s, l, l.Corners(c), fill)
}

func drawOutline(s paint.Surface, l Layout, pts []paint.Pt, fill color.Color) {
	s.FillPolygon(pts, fill)
	s.StrokePolyline(pts, true, math.Max(1.2, l.Size*0.06), ink)
}

// drawLinks draws the edges of a graph that is not on the hex grid (on the
// grid, neighbours simply share a border).
func drawLinks(s paint.Surface, l Layout, p *game.Puzzle) {
	for _, e := range p.Edges() {
		s.StrokePolyline([]paint.Pt{l.Center(e.A), l.Center(e.B)}, false, math.Max(1.2, l.Size*0.06), ink)
	}
}

// drawBlocked paints the enclosed holes dark (as printed) and, for
// editing, the other blocked positions of the frame as faint ghosts.
func drawBlocked(s paint.Surface, l Layout, p *game.Puzzle, ghosts bool) {
	if ghosts {
		for _, h := range p.Blocked() {
			corners := l.Corners(l.HexCenter(h))
			s.FillPolygon(corners, ghostFill)
			s.StrokePolyline(corners, true, 1, paint.Hex("#d6d0c2"))
		}
	}
	for _, h := range p.Holes() {
		drawCell(s, l, l.HexCenter(h), holeFill)
	}
}

func drawNumbers(s paint.Surface, l Layout, p *game.Puzzle, values []int, bad map[int]bool) {
	size := l.Size * 0.78
	if p.N() >= 100 {
		size = l.Size * 0.66
	}
	for c := 0; c < p.N(); c++ {
		switch {
		case p.Given(c) > 0:
			s.Text(fmt.Sprint(p.Given(c)), l.Center(c), size, given, paint.AnchorCenter)
			// A bold look without a bold font: draw twice, a hair apart.
			s.Text(fmt.Sprint(p.Given(c)), l.Center(c).Add(paint.Pt{X: size * 0.03}), size, given, paint.AnchorCenter)
		case c < len(values) && values[c] > 0 && bad[c]:
			s.Text(fmt.Sprint(values[c]), l.Center(c), size, conflictDigit, paint.AnchorCenter)
		case c < len(values) && values[c] > 0:
			s.Text(fmt.Sprint(values[c]), l.Center(c), size, player, paint.AnchorCenter)
		}
	}
}

// drawMarks rings the cells in conflict inside and the selected cell
// (-1 for none) along its edge.
func drawMarks(s paint.Surface, l Layout, p *game.Puzzle, selected int, bad map[int]bool) {
	border := math.Max(1.2, l.Size*0.06)
	cursor := math.Max(3, l.Size*0.13)
	wrong := math.Max(2, l.Size*0.07)
	gap := math.Max(1.5, l.Size*0.05)
	for c := range bad {
		if c >= 0 && c < p.N() {
			in := border/2 + cursor + gap + wrong/2 // inside the cursor's place
			s.StrokePolyline(inset(l.Polygon(c), l.Center(c), in), true, wrong, conflictInk)
		}
	}
	if selected >= 0 && selected < p.N() {
		in := border/2 + cursor/2
		s.StrokePolyline(inset(l.Polygon(selected), l.Center(selected), in), true, cursor, cursorInk)
	}
}

// inset is the outline pts round centre c moved d inward.
func inset(pts []paint.Pt, c paint.Pt, d float64) []paint.Pt {
	mid := pts[0].Lerp(pts[1], 0.5).Sub(c)
	k := 1 - d/math.Hypot(mid.X, mid.Y)
	out := make([]paint.Pt, len(pts))
	for i, q := range pts {
		out[i] = c.Add(q.Sub(c).Scale(k))
	}
	return out
}

// drawPath links the centres of cells holding k and k+1 when they are
// neighbours: the path as far as it is known.
func drawPath(s paint.Surface, l Layout, p *game.Puzzle, values []int) {
	at := make(map[int]int, p.N())
	for c := 0; c < p.N(); c++ {
		v := p.Given(c)
		if v == 0 && c < len(values) {
			v = values[c]
		}
		if v > 0 {
			at[v] = c
		}
	}
	for k := 1; k < p.N(); k++ {
		a, okA := at[k]
		b, okB := at[k+1]
		if okA && okB && p.IsEdge(a, b) {
			s.StrokePolyline([]paint.Pt{l.Center(a), l.Center(b)}, false, math.Max(2, l.Size*0.14), pathInk)
		}
	}
}

// Export writes the puzzle as printed (no selection) to a width x height
// PNG or SVG on white paper; values, when not nil, are shown (a solution
// sheet). A caption, when not empty, is set in a band under the board, as
// large as fits the width. A PDF is a page of the user's paper, which
// ExportPDF prints.
func Export(w io.Writer, f paint.Format, p *game.Puzzle, values []int, width, height float64, caption string) error {
	return paint.Export(w, f, width, height, PictureDPI, func(s paint.Surface) {
		sheet(s, p, values, width, height, caption)
	})
}

// PictureDPI is the resolution Export's PNG says it prints at, sharp on
// paper: the workspace's 1600 pixels print 13.5 cm wide, about 1.2 cm a
// cell for the sample.
const PictureDPI = 300

// sheet draws the picture Export writes: white paper, the board, the
// caption in a band under it.
func sheet(s paint.Surface, p *game.Puzzle, values []int, width, height float64, caption string) {
	paint.FillRect(s, 0, 0, width, height, color.White)
	board := height
	if caption != "" {
		band := math.Round(height * 0.08)
		board = height - band
		size := math.Min(band*0.4, band*0.4*width*0.92/paint.TextWidth(caption, band*0.4))
		s.Text(caption, paint.Pt{X: width / 2, Y: board + band*0.45}, size, ink, paint.AnchorCenter)
	}
	v := NoSelection()
	v.Values = values
	Draw(s, NewShapeLayout(p, width, board), p, v)
}
