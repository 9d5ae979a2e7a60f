package dicewars

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// The printed map is the position on white: every territory in its
// owner's colour with its dice count, the title over it, a legend line
// for each player, in every format.
func TestPrintedPage(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	pg := Page{Title: "Round 7, turn 2", Players: []string{"Blue 5", "Yellow 4", "", "Cyan 6", "Violet 2", "Pink 1"}}
	for _, f := range []paint.Format{paint.FormatPNG, paint.FormatSVG, paint.FormatPDF} {
		var buf bytes.Buffer
		if err := Export(&buf, f, paint.A4, g.Map(), &pos, View{}, pg, 800); err != nil {
			t.Fatalf("%v: %v", f.Ext(), err)
		}
		switch f {
		case paint.FormatPNG:
			painttest.PagePNG(t, buf.Bytes(), 800, 600)
		case paint.FormatSVG:
			text := buf.String()
			painttest.ParseSVG(t, buf.Bytes())
			for _, want := range []string{">Round 7, turn 2<", ">Blue 5<", ">Cyan 6<"} {
				if !strings.Contains(text, want) {
					t.Errorf("svg: no %q", want)
				}
			}
			// each territory's dice count, once a territory
			for tr := 0; tr < g.Map().N(); tr++ {
				if c := PlayerColor(int(pos.Owner[tr])); !strings.Contains(text, fmt.Sprintf(`fill="#%02x%02x%02x"`, c.R, c.G, c.B)) {
					t.Errorf("territory %d: no fill of its owner's colour", tr)
				}
			}
			// each territory's dice count: as many of each as territories hold it
			var held [9]int
			for tr := 0; tr < g.Map().N(); tr++ {
				held[pos.Dice[tr]]++
			}
			for d, n := range held {
				if got := strings.Count(text, fmt.Sprintf(">%d</text>", d)); got != n {
					t.Errorf("svg: %d counts of %d dice, for %d territories", got, d, n)
				}
			}
		case paint.FormatPDF:
			data := buf.Bytes()
			if n := painttest.PDFPages(data); n != 1 {
				t.Errorf("pdf of %d pages", n)
			}
			content := painttest.PDFContent(data)
			for _, want := range []string{"(Round 7, turn 2)Tj", "(Pink 1)Tj"} {
				if !strings.Contains(content, want) {
					t.Errorf("pdf: no %q", want)
				}
			}
			if got, _ := painttest.PDFInfo(data, "Title"); got != pg.Title {
				t.Errorf("pdf titled %q", got)
			}
		}
	}
}
