package dicewarsui

import (
	"image/color"
	"math"
	"strconv"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	rd "plateau/render/dicewars"
	"plateau/render/paint"
)

// Colours of the panel pictures that do not follow the theme.
var (
	winColor  = paint.Hex("#1b7d35") // white on it: 5.2
	loseColor = paint.Hex("#6b7280")
)

func fgColor() color.Color { return theme.Color(theme.ColorNameForeground) }

// gridColor is the chart's grid lines: the outline of an entry, which the
// kit's theme gives a contrast of about 3.5 in both appearances. Fyne's
// separator colour, used before, is nearly the background (1.3 and 1.2):
// the lines could hardly be seen.
func gridColor() color.Color { return theme.Color(theme.ColorNameInputBorder) }

// paintBattle draws the last attack: the attacker's dice above the
// defender's, each row with its sum, the winning sum on green.
func (p *panel) paintBattle(r paint.Surface) {
	w, h := r.Size()
	b := p.w.battle
	if b == nil {
		r.Text(lang.L("No attack yet."), paint.Pt{X: w / 2, Y: h / 2}, float64(theme.TextSize()), fgColor(), paint.AnchorCenter)
		return
	}
	sumW := 44 * float64(kit.UIScale())
	size := math.Min(h*0.4, (w-sumW-8)/(dw.MaxDice*1.14))
	rows := []struct {
		pl, n int
		faces []int8
		sum   int
		won   bool
	}{
		{b.Attacker, b.AttackDice, b.AttackRolls[:b.AttackDice], b.AttackSum, b.Won},
		{b.Defender, b.DefendDice, b.DefendRolls[:b.DefendDice], b.DefendSum, !b.Won},
	}
	for i, row := range rows {
		y := h * (0.27 + 0.46*float64(i))
		for k, f := range row.faces {
			at := paint.Pt{X: 4 + size/2 + float64(k)*size*1.14, Y: y}
			rd.DrawDie(r, at, size, int(f), rd.PlayerColor(row.pl), rd.BorderColor)
		}
		bg := loseColor
		if row.won {
			bg = winColor
		}
		rd.Badge(r, paint.Pt{X: w - sumW/2 - 2, Y: y}, size*0.7, strconv.Itoa(row.sum), bg, color.White)
	}
}

// chartSeries returns the territories of each player before the first move
// and after every turn, the position now last.
func (w *Workspace) chartSeries() [][dw.MaxPlayers]int8 {
	s := [][dw.MaxPlayers]int8{w.start0}
	for _, r := range w.records {
		if r.ev.Move.End {
			s = append(s, r.terr)
		}
	}
	if n := len(w.records); n > 0 && !w.records[n-1].ev.Move.End {
		s = append(s, w.records[n-1].terr)
	}
	return s
}

// paintChart draws territories per player over the turns, its labels at
// the theme's caption size (larger at a larger interface size). Before
// any turn it shows each player's count as its mark, over "turn 0".
func (p *panel) paintChart(r paint.Surface) {
	w, h := r.Size()
	series := p.w.chartSeries()
	players := p.w.g.Options().Players
	ymax := 1
	for _, pt := range series {
		for pl := 0; pl < players; pl++ {
			ymax = max(ymax, int(pt[pl]))
		}
	}
	ymax = (ymax + 4) / 5 * 5
	f, ts := float64(kit.UIScale()), float64(theme.CaptionTextSize())
	// room on the right for the last marks, which stand on the edge
	left, right, top, bottom := paint.TextWidth(strconv.Itoa(ymax), ts)+9*f, (markRadius*1.6+1)*f, 8*f, 1.6*ts
	pw, ph := w-left-right, h-top-bottom
	fg, grid, bg := fgColor(), gridColor(), theme.Color(theme.ColorNameBackground)
	for _, v := range []int{0, ymax / 2, ymax} {
		y := top + ph*(1-float64(v)/float64(ymax))
		// a hairline on a row of pixels rather than half on two
		line := math.Floor(y) + 0.5
		r.StrokePolyline([]paint.Pt{{X: left, Y: line}, {X: left + pw, Y: line}}, false, 1, grid)
		r.Text(strconv.Itoa(v), paint.Pt{X: left - 5*f, Y: y}, ts, fg, paint.AnchorRight)
	}
	n := len(series)
	x := func(i int) float64 {
		if n < 2 {
			return left
		}
		return left + pw*float64(i)/float64(n-1)
	}
	r.Text(lang.L("turn")+" 0", paint.Pt{X: left, Y: h - 0.6*ts}, ts, fg, paint.AnchorLeft)
	if n > 1 { // "0" under the last turn as well read as if turns were missing
		r.Text(strconv.Itoa(n-1), paint.Pt{X: left + pw, Y: h - 0.6*ts}, ts, fg, paint.AnchorRight)
	}
	lines := make([][]paint.Pt, players)
	for pl := range lines {
		lines[pl] = make([]paint.Pt, n)
		for i, pt := range series {
			lines[pl][i] = paint.Pt{X: x(i), Y: top + ph*(1-float64(pt[pl])/float64(ymax))}
		}
	}
	if n > 1 {
		// the casings first, so that none cuts through a line drawn before
		for _, edge := range []bool{true, false} {
			for pl, pts := range lines {
				strokeLine(r, pts, lineWidth*f, rd.PlayerColor(pl), bg, edge)
			}
		}
	}
	chartMarks(r, lines, series[n-1], f, bg)
}

