package dicewars

import (
	"bytes"
	"math"
	"testing"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The printed map is a page of the paper asked for, as pdfinfo reads it.
func TestPrintOnPaper(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	for _, tc := range []struct {
		paper paint.Paper
		size  [2]float64
	}{{paint.A4, [2]float64{595.28, 841.89}}, {paint.Letter, [2]float64{612, 792}}} {
		var buf bytes.Buffer
		if err := Print(&buf, tc.paper, g.Map(), &pos, View{}, Page{Title: "Dice Wars"}); err != nil {
			t.Fatal(err)
		}
		if got := painttest.PDFPageSizes(buf.Bytes()); len(got) != 1 || got[0] != tc.size {
			t.Errorf("%v: pages %v, want one of %v", tc.paper, got, tc.size)
		}
	}
}

// On Letter, shorter than A4, the tallest page (a map much taller than
// wide under a title, over the legend of eight players) keeps inside the
// margins, and so does the usual map.
func TestPrintKeepsInsideLetter(t *testing.T) {
	opts := dw.DefaultOptions(8)
	opts.Cols, opts.Rows = 12, 60
	tall, err := dw.New(opts, 7)
	if err != nil {
		t.Fatal(err)
	}
	players := []string{"Blue · 4 territories · 16 dice", "Yellow", "Green", "Red", "Cyan", "Violet", "Orange", "Pink · out"}
	for name, g := range map[string]*dw.Game{"12x60, eight players": tall, "the usual": sampleGame(t)} {
		pos := g.Position()
		w, h := paint.Letter.Page(perPoint)
		box := &painttest.InkBox{W: w, H: h}
		printPage(box, g.Map(), &pos, View{}, Page{Title: "Dice Wars — round 12, turn 3: Blue to play", Players: players[:pos.Players]}, perPoint)
		if box.Outside(0.01) {
			t.Errorf("%s: ink from %.0f,%.0f to %.0f,%.0f on a page of %.0fx%.0f", name, box.Lo.X, box.Lo.Y, box.Hi.X, box.Hi.Y, w, h)
		}
	}
}

// The map's PNG says the resolution at which it prints as wide as the
// paper's printable area, as Rikudo's and Eternity's pictures do: it said
// 96 dpi, so that a picture 1600 pixels wide came in 42 cm wide.
func TestMapPNGPrintsThePageWidth(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	for _, paper := range paint.Papers {
		var buf bytes.Buffer
		if err := Export(&buf, paint.FormatPNG, paper, g.Map(), &pos, View{}, Page{Title: "Dice Wars"}, 1600); err != nil {
			t.Fatal(err)
		}
		dpi, ok := painttest.PNGDPI(buf.Bytes())
		if printed := 1600 / dpi * 72; !ok || math.Abs(printed-paper.PrintWidth()) > 1 {
			t.Errorf("%v: the PNG says %.1f dpi (%v): it prints %.0f pt wide, want the page's %.0f", paper, dpi, ok, printed, paper.PrintWidth())
		}
	}
}
