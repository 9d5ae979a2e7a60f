package momentum

import (
	"image"
	"image/color"
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
