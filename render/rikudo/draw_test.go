package rikudo

import (
	"bytes"
	"image/color"
	"image/png"
	"os"
	"testing"

	game "plateau/games/rikudo"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

func benchPuzzle(t *testing.T) *game.Puzzle {
	t.Helper()
	f, err := os.Open("../../games/rikudo/testdata/bench/lunatikub_easy1.txt")
	if err != nil {
		t.Fatalf("the committed bench puzzle is missing: %v", err)
	}
	defer f.Close()
	p, err := game.Read(f)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestGoldenPuzzle(t *testing.T) {
	p := benchPuzzle(t)
	r := paint.NewRaster(480, 440)
	r.Clear(Paper)
	v := NoSelection()
	v.Values = make([]int, p.N())
	v.Values[0] = 7 // one player's number, drawn in blue
	v.Selected = 3
	v.Conflicts = []int{5}
	v.Path = true
	Draw(r, NewLayout(p, 480, 440), p, v)
	painttest.Golden(t, "testdata/puzzle.png", r.Img, 2)
}

// The flat-topped drawing of a designer's view: a blocked corner shown as a
// ghost, the solution with its path, and the cells where another solution
// differs tinted.
func TestGoldenFlatDesign(t *testing.T) {
	p := benchPuzzle(t)
	for c := range p.N() {
		if p.Given(c) == p.N() {
			_ = p.ClearGiven(c)
		}
	}
	if err := p.Block(game.Hex{Q: 4, R: -4}); err != nil {
		t.Fatal(err)
	}
	r := paint.NewRaster(440, 480)
	r.Clear(Paper)
	v := NoSelection()
	v.Blocked = true
	v.Path = true
	v.Values = make([]int, p.N())
	for c := range v.Values { // a path ring by ring: not a solution, just a picture
		v.Values[c] = c + 1
	}
	v.Differ = make([]bool, p.N())
	for c := 20; c < 26; c++ {
		v.Differ[c] = true
	}
	v.HoverEdge = p.Edges()[10]
	Draw(r, NewLayoutFlat(p, 440, 480, true), p, v)
	painttest.Golden(t, "testdata/flat_design.png", r.Img, 2)
}

func TestHitTesting(t *testing.T) {
	for _, flat := range []bool{false, true} {
		hitTesting(t, NewLayoutFlat(mustHexagon(t, 3), 600, 500, flat))
	}
}

func mustHexagon(t *testing.T, r int) *game.Puzzle {
	t.Helper()
	p, err := game.NewHexagon(r)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func hitTesting(t *testing.T, l Layout) {
	p := l.p
	for c := 0; c < p.N(); c++ {
		if got := l.CellAt(l.Center(c)); got != c {
			t.Fatalf("CellAt(centre of %d) = %d", c, got)
		}
		if _, _, ok := l.EdgeAt(l.Center(c)); ok {
			t.Fatalf("the centre of cell %d is on an edge", c)
		}
	}
	if got := l.CellAt(l.HexCenter(game.Hex{})); got != -1 {
		t.Errorf("the blocked centre is cell %d", got)
	}
	for _, e := range p.Edges() {
		mid := l.Center(e.A).Lerp(l.Center(e.B), 0.5)
		near := mid.Lerp(l.Center(e.A), 0.1)
		if a, b, ok := l.EdgeAt(near); !ok || a != e.A || b != e.B {
			t.Fatalf("EdgeAt near the border %d-%d = %d-%d %v", e.A, e.B, a, b, ok)
		}
	}
}

func TestExportFormats(t *testing.T) {
	p, _ := game.NewHexagon(2)
	for _, f := range []paint.Format{paint.FormatPNG, paint.FormatSVG} {
		var b bytes.Buffer
		if err := Export(&b, f, p, nil, 300, 280, "Write 1 to 18"); err != nil || b.Len() == 0 {
			t.Errorf("format %v: %v", f, err)
		}
	}
}

// TestExportWithKey: the answer-key PDF has two pages, and a key that does
// not fit the puzzle is refused before anything is drawn.
func TestExportWithKey(t *testing.T) {
	p := mustHexagon(t, 2)
	for _, tc := range []struct {
		name  string
		key   []int
		pages int // 0: refused
	}{
		{"a number a cell", make([]int, p.N()), 2},
		{"short", make([]int, p.N()-1), 0},
		{"none", nil, 0},
	} {
		var b bytes.Buffer
		err := ExportWithKey(&b, paint.A4, p, tc.key, Page{Title: "Rikudo", Caption: "Write 1 to 18"}, Page{Title: "Solution"})
		if tc.pages == 0 {
			if err == nil || b.Len() != 0 {
				t.Errorf("%s: %d bytes written, error %v", tc.name, b.Len(), err)
			}
			continue
		}
		got := painttest.PDFPages(b.Bytes())
		if err != nil || got != tc.pages {
			t.Errorf("%s: %d pages (%v), want %d", tc.name, got, err, tc.pages)
		}
	}
}

// TestExportPrintsOnWhiteWithItsCaption: the printed page is white and its
// caption is inked in the band under the board.
func TestExportPrintsOnWhiteWithItsCaption(t *testing.T) {
	p := mustHexagon(t, 2)
	inked := func(caption string) (corner color.Color, band int) {
		var b bytes.Buffer
		if err := Export(&b, paint.FormatPNG, p, nil, 400, 400, caption); err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(&b)
		if err != nil {
			t.Fatal(err)
		}
		for y := 400 - 32; y < 400; y++ {
			for x := range 400 {
				if r, _, _, _ := img.At(x, y).RGBA(); r < 0x8000 {
					band++
				}
			}
		}
		return img.At(1, 1), band
	}
	corner, band := inked("Write 1 to 18 in the cells")
	if r, g, bl, _ := corner.RGBA(); r != 0xffff || g != 0xffff || bl != 0xffff {
		t.Errorf("paper %v, want white", corner)
	}
	if band < 50 {
		t.Errorf("%d dark pixels under the board, want a caption", band)
	}
}

// Polygons of neighbouring cells share two corners: the hexagons tile.
func TestPolygonsTile(t *testing.T) {
	for _, flat := range []bool{false, true} {
		p := mustHexagon(t, 2)
		l := NewLayoutFlat(p, 400, 400, flat)
		for _, e := range p.Edges() {
			shared := 0
			for _, a := range l.Polygon(e.A) {
				for _, b := range l.Polygon(e.B) {
					if d := a.Sub(b); d.X*d.X+d.Y*d.Y < 1e-6 {
						shared++
					}
				}
			}
			if shared != 2 {
				t.Fatalf("flat %v: cells %d and %d share %d corners", flat, e.A, e.B, shared)
			}
		}
	}
}

// A graph off the hex grid is drawn as circles and links, and its cells
// and links can still be hit.
func TestPlaneGraph(t *testing.T) {
	p, err := game.NewGraph(4, []game.Edge{{A: 0, B: 1}, {A: 0, B: 2}, {A: 0, B: 3}, {A: 1, B: 2, Bridge: true}, {A: 1, B: 3}, {A: 2, B: 3}}, []int{1, 0, 0, 0})
	if err != nil || p.HasCoords() {
		t.Fatalf("%v %v", err, p.HasCoords())
	}
	r := paint.NewRaster(300, 300)
	r.Clear(Paper)
	l := NewLayout(p, 300, 300)
	Draw(r, l, p, NoSelection())
	for c := range p.N() {
		if l.CellAt(l.Center(c)) != c {
			t.Errorf("cell %d not hit at its centre", c)
		}
	}
	if a, b, ok := l.EdgeAt(l.Center(1).Lerp(l.Center(2), 0.45)); !ok || a != 1 || b != 2 {
		t.Errorf("link 1-2 not hit: %d %d %v", a, b, ok)
	}
}
