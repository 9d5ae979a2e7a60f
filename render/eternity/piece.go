package eternity

import (
	"image/color"
	"math"

	game "plateau/games/eternity"
	"plateau/render/paint"
)

// Colours of the painter's own marks.
var (
	Outline    = color.RGBA{0x1d, 0x1e, 0x24, 0xff} // piece outlines and diagonals
	Mismatch   = color.RGBA{0xff, 0x17, 0x44, 0xff} // a join whose colours differ
	Highlight  = color.RGBA{0xff, 0x91, 0x00, 0xff} // pieces a law problem names
	Selection  = color.RGBA{0x29, 0x79, 0xff, 0xff} // the selected piece
	Halo       = color.RGBA{0xff, 0xff, 0xff, 0xff} // behind marks, so they show on any colour
	EmptyCell  = color.RGBA{0x41, 0x44, 0x4d, 0xff}
	BoardFrame = color.RGBA{0x26, 0x28, 0x2e, 0xff}
	TraySlot   = color.RGBA{0xdd, 0xde, 0xe4, 0xff}
	Paper      = color.RGBA{0xf4, 0xf4, 0xf6, 0xff} // the background
)

// Surround is what lies around the board: the table and the tray's empty
// slots. The board and the pieces keep their own colours on both.
type Surround struct{ Background, Slot color.RGBA }

// The surrounds for a light window and a dark one: on a dark window the
// light table was a bright panel beside the dark side panels.
var (
	LightSurround = Surround{Background: Paper, Slot: TraySlot}
	DarkSurround  = Surround{Background: color.RGBA(paint.DarkTable), Slot: color.RGBA{0x2c, 0x30, 0x39, 0xff}}
)

// local is a point of a motif in the frame of its edge, in units of the
// motif's radius: A along the edge (clockwise), B across it, positive
// towards the piece's centre. Every motif is symmetric in B, so a piece
// draws the half with B >= 0 and its matching neighbour the other half.
type local struct{ A, B float64 }

// shape is one polygon of a motif, in ink, or in the fill colour to cut a
// hole (the ring).
type shape struct {
	pts  []local
	hole bool
}

func disc(a, b, r float64) []local {
	const n = 28
	pts := make([]local, n)
	for i := range pts {
		t := 2 * math.Pi * float64(i) / n
		pts[i] = local{a + r*math.Cos(t), b + r*math.Sin(t)}
	}
	return pts
}

func poly(n int, r, a0 float64) []local {
	pts := make([]local, n)
	for i := range pts {
		t := a0 + 2*math.Pi*float64(i)/float64(n)
		pts[i] = local{r * math.Cos(t), r * math.Sin(t)}
	}
	return pts
}

func bar(halfLen, halfWidth, angle float64) []local {
	c, s := math.Cos(angle), math.Sin(angle)
	pts := []local{{-halfLen, -halfWidth}, {halfLen, -halfWidth}, {halfLen, halfWidth}, {-halfLen, halfWidth}}
	for i, p := range pts {
		pts[i] = local{p.A*c - p.B*s, p.A*s + p.B*c}
	}
	return pts
}

func band(b0, b1 float64) []local {
	return []local{{-4, b0}, {4, b0}, {4, b1}, {-4, b1}}
}

// motifShapes is each motif's drawing, radius 1.
var motifShapes = map[game.Motif][]shape{
	game.MotifCircle:   {{pts: disc(0, 0, 1)}},
	game.MotifRing:     {{pts: disc(0, 0, 1.1)}, {pts: disc(0, 0, 0.55), hole: true}},
	game.MotifDiamond:  {{pts: []local{{1.3, 0}, {0, 1.3}, {-1.3, 0}, {0, -1.3}}}},
	game.MotifSquare:   {{pts: []local{{-0.85, -0.85}, {0.85, -0.85}, {0.85, 0.85}, {-0.85, 0.85}}}},
	game.MotifCross:    {{pts: bar(1.25, 0.34, 0)}, {pts: bar(1.25, 0.34, math.Pi/2)}},
	game.MotifX:        {{pts: bar(1.3, 0.3, math.Pi/4)}, {pts: bar(1.3, 0.3, -math.Pi/4)}},
	game.MotifStar:     {{pts: star(6, 1.35, 0.6)}},
	game.MotifTriangle: {{pts: poly(3, 1.3, 0)}},
	game.MotifHexagon:  {{pts: poly(6, 1.1, 0)}},
	game.MotifStripes:  {{pts: band(-0.26, 0.26)}, {pts: band(0.7, 1.05)}, {pts: band(-1.05, -0.7)}},
	game.MotifDots: {{pts: disc(0, 0, 0.34)}, {pts: disc(0.95, 0, 0.3)}, {pts: disc(-0.95, 0, 0.3)},
		{pts: disc(0, 0.95, 0.3)}, {pts: disc(0, -0.95, 0.3)}},
}

