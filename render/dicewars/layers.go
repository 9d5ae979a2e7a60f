package dicewars

import (
	"image/color"
	"math"
	"math/bits"
	"strconv"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
)

// The picture is painted in two layers so an application can keep the slow
// one: DrawMap (territory fills and borders, most of the cost, changing only
// when territories change hands) and DrawOverlay (selection, highlights,
// badges and dice stacks, a few milliseconds, changing with every hover).

// Colours of the reinforcement marks.
var (
	addedColor      = paint.Hex("#f5b82e") // gold outline of a reinforced territory
	addedBadgeColor = paint.Hex("#1b7d35") // white on it: 5.2
)

// DrawMap paints the sea, every territory in its owner's colour (grey when
// pos is nil) and the borders between them.
func DrawMap(s paint.Surface, l *Layout, pos *dw.Position) { drawMap(s, l, pos, 0) }

// drawMap is DrawMap with the territories of raised painted lighter.
func drawMap(s paint.Surface, l *Layout, pos *dw.Position, raised uint64) {
	if r, ok := s.(*paint.Raster); ok {
		r.Clear(l.sea()) // a straight copy, far cheaper than rasterising a rectangle
	} else {
		w, h := s.Size()
		paint.FillRect(s, 0, 0, w, h, l.sea())
	}
	for _, t := range l.fillOrder {
		fillTerritory(s, l, t, fillColor(pos, t, raised))
	}
	border := borderWidth(l)
	for t := range l.Map.Territories {
		for _, loop := range l.Outline(t) {
			s.StrokePolyline(loop, true, border, BorderColor)
		}
	}
}

// Repaint paints the territories in set again in their owners' colours,
// borders included, over a DrawMap picture made for an earlier position: a
// cheap fix-up for the few territories that changed hands since.
func Repaint(s paint.Surface, l *Layout, pos *dw.Position, set uint64) {
	repaint(s, l, set, func(t int) color.Color { return PlayerColor(ownerOf(pos, t)) })
}

// repaint fills the territories of set (and those lying in their holes,
// which a hole's fill covers) in fill order, then strokes their borders.
func repaint(s paint.Surface, l *Layout, set uint64, fill func(t int) color.Color) {
	set = withEnclosed(l, set)
	if set == 0 {
		return
	}
	for _, t := range l.fillOrder {
		if set&(1<<uint(t)) != 0 {
			fillTerritory(s, l, t, fill(t))
		}
	}
	border := borderWidth(l)
	for m := set; m != 0; m &= m - 1 {
		for _, loop := range l.Outline(bits.TrailingZeros64(m)) {
			s.StrokePolyline(loop, true, border, BorderColor)
		}
	}
}

// DrawOverlay paints, over a DrawMap picture, what changes from frame to
// frame: the selected territory raised, the highlights, the reinforcement
// marks, then the dice stacks and their counts.
func DrawOverlay(s paint.Surface, l *Layout, pos *dw.Position, v View) {
	if sel := v.Selected & lowMask(l.Map.N()); sel != 0 {
		repaint(s, l, sel, func(t int) color.Color { return fillColor(pos, t, sel) })
	}
	overlay(s, l, pos, v)
}

// fillColor is territory t's fill: its owner's colour, lighter when raised
// (the selection; the target keeps its colour so its owner stays clear).
func fillColor(pos *dw.Position, t int, raised uint64) color.Color {
	c := PlayerColor(ownerOf(pos, t))
	if raised&(1<<uint(t)) != 0 {
		return mix(c, selectColor, 0.35)
	}
	return c
}

// overlay is DrawOverlay after the selection's fill.
func overlay(s paint.Surface, l *Layout, pos *dw.Position, v View) {
	n := l.Map.N()
	border := borderWidth(l)
	var added uint64
	for t := 0; t < n && t < len(v.Added); t++ {
		if v.Added[t] > 0 {
			added |= 1 << uint(t)
		}
	}
	highlight(s, l, added, max(1.5, l.R*0.16), addedColor, border*0.5+l.R*0.1)
	highlight(s, l, v.Hints, max(1.2, l.R*0.1), selectColor, border*0.5+l.R*0.12)
	// The target's red band is edged inside in near black, as the battle
	// arrow is edged, which shows where the red does not: on the crimson
	// seat's land the band alone had a contrast of 1.2 with the fill and
	// the target seemed unmarked. The darkest seat's colour, the blue,
	// has 4.1 with the edge, where it had 3.1 with the border's grey.
	highlight(s, l, v.Target, border*0.9, targetEdge, border*2.05)
	highlight(s, l, v.Target, border*1.2, targetColor, border*1.1)
	highlight(s, l, v.Selected, border*1.2, selectColor, border*1.1)
	numbered := v.Numbered
	if v.Numbers {
		numbered = ^uint64(0)
	}
	if pos != nil {
		drawStacks(s, l, pos, numbered)
	} else if v.Numbers {
		for t := range l.Map.Territories {
			s.Text(strconv.Itoa(t), l.LabelPoint(t), l.R*0.9, BorderColor, paint.AnchorCenter)
		}
	}
	for m := added; m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		Badge(s, AddedBadgePoint(l, t), l.LabelSize(0.95, 9), "+"+strconv.Itoa(int(v.Added[t])), addedBadgeColor, color.White)
	}
	if b := v.Battle; b != nil && b.From >= 0 && b.From < n && b.To >= 0 && b.To < n && b.From != b.To {
		battleArrow(s, l, b)
	}
}

