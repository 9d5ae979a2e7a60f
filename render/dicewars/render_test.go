package dicewars

import (
	"bytes"
	"encoding/xml"
	"image/color"
	"image/png"
	"io"
	"math"
	"math/bits"
	"path/filepath"
	"strings"
	"testing"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
	"plateau/render/paint/painttest"
)

// sampleGame plays a few deterministic turns (each player takes its first
// legal attack, then ends its turn) so the picture shows varied stacks.
func sampleGame(t testing.TB) *dw.Game {
	g, err := dw.New(dw.DefaultOptions(6), 2024)
	if err != nil {
		t.Fatal(err)
	}
	for turn := 0; turn < 30 && !g.Over(); turn++ {
		p := g.Position()
		for f := 0; f < p.Map.N(); f++ {
			if a := p.Attackable(f); a != 0 {
				g.Attack(f, bits.TrailingZeros64(a))
				break
			}
		}
		g.EndTurn()
	}
	return g
}

func TestGoldenPicture(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	const w, h = 720, 600
	r := paint.NewRaster(w, h)
	l := NewLayout(g.Map(), w, h)
	from := firstAttacker(&pos)
	v := View{Selected: 1 << uint(from), Hints: pos.Attackable(from)}
	v.Target = 1 << uint(bits.TrailingZeros64(v.Hints))
	v.Hints &^= v.Target
	Draw(r, l, &pos, v)
	painttest.Golden(t, filepath.Join("testdata", "map.png"), r.Img, 6)
}

func firstAttacker(p *dw.Position) int {
	for f := 0; f < p.Map.N(); f++ {
		if p.Attackable(f) != 0 {
			return f
		}
	}
	return 0
}

// colorDist is the largest channel difference, 0..255.
func colorDist(a, b color.Color) int {
	ar, ag, ab, _ := a.RGBA()
	br, bg, bb, _ := b.RGBA()
	d := func(x, y uint32) int { return int(math.Abs(float64(x>>8) - float64(y>>8))) }
	return max(d(ar, br), d(ag, bg), d(ab, bb))
}

// Every pixel near a cell's centre maps back to that cell and its territory;
// far outside the map is nothing.
func TestHitTesting(t *testing.T) {
	g := sampleGame(t)
	m := g.Map()
	for _, size := range [][2]float64{{720, 600}, {1280, 800}, {333, 900}} {
		l := NewLayout(m, size[0], size[1])
		for c := range m.Cells {
			o := l.CellCenter(c)
			for k := 0; k < 12; k++ {
				a := float64(k) * math.Pi / 6
				p := paint.Pt{X: o.X + 0.8*l.R*math.Cos(a)*sqrt3/2, Y: o.Y + 0.8*l.R*math.Sin(a)*sqrt3/2}
				if got := l.CellAt(p); got != c {
					t.Fatalf("%v: pixel %v near cell %d hits cell %d", size, p, c, got)
				}
				if got := l.TerritoryAt(p); got != int(m.Cells[c]) {
					t.Fatalf("%v: pixel near cell %d hits territory %d, want %d", size, c, got, m.Cells[c])
				}
			}
		}
		for _, p := range []paint.Pt{{X: -50, Y: -50}, {X: size[0] + 100, Y: 10}, {X: 10, Y: size[1] + 100}} {
			if c := l.CellAt(p); c != -1 {
				t.Errorf("%v: pixel %v outside hits cell %d", size, p, c)
			}
		}
	}
}

