// Package momentum paints a Momentum board: cells, wall heights, both
// camps, both players with their momentum, and the acting player's legal
// actions (slide arrows with where each slide stops, walls that can be
// destroyed, cells that can be built on). The geometry (Layout) maps
// pixels back to cells and slide arrows for the workspace's clicks.
package momentum

import (
	"math"

	game "plateau/games/momentum"
	"plateau/render/paint"
)

// Layout places an n x p board centred on a surface, with room for the
// coordinate labels around it.
type Layout struct {
	N, P   int
	Cell   float64  // side of a cell in pixels
	Origin paint.Pt // top-left corner of cell (0,0)
	// Text is the pixels a point of the interface's text takes: 1 at the
	// normal size on a normal screen, 2 on a HiDPI one, more at a larger
	// interface size. The coordinates are sized by it, as the text
	// around the board is, not only by the cells.
	Text float64
}

// NewLayout fits an n x p board into width x height pixels, its text at
// the normal size.
func NewLayout(n, p int, width, height float64) Layout {
	return NewTextLayout(n, p, width, height, 1)
}

// NewTextLayout is NewLayout for an interface whose text takes text
// pixels a point (Layout.Text).
func NewTextLayout(n, p int, width, height, text float64) Layout {
	text = math.Max(text, 0.5)
	margin := math.Max(30*text, math.Min(width, height)*0.06)
	cell := math.Min((width-2*margin)/float64(n), (height-2*margin)/float64(p))
	cell = math.Max(cell, 4)
	ox := (width - cell*float64(n)) / 2
	oy := (height - cell*float64(p)) / 2
	return Layout{N: n, P: p, Cell: cell, Origin: paint.Pt{X: ox, Y: oy}, Text: text}
}

// Center returns the centre of cell c.
func (l Layout) Center(c game.Cell) paint.Pt {
	return paint.Pt{X: l.Origin.X + (float64(c.X)+0.5)*l.Cell, Y: l.Origin.Y + (float64(c.Y)+0.5)*l.Cell}
}

// CellAt returns the cell under pixel p.
func (l Layout) CellAt(p paint.Pt) (game.Cell, bool) {
	x := int(math.Floor((p.X - l.Origin.X) / l.Cell))
	y := int(math.Floor((p.Y - l.Origin.Y) / l.Cell))
	if x < 0 || y < 0 || x >= l.N || y >= l.P {
		return game.Cell{}, false
	}
	return game.Cell{X: x, Y: y}, true
}

// BuildSide reports whether pixel p is on the right half of cell c: on a
// wall the player may both destroy and build on, the half of the plus.
func (l Layout) BuildSide(p paint.Pt, c game.Cell) bool {
	return p.X >= l.Center(c).X
}

// ArrowAt returns the slide direction whose arrow, drawn inside the cell
// of the player at from, is under pixel p: the outer ring of that cell is
// split into eight sectors around its centre.
func (l Layout) ArrowAt(p paint.Pt, from game.Cell) (game.Dir, bool) {
	c := l.Center(from)
	dx, dy := p.X-c.X, p.Y-c.Y
	if math.Abs(dx) > l.Cell/2 || math.Abs(dy) > l.Cell/2 || math.Hypot(dx, dy) < l.Cell*0.26 {
		return 0, false
	}
	// Angle clockwise from north, as the directions are numbered.
	a := math.Atan2(dx, -dy)
	if a < 0 {
		a += 2 * math.Pi
	}
	return game.Dir(int(math.Round(a/(math.Pi/4))) % 8), true
}

// ArrowTip returns the tip and the middle of the base of the slide arrow of
// direction d drawn in cell from.
func (l Layout) ArrowTip(from game.Cell, d game.Dir) (tip, base paint.Pt) {
	c := l.Center(from)
	dx, dy := d.Delta()
	u := paint.Pt{X: float64(dx), Y: float64(dy)}
	if d.Diagonal() {
		u = u.Scale(1 / math.Sqrt2)
	}
	return c.Add(u.Scale(l.Cell * 0.47)), c.Add(u.Scale(l.Cell * 0.31))
}
