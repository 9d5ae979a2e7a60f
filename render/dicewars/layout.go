// Package dicewars paints a Dice Wars map: hexagonal cells filled with their
// owner's colour, thick borders between territories, each territory's dice as
// a small stack with its count, and the selection. Layout holds the geometry
// (cell -> hexagon, pixel -> cell -> territory) the application uses to map
// clicks. No Fyne here.
package dicewars

import (
	"image/color"
	"math"
	"sort"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
)

// sqrt3 is the width of a pointy-top hexagon of circumradius 1.
var sqrt3 = math.Sqrt(3)

// Layout places a map's hexagonal cells on a surface: pointy-top hexagons of
// circumradius R, odd rows shifted right by half a cell, the taken cells
// centred in the surface.
type Layout struct {
	Map *dw.Map
	// Sea is the colour round the territories and in their holes: the
	// zero value is SeaColor, the light sea of a light window. Set it
	// before the layout is drawn with.
	Sea color.NRGBA
	// R is the hexagons' circumradius in pixels; Origin is the centre of
	// cell (0, 0).
	R      float64
	Origin paint.Pt
	// Text is the pixels a point of the interface's text takes (the
	// screen's density times UI), and UI the interface size of Settings
	// against the normal one (0.9 small to 1.3 larger): the dice counts
	// follow both, as the text round the map does. A larger interface
	// widens the side panel and so shrinks the map: counts sized by R
	// alone got smaller as the person asked for larger text. Zero means 1.
	Text, UI  float64
	labels    []int          // per territory, the cell its dice stand on
	outlines  [][][]paint.Pt // per territory, its boundary loops
	fillOrder []int          // territories by decreasing outer area: enclosing ones first
}

// stackRise is how far above its cell's centre a full stack of dice
// reaches, in units of R (DrawStack: four cubes of 1.45 R, 0.52 of one
// apart, from 0.2 of one below the centre, the top face 0.26 of one high).
const stackRise = 1.45 * (3*0.52 - 0.2 + 0.26)

// margin is the room left round the map on each side, in units of R:
// with half a unit the map touched the edges of its view (7 pixels at
// 1280x800), where the other boards keep 30.
const margin = 1.5

// NewLayout fits the map's taken cells, and the dice standing on them, into
// a width x height surface with a margin of about a cell.
func NewLayout(m *dw.Map, width, height float64) *Layout {
	return layoutIn(m, paint.Pt{}, width, height)
}

// layoutIn is NewLayout in the width x height box whose top left corner
// is at: a printed page keeps bands for its title and legend.
func layoutIn(m *dw.Map, at paint.Pt, width, height float64) *Layout {
	labels := labelCells(m)
	e := extentOf(m, labels)
	spanX, spanY := e.span()
	r := max(1e-3, min(width/spanX, height/spanY))
	l := &Layout{Map: m, R: r, labels: labels}
	l.Origin = paint.Pt{
		X: at.X + width/2 - (e.minX+e.maxX)/2*r,
		Y: at.Y + height/2 - (e.top+e.bottom)/2*r,
	}
	l.outlines = make([][][]paint.Pt, m.N())
	for t := range l.outlines {
		l.outlines[t] = l.traceOutline(t)
	}
	l.fillOrder = fillOrder(l)
	return l
}

// extent is the box of a map's taken cells and the dice standing on
// them, in units of R from the centre of cell (0, 0).
type extent struct{ minX, maxX, top, bottom float64 }

// extentOf is the box of m's taken cells, its dice standing on labels.
func extentOf(m *dw.Map, labels []int) extent {
	e := extent{math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)}
	for c, t := range m.Cells {
		if t < 0 {
			continue
		}
		x, y := unitCenter(c/m.Cols, c%m.Cols)
		e.minX, e.maxX = min(e.minX, x), max(e.maxX, x)
		e.top, e.bottom = min(e.top, y-1), max(e.bottom, y+1)
	}
	if e.minX > e.maxX { // no cell at all: lay out the whole matrix
		e.minX, e.top = 0, -1
		e.maxX, e.bottom = unitCenter(m.Rows-1, m.Cols-1)
		e.bottom++
	}
	// A territory whose dice stand in the top row has them rise above
	// the map: the view makes room, or the stack is cut off.
	for _, c := range labels {
		if c >= 0 {
			_, y := unitCenter(c/m.Cols, c%m.Cols)
			e.top = min(e.top, y-stackRise)
		}
	}
	return e
}

