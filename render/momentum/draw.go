package momentum

import (
	"fmt"
	"image/color"
	"math"

	game "plateau/games/momentum"
	"plateau/render/paint"
)

// Colours of the board. Players are blue and orange: distinct for the
// common forms of colour blindness.
var (
	cellLight  = paint.Hex("#e8e2d4")
	cellDark   = paint.Hex("#ddd5c4")
	gridLine   = paint.Hex("#b9ae98")
	wallLow    = paint.Hex("#8d7b68")
	wallHigh   = paint.Hex("#3f342a")
	destroyRed = paint.Hex("#e0443a")
	buildGreen = paint.Hex("#2f9e5b")
	white      = paint.Hex("#ffffff")
	players    = [2]color.NRGBA{paint.Hex("#2f6fdf"), paint.Hex("#e8772e")}
	// The players' colours darkened for the numbers written on the cells:
	// the blue and the orange themselves read at 3.2:1 and 2.0:1 on the
	// beige; these at 4.5:1 or more on every cell, camps included.
	playerInks = [2]color.NRGBA{paint.Hex("#1a4699"), paint.Hex("#80380a")}
	// darkInk writes on a fill too light for white, as P2's orange (white
	// on it read at 2.95:1), and cases the cursor.
	darkInk = paint.Hex("#1f2328")
)

// Surround is what lies around the board: the table it stands on and its
// coordinates. The board keeps its own colours on both.
type Surround struct{ Background, Label color.NRGBA }

// The surrounds for a dark window and a light one (the coordinates read at
// a contrast of 6 or more on either).
var (
	DarkSurround  = Surround{Background: paint.DarkTable, Label: paint.Hex("#9aa3b2")}
	LightSurround = Surround{Background: paint.Hex("#f4f4f4"), Label: paint.Hex("#545b68")}
)

// PlayerColor is the colour of player p.
func PlayerColor(p game.Player) color.NRGBA { return players[p&1] }

// View says what to highlight besides the position itself.
type View struct {
	// ShowActions draws the legal actions of the player to act.
	ShowActions bool
	// Hover is the cell under the mouse, drawn with a soft outline.
	Hover *game.Cell
	// Cursor is the cell the keys point at, drawn with a firm outline in
	// the colour of the player to act, cased in dark.
	Cursor *game.Cell
	// Last marks the cells touched by the last action, with brackets in
	// their corners.
	Last []game.Cell
	// Hint marks the cells of a suggested action with a dashed green
	// outline: where a slide starts and stops, or the wall's cell.
	Hint []game.Cell
	// Surround colours the coordinates; the zero value is DarkSurround.
	// (The caller clears the picture to its Background.)
	Surround Surround
}

// surround is v's Surround, DarkSurround when unset.
func (v View) surround() Surround {
	if v.Surround == (Surround{}) {
		return DarkSurround
	}
	return v.Surround
}

// HintColor outlines the cells of a suggested action: a dark green, 3.6:1
// or more on every cell (the light green it was read at 1.6:1).
var HintColor = paint.Hex("#1a6b34")

// Draw paints g on s with layout l.
func Draw(s paint.Surface, l Layout, g *game.Game, v View) {
	drawCells(s, l, g)
	drawLabels(s, l, v.surround().Label)
	for _, c := range v.Last {
		drawLast(s, l, c)
	}
	for _, c := range v.Hint {
		drawHint(s, l, c)
	}
	if v.ShowActions && !g.Over() {
		drawActions(s, l, g)
	}
	for p := game.P1; p <= game.P2; p++ {
		drawPlayer(s, l, g, p)
	}
	if v.Hover != nil {
		q := l.Center(*v.Hover)
		paint.StrokeRect(s, q.X-l.Cell/2+1, q.Y-l.Cell/2+1, l.Cell-2, l.Cell-2, 2, color.NRGBA{255, 255, 255, 160})
	}
	if v.Cursor != nil {
		drawCursor(s, l, *v.Cursor, PlayerColor(g.ToMove()))
	}
}

func drawCells(s paint.Surface, l Layout, g *game.Game) {
	for y := 0; y < l.P; y++ {
		for x := 0; x < l.N; x++ {
			c := game.Cell{X: x, Y: y}
			q := l.Center(c)
			x0, y0 := q.X-l.Cell/2, q.Y-l.Cell/2
			fill := cellLight
			if (x+y)%2 == 1 {
				fill = cellDark
			}
			paint.FillRect(s, x0, y0, l.Cell, l.Cell, fill)
			if owner, ok := g.IsCamp(x, y); ok {
				drawCamp(s, l, q, PlayerColor(owner))
			}
			if w := g.Wall(x, y); w > 0 {
				drawWall(s, l, q, w)
			}
		}
	}
	for i := 0; i <= l.N; i++ {
		x := l.Origin.X + float64(i)*l.Cell
		s.StrokePolyline([]paint.Pt{{X: x, Y: l.Origin.Y}, {X: x, Y: l.Origin.Y + float64(l.P)*l.Cell}}, false, 1, gridLine)
	}
	for j := 0; j <= l.P; j++ {
		y := l.Origin.Y + float64(j)*l.Cell
		s.StrokePolyline([]paint.Pt{{X: l.Origin.X, Y: y}, {X: l.Origin.X + float64(l.N)*l.Cell, Y: y}}, false, 1, gridLine)
	}
}