// The side from corner d to d+1 faces the neighbour in direction d: its
// midpoint is halfway between the two cells' centres.
func TestCornersFaceNeighbours(t *testing.T) {
	m, _ := dw.NewMap(4, 4, make([]int8, 16))
	l := NewLayout(m, 400, 400)
	for _, c := range []int{5, 6, 9, 10} { // inner cells of an even and an odd row
		cs := l.CellCorners(c)
		for d := 0; d < 6; d++ {
			n := dw.Neighbour(4, 4, c/4, c%4, d)
			mid := cs[d].Lerp(cs[(d+1)%6], 0.5)
			half := l.CellCenter(c).Lerp(l.CellCenter(n), 0.5)
			if math.Hypot(mid.X-half.X, mid.Y-half.Y) > 1e-9 {
				t.Errorf("cell %d side %d: midpoint %v, halfway to neighbour %v", c, d, mid, half)
			}
		}
	}
}

func TestOutline(t *testing.T) {
	// Territory a is a ring around the sea cell in the middle; b is apart.
	cells := []int8{
		-1, 0, 0, -1, 1,
		0, -1, 0, -1, 1,
		-1, 0, 0, -1, 1,
	}
	m, err := dw.NewMap(5, 3, cells)
	if err != nil {
		t.Fatal(err)
	}
	l := NewLayout(m, 300, 200)
	loops := l.Outline(0)
	if len(loops) != 2 {
		t.Fatalf("ring: %d loops, want outer edge and hole", len(loops))
	}
	sides := 0
	for _, loop := range loops {
		sides += len(loop)
	}
	want := 0 // sides of territory 0's cells that face something else
	for _, c := range m.Territories[0].Cells {
		for d := 0; d < 6; d++ {
			if n := dw.Neighbour(5, 3, c/5, c%5, d); n < 0 || m.Cells[n] != 0 {
				want++
			}
		}
	}
	if sides != want {
		t.Errorf("%d boundary sides in loops, %d on the cells", sides, want)
	}
	if got := len(l.Outline(1)); got != 1 {
		t.Errorf("column territory: %d loops", got)
	}
	// The hole stays sea when the ring is painted as one polygon.
	r := paint.NewRaster(300, 200)
	Draw(r, l, nil, View{})
	o := l.CellCenter(6)
	if got := r.Img.At(int(o.X), int(o.Y)); colorDist(got, SeaColor) > 3 {
		t.Errorf("the hole is painted %v", got)
	}
	o = l.CellCenter(1)
	if got := r.Img.At(int(o.X), int(o.Y)); colorDist(got, NeutralColor) > 3 {
		t.Errorf("the ring is painted %v", got)
	}
}

// Pixels show the owner's colour inside a territory and the dark border on
// a side between two territories.
func TestPixelsShowOwnersAndBorders(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	m := g.Map()
	const w, h = 900, 800
	r := paint.NewRaster(w, h)
	l := NewLayout(m, w, h)
	Draw(r, l, &pos, View{})
	checked, sea := 0, 0
	for c, tt := range m.Cells {
		if tt < 0 && !nearLabel(l, c) { // the sea, holes inside territories included
			o := l.CellCenter(c)
			if got := r.Img.At(int(o.X), int(o.Y)); colorDist(got, SeaColor) > 3 {
				t.Fatalf("sea cell %d is %v", c, got)
			}
			sea++
		}
		if tt < 0 || c == l.LabelCell(int(tt)) || nearLabel(l, c) {
			continue
		}
		o := l.CellCenter(c)
		if got := r.Img.At(int(o.X), int(o.Y)); colorDist(got, PlayerColor(int(pos.Owner[tt]))) > 3 {
			t.Fatalf("cell %d centre is %v, owner colour %v", c, got, PlayerColor(int(pos.Owner[tt])))
		}
		cs := l.CellCorners(c)
		for d := 0; d < 6; d++ {
			n := dw.Neighbour(m.Cols, m.Rows, c/m.Cols, c%m.Cols, d)
			if n < 0 || m.Cells[n] == tt || m.Cells[n] < 0 || nearLabel(l, n) {
				continue
			}
			mid := cs[d].Lerp(cs[(d+1)%6], 0.5)
			if got := r.Img.At(int(math.Round(mid.X-0.5)), int(math.Round(mid.Y-0.5))); colorDist(got, BorderColor) > 40 {
				t.Fatalf("border between %d and %d at %v is %v", tt, m.Cells[n], mid, got)
			}
			checked++
		}
	}
	if checked < 50 || sea < 20 {
		t.Errorf("only %d border points and %d sea cells checked", checked, sea)
	}
}

