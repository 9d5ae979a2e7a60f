package eternity

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"testing"

	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The tests written for A4 draw the printed page at A4's size.
var pageW, pageH = paint.A4.Page(perPoint)

// A board prints on a page of the paper asked for, portrait or landscape
// as the board is, and the pieces sheet on pages of it, as pdfinfo reads
// them.
func TestPrintOnPaper(t *testing.T) {
	for _, tc := range []struct {
		paper paint.Paper
		w, h  float64
	}{{paint.A4, 595.28, 841.89}, {paint.Letter, 612, 792}} {
		for _, board := range []struct {
			w, h      int
			landscape bool
		}{{4, 12, false}, {16, 4, true}, {6, 6, false}} {
			p, b := generated(t, board.w, board.h)
			var buf bytes.Buffer
			if err := PrintBoard(&buf, tc.paper, p, b, View{}, "board"); err != nil {
				t.Fatal(err)
			}
			want := [2]float64{tc.w, tc.h}
			if board.landscape {
				want = [2]float64{tc.h, tc.w}
			}
			if got := painttest.PDFPageSizes(buf.Bytes()); len(got) != 1 || got[0] != want {
				t.Errorf("%v, %dx%d board: pages %v, want one of %v", tc.paper, board.w, board.h, got, want)
			}
		}
		p, _ := generated(t, 8, 8) // 64 pieces: three pages
		var buf bytes.Buffer
		if err := ExportSheet(context.Background(), &buf, paint.FormatPDF, tc.paper, p, nil, 64, 0, nil); err != nil {
			t.Fatal(err)
		}
		if got := painttest.PDFPageSizes(buf.Bytes()); len(got) != 3 || got[0] != [2]float64{tc.w, tc.h} || got[2] != got[0] {
			t.Errorf("%v, pieces sheet: pages %v, want three of %vx%v", tc.paper, got, tc.w, tc.h)
		}
	}
}

// On Letter, wider and shorter than A4, the tallest pages keep inside
// the margins: a full page of the pieces sheet under its heading (as
// wide as the page, its last numbers printed 13 points into the bottom
// margin), a board
// taller than wide and one turned landscape. The sheet's pieces and the
// board's cells still match, and the sheet is centred across.
func TestPrintKeepsInsideLetter(t *testing.T) {
	p, _ := generated(t, 8, 8)
	w, h := paint.Letter.Page(perPoint)
	sheet := &painttest.InkBox{W: w, H: h}
	if err := sheetPage(context.Background(), sheet, paint.Letter, p, nil, 0, "brendan 8x8: pieces sheet, page 1 of 3"); err != nil {
		t.Fatal(err)
	}
	if sheet.Outside(0.01) {
		t.Errorf("pieces sheet: ink from %.0f,%.0f to %.0f,%.0f on a page of %.0fx%.0f", sheet.Lo.X, sheet.Lo.Y, sheet.Hi.X, sheet.Hi.Y, w, h)
	}
	r := &painttest.Recorder{W: w, H: h}
	if err := sheetPage(context.Background(), r, paint.Letter, p, nil, 0, ""); err != nil {
		t.Fatal(err)
	}
	if lo, hi, _ := r.StrokeBounds(); lo.X-(w-hi.X) > perPoint || (w-hi.X)-lo.X > perPoint {
		t.Errorf("pieces sheet: %.0f pt on the left, %.0f on the right", lo.X/perPoint, (w-hi.X)/perPoint)
	}
	for _, size := range [][2]int{{4, 12}, {4, 16}, {16, 4}, {6, 8}} {
		p, b := generated(t, size[0], size[1])
		l := printLayout(p, paint.Letter)
		box := &painttest.InkBox{W: l.W, H: l.H}
		name := fmt.Sprintf("%dx%d", size[0], size[1])
		printPage(box, paint.Letter, p, b, View{Numbers: true}, name)
		if box.Outside(0.01) {
			t.Errorf("%s board: ink from %.0f,%.0f to %.0f,%.0f on a page of %.0fx%.0f", name, box.Lo.X, box.Lo.Y, box.Hi.X, box.Hi.Y, l.W, l.H)
		}
	}
	small, _ := generated(t, 6, 6)
	if l := printLayout(small, paint.Letter); math.Abs(l.Cell-pdfSheetCell(paint.Letter)) >= 1 { // as TestPrintedCellsAreThePiecesSize
		t.Errorf("6x6 board on Letter: cells of %.1f pt, the pieces %.1f", l.Cell/perPoint, pdfSheetCell(paint.Letter)/perPoint)
	}
}