// span is the width and height the box takes with its margins, in units
// of R: the cells' centres span maxX-minX, and a hexagon is sqrt3 wide.
func (e extent) span() (x, y float64) {
	return e.maxX - e.minX + sqrt3 + 2*margin, e.bottom - e.top + 2*margin
}

// fillOrder sorts the territories so that one lying in another's hole is
// painted after it.
func fillOrder(l *Layout) []int {
	area := make([]float64, l.Map.N())
	order := make([]int, l.Map.N())
	for t := range order {
		order[t] = t
		loops := l.Outline(t)
		area[t] = math.Abs(signedArea(loops[outerLoop(loops)]))
	}
	sort.SliceStable(order, func(i, j int) bool { return area[order[i]] > area[order[j]] })
	return order
}

// outerLoop returns the index of the loop enclosing the largest area: a
// territory's outer edge, the others being its holes.
func outerLoop(loops [][]paint.Pt) int {
	best, bestA := 0, -1.0
	for i, loop := range loops {
		if a := math.Abs(signedArea(loop)); a > bestA {
			best, bestA = i, a
		}
	}
	return best
}

func signedArea(p []paint.Pt) float64 {
	var a float64
	for i := range p {
		j := (i + 1) % len(p)
		a += p[i].X*p[j].Y - p[j].X*p[i].Y
	}
	return a / 2
}

// unitCenter is the centre of cell (row, col) for R = 1, cell (0,0) at 0.
func unitCenter(row, col int) (x, y float64) {
	x = sqrt3 * (float64(col) + 0.5*float64(row&1))
	return x, 1.5 * float64(row)
}

// CellCenter returns the centre of cell c (row*Cols+col).
func (l *Layout) CellCenter(c int) paint.Pt {
	x, y := unitCenter(c/l.Map.Cols, c%l.Map.Cols)
	return paint.Pt{X: l.Origin.X + x*l.R, Y: l.Origin.Y + y*l.R}
}

// CellCorners returns the six corners of cell c clockwise from the top. The
// side from corner d to corner d+1 faces the neighbour in direction d
// (dw.UpRight, dw.Right, ... dw.UpLeft).
func (l *Layout) CellCorners(c int) [6]paint.Pt {
	return corners(l.CellCenter(c), l.R)
}

func corners(o paint.Pt, r float64) [6]paint.Pt {
	var p [6]paint.Pt
	for k := range p {
		a := math.Pi / 180 * (-90 + 60*float64(k))
		p[k] = paint.Pt{X: o.X + r*math.Cos(a), Y: o.Y + r*math.Sin(a)}
	}
	return p
}

// CellAt returns the cell under pixel p, or -1 outside the matrix. The
// hexagons are the cells of the centres' Voronoi diagram, so the nearest
// centre decides.
func (l *Layout) CellAt(p paint.Pt) int {
	m := l.Map
	fy := (p.Y - l.Origin.Y) / (1.5 * l.R)
	best, bestD := -1, math.Inf(1)
	for row := int(math.Floor(fy)) - 1; row <= int(math.Floor(fy))+2; row++ {
		if row < 0 || row >= m.Rows {
			continue
		}
		fx := (p.X-l.Origin.X)/(sqrt3*l.R) - 0.5*float64(row&1)
		for col := int(math.Floor(fx)) - 1; col <= int(math.Floor(fx))+2; col++ {
			if col < 0 || col >= m.Cols {
				continue
			}
			c := row*m.Cols + col
			q := l.CellCenter(c)
			if d := math.Hypot(p.X-q.X, p.Y-q.Y); d < bestD {
				best, bestD = c, d
			}
		}
	}
	if bestD > l.R { // beyond the matrix's outer hexagons
		return -1
	}
	return best
}

// TerritoryAt returns the territory under pixel p, or -1 for the sea.
func (l *Layout) TerritoryAt(p paint.Pt) int {
	c := l.CellAt(p)
	if c < 0 {
		return -1
	}
	return int(l.Map.Cells[c])
}

// LabelCell returns the cell on which territory t's dice stand: the one
// deepest inside it, nearest its middle on ties.
func (l *Layout) LabelCell(t int) int { return l.labels[t] }

// LabelPoint returns the centre of LabelCell(t).
func (l *Layout) LabelPoint(t int) paint.Pt { return l.CellCenter(l.labels[t]) }

