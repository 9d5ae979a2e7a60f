package dicewars

import (
	"image/color"
	"math"
	"math/bits"
	"sort"
	"strconv"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
)

// Palette holds one colour per player: eight soft hues that keep the
// dice's shading and their black edges readable, in an order that keeps
// the first seats apart for people with a colour-vision deficiency. Their
// least CIEDE2000 difference, over normal vision and full deuteranopia,
// protanopia and tritanopia (Machado et al. 2009), is 24.5 between the
// four seats of the default game, and 10.4 among all eight; the palette
// of eight hues in their old order came to 6.3 (green and orange, the
// default game's second and fourth seats, were one olive to a deutan).
// Eight colours cannot stay apart much further for a dichromat: each
// seat also has a mark (MarkShape) that does not rest on colour.
var Palette = [dw.MaxPlayers]color.NRGBA{
	paint.Hex("#3f6fd8"), // blue
	paint.Hex("#f1e036"), // yellow
	paint.Hex("#e13e58"), // crimson
	paint.Hex("#52d1d1"), // cyan
	paint.Hex("#b299fc"), // violet
	paint.Hex("#d48ca1"), // pink
	paint.Hex("#92c469"), // green
	paint.Hex("#eb7f0a"), // orange
}

// Colours of the map's furniture.
var (
	SeaColor     = paint.Hex("#e4ebf2")
	DarkSea      = paint.DarkTable // the sea of a dark window
	BorderColor  = paint.Hex("#262a31")
	NeutralColor = paint.Hex("#c9ccd1") // territories when no position is given
	selectColor  = paint.Hex("#ffffff")
	targetColor  = paint.Hex("#d62828")
	targetEdge   = paint.Hex("#0d0f12")
	badgeColor   = paint.Hex("#262a31e0")
)

// PlayerColor returns player p's colour (grey for p outside 0..7).
func PlayerColor(p int) color.NRGBA {
	if p < 0 || p >= len(Palette) {
		return NeutralColor
	}
	return Palette[p]
}

// View says what to highlight; the zero value highlights nothing.
type View struct {
	Selected uint64 // territories drawn raised with a white border (the attacker)
	Target   uint64 // territories drawn with a red border (the attack's target)
	Hints    uint64 // territories outlined thinly (the legal targets)
	Numbers  bool   // write each territory's number under its dice
	// Numbered are territories whose number is written when Numbers is
	// off: the ones the status line names (#12 attacks #9).
	Numbered uint64
	// Added, indexed by territory, marks the dice a reinforcement just
	// placed: a gold outline and a "+n" badge (nil: none).
	Added []int8
	// Battle, if not nil, is an attack to show: an arrow from the
	// attacker's dice to the defender's in the attacker's colour, ending
	// in a head when the territory fell and in a bar when it held.
	Battle *dw.AttackResult
}

// Draw paints the map with the position on it (pos may be nil: the bare map
// in grey, without dice). It paints the same picture as DrawMap followed by
// DrawOverlay, the selection raised in the first pass rather than painted
// again.
func Draw(s paint.Surface, l *Layout, pos *dw.Position, v View) {
	drawMap(s, l, pos, v.Selected)
	overlay(s, l, pos, v)
}

// fillTerritory fills a territory as one polygon, its outer loop, then
// gives its holes back to the sea; territories inside those holes come later
// in the fill order and paint over. One polygon per territory leaves no
// antialiased seams between its cells and costs a few calls, not hundreds.
func fillTerritory(s paint.Surface, l *Layout, t int, c color.Color) {
	loops := l.Outline(t)
	outer := outerLoop(loops)
	s.FillPolygon(loops[outer], c)
	for i, loop := range loops {
		if i != outer {
			s.FillPolygon(loop, l.sea())
		}
	}
}

