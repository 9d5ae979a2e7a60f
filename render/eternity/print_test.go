package eternity

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	game "plateau/games/eternity"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The printed board: its title at the top, within the page's width, and
// the board with its frame centred on the page under it.
func TestPrintPageLayout(t *testing.T) {
	p, solved := brendan4(t)
	for _, tc := range []struct {
		name, title string
		board       *game.Board
	}{
		{"empty", "Eternity 4x4", game.NewBoard(p.W, p.H)},
		{"solved, long title", "Brendan Owen's puzzle 1, 4 x 4, with a name far too long for one line at twenty points", solved},
		{"untitled", "", solved},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := &painttest.Recorder{W: pageW, H: pageH}
			printPage(r, paint.A4, p, tc.board, View{}, tc.title)
			lo, hi, ok := r.StrokeBounds()
			if !ok {
				t.Fatal("no board drawn")
			}
			if mid := lo.Lerp(hi, 0.5); math.Abs(mid.X-pageW/2) > perPoint || math.Abs(mid.Y-pageH/2) > perPoint {
				t.Errorf("board centred on %.0f,%.0f pt, want the page's centre %.0f,%.0f", mid.X/perPoint, mid.Y/perPoint, pageW/2/perPoint, pageH/2/perPoint)
			}
			if tc.title == "" {
				if len(r.Texts) != 0 {
					t.Errorf("untitled page has texts %v", r.Texts)
				}
				return
			}
			if len(r.Texts) == 0 || r.Texts[0].S != tc.title {
				t.Fatalf("texts %v, want the title %q", r.Texts, tc.title)
			}
			title := r.Texts[0]
			if title.At.Y+title.Size/2 > lo.Y || title.At.Y > 20*perPoint {
				t.Errorf("title centred %.0f pt from the top, the board starts at %.0f pt", title.At.Y/perPoint, lo.Y/perPoint)
			}
			if w := paint.TextWidth(title.S, title.Size); w > pageW || title.Size > paint.PrintTitleSize*perPoint || title.Size < 8*perPoint {
				t.Errorf("title at %.1f pt, %.0f pt wide on a page of %.0f", title.Size/perPoint, w/perPoint, pageW/perPoint)
			}
		})
	}
}

// The printed board is light on ink where the screen's is dark: its empty
// cells and frame print white but for thin grey lines, and its placed
// pieces as on screen.
func TestPrintIsLight(t *testing.T) {
	p, solved := brendan4(t)
	b := game.NewBoard(p.W, p.H)
	pl := solved.At(0, 0)
	if _, err := b.Place(0, 0, pl.Piece, pl.Turn); err != nil {
		t.Fatal(err)
	}
	paper := func(print bool) *paint.Raster {
		r := paint.NewRaster(int(math.Ceil(pageW)), int(math.Ceil(pageH)))
		if print {
			printPage(r, paint.A4, p, b, View{}, "Brendan 4x4")
		} else {
			Draw(r, printLayout(p, paint.A4), p, b, View{})
		}
		return r
	}
	l := printLayout(p, paint.A4)
	pad := l.Cell * 0.3 // the frame and a little more
	board := image.Rect(int(l.Board.X-pad), int(l.Board.Y-pad), int(l.Board.X+float64(p.W)*l.Cell+pad), int(l.Board.Y+float64(p.H)*l.Cell+pad))
	// dark is the share of the board's pixels, the placed piece's cell
	// left out, darker than a light grey.
	dark := func(r *paint.Raster) float64 {
		piece := image.Rect(int(l.Board.X), int(l.Board.Y), int(l.Board.X+l.Cell), int(l.Board.Y+l.Cell))
		n, all := 0, 0
		for y := board.Min.Y; y < board.Max.Y; y++ {
			for x := board.Min.X; x < board.Max.X; x++ {
				if (image.Point{X: x, Y: y}).In(piece) {
					continue
				}
				all++
				if g := color.GrayModel.Convert(r.Img.At(x, y)).(color.Gray); g.Y < 0xc0 {
					n++
				}
			}
		}
		return float64(n) / float64(all)
	}
	printed, screen := paper(true), paper(false)
	// (3.1% on cells of the pieces' 2.6 cm: lines a hundredth of a cell
	// wide darken more whole pixels at the test's 216 dpi than on 3.8 cm)
	if d := dark(printed); d > 0.04 {
		t.Errorf("%.1f%% of the printed board's empty cells and frame is dark, want thin lines on white", 100*d)
	}
	if d := dark(screen); d < 0.5 {
		t.Errorf("only %.0f%% of the screen look is dark: the test tells nothing", 100*d)
	}
	if c := printed.Img.At(2, printed.Img.Bounds().Dy()-2); c != (color.RGBA{0xff, 0xff, 0xff, 0xff}) {
		t.Errorf("printed paper %v, want white", c)
	}
	// The placed piece: each triangle's colour as on screen.
	q := l.CellSquare(0, 0)
	for s := game.North; s <= game.West; s++ {
		tri := q.Triangle(s)
		at := tri[0].Lerp(tri[1], 0.5).Lerp(tri[2], 0.3)
		x, y := int(at.X), int(at.Y)
		if a, b := printed.Img.At(x, y), screen.Img.At(x, y); a != b {
			t.Errorf("side %v of the placed piece printed %v, %v on screen", s, a, b)
		}
	}
}

