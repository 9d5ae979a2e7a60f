package momentum

import (
	"image/color"
	"math"
	"strings"
	"testing"

	game "plateau/games/momentum"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// samplePosition is a few turns into an 8x4 game, with walls of several
// heights and both players away from their start.
func samplePosition(t testing.TB) *game.Game {
	g, err := game.New(game.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	// Play a fixed, varied sequence: the k-th legal action, k cycling.
	buf := make([]game.Action, 0, g.MaxActions())
	for i := 0; i < 6 && !g.Over(); i++ {
		acts := g.LegalActions(buf)
		if err := g.Apply(acts[(i*5+3)%len(acts)]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestGoldenBoard(t *testing.T) {
	g := samplePosition(t)
	r := paint.NewRaster(640, 360)
	r.Clear(DarkSurround.Background)
	Draw(r, NewLayout(8, 4, 640, 360), g, View{ShowActions: true})
	painttest.Golden(t, "testdata/board.png", r.Img, 2)
}

func TestHitTesting(t *testing.T) {
	l := NewLayout(8, 4, 800, 400)
	tests := []struct {
		name string
		at   paint.Pt
		cell game.Cell
		ok   bool
	}{
		{"centre of (0,0)", l.Center(game.Cell{}), game.Cell{}, true},
		{"centre of (7,3)", l.Center(game.Cell{X: 7, Y: 3}), game.Cell{X: 7, Y: 3}, true},
		{"left of the board", paint.Pt{X: l.Origin.X - 1, Y: l.Origin.Y + 1}, game.Cell{}, false},
		{"below the board", paint.Pt{X: l.Origin.X + 1, Y: l.Origin.Y + 4*l.Cell + 1}, game.Cell{}, false},
	}
	for _, tc := range tests {
		c, ok := l.CellAt(tc.at)
		if ok != tc.ok || ok && c != tc.cell {
			t.Errorf("%s: CellAt = %v,%v want %v,%v", tc.name, c, ok, tc.cell, tc.ok)
		}
	}
	from := game.Cell{X: 3, Y: 2}
	for d := game.N; d <= game.NW; d++ {
		tip, _ := l.ArrowTip(from, d)
		if got, ok := l.ArrowAt(tip.Lerp(l.Center(from), 0.1), from); !ok || got != d {
			t.Errorf("ArrowAt near the %v arrow = %v,%v", d, got, ok)
		}
	}
	if _, ok := l.ArrowAt(l.Center(from), from); ok {
		t.Error("the middle of the cell is no arrow")
	}
}

// A hinted cell is outlined in the hint's green, inside the cell's edge
// (a dash bends round each corner); without the hint there is no green.
func TestHintOutlinesItsCells(t *testing.T) {
	g := samplePosition(t)
	l := NewLayout(8, 4, 640, 360)
	c := game.Cell{X: 4, Y: 0}
	corner := l.Center(c).X - l.Cell/2 + 5
	if !edgeHolds(g, l, View{Hint: []game.Cell{c}}, c, corner, HintColor) {
		t.Errorf("no %v in the hinted cell's corner", HintColor)
	}
	if edgeHolds(g, l, View{}, c, corner, HintColor) {
		t.Error("the cell is green without a hint")
	}
}

// edgeHolds reports whether column x of the top edge of cell c (a sixth of
// the cell deep) holds a pixel of colour want, g drawn with l and v.
func edgeHolds(g *game.Game, l Layout, v View, c game.Cell, x float64, want color.NRGBA) bool {
	img := drawn(g, l, v)
	top := l.Center(c).Y - l.Cell/2
	for y := int(math.Ceil(top)); y < int(top+l.Cell/6); y++ {
		if color.NRGBAModel.Convert(img.At(int(x), y)) == want {
			return true
		}
	}
	return false
}

// The keys' cursor outlines its cell in the colour of the player to act.
func TestCursorOutlinesItsCell(t *testing.T) {
	g := samplePosition(t)
	l := NewLayout(8, 4, 640, 360)
	c := game.Cell{X: 4, Y: 0}
	x, want := l.Center(c).X, PlayerColor(g.ToMove())
	if !edgeHolds(g, l, View{Cursor: &c}, c, x, want) {
		t.Errorf("the cursor's outline has no %v", want)
	}
	if edgeHolds(g, l, View{}, c, x, want) {
		t.Error("the cell has the outline without a cursor")
	}
}

// The "+3" of a slide blocked at once is drawn over the actions around it:
// the destroy outline of the wall beside the arrow covered it.
func TestBlockedGainOverTheActions(t *testing.T) {
	g := play(t, "E", "W", "+3,1", "+6,2", "E") // P1 at (2,1), a wall east of it
	svg := paint.NewSVG(800, 420)
	Draw(svg, NewLayout(8, 4, 800, 420), g, View{ShowActions: true})
	var b strings.Builder
	if _, err := svg.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	gain, outline := strings.Index(out, ">+3<"), strings.LastIndex(out, `stroke="#e0443a"`)
	if gain < 0 || outline < 0 || gain < outline {
		t.Errorf("the +3 (at %d) is drawn before the last destroy outline (at %d)", gain, outline)
	}
}

// A slide blocked at once is labelled with the momentum it really gives:
// +3 straight, −1 diagonally (every blocked arrow said +3).
func TestBlockedArrowsSayTheirMomentum(t *testing.T) {
	g := play(t, "N", "W", "+2,0", "+6,3") // P2 to move at (5,2), a wall south-east of it
	var straight, diagonal int
	for d := game.Dir(0); d <= game.NW; d++ {
		if _, cells, _, ok := g.SlideStop(d); ok && cells == 0 {
			if d.Diagonal() {
				diagonal++
			} else {
				straight++
			}
		}
	}
	if diagonal == 0 {
		t.Fatalf("the position has no diagonal slide blocked at once (%d straight)", straight)
	}
	svg := paint.NewSVG(800, 420)
	Draw(svg, NewLayout(8, 4, 800, 420), g, View{ShowActions: true})
	var b strings.Builder
	if _, err := svg.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if got := strings.Count(out, ">+3<"); got != straight {
		t.Errorf("%d arrows say +3, want %d", got, straight)
	}
	if got := strings.Count(out, ">−1<"); got != diagonal {
		t.Errorf("%d arrows say −1, want %d", got, diagonal)
	}
}

// The coordinates grow with the interface's text (a HiDPI screen, a larger
// interface size), not with the cells alone: capped at 14 pixels, they
// were 7 points high on a screen of twice the density. The margin that
// holds them grows too.
func TestLabelsFollowTheText(t *testing.T) {
	for _, tc := range []struct {
		w, h, text float64
		want       float64
	}{
		{1000, 700, 1, 14},
		{2000, 1400, 2, 28},
		{1300, 910, 1.3, 18.2},
		{300, 200, 1, 9},
		{600, 400, 2, 18},
	} {
		l := NewTextLayout(8, 4, tc.w, tc.h, tc.text)
		if got := labelSize(l); math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%vx%v at text %v: labels of %.1f px, want %.1f", tc.w, tc.h, tc.text, got, tc.want)
		}
		if l.Origin.X < labelSize(l)*1.5 || l.Origin.Y < labelSize(l)*1.5 {
			t.Errorf("%vx%v at text %v: the board starts at %v, no room for labels of %.1f px", tc.w, tc.h, tc.text, l.Origin, labelSize(l))
		}
	}
}