// highlight strokes the outlines of the territories in set, pulled inside
// by `inset` so the highlight sits on the territory's side of its border.
func highlight(s paint.Surface, l *Layout, set uint64, width float64, c color.Color, inset float64) {
	for m := set; m != 0; m &= m - 1 {
		t := bits.TrailingZeros64(m)
		if t >= l.Map.N() {
			break
		}
		for _, loop := range l.Outline(t) {
			s.StrokePolyline(insetLoop(loop, inset), true, width, c)
		}
	}
}

// insetLoop moves every corner of a boundary loop by d into the territory
// (mitred). Loops from Outline keep the territory on the side of the normal
// (-dy, dx) of each side, holes included.
func insetLoop(loop []paint.Pt, d float64) []paint.Pt {
	n := len(loop)
	out := make([]paint.Pt, n)
	normal := func(a, b paint.Pt) paint.Pt {
		v := b.Sub(a)
		l := math.Hypot(v.X, v.Y)
		if l == 0 {
			return paint.Pt{}
		}
		return paint.Pt{X: -v.Y / l, Y: v.X / l}
	}
	for i, p := range loop {
		n1 := normal(loop[(i+n-1)%n], p)
		n2 := normal(p, loop[(i+1)%n])
		k := 1 + n1.X*n2.X + n1.Y*n2.Y
		if k < 1e-6 {
			out[i] = p
			continue
		}
		out[i] = p.Add(n1.Add(n2).Scale(d / k))
	}
	return out
}

// drawStacks paints every territory's dice, top rows first so lower stacks
// overlap the ones behind them.
func drawStacks(s paint.Surface, l *Layout, pos *dw.Position, numbered uint64) {
	order := make([]int, l.Map.N())
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return l.labels[order[a]] < l.labels[order[b]] })
	for _, t := range order {
		DrawStack(s, l.LabelPoint(t), l.R*l.stackScale(t), int(pos.Dice[t]), PlayerColor(int(pos.Owner[t])))
	}
	for _, t := range order { // counts last: no stack may hide one
		at, k := l.LabelPoint(t), l.stackScale(t)
		label := strconv.Itoa(int(pos.Dice[t]))
		if numbered&(1<<uint(t)) != 0 {
			label = "#" + strconv.Itoa(t) + " " + label
		}
		SeatBadge(s, paint.Pt{X: at.X + l.R*k*1.35, Y: at.Y + l.R*k*0.95}, l.LabelSize(0.95*k, 9), int(pos.Owner[t]), label, badgeColor, color.White)
	}
}

// fullStackCells is the size of a territory, in cells, that holds a full
// stack of dice and its count: a cell and the ring round it.
const fullStackCells = 7

// minStackScale is the smallest share of the full size a stack is drawn
// at, that of a territory of one cell: its dice still show as dice.
const minStackScale = 0.45

// stackScale is the share of the full size territory t's dice and their
// count are drawn at, by the room the territory has: on a dense map (64
// territories on 14x14 cells, two or three cells each) stacks of the full
// size covered each other and their neighbours' counts.
func (l *Layout) stackScale(t int) float64 {
	n := len(l.Map.Territories[t].Cells)
	return min(1, max(minStackScale, math.Sqrt(float64(n)/fullStackCells)))
}

// DrawStack paints n dice (1..8) in the player's colour as two columns of
// small cubes standing on point `at`, cell being the hexagon's radius; the
// original game's look, four dice a column.
func DrawStack(s paint.Surface, at paint.Pt, cell float64, n int, c color.NRGBA) {
	a := cell * 1.45 // cube width
	back := min(n, 4)
	front := n - back
	base := paint.Pt{X: at.X - a*0.26, Y: at.Y + a*0.2}
	for i := 0; i < back; i++ {
		cube(s, paint.Pt{X: base.X, Y: base.Y - float64(i)*a*0.52}, a, c)
	}
	base = paint.Pt{X: at.X + a*0.26, Y: at.Y + a*0.47}
	for i := 0; i < front; i++ {
		cube(s, paint.Pt{X: base.X, Y: base.Y - float64(i)*a*0.52}, a, c)
	}
}