// chartMarks draws the players' marks on the chart, the shapes the map
// and the players table show, so that a line can be told by more than
// its colour (the default game's green and orange lines were one olive
// to a deutan): along each line, a player's marks staggered from the
// others', so that a line can be followed through a crossing, and on
// each count now, at the last turn or alone before any. Equal counts
// stand side by side, inwards from the edge, where they hid each other
// (two dots showed for four players).
func chartMarks(r paint.Surface, lines [][]paint.Pt, now [dw.MaxPlayers]int8, f float64, bg color.Color) {
	n := len(lines[0])
	dir := -1.0
	if n == 1 {
		dir = 1
	}
	ends := make([]paint.Pt, len(lines))
	for pl := range ends {
		ends[pl] = lines[pl][n-1]
		for q := 0; q < pl; q++ {
			if now[q] == now[pl] {
				ends[pl].X += dir * markSpacing * f
			}
		}
	}
	for _, edge := range []bool{true, false} {
		for pl, pts := range lines {
			for _, at := range alongLine(pts, markStep*f, (float64(pl)+0.5)/float64(len(lines))) {
				drawMark(r, pl, at, markRadius*f*0.8, bg, edge)
			}
		}
		for pl, at := range ends {
			drawMark(r, pl, at, markRadius*f, bg, edge)
		}
	}
}

// alongLine returns points of the polyline pts (its x growing) every step
// across, the first phase of a step from its start, none within a step
// of its end, where the count now has its own mark.
func alongLine(pts []paint.Pt, step, phase float64) []paint.Pt {
	if len(pts) < 2 {
		return nil
	}
	var out []paint.Pt
	i := 0
	for x := pts[0].X + step*phase; x < pts[len(pts)-1].X-step; x += step {
		for pts[i+1].X < x {
			i++
		}
		a, b := pts[i], pts[i+1]
		out = append(out, a.Lerp(b, (x-a.X)/(b.X-a.X)))
	}
	return out
}

// The players' lines and marks of the chart, casing included, and the
// distance between the centres of equal counts, at the normal interface
// size.
const (
	lineWidth   = 4.0
	markRadius  = 5.0
	markSpacing = 14.0
	markStep    = 72.0 // between the marks along one line
)

// lineContrast is the least contrast with the background of a player's
// line or mark on the chart (WCAG's for graphics); a colour short of it,
// as the pink (1.9) or the yellow (1.3) on the light background, is drawn
// with a casing of its own hue made dark (or light) enough.
const lineContrast = 3.0

// casing returns the colour of the edge of c on bg, and whether c needs
// one: c taken towards black on a light background (white on a dark one)
// until a pixel two thirds covered by it, as the anti-aliasing leaves the
// edge of a thin casing, still has lineContrast.
func casing(c color.NRGBA, bg color.Color) (color.NRGBA, bool) {
	if paint.Contrast(c, bg) >= lineContrast {
		return c, false
	}
	to := color.Color(color.White)
	if paint.Luminance(bg) > 0.5 {
		to = color.Black
	}
	for t := 0.05; t < 1; t += 0.05 {
		if e := mix(c, to, t); paint.Contrast(mix(bg, e, 2.0/3), bg) >= lineContrast {
			return e, true
		}
	}
	return mix(c, to, 1), true
}

// strokeLine draws a player's line, width wide with its casing: the
// casing, if it needs one, when edge is set, and the line itself when it
// is not. A line with no casing is drawn a little wider, to weigh as much
// as a cased one.
func strokeLine(r paint.Surface, pts []paint.Pt, width float64, c color.NRGBA, bg color.Color, edge bool) {
	e, cased := casing(c, bg)
	switch {
	case edge && cased:
		r.StrokePolyline(pts, false, width, e)
	case !edge && cased:
		r.StrokePolyline(pts, false, width/2, c)
	case !edge:
		r.StrokePolyline(pts, false, width*3/4, c)
	}
}

// mix is a taken t of the way to b.
func mix(a, b color.Color, t float64) color.NRGBA {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	m := func(x, y uint32) uint8 { return uint8(math.Round((float64(x)*(1-t) + float64(y)*t) / 0x101)) }
	return color.NRGBA{R: m(ar, br), G: m(ag, bg), B: m(ab, bb), A: 0xff}
}