// battleArrow draws the arrow of an attack between the two territories'
// dice, over them: a line in the attacker's colour edged in the border
// colour so that it shows on any territory, with a head when the attack
// won and a bar across its end when it failed.
func battleArrow(s paint.Surface, l *Layout, b *dw.AttackResult) {
	from, to := l.LabelPoint(b.From), l.LabelPoint(b.To)
	dx, dy := to.X-from.X, to.Y-from.Y
	d := math.Hypot(dx, dy)
	if d < l.R {
		return
	}
	ux, uy := dx/d, dy/d // along the arrow
	px, py := -uy, ux    // across it
	gap := min(l.R*0.8, d/4)
	start := paint.Pt{X: from.X + ux*gap, Y: from.Y + uy*gap}
	tip := paint.Pt{X: to.X - ux*gap, Y: to.Y - uy*gap}
	width := max(3.5, l.R*0.45)
	head := width * 2.2
	edge := max(1.5, width*0.35)
	c := PlayerColor(b.Attacker)
	neck := paint.Pt{X: tip.X - ux*head, Y: tip.Y - uy*head}
	var end []paint.Pt // the head's triangle, or the bar's two ends
	if b.Won {
		end = []paint.Pt{tip, {X: neck.X + px*head*0.7, Y: neck.Y + py*head*0.7}, {X: neck.X - px*head*0.7, Y: neck.Y - py*head*0.7}}
	} else {
		neck = tip
		end = []paint.Pt{{X: tip.X + px*head*0.6, Y: tip.Y + py*head*0.6}, {X: tip.X - px*head*0.6, Y: tip.Y - py*head*0.6}}
	}
	shaft := []paint.Pt{start, neck}
	// The edge first, all of it, then the colour inside it.
	s.StrokePolyline(shaft, false, width+2*edge, BorderColor)
	if b.Won {
		s.StrokePolyline(end, true, 2*edge, BorderColor)
		s.FillPolygon(end, BorderColor)
		s.StrokePolyline(shaft, false, width, c)
		s.FillPolygon(insetTriangle(end, edge), c)
	} else {
		s.StrokePolyline(end, false, width+2*edge, BorderColor)
		s.StrokePolyline(shaft, false, width, c)
		s.StrokePolyline(end, false, width, c)
	}
}

// insetTriangle moves each corner of a triangle towards its centre by about
// d, the inside of an edge of width d.
func insetTriangle(t []paint.Pt, d float64) []paint.Pt {
	cx, cy := (t[0].X+t[1].X+t[2].X)/3, (t[0].Y+t[1].Y+t[2].Y)/3
	out := make([]paint.Pt, len(t))
	for i, p := range t {
		dx, dy := p.X-cx, p.Y-cy
		r := math.Hypot(dx, dy)
		f := max(0, (r-2*d)/r) // a corner's distance to the centre shrinks twice as fast as the sides'
		out[i] = paint.Pt{X: cx + dx*f, Y: cy + dy*f}
	}
	return out
}

// AddedBadgePoint is where the "+n" reinforcement badge of territory t
// sits: at the foot of its stack, opposite the dice count, as scaled to
// the territory.
func AddedBadgePoint(l *Layout, t int) paint.Pt {
	at, k := l.LabelPoint(t), l.stackScale(t)
	return paint.Pt{X: at.X - l.R*k*1.35, Y: at.Y + l.R*k*0.95}
}

// StackTop is a point just above territory t's stack of n dice, where an
// application can put a note (the odds of an attack, say).
func StackTop(l *Layout, t, n int) paint.Pt {
	at := l.LabelPoint(t)
	a := l.R * l.stackScale(t) * 1.45
	rows := max(1, min(n, 4))
	return paint.Pt{X: at.X, Y: at.Y + a*0.2 - float64(rows-1)*a*0.52 - a*0.26 - l.R*0.9}
}

// Badge writes label on a rounded pill of colour bg centred on at, moved
// in whole where it would cross the picture's edge; size is the text's
// pixel height.
func Badge(s paint.Surface, at paint.Pt, size float64, label string, bg, fg color.Color) {
	w := paint.TextWidth(label, size)
	r := size * 0.62
	round := w <= size*0.7
	reach := w/2 + r*0.6 // the pill's half length and round end
	if round {
		reach = r
	}
	at.X, at.Y = within(s, at, reach, r)
	if round {
		s.FillCircle(at, r, bg)
	} else {
		half := w/2 - r*0.4
		s.StrokePolyline([]paint.Pt{{X: at.X - half, Y: at.Y}, {X: at.X + half, Y: at.Y}}, false, 2*r, bg)
	}
	s.Text(label, at, size, fg, paint.AnchorCenter)
}

func borderWidth(l *Layout) float64 { return max(2, l.R*0.17) }

func ownerOf(pos *dw.Position, t int) int {
	if pos == nil {
		return -1
	}
	return int(pos.Owner[t])
}

func lowMask(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// withEnclosed adds to set the territories lying in a hole of one of its
// territories: filling a territory gives its holes back to the sea, so
// whatever stands in them must be painted again.
func withEnclosed(l *Layout, set uint64) uint64 {
	out := set & lowMask(l.Map.N())
	for m := out; m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		loops := l.Outline(t)
		if len(loops) < 2 {
			continue
		}
		outer := outerLoop(loops)
		for u := range l.Map.Territories {
			if u == t || out&(1<<uint(u)) != 0 {
				continue
			}
			p := l.CellCenter(l.Map.Territories[u].Cells[0])
			for i, hole := range loops {
				if i != outer && insidePolygon(p, hole) {
					out |= 1 << uint(u)
					break
				}
			}
		}
	}
	return out
}

// insidePolygon is the even-odd test of point p against a closed polygon.
func insidePolygon(p paint.Pt, poly []paint.Pt) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a.Y > p.Y) != (b.Y > p.Y) && p.X < (b.X-a.X)*(p.Y-a.Y)/(b.Y-a.Y)+a.X {
			in = !in
		}
	}
	return in
}
