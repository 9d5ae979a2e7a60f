// Package eternity paints Eternity puzzles the way the real one looks: each
// piece a square cut into four triangles, each colour a fill with a motif in
// a contrasting ink, grey edges outside; a board with its mismatched joins,
// fixed and highlighted pieces, a tray of pieces beside it, and a printable
// sheet of all pieces. It draws on a paint.Surface, so the same code gives
// the window's raster, PNG and SVG; the geometry (Layout, SideAt) maps
// pixels to cells, tray slots and edges for the workspace's hit-testing.
package eternity

import (
	"math"

	game "plateau/games/eternity"
	"plateau/render/paint"
)

// Square is an axis-aligned square on the surface: a board cell, a tray slot
// or a piece being dragged.
type Square struct {
	Min  paint.Pt
	Size float64
}

// Center is the middle of the square.
func (q Square) Center() paint.Pt { return paint.Pt{X: q.Min.X + q.Size/2, Y: q.Min.Y + q.Size/2} }

// Contains reports whether p lies in the square (left and top edges in,
// right and bottom out, so neighbouring squares never both contain p).
func (q Square) Contains(p paint.Pt) bool {
	return p.X >= q.Min.X && p.Y >= q.Min.Y && p.X < q.Min.X+q.Size && p.Y < q.Min.Y+q.Size
}

// Corner is the square's corner before side s going clockwise: NW for
// North, NE for East, SE for South, SW for West.
func (q Square) Corner(s game.Side) paint.Pt {
	x0, y0, x1, y1 := q.Min.X, q.Min.Y, q.Min.X+q.Size, q.Min.Y+q.Size
	return [4]paint.Pt{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}}[s&3]
}

// Triangle is the triangle of side s: the side's two corners and the centre.
func (q Square) Triangle(s game.Side) []paint.Pt {
	return []paint.Pt{q.Corner(s), q.Corner(s + 1), q.Center()}
}

// SideAt is the side whose triangle holds p (the diagonals split the
// square); p may lie outside the square, then the nearest triangle's side.
func (q Square) SideAt(p paint.Pt) game.Side {
	c := q.Center()
	dx, dy := p.X-c.X, p.Y-c.Y
	switch {
	case dy <= -math.Abs(dx):
		return game.North
	case dy >= math.Abs(dx):
		return game.South
	case dx > 0:
		return game.East
	}
	return game.West
}

// Proportions of a layout, in cells.
const (
	margin   = 0.35 // around everything
	trayGap  = 0.7  // between the board and the tray
	pitch    = 1.1  // tray slot to tray slot
	framepad = 0.12 // the board's dark frame around its cells
)

// Layout places a board and a tray of slots on a surface, the tray to the
// right of the board or below it, whichever gives bigger pieces (or nearly
// as big, a tidier tray). Board cells and tray pieces have the same size,
// so a dragged piece keeps its size.
type Layout struct {
	BoardW, BoardH int      // board size in cells
	Cell           float64  // side of a cell and of a tray piece, in pixels
	Board          paint.Pt // top-left corner of cell (0, 0)
	Slots          int      // tray slots
	TrayCols       int      // tray slots a row
	Pitch          float64  // from one tray slot to the next, in pixels
	Tray           paint.Pt // top-left corner of the tray's first slot area
	W, H           float64  // the whole surface
}

// NewLayout fits a boardW x boardH board and a tray of the given number of
// slots (0: no tray) in a width x height surface, centred.
func NewLayout(boardW, boardH, slots int, width, height float64) Layout {
	best := Layout{BoardW: boardW, BoardH: boardH, Slots: slots, W: width, H: height}
	if slots <= 0 {
		best.Slots = 0
		best.Cell = fit(width, height, float64(boardW)+2*margin, float64(boardH)+2*margin)
		best.place(false, 0)
		return best
	}
	// The tray beside the board or below it, cols pieces a row: the
	// arrangements are generated twice over rather than kept, for a paint
	// allocates nothing.
	arrangement := func(cols int, below bool) trayChoice {
		rows := float64((slots + cols - 1) / cols)
		tw, th := float64(cols)*pitch, rows*pitch
		if below {
			return trayChoice{fit(width, height, math.Max(float64(boardW), tw)+2*margin, float64(boardH)+trayGap+th+2*margin), cols, true}
		}
		return trayChoice{fit(width, height, float64(boardW)+trayGap+tw+2*margin, math.Max(float64(boardH), th)+2*margin), cols, false}
	}
	var top trayChoice
	for cols := 1; cols <= slots; cols++ {
		for _, below := range [2]bool{false, true} {
			if c := arrangement(cols, below); c.cell > top.cell {
				top = c
			}
		}
	}
	// Of the arrangements whose pieces are nearly as big, the one whose
	// last tray row is fullest: 36 pieces five a row left piece 36 alone
	// on an eighth row at 1920x1080, where six a row lose 5% of the size.
	pick := top
	for cols := 1; cols <= slots; cols++ {
		for _, below := range [2]bool{false, true} {
			c := arrangement(cols, below)
			if c.cell < top.cell*nearlyAsBig {
				continue
			}
			g, pg := lastRowGap(slots, c.cols), lastRowGap(slots, pick.cols)
			if g < pg || (g == pg && c.cell > pick.cell) {
				pick = c
			}
		}
	}
	best.Cell, best.TrayCols = pick.cell, pick.cols
	best.place(pick.below, pick.cols)
	return best
}