// A board's PDF is the printed page, one A4 page, from PrintBoard with a
// title or without; the document is titled as the page, or untitled as
// the puzzle's kind and size (a viewer showed "Untitled").
func TestPrintBoardPDF(t *testing.T) {
	p, b := brendan4(t)
	for _, tc := range []struct {
		export func(*bytes.Buffer) error
		title  string
	}{
		{func(w *bytes.Buffer) error { return PrintBoard(w, paint.A4, p, b, View{}, "Brendan 4x4") }, "Brendan 4x4"},
		{func(w *bytes.Buffer) error { return PrintBoard(w, paint.A4, p, b, View{}, "") }, "Eternity puzzle, 4x4"},
	} {
		var buf bytes.Buffer
		if err := tc.export(&buf); err != nil {
			t.Fatal(err)
		}
		if got, _ := painttest.PDFInfo(buf.Bytes(), "Title"); got != tc.title {
			t.Errorf("titled %q, want %q", got, tc.title)
		}
		if n := painttest.PDFPages(buf.Bytes()); n != 1 {
			t.Errorf("%d pages, want 1", n)
		}
	}
}

// A board prints on a page turned as it is, landscape when it is wider
// than tall, enough for its cells to be larger so: a 16x4 board was a
// strip of 1.07 cm cells across a portrait page, three quarters of it
// blank (a 10x9 board has larger cells on a portrait page, under its
// title). The board and its title stay on the page, the board centred.
func TestPrintedPageTurnsWithTheBoard(t *testing.T) {
	const portrait, landscape = "/MediaBox [0 0 595.28 841.89]", "/MediaBox [0 0 841.89 595.28]"
	for _, tc := range []struct {
		w, h     int
		media    string
		minCells float64 // the least side of a cell, in centimetres
	}{{16, 4, landscape, 1.5}, {10, 7, landscape, 1.5}, {10, 9, portrait, 1.6}, {4, 12, portrait, 1.5}, {9, 9, portrait, 1.5}} {
		p, b := generated(t, tc.w, tc.h)
		name := fmt.Sprintf("%dx%d", tc.w, tc.h)
		var buf bytes.Buffer
		if err := PrintBoard(&buf, paint.A4, p, b, View{}, name); err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(buf.Bytes(), []byte(tc.media)) {
			t.Errorf("%s: the page is not %s", name, tc.media)
		}
		l := printLayout(p, paint.A4)
		if cm := l.Cell / perPoint / 72 * 2.54; cm < tc.minCells {
			t.Errorf("%s: cells of %.2f cm, want at least %.1f", name, cm, tc.minCells)
		}
		r := &painttest.Recorder{W: l.W, H: l.H}
		printPage(r, paint.A4, p, b, View{}, name)
		lo, hi, _ := r.StrokeBounds()
		if lo.X < 0 || lo.Y < 0 || hi.X > l.W || hi.Y > l.H {
			t.Errorf("%s: the board spans %.0f,%.0f to %.0f,%.0f on a page of %.0fx%.0f", name, lo.X, lo.Y, hi.X, hi.Y, l.W, l.H)
		}
		if mid := lo.Lerp(hi, 0.5); math.Abs(mid.X-l.W/2) > perPoint || math.Abs(mid.Y-l.H/2) > perPoint {
			t.Errorf("%s: board centred on %.0f,%.0f, want the page's centre %.0f,%.0f", name, mid.X, mid.Y, l.W/2, l.H/2)
		}
		if title := r.Texts[0]; paint.TextWidth(title.S, title.Size) > l.W || title.At.X != l.W/2 {
			t.Errorf("%s: the title is centred on %.0f, the page %.0f wide", name, title.At.X, l.W)
		}
	}
}

// A board that fits the page with its cells the size of the printed
// pieces sheet's pieces prints at that size, a mat to lay the cut-out
// pieces on (a 4x4 had cells of 4.1 cm for pieces of 2.6); a larger
// board fills the page as before.
func TestPrintedCellsAreThePiecesSize(t *testing.T) {
	piece := pdfSheetCell(paint.A4)
	for _, tc := range []struct {
		w, h   int
		pieces bool // cells of the pieces' size, else smaller
	}{{3, 3, true}, {4, 4, true}, {6, 6, true}, {6, 8, true}, {8, 4, true}, {9, 5, true}, {7, 7, false}, {16, 16, false}, {12, 5, false}} {
		p, _ := generated(t, tc.w, tc.h)
		l := printLayout(p, paint.A4)
		if at := math.Abs(l.Cell-piece) < 1; at != tc.pieces {
			t.Errorf("%dx%d: cells of %.1f pt, the pieces %.1f pt", tc.w, tc.h, l.Cell/perPoint, piece/perPoint)
		}
		if !tc.pieces && l.Cell > piece {
			t.Errorf("%dx%d: cells of %.1f pt, larger than the pieces' %.1f", tc.w, tc.h, l.Cell/perPoint, piece/perPoint)
		}
	}
}
