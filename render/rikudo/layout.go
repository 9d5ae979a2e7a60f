// Package rikudo paints Rikudo puzzles the way they are printed: pointy-top
// hexagons with their numbers, the blocked centre, bridges as dots on the
// shared edges; plus what an editor and a player need on screen (selection,
// conflicts, the path as it grows, the cells where two solutions differ).
// The geometry (Layout) maps pixels back to cells and to the edge between
// two cells, so the workspace can toggle bridges by clicking a border.
package rikudo

import (
	"math"

	game "plateau/games/rikudo"
	"plateau/render/paint"
)

// Layout places a puzzle's hexagons on a surface.
type Layout struct {
	Size   float64 // circumradius of a hexagon in pixels
	Origin paint.Pt
	// Flat draws flat-topped hexagons (cells in columns, the whole hexagon
	// on a corner); otherwise they are pointy-topped (cells in rows).
	Flat  bool
	p     *game.Puzzle
	plane []game.Point // positions of graphs without hex coordinates
}

// NewLayout fits p (its cells and the blocked positions in its frame) into
// width x height pixels with a margin, with pointy-topped hexagons.
func NewLayout(p *game.Puzzle, width, height float64) Layout {
	return NewLayoutFlat(p, width, height, false)
}

// NewLayoutFlat is NewLayout with the orientation chosen: flat-topped
// hexagons when flat is true.
func NewLayoutFlat(p *game.Puzzle, width, height float64, flat bool) Layout {
	l := Layout{p: p, Flat: flat}
	return l.fit(append(cellHexes(p), p.Blocked()...), width, height)
}

// NewShapeLayout fits what Draw paints of p when it shows no blocked
// positions, its cells and enclosed holes, into width x height pixels
// with a margin, with pointy-topped hexagons. NewLayout keeps room for the
// whole frame, which an editor shows and clicks; on a printed page or a
// picture, a shape blocked out of a larger frame (half a hexagon, a strip)
// was drawn small and off to the side in that room.
func NewShapeLayout(p *game.Puzzle, width, height float64) Layout {
	l := Layout{p: p}
	return l.fit(append(cellHexes(p), p.Holes()...), width, height)
}

// cellHexes are the positions of p's cells; nil off the hex grid.
func cellHexes(p *game.Puzzle) []game.Hex {
	var out []game.Hex
	for c := 0; c < p.N(); c++ {
		if h, ok := p.Coord(c); ok {
			out = append(out, h)
		}
	}
	return out
}

// fit sizes and places l so that the hexagons at hexes (for a graph off
// the hex grid, its cells at their plane positions) fill width x height
// within a margin, centred.
func (l Layout) fit(hexes []game.Hex, width, height float64) Layout {
	var pts []paint.Pt
	if l.p.HasCoords() {
		for _, h := range hexes {
			pts = append(pts, l.unitCenter(h))
		}
	} else {
		l.plane = l.p.PlaneLayout()
		for _, q := range l.plane {
			pts = append(pts, paint.Pt{X: q.X * math.Sqrt(3), Y: q.Y * math.Sqrt(3)})
		}
	}
	if len(pts) == 0 {
		l.Size, l.Origin = 10, paint.Pt{X: width / 2, Y: height / 2}
		return l
	}
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, q := range pts {
		minX, maxX = math.Min(minX, q.X), math.Max(maxX, q.X)
		minY, maxY = math.Min(minY, q.Y), math.Max(maxY, q.Y)
	}
	// A unit hexagon spans sqrt(3) across its flats and 2 between corners.
	spanX, spanY := maxX-minX+math.Sqrt(3), maxY-minY+2
	if l.Flat {
		spanX, spanY = maxX-minX+2, maxY-minY+math.Sqrt(3)
	}
	margin := math.Max(12, math.Min(width, height)*0.04)
	l.Size = math.Max(4, math.Min((width-2*margin)/spanX, (height-2*margin)/spanY))
	l.Origin = paint.Pt{X: width/2 - (minX+maxX)/2*l.Size, Y: height/2 - (minY+maxY)/2*l.Size}
	return l
}

