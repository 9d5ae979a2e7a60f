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
	winColor  = paint.Hex("#1f8a3b")
	loseColor = paint.Hex("#6b7280")
)

func fgColor() color.Color   { return theme.Color(theme.ColorNameForeground) }
func gridColor() color.Color { return theme.Color(theme.ColorNameSeparator) }

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
// the theme's caption size (larger at a larger interface size).
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
	left, right, top, bottom := paint.TextWidth(strconv.Itoa(ymax), ts)+9*f, 8*f, 8*f, 1.6*ts
	pw, ph := w-left-right, h-top-bottom
	fg, grid := fgColor(), gridColor()
	for _, v := range []int{0, ymax / 2, ymax} {
		y := top + ph*(1-float64(v)/float64(ymax))
		r.StrokePolyline([]paint.Pt{{X: left, Y: y}, {X: left + pw, Y: y}}, false, f, grid)
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
	r.Text(strconv.Itoa(n-1), paint.Pt{X: left + pw, Y: h - 0.6*ts}, ts, fg, paint.AnchorRight)
	for pl := 0; pl < players; pl++ {
		pts := make([]paint.Pt, n)
		for i, pt := range series {
			pts[i] = paint.Pt{X: x(i), Y: top + ph*(1-float64(pt[pl])/float64(ymax))}
		}
		if n == 1 {
			r.FillCircle(pts[0], 2.5*f, rd.PlayerColor(pl))
			continue
		}
		r.StrokePolyline(pts, false, 2*f, rd.PlayerColor(pl))
	}
}