// star is an n-pointed star with a point along the edge (angle 0), so that
// it is symmetric across the edge.
func star(n int, outer, inner float64) []local {
	pts := make([]local, 2*n)
	for i := range pts {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		t := math.Pi * float64(i) / float64(n)
		pts[i] = local{r * math.Cos(t), r * math.Sin(t)}
	}
	return pts
}

// motifRadius is the motif's radius as a fraction of the piece's side.
const motifRadius = 0.21

// DrawPiece paints piece pc, as it shows once turned, filling square q. On
// a raster, a square on whole pixels is copied from a cache of drawn pieces.
func DrawPiece(s paint.Surface, pc game.Piece, q Square, pal game.Palette) {
	if r, ok := s.(*paint.Raster); ok && whole(q) {
		blit(r, pc, q, pal)
		return
	}
	drawPiece(s, pc, q, pal)
}

// drawPiece paints the piece as vectors: a dark square, then the four
// triangles inset from its edges and diagonals, so that the dark shows
// through as the outline and the diagonals without any stroke.
func drawPiece(s paint.Surface, pc game.Piece, q Square, pal game.Palette) {
	fillRect(s, q.Min.X, q.Min.Y, q.Size, q.Size, Outline)
	for side := game.North; side <= game.West; side++ {
		drawTriangle(s, q, side, pal.Swatch(pc[side]))
	}
}

func drawTriangle(s paint.Surface, q Square, side game.Side, sw game.Swatch) {
	tri := inset(q, side)
	s.FillPolygon(tri, sw.Fill)
	if sw.Motif == game.MotifNone {
		return
	}
	full := q.Triangle(side)
	a, b := full[0], full[1]
	mid := a.Lerp(b, 0.5)
	u := b.Sub(a).Scale(1 / q.Size)            // along the edge
	n := q.Center().Sub(mid).Scale(2 / q.Size) // towards the centre
	r := q.Size * motifRadius
	for _, sh := range motifShapes[sw.Motif] {
		pts := make([]paint.Pt, len(sh.pts))
		for i, p := range sh.pts {
			pts[i] = mid.Add(u.Scale(p.A * r)).Add(n.Scale(p.B * r))
		}
		if clipped := clipConvex(pts, tri); len(clipped) >= 3 {
			ink := sw.Ink
			if sh.hole {
				ink = sw.Fill
			}
			s.FillPolygon(clipped, ink)
		}
	}
}

// inset is the triangle of side s shrunk so that a line of the outline
// colour shows along the square's edge (edge wide) and along the diagonals
// (diag wide): the same triangle, its edge moved in and its apex moved out
// along the diagonals' normals.
func inset(q Square, s game.Side) []paint.Pt {
	edge := math.Max(0.8, q.Size*0.03)
	diag := math.Max(0.5, q.Size*0.009) // half the diagonal line
	tri := q.Triangle(s)
	c := q.Center()
	n := c.Sub(tri[0].Lerp(tri[1], 0.5)).Scale(2 / q.Size) // unit, towards the centre
	// moving each diagonal by diag along its normal shifts the corners by
	// diag*sqrt2 along the edge and the apex by diag*sqrt2 away from the centre
	u := tri[1].Sub(tri[0]).Scale(1 / q.Size)
	d := diag * math.Sqrt2
	a := tri[0].Add(n.Scale(edge)).Add(u.Scale(edge + d))
	b := tri[1].Add(n.Scale(edge)).Sub(u.Scale(edge + d))
	apex := c.Sub(n.Scale(d))
	return []paint.Pt{a, b, apex}
}

// clipConvex clips polygon subject to the convex polygon clip
// (Sutherland-Hodgman), whatever the orientation of either.
func clipConvex(subject, clip []paint.Pt) []paint.Pt {
	sign := 1.0
	if area(clip) < 0 {
		sign = -1
	}
	out := subject
	for i := range clip {
		a, b := clip[i], clip[(i+1)%len(clip)]
		side := func(p paint.Pt) float64 { return sign * ((b.X-a.X)*(p.Y-a.Y) - (b.Y-a.Y)*(p.X-a.X)) }
		in := out
		out = nil
		for j := range in {
			p, q := in[j], in[(j+1)%len(in)]
			sp, sq := side(p), side(q)
			if sp >= 0 {
				out = append(out, p)
			}
			if (sp >= 0) != (sq >= 0) {
				out = append(out, p.Lerp(q, sp/(sp-sq)))
			}
		}
		if len(out) == 0 {
			return nil
		}
	}
	return out
}

func area(p []paint.Pt) float64 {
	var a float64
	for i := range p {
		j := (i + 1) % len(p)
		a += p[i].X*p[j].Y - p[j].X*p[i].Y
	}
	return a / 2
}
