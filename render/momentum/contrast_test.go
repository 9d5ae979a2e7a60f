package momentum

import (
	"image"
	"image/color"
	"math"
	"testing"

	game "plateau/games/momentum"
	"plateau/render/paint"
)

// play is a new default game after the moves, in the notation of
// game.ParseAction.
func play(t testing.TB, moves ...string) *game.Game {
	t.Helper()
	g, err := game.New(game.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range moves {
		a, err := game.ParseAction(m)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(m, err)
		}
	}
	return g
}

// probe paints on a raster and notes each text with the colour under its
// anchor just before the text is drawn: what the text is read against.
type probe struct {
	*paint.Raster
	texts []probedText
}

type probedText struct {
	s          string
	size       float64
	ink, under color.Color
}

func (p *probe) Text(s string, at paint.Pt, size float64, c color.Color, a paint.Anchor) {
	p.texts = append(p.texts, probedText{s, size, c, p.Img.At(int(at.X), int(at.Y))})
	p.Raster.Text(s, at, size, c, a)
}

// stopsOnCamp reports whether a slide of the player to act stops on a camp.
func stopsOnCamp(g *game.Game) bool {
	for d := game.N; d <= game.NW; d++ {
		if to, cells, _, ok := g.SlideStop(d); ok && cells > 0 {
			if _, camp := g.IsCamp(to.X, to.Y); camp {
				return true
			}
		}
	}
	return false
}

// Every text on the board reads against what lies under it: 4.5:1, or 3:1
// for large text (24 px and more, WCAG's 18 points). P2's slide-stop
// numbers, in its orange, read at 2.0:1 on the beige cells, P1's blue at
// 3.2:1, the "+3" of a blocked slide at 2.95:1 and the white number on
// P2's piece at 2.95:1.
func TestTextsReadOnTheBoard(t *testing.T) {
	positions := []struct {
		name  string
		moves []string
		camp  bool // a slide stops on a camp
	}{
		{"P1 starts", nil, false},
		{"P2 slides", []string{"E"}, false},
		{"P1 blocked east", []string{"E", "W", "+3,1", "+6,2", "E"}, false},
		{"P2 blocked diagonally", []string{"N", "W", "+2,0", "+6,3"}, false},
		{"P2 slides home", []string{"S", "S", "+2,1", "+5,3"}, true},
		{"P2 slides into P1's camp", []string{"E", "N", "+1,2", "+5,0", "N", "NW", "+5,0", "+2,1", "E", "W",
			"+2,1", "+7,1", "SW", "E", "+3,2", "+5,0", "E", "S", "+5,0", "+2,3"}, true},
	}
	for _, pos := range positions {
		g := play(t, pos.moves...)
		if stopsOnCamp(g) != pos.camp {
			t.Fatalf("%s: a slide stops on a camp: %v, want %v", pos.name, !pos.camp, pos.camp)
		}
		for _, size := range []image.Point{{820, 520}, {640, 360}} { // the workspace's board, a small one
			p := &probe{Raster: paint.NewRaster(size.X, size.Y)}
			p.Clear(LightSurround.Background)
			Draw(p, NewLayout(8, 4, float64(size.X), float64(size.Y)), g, View{ShowActions: true, Surround: LightSurround})
			for _, tx := range p.texts {
				need := 4.5
				if tx.size >= 24 {
					need = 3
				}
				if c := paint.Contrast(tx.ink, tx.under); c < need {
					t.Errorf("%s, %v: %q (%.0f px) in %v on %v reads at %.2f:1, want %.1f", pos.name, size, tx.s, tx.size, tx.ink, tx.under, c, need)
				}
			}
		}
	}
}

// markOn draws g with view v and with none, and measures what v adds along
// the top edge of cell c (a band a sixth of the cell deep): into how many
// strokes it breaks the edge, and its strongest contrast with the cell.
func markOn(g *game.Game, l Layout, v View, c game.Cell) (strokes int, contrast float64) {
	with, without := drawn(g, l, v), drawn(g, l, View{})
	q := l.Center(c)
	x0, y0 := int(math.Ceil(q.X-l.Cell/2)), int(math.Ceil(q.Y-l.Cell/2))
	inside := false
	for x := x0; x < int(q.X+l.Cell/2); x++ {
		marked := false
		for y := y0; y < y0+int(l.Cell/6); y++ {
			k := paint.Contrast(with.At(x, y), without.At(x, y))
			contrast = math.Max(contrast, k)
			marked = marked || k > 1.1
		}
		if marked && !inside {
			strokes++
		}
		inside = marked
	}
	return strokes, contrast
}

func drawn(g *game.Game, l Layout, v View) image.Image {
	r := paint.NewRaster(640, 360)
	r.Clear(DarkSurround.Background)
	Draw(r, l, g, v)
	return r.Img
}

// The hint, the last move and the keys' cursor stand out from every kind
// of cell by 3:1 (WCAG's contrast for what is not text), and each breaks a
// cell's edge into a different number of strokes: they differ in shape,
// not in colour alone. The green hint (1.6:1) and the yellow last move
// (1.2:1) were one olive to a protanope, and P2's orange cursor 2.0:1.
func TestMarksStandOut(t *testing.T) {
	p1, p2 := play(t), play(t, "E")
	marks := []struct {
		name string
		g    *game.Game
		view func(c game.Cell) View
	}{
		{"the hint", p1, func(c game.Cell) View { return View{Hint: []game.Cell{c}} }},
		{"the last move", p1, func(c game.Cell) View { return View{Last: []game.Cell{c}} }},
		{"P1's cursor", p1, func(c game.Cell) View { return View{Cursor: &c} }},
		{"P2's cursor", p2, func(c game.Cell) View { return View{Cursor: &c} }},
	}
	cells := []struct {
		name string
		c    game.Cell
	}{{"a dark cell", game.Cell{X: 3}}, {"a light cell", game.Cell{X: 4}}, {"P1's camp", game.Cell{}}, {"P2's camp", game.Cell{X: 7, Y: 3}}}
	l := NewLayout(8, 4, 640, 360)
	shapes := map[int]string{}
	for _, m := range marks {
		for i, c := range cells {
			strokes, contrast := markOn(m.g, l, m.view(c.c), c.c)
			if contrast < 3 {
				t.Errorf("%s on %s stands out at %.2f:1, want 3", m.name, c.name, contrast)
			}
			if i > 0 || m.name == "P2's cursor" {
				continue
			}
			if other, ok := shapes[strokes]; ok {
				t.Errorf("%s and %s both draw the cell's edge in %d strokes", other, m.name, strokes)
			}
			shapes[strokes] = m.name
		}
	}
}