// cube draws one die seen from above at an angle: a light top face with a
// pip and two shaded sides; top is the centre of the top face.
func cube(s paint.Surface, top paint.Pt, a float64, c color.NRGBA) {
	w, h, v := a/2, a*0.26, a*0.52
	x, y := top.X, top.Y
	left := []paint.Pt{{X: x - w, Y: y}, {X: x, Y: y + h}, {X: x, Y: y + h + v}, {X: x - w, Y: y + v}}
	right := []paint.Pt{{X: x + w, Y: y}, {X: x, Y: y + h}, {X: x, Y: y + h + v}, {X: x + w, Y: y + v}}
	topFace := []paint.Pt{{X: x, Y: y - h}, {X: x + w, Y: y}, {X: x, Y: y + h}, {X: x - w, Y: y}}
	s.FillPolygon(left, mix(c, BorderColor, 0.18))
	s.FillPolygon(right, mix(c, BorderColor, 0.38))
	s.FillPolygon(topFace, mix(c, color.NRGBA{255, 255, 255, 255}, 0.55))
	outline := []paint.Pt{{X: x, Y: y - h}, {X: x + w, Y: y}, {X: x + w, Y: y + v}, {X: x, Y: y + h + v}, {X: x - w, Y: y + v}, {X: x - w, Y: y}}
	lw := max(0.6, a*0.06)
	s.StrokePolyline(outline, true, lw, BorderColor)
	s.StrokePolyline([]paint.Pt{{X: x - w, Y: y}, {X: x, Y: y + h}, {X: x + w, Y: y}}, false, lw*0.8, BorderColor)
	s.StrokePolyline([]paint.Pt{{X: x, Y: y + h}, {X: x, Y: y + h + v}}, false, lw*0.8, BorderColor)
	s.FillCircle(top, a*0.075, BorderColor)
}

// DrawDie paints one die face showing `face` (1..6) as a rounded square of
// side `size` centred on `at`, in colour body with pips in colour pip: the
// battle display's rolls.
func DrawDie(s paint.Surface, at paint.Pt, size float64, face int, body, pip color.Color) {
	h := size / 2
	rr := size * 0.18
	var pts []paint.Pt
	for k, c := range [4]paint.Pt{{X: h - rr, Y: -h + rr}, {X: h - rr, Y: h - rr}, {X: -h + rr, Y: h - rr}, {X: -h + rr, Y: -h + rr}} {
		for i := 0; i <= 4; i++ { // quarter circle per corner
			a := math.Pi/2*float64(k-1) + math.Pi/8*float64(i)
			pts = append(pts, paint.Pt{X: at.X + c.X + rr*math.Cos(a), Y: at.Y + c.Y + rr*math.Sin(a)})
		}
	}
	s.FillPolygon(pts, body)
	s.StrokePolyline(pts, true, max(0.8, size*0.05), BorderColor)
	q := size * 0.26
	for _, p := range pips[max(1, min(face, 6))] {
		s.FillCircle(paint.Pt{X: at.X + p[0]*q, Y: at.Y + p[1]*q}, size*0.09, pip)
	}
}

// pips are the dots of faces 1..6 in units of a quarter die.
var pips = [7][][2]float64{
	1: {{0, 0}},
	2: {{-1, -1}, {1, 1}},
	3: {{-1, -1}, {0, 0}, {1, 1}},
	4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
	5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}

// mix returns a + (b - a) * f, channel by channel, opaque.
func mix(a, b color.Color, f float64) color.NRGBA {
	ca, cb := color.NRGBAModel.Convert(a).(color.NRGBA), color.NRGBAModel.Convert(b).(color.NRGBA)
	lerp := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*f)) }
	return color.NRGBA{lerp(ca.R, cb.R), lerp(ca.G, cb.G), lerp(ca.B, cb.B), 255}
}