// drawCamp tints the camp cell and draws a flag in the owner's colour.
func drawCamp(s paint.Surface, l Layout, q paint.Pt, c color.NRGBA) {
	tint := c
	tint.A = 70
	paint.FillRect(s, q.X-l.Cell/2, q.Y-l.Cell/2, l.Cell, l.Cell, tint)
	k := l.Cell
	pole := []paint.Pt{{X: q.X - k*0.18, Y: q.Y + k*0.3}, {X: q.X - k*0.18, Y: q.Y - k*0.3}}
	s.StrokePolyline(pole, false, math.Max(1.5, k*0.04), paint.Hex("#4a4a4a"))
	s.FillPolygon([]paint.Pt{{X: q.X - k*0.18, Y: q.Y - k*0.3}, {X: q.X + k*0.25, Y: q.Y - k*0.17}, {X: q.X - k*0.18, Y: q.Y - k*0.04}}, c)
}

// drawWall draws a stone block, darker as the wall grows, with its height.
func drawWall(s paint.Surface, l Layout, q paint.Pt, w int) {
	t := math.Min(1, float64(w-1)/5)
	fill := mix(wallLow, wallHigh, t)
	in := l.Cell * 0.1
	x0, y0, side := q.X-l.Cell/2+in, q.Y-l.Cell/2+in, l.Cell-2*in
	paint.FillRect(s, x0, y0, side, side, fill)
	paint.FillRect(s, x0, y0, side, side*0.12, color.NRGBA{255, 255, 255, 40})
	s.Text(fmt.Sprint(w), q, l.Cell*0.36, white, paint.AnchorCenter)
}

func drawPlayer(s paint.Surface, l Layout, g *game.Game, p game.Player) {
	q := l.Center(g.Pos(p))
	r := l.Cell * 0.25
	ring := white
	if !g.Over() && g.ToMove() == p {
		ring = paint.Hex("#f2c14e")
		s.FillCircle(q, r*1.25, color.NRGBA{0xf2, 0xc1, 0x4e, 70})
	}
	s.FillCircle(q, r, PlayerColor(p))
	s.StrokeCircle(q, r, math.Max(2, l.Cell*0.045), ring)
	s.Text(fmt.Sprint(g.Momentum(p)), q, l.Cell*0.26, inkOn(PlayerColor(p)), paint.AnchorCenter)
}

// inkOn is white or darkInk, whichever reads better on fill.
func inkOn(fill color.NRGBA) color.NRGBA {
	if paint.Contrast(white, fill) >= paint.Contrast(darkInk, fill) {
		return white
	}
	return darkInk
}

// labelSize is the size of the coordinates: a share of the cell, from 9
// to 14 points of the interface's text, so that on a HiDPI screen or at
// a larger interface size they grow as the text around the board does.
func labelSize(l Layout) float64 {
	k := math.Max(l.Text, 0.5) // a Layout made by hand has none: the normal size
	return math.Min(14*k, math.Max(9*k, l.Cell*0.18))
}

func drawLabels(s paint.Surface, l Layout, label color.NRGBA) {
	size := labelSize(l)
	for x := 0; x < l.N; x++ {
		q := l.Center(game.Cell{X: x, Y: 0})
		s.Text(fmt.Sprint(x), paint.Pt{X: q.X, Y: l.Origin.Y - size}, size, label, paint.AnchorCenter)
	}
	for y := 0; y < l.P; y++ {
		q := l.Center(game.Cell{X: 0, Y: y})
		s.Text(fmt.Sprint(y), paint.Pt{X: l.Origin.X - size*0.8, Y: q.Y}, size, label, paint.AnchorRight)
	}
}

// drawActions marks what the player to act may do. A wall the player may
// both destroy again and build on (after a destroy in the movement phase)
// gets both marks side by side, the cross on the left and the plus on the
// right, each clicked on its own half (Layout.BuildSide).
func drawActions(s paint.Surface, l Layout, g *game.Game) {
	me := g.ToMove()
	col, ink := PlayerColor(me), playerInks[me&1]
	acts := g.LegalActions(make([]game.Action, 0, g.MaxActions()))
	defer func() {
		// The gains of slides blocked at once go last: a wall's destroy
		// outline beside the arrow covered its "3".
		for _, a := range acts {
			if a.Kind() == game.KindMove {
				drawBlockedGain(s, l, g, a.Dir(), ink)
			}
		}
	}()
	for _, a := range acts {
		if a.Kind() == game.KindMove {
			drawSlide(s, l, g, a.Dir(), col, ink)
			continue
		}
		x, y := a.Cell()
		cell := game.Cell{X: x, Y: y}
		q, scale := l.Center(cell), 1.0
		if g.IsLegal(game.Destroy(x, y)) && g.IsLegal(game.Build(x, y)) {
			scale = 0.7
			if a.Kind() == game.KindDestroy {
				q.X -= l.Cell / 4
			} else {
				q.X += l.Cell / 4
			}
		}
		if a.Kind() == game.KindDestroy {
			drawDestroy(s, l, cell, q, scale)
		} else {
			drawBuild(s, l, q, scale)
		}
	}
}

