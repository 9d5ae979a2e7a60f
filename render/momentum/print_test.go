package momentum

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	game "plateau/games/momentum"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The printed board is the position on white, its pieces on their cells
// with their momenta, the title over it and a line for each player, in
// every format.
func TestPrintedPage(t *testing.T) {
	g := samplePosition(t)
	pg := Page{Title: "Turn 4, building phase: P2 to act", Players: [2]string{"P1 · Human · momentum 2", "P2 · Computer · momentum 1"}}
	const width = 900
	for _, f := range []paint.Format{paint.FormatPNG, paint.FormatSVG, paint.FormatPDF} {
		var buf bytes.Buffer
		if err := Export(&buf, f, paint.A4, g, View{}, pg, width); err != nil {
			t.Fatalf("%v: %v", f.Ext(), err)
		}
		switch f {
		case paint.FormatPNG:
			painttest.PagePNG(t, buf.Bytes(), width, width/2)
		case paint.FormatSVG:
			text := buf.String()
			sw, sh := painttest.ParseSVG(t, buf.Bytes())
			for _, want := range []string{pg.Title, pg.Players[0], pg.Players[1]} {
				if !strings.Contains(text, ">"+want+"<") {
					t.Errorf("svg: no %q", want)
				}
			}
			l, _ := printLayout(g, pg, sw, sh, sw/paint.A4.PrintWidth())
			for p := game.P1; p <= game.P2; p++ {
				at, c := l.Center(g.Pos(p)), PlayerColor(p)
				piece := fmt.Sprintf(`<circle cx="%s" cy="%s" r="%s" fill="#%02x%02x%02x"/>`, num(at.X), num(at.Y), num(l.Cell*0.25), c.R, c.G, c.B)
				if !strings.Contains(text, piece) {
					t.Errorf("svg: no piece of %v on %v (%s)", p, g.Pos(p), piece)
				}
				momentum := fmt.Sprintf(`<text x="%s" y="%s"`, num(at.X), num(at.Y))
				if i := strings.Index(text, momentum); i < 0 || !strings.Contains(text[i:], fmt.Sprintf(">%d</text>", g.Momentum(p))) {
					t.Errorf("svg: no momentum %d on %v", g.Momentum(p), g.Pos(p))
				}
			}
		case paint.FormatPDF:
			data := buf.Bytes()
			if n := painttest.PDFPages(data); n != 1 {
				t.Errorf("pdf of %d pages", n)
			}
			content := painttest.PDFContent(data)
			for _, want := range []string{pg.Title, pg.Players[1]} {
				if !strings.Contains(content, "("+want+")Tj") {
					t.Errorf("pdf: no %q", want)
				}
			}
			if got, _ := painttest.PDFInfo(data, "Title"); got != pg.Title {
				t.Errorf("pdf titled %q", got)
			}
		}
	}
}

// num is a number as the SVG writes it.
func num(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s
}

// A board wider than tall prints on a landscape page, with larger cells,
// where it filled the top of a portrait one; a square or tall board stays
// portrait; on either paper.
func TestPrintedPageTurnsForWideBoards(t *testing.T) {
	pg := Page{Title: "Momentum", Players: [2]string{"P1", "P2"}}
	for _, tc := range []struct {
		w, h      int
		landscape bool
	}{
		{8, 4, true},
		{12, 5, true},
		{6, 6, false},
		{5, 9, false},
	} {
		for _, paper := range []paint.Paper{paint.A4, paint.Letter} {
			o := game.DefaultOptions()
			o.Width, o.Height = tc.w, tc.h
			g, err := game.New(o)
			if err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := Print(&buf, paper, g, View{}, pg); err != nil {
				t.Fatal(err)
			}
			sizes := painttest.PDFPageSizes(buf.Bytes())
			if len(sizes) != 1 || (sizes[0][0] > sizes[0][1]) != tc.landscape {
				t.Errorf("%dx%d on %v: pages %v, want landscape %v", tc.w, tc.h, paper, sizes, tc.landscape)
			}
		}
	}
}
