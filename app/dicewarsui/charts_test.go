package dicewarsui

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"plateau/app/kit"
	rd "plateau/render/dicewars"
	"plateau/render/paint"
)

// themedWorkspace is a workspace in a 1280x800 window in an appearance
// ("light" or "dark"), its History tab showing.
func themedWorkspace(t *testing.T, appearance string) (*Workspace, *idleSignal) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetString(kit.PrefTheme, appearance)
	a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
	win := test.NewTempWindow(t, nil)
	ws := New(&kit.Kit{App: a, Window: win, Files: stubFiles{}})
	idle := listenIdle(t, ws)
	win.SetContent(ws.Content())
	win.Resize(fyne.NewSize(1280, 800))
	ws.tabs.SelectIndex(1)
	win.Canvas().Capture()
	return ws, idle
}

// The grid lines of Territories per turn can be seen in both appearances:
// they took Fyne's separator colour, nearly the background's (a contrast
// of 1.3 on light, 1.2 on dark).
func TestChartGridLinesShow(t *testing.T) {
	for _, appearance := range kit.Themes {
		ws, _ := themedWorkspace(t, appearance)
		img := render(ws.panel.chart)
		bg := theme.Color(theme.ColorNameBackground)
		w := img.Bounds().Dx()
		// the top line, 8 down, over counts of 7 and 8 of at most 10: no
		// player's line or dot near it
		for _, x := range []int{w / 2, w * 3 / 4} {
			best := 1.0
			for y := 5; y <= 11; y++ {
				best = max(best, paint.Contrast(img.At(x, y), bg))
			}
			if best < 3 {
				t.Errorf("%s: the top grid line has a contrast of %.2f with the background at x %d, want 3 or more", appearance, best, x)
			}
		}
	}
}

// Every player's line and mark on the chart has a contrast of 3 or more
// with the background somewhere across it, in both appearances: the pink
// line had 1.9 on light, the yellow 1.3.
func TestChartLinesStandOut(t *testing.T) {
	for _, appearance := range kit.Themes {
		bg := kit.ThemeFor(appearance).Color(theme.ColorNameBackground, theme.VariantDark)
		for pl, c := range rd.Palette {
			line := paint.NewRaster(40, 24)
			line.Clear(bg)
			dot := paint.NewRaster(24, 24)
			dot.Clear(bg)
			for _, edge := range []bool{true, false} {
				// off the pixel grid, as a line between two counts is
				strokeLine(line, []paint.Pt{{X: 0, Y: 11.3}, {X: 40, Y: 11.3}}, lineWidth, c, bg, edge)
				drawMark(dot, pl, paint.Pt{X: 12.3, Y: 11.7}, markRadius, bg, edge)
			}
			for name, img := range map[string]*paint.Raster{"line": line, "mark": dot} {
				best := 1.0
				for y := 0; y < 24; y++ {
					best = max(best, paint.Contrast(img.Img.At(12, y), bg))
				}
				if best < 3 {
					t.Errorf("%s: player %d's %s has a contrast of %.2f at most, want 3 or more", appearance, pl, name, best)
				}
			}
		}
	}
}

// Before any turn the chart shows each player's count as its mark, side
// by side where counts are equal (two dots showed for four players), over
// "turn 0" alone (it read "turn 0 … 0"); after turns, each player's
// count now as its mark at the end of its line, likewise. The mark is
// the seat's shape, as on the map: the lines were told apart by colour
// alone, and the default game's green and orange were one olive to a
// deutan.
func TestChartBeforeAnyTurnAndAfter(t *testing.T) {
	ws, _ := themedWorkspace(t, "light")
	check := func(when string, turns int) {
		t.Helper()
		rec := &recorder{w: 340, h: 140}
		ws.panel.paintChart(rec)
		var under []string // the texts of the lowest line, under the plot
		low := 0.0
		for _, s := range rec.texts {
			low = max(low, s.at.Y)
		}
		for _, s := range rec.texts {
			if s.at.Y == low {
				under = append(under, s.s)
			}
		}
		want := []string{"turn 0"}
		if turns > 0 {
			want = append(want, "1")
		}
		if len(under) != len(want) || under[0] != want[0] || (turns > 0 && under[1] != want[1]) {
			t.Errorf("%s: the x axis reads %q, want %q", when, under, want)
		}
		players := ws.g.Options().Players
		boxes := make([]box, players)
		for pl := range players {
			var marks [][]paint.Pt // filled in the player's colour: its marks, not their casings
			for _, f := range rec.fills {
				if f.c == rd.PlayerColor(pl) {
					marks = append(marks, f.pts)
				}
			}
			if len(marks) == 0 {
				t.Fatalf("%s: player %d has no mark", when, pl)
			}
			for _, m := range marks {
				if !isMark(m, pl) {
					t.Errorf("%s: a mark of player %d is not its seat's shape: %v", when, pl, m)
				}
			}
			boxes[pl] = boxOf(marks[len(marks)-1]) // the count now, drawn last
		}
		for i := range boxes {
			for j := range i {
				if boxes[i].overlaps(boxes[j]) {
					t.Errorf("%s: the marks of players %d and %d overlap (%v, %v): the one drawn first is hidden", when, j, i, boxes[j], boxes[i])
				}
			}
		}
	}
	check("before any turn", 0)
	ws.SetSpeed(SpeedStep) // the computers wait for Space
	ws.EndTurn()           // the person's turn, the first
	check("after a turn", 1)
}

// recorder is a surface that notes the texts and the filled shapes drawn
// on it.
type recorder struct {
	w, h  float64
	texts []recText
	fills []recFill
}

type recText struct {
	s  string
	at paint.Pt
}

type recFill struct {
	pts []paint.Pt
	c   color.Color
}

func (r *recorder) Size() (float64, float64) { return r.w, r.h }
func (r *recorder) FillPolygon(pts []paint.Pt, c color.Color) {
	r.fills = append(r.fills, recFill{append([]paint.Pt(nil), pts...), c})
}
func (r *recorder) StrokePolyline([]paint.Pt, bool, float64, color.Color) {}
func (r *recorder) StrokeCircle(paint.Pt, float64, float64, color.Color)  {}
func (r *recorder) FillCircle(paint.Pt, float64, color.Color)             {}
func (r *recorder) Text(s string, at paint.Pt, _ float64, _ color.Color, _ paint.Anchor) {
	r.texts = append(r.texts, recText{s, at})
}

// isMark reports whether pts is seat pl's mark, drawn somewhere at some
// size.
func isMark(pts []paint.Pt, pl int) bool {
	want := rd.MarkShape(pl, paint.Pt{}, 1)
	if len(want) != len(pts) {
		return false
	}
	side := func(p []paint.Pt) float64 { return math.Hypot(p[1].X-p[0].X, p[1].Y-p[0].Y) }
	k := side(pts) / side(want)
	off := pts[0].Sub(want[0].Scale(k))
	for i, p := range want {
		q := p.Scale(k).Add(off)
		if math.Hypot(q.X-pts[i].X, q.Y-pts[i].Y) > 1e-6 {
			return false
		}
	}
	return true
}

// box is the bounding box of a shape.
type box struct{ x0, y0, x1, y1 float64 }

func boxOf(pts []paint.Pt) box {
	b := box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	for _, p := range pts {
		b = box{min(b.x0, p.X), min(b.y0, p.Y), max(b.x1, p.X), max(b.y1, p.Y)}
	}
	return b
}

func (b box) overlaps(c box) bool {
	return b.x0 < c.x1 && c.x0 < b.x1 && b.y0 < c.y1 && c.y0 < b.y1
}
