package momentum

import (
	"bytes"
	"math"
	"testing"

	game "plateau/games/momentum"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The printed board is a page of the paper asked for, as pdfinfo reads
// it: the default board, wider than tall, on its side.
func TestPrintOnPaper(t *testing.T) {
	g := samplePosition(t)
	for _, tc := range []struct {
		paper paint.Paper
		size  [2]float64
	}{{paint.A4, [2]float64{841.89, 595.28}}, {paint.Letter, [2]float64{792, 612}}} {
		var buf bytes.Buffer
		if err := Print(&buf, tc.paper, g, View{}, Page{Title: "Momentum"}); err != nil {
			t.Fatal(err)
		}
		if got := painttest.PDFPageSizes(buf.Bytes()); len(got) != 1 || got[0] != tc.size {
			t.Errorf("%v: pages %v, want one of %v", tc.paper, got, tc.size)
		}
	}
}

// On Letter, shorter than A4, the tallest page (a board much taller than
// wide, under a title, over both players' lines) keeps inside the
// margins, and so does the usual board.
func TestPrintKeepsInsideLetter(t *testing.T) {
	opts := game.DefaultOptions()
	opts.Width, opts.Height = 4, 40
	tall, err := game.New(opts)
	if err != nil {
		t.Fatal(err)
	}
	pg := Page{Title: "Momentum — turn 4, building phase: P2 to act", Players: [2]string{"P1 · Human · on (1,1) · momentum 2", "P2 · Computer · on (2,38) · momentum 1"}}
	for name, g := range map[string]*game.Game{"4x40": tall, "the usual": samplePosition(t)} {
		w, h := paint.Letter.Page(perPoint)
		box := &painttest.InkBox{W: w, H: h}
		printPage(box, g, View{}, pg, perPoint)
		if box.Outside(0.01) {
			t.Errorf("%s: ink from %.0f,%.0f to %.0f,%.0f on a page of %.0fx%.0f", name, box.Lo.X, box.Lo.Y, box.Hi.X, box.Hi.Y, w, h)
		}
	}
}

// The board's PNG says the resolution at which it prints as wide as the
// paper's printable area, as Rikudo's and Eternity's pictures do: it said
// 96 dpi, so that a picture 1600 pixels wide came in 42 cm wide.
func TestBoardPNGPrintsThePageWidth(t *testing.T) {
	g := samplePosition(t)
	for _, paper := range paint.Papers {
		var buf bytes.Buffer
		if err := Export(&buf, paint.FormatPNG, paper, g, View{}, Page{Title: "Momentum"}, 1600); err != nil {
			t.Fatal(err)
		}
		dpi, ok := painttest.PNGDPI(buf.Bytes())
		if printed := 1600 / dpi * 72; !ok || math.Abs(printed-paper.PrintWidth()) > 1 {
			t.Errorf("%v: the PNG says %.1f dpi (%v): it prints %.0f pt wide, want the page's %.0f", paper, dpi, ok, printed, paper.PrintWidth())
		}
	}
}
