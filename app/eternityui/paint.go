package eternityui

import (
	"image/color"
	"math"

	"plateau/app/kit"
	game "plateau/games/eternity"
	draw "plateau/render/eternity"
	"plateau/render/paint"
)

// minNumberedCell is the smallest piece, in pixels, that shows its number:
// on smaller ones the number hides the meeting of the four colours.
const minNumberedCell = 34

// shadowColor is the shadow under a dragged piece.
var shadowColor = color.NRGBA{0, 0, 0, 0x50}

// paint draws the board and tray, then what follows the pointer: the edge
// the brush would paint, or the dragged piece and the cell it would land on.
func (w *Workspace) paint(r *paint.Raster) {
	iw, ih := r.Size()
	b := w.shownBoard()
	l := w.layoutFor(iw, ih)
	v := draw.View{Palette: w.d.Palette, Tray: w.tray(b), Highlight: w.highlight, Selected: w.selected,
		Marks: w.marks, Numbers: w.numbers && l.Cell >= minNumberedCell, Surround: surround(),
		Text: w.view.TextScale(), UI: float64(kit.UIScale())}
	if w.numbers && !v.Numbers {
		v.Named = [2]int{w.selected, w.hoverPiece}
	}
	if w.preview != nil && w.outlined != nil {
		v.Highlight = w.outlined
	}
	if w.drag != nil {
		v.Hidden = w.drag.piece
	}
	if w.preview == nil {
		v.Cursor = w.cursor
	}
	draw.Draw(r, l, w.d.Puzzle, b, v)
	switch {
	case w.drag != nil && w.drag.piece != 0:
		w.paintDrag(r, l)
	case w.brush != 0 && w.hovering:
		w.paintBrushEdge(r, l)
	}
}

// paintDrag draws the dragged piece under the pointer, over a ring on the
// cell it would be dropped on.
func (w *Workspace) paintDrag(r *paint.Raster, l draw.Layout) {
	d := w.drag
	at := d.at.Sub(d.grab)
	q := draw.Square{Min: paint.Pt{X: math.Round(at.X), Y: math.Round(at.Y)}, Size: l.Cell}
	if x, y, ok := l.CellAt(q.Center()); ok {
		c := l.CellSquare(x, y)
		lw := math.Max(2, l.Cell*0.08)
		paint.StrokeRect(r, c.Min.X-lw/2, c.Min.Y-lw/2, c.Size+lw, c.Size+lw, lw, draw.Selection)
	}
	pal := w.d.Palette
	if pal == nil {
		pal = palette(w.d)
	}
	shadow := math.Max(2, l.Cell*0.06)
	paint.FillRect(r, q.Min.X+shadow, q.Min.Y+shadow, q.Size, q.Size, shadowColor)
	draw.DrawPiece(r, w.d.Puzzle.Piece(d.piece).Turned(d.turn), q, pal)
}

// paintBrushEdge outlines the triangle the brush would paint under the
// pointer, and its partner across the join.
func (w *Workspace) paintBrushEdge(r *paint.Raster, l draw.Layout) {
	s, ok := w.pieceAt(l, w.hover)
	if !ok {
		return
	}
	side := s.sq.SideAt(w.hover)
	outline := func(q draw.Square, sd game.Side) {
		tri := q.Triangle(sd)
		lw := math.Max(1.5, l.Cell*0.04)
		r.StrokePolyline(tri, true, lw+2, draw.Halo)
		r.StrokePolyline(tri, true, lw, draw.Selection)
	}
	outline(s.sq, side)
	if !s.onBoard {
		return
	}
	if nx, ny := neighbour(s.x, s.y, side); w.d.Board.Inside(nx, ny) && !w.d.Board.At(nx, ny).Empty() {
		outline(l.CellSquare(nx, ny), side.Opposite())
	}
}

// surround is the table around the board for the window's appearance of
// the moment (a theme change repaints the board).
func surround() draw.Surround {
	if kit.IsLight() {
		return draw.LightSurround
	}
	return draw.DarkSurround
}