// labelCells picks each territory's deepest cell (farthest, in steps, from
// any cell outside the territory), breaking ties by distance to the
// territory's centroid.
func labelCells(m *dw.Map) []int {
	depth := make([]int, len(m.Cells))
	var queue []int
	for c, t := range m.Cells {
		depth[c] = -1
		if t >= 0 && onEdge(m, c) {
			depth[c] = 0
			queue = append(queue, c)
		}
	}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		for d := 0; d < 6; d++ {
			n := dw.Neighbour(m.Cols, m.Rows, c/m.Cols, c%m.Cols, d)
			if n >= 0 && m.Cells[n] == m.Cells[c] && depth[n] < 0 {
				depth[n] = depth[c] + 1
				queue = append(queue, n)
			}
		}
	}
	labels := make([]int, m.N())
	for t, tr := range m.Territories {
		var sx, sy float64
		for _, c := range tr.Cells {
			x, y := unitCenter(c/m.Cols, c%m.Cols)
			sx, sy = sx+x, sy+y
		}
		sx, sy = sx/float64(len(tr.Cells)), sy/float64(len(tr.Cells))
		best, bestD := -1, math.Inf(1)
		for _, c := range tr.Cells {
			x, y := unitCenter(c/m.Cols, c%m.Cols)
			d := math.Hypot(x-sx, y-sy)
			if best < 0 || depth[c] > depth[best] || (depth[c] == depth[best] && d < bestD) {
				best, bestD = c, d
			}
		}
		labels[t] = best
	}
	return labels
}

// onEdge reports whether cell c touches another territory, the sea or the
// matrix's edge.
func onEdge(m *dw.Map, c int) bool {
	for d := 0; d < 6; d++ {
		n := dw.Neighbour(m.Cols, m.Rows, c/m.Cols, c%m.Cols, d)
		if n < 0 || m.Cells[n] != m.Cells[c] {
			return true
		}
	}
	return false
}

// Outline returns territory t's boundary as closed loops of corners (its
// outer edge and the edges of any holes), following the sides of its cells
// that face another territory, the sea or the edge of the matrix. The loops
// are computed once per layout and shared: do not modify them.
func (l *Layout) Outline(t int) [][]paint.Pt { return l.outlines[t] }

// traceOutline chains the boundary sides of territory t into loops.
func (l *Layout) traceOutline(t int) [][]paint.Pt {
	m := l.Map
	type key struct{ x, y int64 }
	k := func(p paint.Pt) key { return key{int64(math.Round(p.X * 1024)), int64(math.Round(p.Y * 1024))} }
	next := map[key]paint.Pt{} // directed boundary sides, clockwise around the territory
	var order []key            // their starts in cell order, so loops come out the same every time
	for _, c := range m.Territories[t].Cells {
		cs := l.CellCorners(c)
		for d := 0; d < 6; d++ {
			n := dw.Neighbour(m.Cols, m.Rows, c/m.Cols, c%m.Cols, d)
			if n < 0 || int(m.Cells[n]) != t {
				next[k(cs[d])] = cs[(d+1)%6]
				order = append(order, k(cs[d]))
			}
		}
	}
	var loops [][]paint.Pt
	for _, start := range order {
		p, ok := next[start]
		if !ok {
			continue // already on a loop
		}
		loop := []paint.Pt{}
		delete(next, start)
		for cur := k(p); ; cur = k(p) {
			loop = append(loop, p)
			if cur == start {
				break
			}
			q, ok := next[cur]
			if !ok {
				break // cannot happen on a hex tiling; stop rather than loop
			}
			delete(next, cur)
			p = q
		}
		loops = append(loops, loop)
	}
	return loops
}

// LabelSize is the pixel height of a label on the map (a dice count, the
// odds of an attack): share of the hexagons' radius at the normal
// interface size, larger at a larger one, and never under floor points
// of the interface's text, so that it can be read on the smallest
// hexagons of a large map.
func (l *Layout) LabelSize(share, floor float64) float64 {
	return max(floor*orOne(l.Text), share*l.R*orOne(l.UI))
}

// orOne is k, or 1 for a factor left unset.
func orOne(k float64) float64 {
	if k <= 0 {
		return 1
	}
	return k
}

// sea is the layout's Sea, SeaColor when unset.
func (l *Layout) sea() color.NRGBA {
	if l.Sea == (color.NRGBA{}) {
		return SeaColor
	}
	return l.Sea
}