// unitCenter is the centre of hex h for circumradius 1.
func (l Layout) unitCenter(h game.Hex) paint.Pt {
	q, r := float64(h.Q), float64(h.R)
	if l.Flat {
		return paint.Pt{X: 1.5 * q, Y: math.Sqrt(3) * (r + q/2)}
	}
	return paint.Pt{X: math.Sqrt(3) * (q + r/2), Y: 1.5 * r}
}

// HexCenter is the centre of position h in pixels.
func (l Layout) HexCenter(h game.Hex) paint.Pt {
	u := l.unitCenter(h)
	return paint.Pt{X: l.Origin.X + u.X*l.Size, Y: l.Origin.Y + u.Y*l.Size}
}

// Center is the centre of cell c in pixels.
func (l Layout) Center(c int) paint.Pt {
	if h, ok := l.p.Coord(c); ok {
		return l.HexCenter(h)
	}
	if c >= 0 && c < len(l.plane) {
		q := l.plane[c]
		return paint.Pt{X: l.Origin.X + q.X*math.Sqrt(3)*l.Size, Y: l.Origin.Y + q.Y*math.Sqrt(3)*l.Size}
	}
	return l.Origin
}

// Corners returns the six corners of the hexagon centred on c.
func (l Layout) Corners(c paint.Pt) []paint.Pt {
	if l.Flat {
		return paint.RegularPolygon(c, l.Size, 6, 0)
	}
	return paint.RegularPolygon(c, l.Size, 6, -math.Pi/2)
}

// Polygon returns the outline of cell c: its hexagon, or for a graph
// without hex coordinates a circle-like polygon around its position.
func (l Layout) Polygon(c int) []paint.Pt {
	if l.p.HasCoords() {
		return l.Corners(l.Center(c))
	}
	return paint.RegularPolygon(l.Center(c), l.Size*0.8, 24, 0)
}

// HexAt returns the grid position under pixel p (on any position, cell or
// not).
func (l Layout) HexAt(p paint.Pt) game.Hex {
	x, y := (p.X-l.Origin.X)/l.Size, (p.Y-l.Origin.Y)/l.Size
	if l.Flat {
		return cubeRound(2.0/3*x, -x/3+math.Sqrt(3)/3*y)
	}
	q := (math.Sqrt(3)/3*x - y/3)
	r := 2.0 / 3 * y
	return cubeRound(q, r)
}

func cubeRound(q, r float64) game.Hex {
	s := -q - r
	rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
	dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		rq = -rr - rs
	case dr > ds:
		rr = -rq - rs
	}
	return game.Hex{Q: int(rq), R: int(rr)}
}

// CellAt returns the cell under pixel p, or -1.
func (l Layout) CellAt(p paint.Pt) int {
	if l.p.HasCoords() {
		return l.p.CellAt(l.HexAt(p))
	}
	best, bestD := -1, l.Size*l.Size
	for c := range l.plane {
		d := l.Center(c).Sub(p)
		if dd := d.X*d.X + d.Y*d.Y; dd < bestD {
			best, bestD = c, dd
		}
	}
	return best
}

// EdgeAt returns the two neighbouring cells whose shared border is under
// pixel p (within 0.3 of a hexagon's radius of the border's middle); ok is
// false elsewhere.
func (l Layout) EdgeAt(p paint.Pt) (a, b int, ok bool) {
	best := l.Size * 0.3
	for _, c := range []int{l.CellAt(p)} {
		if c < 0 {
			continue
		}
		for _, n := range l.p.Neighbors(c) {
			mid := l.Center(c).Lerp(l.Center(n), 0.5)
			d := mid.Sub(p)
			if dist := math.Hypot(d.X, d.Y); dist < best {
				a, b, ok, best = min(c, n), max(c, n), true, dist
			}
		}
	}
	return a, b, ok
}