// trayChoice is one way to arrange the tray: the cell size it allows, the
// tray's pieces a row, and whether it sits below the board (else beside).
type trayChoice struct {
	cell  float64
	cols  int
	below bool
}

// nearlyAsBig is the share of the biggest pieces a tidier tray may cost.
const nearlyAsBig = 0.94

// lastRowGap is the number of empty slots in the last row of a tray of
// slots pieces, cols a row.
func lastRowGap(slots, cols int) int { return (cols - slots%cols) % cols }

// whole rounds the cell size down to whole pixels (from 4 pixels up), so
// that cells and tray slots sit on whole pixels: crisp edges, and pieces
// can be copied from the tile cache.
func (l *Layout) whole() {
	if l.Cell >= 4 {
		l.Cell = math.Floor(l.Cell)
	}
	l.Pitch = l.Cell
	if l.Slots > 0 {
		l.Pitch = math.Floor(pitch * l.Cell)
	}
}

func fit(width, height, unitsW, unitsH float64) float64 {
	return math.Max(0, math.Min(width/unitsW, height/unitsH))
}

// place positions the board and tray once the cell size is known, centring
// the whole in the surface.
func (l *Layout) place(below bool, cols int) {
	l.whole()
	c := l.Cell
	bw, bh := float64(l.BoardW)*c, float64(l.BoardH)*c
	tw, th := 0.0, 0.0
	if l.Slots > 0 {
		tw, th = float64(cols)*l.Pitch, float64(l.TrayRows())*l.Pitch
	}
	var totalW, totalH float64
	switch {
	case l.Slots == 0:
		totalW, totalH = bw, bh
	case below:
		totalW, totalH = math.Max(bw, tw), bh+trayGap*c+th
	default:
		totalW, totalH = bw+trayGap*c+tw, math.Max(bh, th)
	}
	x0, y0 := math.Round((l.W-totalW)/2), math.Round((l.H-totalH)/2)
	l.Board = paint.Pt{X: x0, Y: y0}
	gap := math.Round(trayGap * c)
	// the shorter of board and tray is centred on the other: a board
	// beside a taller tray sat at its top, over an empty strip
	switch {
	case l.Slots == 0:
	case below:
		l.Board.X = x0 + math.Round((totalW-bw)/2)
		l.Tray = paint.Pt{X: x0 + math.Round((totalW-tw)/2), Y: y0 + bh + gap}
	default:
		l.Board.Y = y0 + math.Round((totalH-bh)/2)
		l.Tray = paint.Pt{X: x0 + bw + gap, Y: y0 + math.Round((totalH-th)/2)}
	}
}

// TrayRows is the number of rows of tray slots.
func (l Layout) TrayRows() int {
	if l.TrayCols == 0 {
		return 0
	}
	return (l.Slots + l.TrayCols - 1) / l.TrayCols
}

// CellSquare is the square of board cell (x, y).
func (l Layout) CellSquare(x, y int) Square {
	return Square{Min: paint.Pt{X: l.Board.X + float64(x)*l.Cell, Y: l.Board.Y + float64(y)*l.Cell}, Size: l.Cell}
}

// CellAt is the board cell under p.
func (l Layout) CellAt(p paint.Pt) (x, y int, ok bool) {
	if l.Cell <= 0 {
		return 0, 0, false
	}
	fx, fy := (p.X-l.Board.X)/l.Cell, (p.Y-l.Board.Y)/l.Cell
	x, y = int(math.Floor(fx)), int(math.Floor(fy))
	if fx < 0 || fy < 0 || x >= l.BoardW || y >= l.BoardH {
		return 0, 0, false
	}
	return x, y, true
}

// SlotSquare is the square of tray slot i (the piece, inside its slot).
func (l Layout) SlotSquare(i int) Square {
	col, row := i%max(l.TrayCols, 1), i/max(l.TrayCols, 1)
	inset := math.Floor((l.Pitch - l.Cell) / 2)
	return Square{Min: paint.Pt{
		X: l.Tray.X + float64(col)*l.Pitch + inset,
		Y: l.Tray.Y + float64(row)*l.Pitch + inset,
	}, Size: l.Cell}
}

// SlotAt is the tray slot under p: anywhere in the slot's pitch counts, so
// that the gaps between tray pieces still hit a slot.
func (l Layout) SlotAt(p paint.Pt) (i int, ok bool) {
	if l.Slots == 0 || l.Pitch <= 0 {
		return 0, false
	}
	fx, fy := (p.X-l.Tray.X)/l.Pitch, (p.Y-l.Tray.Y)/l.Pitch
	col, row := int(math.Floor(fx)), int(math.Floor(fy))
	if fx < 0 || fy < 0 || col >= l.TrayCols {
		return 0, false
	}
	i = row*l.TrayCols + col
	if i >= l.Slots {
		return 0, false
	}
	return i, true
}
