package rikudo

import (
	"bytes"
	"math"
	"strings"
	"testing"

	game "plateau/games/rikudo"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The printed page: the title at the top within the page's width, the
// puzzle centred on the page under it, the caption at 10.5 pt just under
// the puzzle, in lines within the page's width.
func TestPrintPage(t *testing.T) {
	const caption = "Write 1 to 60 in the cells, each number next to the one before; a dot joins two numbers that follow each other."
	long := "Rikudo, " + strings.Repeat("a very long title, ", 8)
	for _, tc := range []struct {
		name           string
		radius         int
		pg             Page
		captionLines   int // 0: no caption
		titleFullSized bool
	}{
		{"small, no caption", 2, Page{Title: "Rikudo, 18 cells"}, 0, true},
		{"the usual", 4, Page{Title: "Rikudo, 60 cells, hard", Caption: caption}, 2, true},
		{"large, long title", 10, Page{Title: long, Caption: caption}, 2, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := mustHexagon(t, tc.radius)
			r := &painttest.Recorder{W: pageW, H: pageH}
			printPage(r, p, nil, tc.pg)
			lo, hi, ok := r.StrokeBounds()
			if !ok {
				t.Fatal("no puzzle drawn")
			}
			mid := lo.Lerp(hi, 0.5)
			if math.Abs(mid.X-pageW/2) > perPoint || math.Abs(mid.Y-pageH/2) > perPoint {
				t.Errorf("puzzle centred on %.0f,%.0f pt, want the page's centre %.0f,%.0f", mid.X/perPoint, mid.Y/perPoint, pageW/2/perPoint, pageH/2/perPoint)
			}
			var title []painttest.Text
			var lines []string
			for _, tx := range r.Texts {
				switch {
				case tx.S == tc.pg.Title:
					title = append(title, tx)
				case tx.At.Y > hi.Y: // under the puzzle: the caption
					if tx.Size != captionSize*perPoint {
						t.Errorf("caption line at %.1f pt, want %v", tx.Size/perPoint, captionSize)
					}
					if d := (tx.At.Y - hi.Y) / perPoint; len(lines) == 0 && (d < 10 || d > 40) {
						t.Errorf("caption %.0f pt under the puzzle, want just under it", d)
					}
					if w := paint.TextWidth(tx.S, tx.Size); w > pageW {
						t.Errorf("caption line %q %.0f pt wide, the page is %.0f", tx.S, w/perPoint, pageW/perPoint)
					}
					lines = append(lines, tx.S)
				}
			}
			if len(title) == 0 {
				t.Fatalf("title %q not drawn", tc.pg.Title)
			}
			top := title[0]
			if bottom := top.At.Y + top.Size/2; bottom > lo.Y || top.At.Y > 20*perPoint {
				t.Errorf("title centred %.0f pt from the top, the puzzle starts at %.0f pt", top.At.Y/perPoint, lo.Y/perPoint)
			}
			if full := top.Size == paint.PrintTitleSize*perPoint; full != tc.titleFullSized || paint.TextWidth(top.S, top.Size) > pageW+1e-6 {
				t.Errorf("title at %.1f pt, %.0f pt wide on a page of %.0f", top.Size/perPoint, paint.TextWidth(top.S, top.Size)/perPoint, pageW/perPoint)
			}
			if len(lines) != tc.captionLines || strings.Join(lines, " ") != tc.pg.Caption {
				t.Errorf("caption in %d lines %q, want %d lines of %q", len(lines), lines, tc.captionLines, tc.pg.Caption)
			}
		})
	}
}

// Wrapped lines are even: the last is not one word left under a full line.
func TestWrapEven(t *testing.T) {
	size := 10.0
	text := "one two three four five six seven eight nine ten eleven"
	width := paint.TextWidth("one two three four five six seven eight nine ten", size) + 1
	lines := wrap(text, size, width)
	if len(lines) != 2 {
		t.Fatalf("%q: want two lines", lines)
	}
	if a, b := paint.TextWidth(lines[0], size), paint.TextWidth(lines[1], size); b < a/2 {
		t.Errorf("%q: lines %.0f and %.0f wide, want them about even", lines, a, b)
	}
	if got := wrap("", size, width); len(got) != 0 {
		t.Errorf("empty text wrapped to %q", got)
	}
	if got := wrap("unbreakable", size, 1); len(got) != 1 || got[0] != "unbreakable" {
		t.Errorf("a word wider than the line: %q", got)
	}
}

// A puzzle that fills its frame unevenly (blocked positions on one side)
// is still centred on the page by what is drawn.
func TestPrintPageCentresWhatIsDrawn(t *testing.T) {
	p := mustHexagon(t, 3)
	for _, h := range []game.Hex{{Q: 3, R: -3}, {Q: 3, R: -2}, {Q: 3, R: -1}, {Q: 3, R: 0}} {
		if err := p.Block(h); err != nil {
			t.Fatal(err)
		}
	}
	r := &painttest.Recorder{W: pageW, H: pageH}
	printPage(r, p, nil, Page{Title: "Rikudo"})
	lo, hi, _ := r.StrokeBounds()
	if mid := lo.Lerp(hi, 0.5); math.Abs(mid.X-pageW/2) > perPoint {
		t.Errorf("puzzle centred at %.0f pt across, want %.0f", mid.X/perPoint, pageW/2/perPoint)
	}
}

// The printed PDF has its pages: one for ExportPDF, two with the key.
func TestExportPDFPages(t *testing.T) {
	p := mustHexagon(t, 3)
	var one, two bytes.Buffer
	if err := ExportPDF(&one, paint.A4, p, nil, Page{Title: "Rikudo", Caption: "Write 1 to 36"}); err != nil {
		t.Fatal(err)
	}
	if err := ExportWithKey(&two, paint.A4, p, make([]int, p.N()), Page{Title: "Rikudo"}, Page{Title: "Rikudo: solution"}); err != nil {
		t.Fatal(err)
	}
	if n, m := painttest.PDFPages(one.Bytes()), painttest.PDFPages(two.Bytes()); n != 1 || m != 2 {
		t.Errorf("%d and %d pages, want 1 and 2", n, m)
	}
}

// The printed PDF is titled as its (first) page, which a viewer shows
// (it showed "Untitled"); untitled, as the puzzle's kind and size.
func TestExportPDFTitle(t *testing.T) {
	p := mustHexagon(t, 3)
	for _, tc := range []struct {
		export func(*bytes.Buffer) error
		want   string
	}{
		{func(w *bytes.Buffer) error { return ExportPDF(w, paint.A4, p, nil, Page{Title: "Sunday (hard)"}) }, "Sunday (hard)"},
		{func(w *bytes.Buffer) error { return ExportPDF(w, paint.A4, p, nil, Page{Caption: "Write 1 to 36"}) }, "Rikudo, 36 cells"},
		{func(w *bytes.Buffer) error {
			return ExportWithKey(w, paint.A4, p, make([]int, p.N()), Page{Title: "Łódź"}, Page{Title: "Łódź: solution"})
		}, "Łódź"},
	} {
		var b bytes.Buffer
		if err := tc.export(&b); err != nil {
			t.Fatal(err)
		}
		if got, _ := painttest.PDFInfo(b.Bytes(), "Title"); got != tc.want {
			t.Errorf("titled %q, want %q", got, tc.want)
		}
	}
}
