package rikudo

import (
	"bytes"
	"strings"
	"testing"

	game "plateau/games/rikudo"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The tests written for A4 draw the printed page at A4's size.
var pageW, pageH = paint.A4.Page(perPoint)

// The printed puzzle and its key are pages of the paper asked for, as
// pdfinfo reads them.
func TestExportOnPaper(t *testing.T) {
	p := mustHexagon(t, 4)
	for _, tc := range []struct {
		paper paint.Paper
		size  [2]float64
	}{{paint.A4, [2]float64{595.28, 841.89}}, {paint.Letter, [2]float64{612, 792}}} {
		var one, two bytes.Buffer
		if err := ExportPDF(&one, tc.paper, p, nil, Page{Title: "Rikudo"}); err != nil {
			t.Fatal(err)
		}
		if err := ExportWithKey(&two, tc.paper, p, make([]int, p.N()), Page{Title: "Rikudo"}, Page{Title: "Rikudo: solution"}); err != nil {
			t.Fatal(err)
		}
		for _, b := range []*bytes.Buffer{&one, &two} {
			for i, got := range painttest.PDFPageSizes(b.Bytes()) {
				if got != tc.size {
					t.Errorf("%v: page %d is %v points, want %v", tc.paper, i+1, got, tc.size)
				}
			}
		}
	}
}

// On Letter, shorter than A4, the tallest pages (the largest hexagon
// under a title and a caption of several lines, shapes fitted to the
// page) keep inside the margins: nothing drawn beyond the page's picture.
func TestPrintPageKeepsInsideLetter(t *testing.T) {
	long := strings.Repeat("Write 1 to 330 in the cells, each number next to the one before. ", 4)
	pages := []struct {
		name string
		p    *game.Puzzle
		pg   Page
	}{{"radius 10, a long caption", mustHexagon(t, 10), Page{Title: "Rikudo, 330 cells, expert, seed 5", Caption: long}}}
	for _, s := range fitShapes(t) {
		pages = append(pages, struct {
			name string
			p    *game.Puzzle
			pg   Page
		}{s.name, s.p, Page{Title: "Rikudo", Caption: "Write 1 to 60"}})
	}
	for _, tc := range pages {
		w, h := paint.Letter.Page(perPoint)
		box := &painttest.InkBox{W: w, H: h}
		printPage(box, tc.p, nil, tc.pg)
		if box.Outside(0.01) {
			t.Errorf("%s: ink from %v to %v on a page of %.0fx%.0f", tc.name, box.Lo, box.Hi, w, h)
		}
	}
}
