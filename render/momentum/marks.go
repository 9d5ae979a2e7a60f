package momentum

import (
	"image/color"
	"math"

	game "plateau/games/momentum"
	"plateau/render/paint"
)

// The marks of the hint, the last action and the keys' cursor differ in
// shape, not only in colour (the green hint and the yellow last action
// were one olive to a protanope): the hint is dashed, the last action has
// corner brackets, the cursor is a solid frame. Each stands out from the
// cells at 3:1 or more.

// lastInk draws the corner brackets of the last action, a dark warm grey:
// 5.6:1 or more on every cell (the pale yellow it replaces read at 1.2:1).
var lastInk = paint.Hex("#4a4038")

// drawLast puts brackets in the corners of cell c, touched by the last
// action.
func drawLast(s paint.Surface, l Layout, c game.Cell) {
	q := l.Center(c)
	w := math.Max(2, l.Cell*0.04)
	in := 2 + w/2
	arm := l.Cell * 0.22
	for _, k := range [4]paint.Pt{{X: -1, Y: -1}, {X: 1, Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}} {
		corner := paint.Pt{X: q.X + k.X*(l.Cell/2-in), Y: q.Y + k.Y*(l.Cell/2-in)}
		s.StrokePolyline([]paint.Pt{
			{X: corner.X, Y: corner.Y - k.Y*arm}, corner, {X: corner.X - k.X*arm, Y: corner.Y},
		}, false, w, lastInk)
	}
}

// drawHint outlines cell c, part of the suggested action, with a dashed
// line: a dash bent round each corner and dashes spread evenly between.
func drawHint(s paint.Surface, l Layout, c game.Cell) {
	q := l.Center(c)
	w := math.Max(3, l.Cell*0.06)
	half := l.Cell/2 - 5
	side := 2 * half
	n := max(2, int(math.Round(side/(l.Cell*0.22)))) // dashes a side, the corner's counted once
	period := side / float64(n)
	// Round caps lengthen a dash by w: what is stroked is the rest of the
	// dash's share of the period, three fifths, the gaps the other two.
	on := math.Max(period*0.6-w, 1)
	corners := [4]paint.Pt{{X: q.X - half, Y: q.Y - half}, {X: q.X + half, Y: q.Y - half}, {X: q.X + half, Y: q.Y + half}, {X: q.X - half, Y: q.Y + half}}
	for i, a := range corners {
		b, prev := corners[(i+1)%4], corners[(i+3)%4]
		u, back := b.Sub(a).Scale(1/side), prev.Sub(a).Scale(1/side)
		s.StrokePolyline([]paint.Pt{a.Add(back.Scale(on / 2)), a, a.Add(u.Scale(on / 2))}, false, w, HintColor)
		for k := 1; k < n; k++ {
			m := a.Add(u.Scale(float64(k) * period))
			s.StrokePolyline([]paint.Pt{m.Sub(u.Scale(on / 2)), m.Add(u.Scale(on / 2))}, false, w, HintColor)
		}
	}
}

// drawCursor frames cell c, where the keys point, in the colour col of the
// player to act, cased in dark ink on both sides: P2's orange alone read
// at 2.0:1 on the beige.
func drawCursor(s paint.Surface, l Layout, c game.Cell, col color.NRGBA) {
	q := l.Center(c)
	wd := math.Max(3, l.Cell*0.05)
	cased := wd + 2*math.Max(1.5, wd*0.35)
	x0, y0 := q.X-l.Cell/2+cased/2, q.Y-l.Cell/2+cased/2
	paint.StrokeRect(s, x0, y0, l.Cell-cased, l.Cell-cased, cased, darkInk)
	paint.StrokeRect(s, x0, y0, l.Cell-cased, l.Cell-cased, wd, col)
}