// drawDestroy outlines cell c, whose wall may be destroyed, and puts a red
// cross at q.
func drawDestroy(s paint.Surface, l Layout, c game.Cell, q paint.Pt, scale float64) {
	k, w := l.Cell*0.16*scale, math.Max(2, l.Cell*0.05)
	s.StrokePolyline([]paint.Pt{{X: q.X - k, Y: q.Y - k}, {X: q.X + k, Y: q.Y + k}}, false, w, destroyRed)
	s.StrokePolyline([]paint.Pt{{X: q.X + k, Y: q.Y - k}, {X: q.X - k, Y: q.Y + k}}, false, w, destroyRed)
	m := l.Center(c)
	paint.StrokeRect(s, m.X-l.Cell/2+3, m.Y-l.Cell/2+3, l.Cell-6, l.Cell-6, math.Max(2, l.Cell*0.04), destroyRed)
}

// drawBuild puts a green plus at q, for a cell that may be built on.
func drawBuild(s paint.Surface, l Layout, q paint.Pt, scale float64) {
	k, w := l.Cell*0.14*scale, math.Max(2, l.Cell*0.05)
	c := buildGreen
	c.A = 200
	s.FillCircle(q, l.Cell*0.2*scale, color.NRGBA{0x2f, 0x9e, 0x5b, 60})
	s.StrokePolyline([]paint.Pt{{X: q.X - k, Y: q.Y}, {X: q.X + k, Y: q.Y}}, false, w, c)
	s.StrokePolyline([]paint.Pt{{X: q.X, Y: q.Y - k}, {X: q.X, Y: q.Y + k}}, false, w, c)
}

// drawBlockedGain labels the arrow of direction d, in ink, with the change
// of momentum when the slide is blocked at once and the player stays: "+3"
// straight, "−1" diagonally (a diagonal costs one, blocked or not; it
// said "+3" too).
func drawBlockedGain(s paint.Surface, l Layout, g *game.Game, d game.Dir, ink color.NRGBA) {
	_, cells, mom, ok := g.SlideStop(d)
	if !ok || cells != 0 {
		return
	}
	gain := mom - g.Momentum(g.ToMove())
	label := fmt.Sprintf("+%d", gain)
	if gain < 0 {
		label = fmt.Sprintf("−%d", -gain) // a minus sign, not a hyphen
	}
	from := l.Center(g.Pos(g.ToMove()))
	tip, base := l.ArrowTip(g.Pos(g.ToMove()), d)
	side := base.Sub(from)
	perp := paint.Pt{X: -side.Y, Y: side.X}.Scale(0.5)
	at := tip.Lerp(from, -0.05).Add(perp.Scale(1.6))
	size := l.Cell * 0.16
	s.FillCircle(at, size*0.95, color.NRGBA{255, 255, 255, 230})
	s.Text(label, at, size, ink, paint.AnchorCenter)
}

// drawSlide draws the arrow of direction d in the player's cell and, when
// the slide goes somewhere, a trail to the cell where it stops, ringed in
// the player's colour col and labelled in ink with the momentum it would
// leave.
func drawSlide(s paint.Surface, l Layout, g *game.Game, d game.Dir, col, ink color.NRGBA) {
	to, cells, mom, ok := g.SlideStop(d)
	if !ok {
		return
	}
	from := l.Center(g.Pos(g.ToMove()))
	tip, base := l.ArrowTip(g.Pos(g.ToMove()), d)
	side := base.Sub(from)
	perp := paint.Pt{X: -side.Y, Y: side.X}.Scale(0.5)
	s.FillPolygon([]paint.Pt{tip, base.Add(perp), base.Sub(perp)}, col)
	if cells == 0 {
		return // drawBlockedGain labels it
	}
	q := l.Center(to)
	trail := col
	trail.A = 90
	// End the trail at the ring so it does not cross the number inside.
	d2 := q.Sub(tip)
	if n := math.Hypot(d2.X, d2.Y); n > l.Cell*0.22 {
		end := tip.Add(d2.Scale((n - l.Cell*0.22) / n))
		s.StrokePolyline([]paint.Pt{tip, end}, false, math.Max(2, l.Cell*0.05), trail)
	}
	s.StrokeCircle(q, l.Cell*0.22, math.Max(2, l.Cell*0.045), col)
	s.Text(fmt.Sprint(mom), q, l.Cell*0.2, ink, paint.AnchorCenter)
}

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t + 0.5) }
	return color.NRGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}