// nearLabel reports whether cell c is within reach of a dice stack or badge.
func nearLabel(l *Layout, c int) bool {
	o := l.CellCenter(c)
	for t := range l.Map.Territories {
		p := l.LabelPoint(t)
		if math.Hypot(o.X-p.X, o.Y-p.Y) < l.R*3.5 {
			return true
		}
	}
	return false
}

func TestPaletteDistinct(t *testing.T) {
	for i := range Palette {
		for j := i + 1; j < len(Palette); j++ {
			if d := rgbDist(Palette[i], Palette[j]); d < 75 {
				t.Errorf("players %d and %d look alike (%v, %v)", i, j, Palette[i], Palette[j])
			}
		}
		if rgbDist(Palette[i], SeaColor) < 75 || rgbDist(Palette[i], BorderColor) < 75 {
			t.Errorf("player %d's colour is close to the sea or the border", i)
		}
	}
}

// rgbDist is the Euclidean distance between two colours, 0..441.
func rgbDist(a, b color.NRGBA) float64 {
	dr, dg, db := float64(a.R)-float64(b.R), float64(a.G)-float64(b.G), float64(a.B)-float64(b.B)
	return math.Sqrt(dr*dr + dg*dg + db*db)
}

func TestExport(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	var buf bytes.Buffer
	if err := Export(&buf, paint.FormatPNG, paint.A4, g.Map(), &pos, View{Numbers: true}, Page{}, 300); err != nil {
		t.Fatal(err)
	}
	if img, err := png.Decode(&buf); err != nil || img.Bounds().Dx() != 300 {
		t.Fatalf("png: %v", err)
	}
	buf.Reset()
	if err := Export(&buf, paint.FormatSVG, paint.A4, g.Map(), nil, View{Numbers: true}, Page{}, 300); err != nil {
		t.Fatal(err)
	}
	dec := xml.NewDecoder(&buf)
	for {
		if _, err := dec.Token(); err == io.EOF {
			break
		} else if err != nil {
			t.Fatalf("svg: %v", err)
		}
	}
	if err := Export(&buf, paint.FormatPNG, paint.A4, g.Map(), &pos, View{}, Page{}, 0); err == nil {
		t.Error("a 0-pixel picture was accepted")
	}
	if _, err := paint.FormatOf("x.jpg"); err == nil {
		t.Error("FormatOf(x.jpg) accepted")
	}
}

func BenchmarkDraw(b *testing.B) {
	g := sampleGame(b)
	pos := g.Position()
	r := paint.NewRaster(1000, 800)
	l := NewLayout(g.Map(), 1000, 800)
	for b.Loop() {
		Draw(r, l, &pos, View{})
	}
}

// With the numbers off, the territories named in Numbered show theirs and
// no other does; with them on, every territory does.
func TestNumberedTerritories(t *testing.T) {
	g := sampleGame(t)
	pos := g.Position()
	labels := func(v View) int {
		var buf bytes.Buffer
		if err := Export(&buf, paint.FormatSVG, paint.A4, g.Map(), &pos, v, Page{}, 600); err != nil {
			t.Fatal(err)
		}
		return strings.Count(buf.String(), ">#")
	}
	if got := labels(View{}); got != 0 {
		t.Errorf("no number asked: %d written", got)
	}
	if got := labels(View{Numbered: 1<<3 | 1<<7}); got != 2 {
		t.Errorf("two territories numbered: %d numbers written", got)
	}
	if got, want := labels(View{Numbers: true}), g.Map().N(); got != want {
		t.Errorf("numbers on: %d written, want %d", got, want)
	}
}
