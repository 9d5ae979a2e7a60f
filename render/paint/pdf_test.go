package paint_test

import (
	"bytes"
	"image/color"
	"regexp"
	"strings"
	"testing"

	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// A PDF is one page of its paper, portrait for a tall picture and
// landscape for a wide one, with the picture's fills, strokes and text in
// it.
func TestExportPDF(t *testing.T) {
	draw := func(s paint.Surface) {
		paint.FillRect(s, 0, 0, 40, 40, color.RGBA{0xff, 0, 0, 0xff})
		s.StrokePolyline([]paint.Pt{{X: 0, Y: 0}, {X: 50, Y: 60}}, false, 2, color.Black)
		s.FillCircle(paint.Pt{X: 20, Y: 20}, 5, color.White)
		s.Text("Rikudo 42", paint.Pt{X: 50, Y: 50}, 12, color.Black, paint.AnchorCenter)
	}
	for _, tc := range []struct {
		paper paint.Paper
		w, h  float64
		page  [2]float64
	}{
		{paint.A4, 300, 400, [2]float64{595.28, 841.89}},
		{paint.A4, 800, 300, [2]float64{841.89, 595.28}},
		{paint.Letter, 300, 400, [2]float64{612, 792}},
		{paint.Letter, 800, 300, [2]float64{792, 612}},
	} {
		var b bytes.Buffer
		if err := paint.ExportPDFPages(&b, tc.paper, "", tc.w, tc.h, 2, func(s paint.Surface, _ int) { draw(s) }); err != nil {
			t.Fatal(err)
		}
		if !bytes.HasPrefix(b.Bytes(), []byte("%PDF-")) {
			t.Errorf("%v %vx%v: not a PDF", tc.paper, tc.w, tc.h)
		}
		if got := painttest.PDFPageSizes(b.Bytes()); len(got) != 2 || got[0] != tc.page || got[1] != tc.page {
			t.Errorf("%v %vx%v: pages of %v, want two of %v", tc.paper, tc.w, tc.h, got, tc.page)
		}
		content := painttest.PDFContent(b.Bytes())
		for _, want := range []string{"1.000 0.000 0.000 rg", " c\n", "(Rikudo 42)Tj"} {
			if !strings.Contains(content, want) {
				t.Errorf("%vx%v: the page lacks %q", tc.w, tc.h, want)
			}
		}
	}
}

// Text prints in the embedded Go font's Unicode: what the font has as
// itself, a letter whose accent it lacks as its base letter, the rest as
// "?". The font was a Windows-1252 one: a Polish, Greek or Russian name,
// and signs like ≥, printed as "?".
func TestPDFText(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"Écrivez à côté\u202f; œuvre 2 €", "Écrivez à côté ; œuvre 2 €"},
		{"Zażółć gęślą jaźń, Dvořák, Őrség", "Zażółć gęślą jaźń, Dvořák, Őrség"},
		{"Ελληνικά, Кириллица", "Ελληνικά, Кириллица"},
		{"≥ − … ≤ ≠ “a” – b", "≥ − … ≤ ≠ “a” – b"},
		{"Tiếng Việt", "Tieng Viet"},
		{"中文 😀", "?? ?"},
		{`a(b))c\d(`, `a(b))c\d(`},
		{"two\nlines", "two lines"},
	} {
		var b bytes.Buffer
		err := paint.ExportPDFPages(&b, paint.A4, "", 300, 200, 1, func(s paint.Surface, _ int) {
			s.Text(tc.text, paint.Pt{X: 150, Y: 100}, 12, color.Black, paint.AnchorCenter)
		})
		if err != nil {
			t.Fatal(err)
		}
		content := painttest.PDFContent(b.Bytes())
		if !strings.Contains(content, "("+tc.want+")Tj") {
			i := strings.Index(content, "Tj")
			t.Errorf("%q: the page holds %q, want (%s)Tj", tc.text, content[max(0, i-80):max(0, i+2)], tc.want)
		}
	}
}

// A translucent colour prints as on screen: its own channels, its alpha
// once (a half-white veil printed half grey when the channels were taken
// multiplied by the alpha and the alpha applied again).
func TestPDFTranslucentColour(t *testing.T) {
	var b bytes.Buffer
	err := paint.ExportPDFPages(&b, paint.A4, "", 100, 100, 1, func(s paint.Surface, _ int) {
		paint.FillRect(s, 0, 0, 100, 100, color.NRGBA{255, 255, 255, 128})
	})
	if err != nil {
		t.Fatal(err)
	}
	if content := painttest.PDFContent(b.Bytes()); !strings.Contains(content, "\n1.000 g\n") { // white, as a grey
		t.Errorf("the veil is not white: %.300q", content)
	}
}

// Every PDF has a document information dictionary: the title a viewer
// shows (it showed the file name, or "Untitled"), whatever the title
// holds, the creator and the creation date.
func TestPDFInfo(t *testing.T) {
	long := strings.Repeat("Ł", 300)
	for _, tc := range []struct{ title, want string }{
		{"Rikudo, 60 cells, hard, seed 5", "Rikudo, 60 cells, hard, seed 5"},
		{"sunday — Rikudo: solution", "sunday — Rikudo: solution"},
		{`a) \ (b\`, `a) \ (b\`},
		{"))((", "))(("},
		{"Zażółć gęślą jaźń", "Zażółć gęślą jaźń"},
		{"Ελληνικά Кириллица 中文 😀", "Ελληνικά Кириллица 中文 😀"},
		{"  two\nlines\r\tand\x00a null ", "two lines and a null"},
		{"", "Plateau"},
		{" \n ", "Plateau"},
		{long, long[:199*2] + "…"},
		{"\xff\xfe bad UTF-8", "\ufffd\ufffd bad UTF-8"},
	} {
		var b bytes.Buffer
		err := paint.ExportPDFPages(&b, paint.A4, tc.title, 100, 100, 2, func(s paint.Surface, _ int) {
			s.Text("x", paint.Pt{X: 50, Y: 50}, 10, color.Black, paint.AnchorCenter)
		})
		if err != nil {
			t.Fatal(err)
		}
		data := b.Bytes()
		if got, ok := painttest.PDFInfo(data, "Title"); !ok || got != tc.want {
			t.Errorf("title %q: the PDF is titled %q (%v), want %q", tc.title, got, ok, tc.want)
		}
		// The title's string ends where it should: the creator follows.
		if got, ok := painttest.PDFInfo(data, "Creator"); !ok || got != "Plateau" {
			t.Errorf("title %q: creator %q (%v), want Plateau", tc.title, got, ok)
		}
		if !regexp.MustCompile(`/CreationDate \(D:\d{14}\)`).Match(data) {
			t.Errorf("title %q: no creation date", tc.title)
		}
		if !bytes.Contains(data, []byte("/Info ")) {
			t.Errorf("title %q: the trailer does not point to the information", tc.title)
		}
	}
}
