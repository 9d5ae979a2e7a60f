package rikudo

import (
	"bytes"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"plateau/games/reason"
)

func TestBenchRoundTrip(t *testing.T) {
	for _, name := range benchNames(t) {
		raw, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Read(bytes.NewReader(raw))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		var out bytes.Buffer
		if err := p.Write(&out); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(out.Bytes(), raw) {
			t.Errorf("%s: written file differs from the original", name)
		}
	}
}

// The seed's worked example: a 36-cell grid with four bridges and 12 givens.
func TestBenchContents(t *testing.T) {
	p := readFile(t, "testdata/bench/lunatikub_beginner1.txt")
	if p.N() != 36 || len(p.Edges()) != 84 || len(p.Bridges()) != 4 || p.NumGivens() != 12 {
		t.Fatalf("n=%d edges=%d bridges=%d givens=%d", p.N(), len(p.Edges()), len(p.Bridges()), p.NumGivens())
	}
	if !p.IsBridge(3, 13) || !p.IsBridge(13, 3) || p.IsBridge(0, 1) || !p.IsEdge(0, 1) {
		t.Error("bridge *4 14 or edge #1 2 misread")
	}
	if p.Given(2) != 10 || p.Given(22) != 1 || p.Given(0) != 0 {
		t.Error("givens misread")
	}
	if h, _ := p.Coord(18); h != (Hex{3, -2}) {
		t.Errorf("cell 19 at %v, want (3,-2)", h)
	}
}

func TestHexagonMatchesBenchNumbering(t *testing.T) {
	for _, tc := range []struct {
		file   string
		radius int
	}{{"testdata/bench/lunatikub_beginner1.txt", 3}, {"testdata/bench/lunatikub_medium1.txt", 4}} {
		want := readFile(t, tc.file)
		got, err := NewHexagon(tc.radius)
		if err != nil {
			t.Fatal(err)
		}
		if got.N() != want.N() {
			t.Fatalf("R=%d: %d cells, want %d", tc.radius, got.N(), want.N())
		}
		for c := range got.N() {
			g, _ := got.Coord(c)
			w, _ := want.Coord(c)
			if g != w {
				t.Fatalf("R=%d: cell %d at %v, want %v", tc.radius, c+1, g, w)
			}
		}
		ge, we := got.Edges(), want.Edges()
		for i := range we {
			we[i].Bridge = false
		}
		if len(ge) != len(we) {
			t.Fatalf("edges %d want %d", len(ge), len(we))
		}
		for i := range ge {
			if ge[i] != we[i] {
				t.Fatalf("edge %d: %v want %v", i, ge[i], we[i])
			}
		}
	}
	for _, r := range []int{2, 5, 8, 10} {
		p, _ := NewHexagon(r)
		if p.N() != 3*r*(r+1) {
			t.Errorf("R=%d: %d cells", r, p.N())
		}
	}
}

// A file without its coords section is laid back on the same positions.
func TestLayoutWithoutCoords(t *testing.T) {
	for _, name := range benchNames(t) {
		raw, _ := os.ReadFile(name)
		cut := raw[:bytes.Index(raw, []byte("coords"))]
		p, err := Read(bytes.NewReader(cut))
		if err != nil {
			t.Fatal(err)
		}
		want := readFile(t, name)
		if !p.HasCoords() {
			t.Fatalf("%s: no hex layout", name)
		}
		for c := range p.N() {
			g, _ := p.Coord(c)
			w, _ := want.Coord(c)
			if g != w {
				t.Fatalf("%s: cell %d at %v, want %v", name, c+1, g, w)
			}
		}
	}
}

func TestLayoutFallback(t *testing.T) {
	// K4 is not a subgraph of the hex grid: four mutually adjacent cells.
	src := "4\n6\n#1 2\n#1 3\n#1 4\n#2 3\n#2 4\n#3 4\n1\n1 1\n"
	p, err := Read(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	if p.HasCoords() {
		t.Fatal("K4 laid on the hex grid")
	}
	pts := p.PlaneLayout()
	if len(pts) != 4 {
		t.Fatalf("layout %v", pts)
	}
	for i := range pts {
		for j := i + 1; j < len(pts); j++ {
			if d := (pts[i].X-pts[j].X)*(pts[i].X-pts[j].X) + (pts[i].Y-pts[j].Y)*(pts[i].Y-pts[j].Y); d < 0.1 {
				t.Errorf("cells %d and %d overlap", i+1, j+1)
			}
		}
	}
	// A path of 5 cells fits on the grid.
	q, err := Read(strings.NewReader("5\n4\n#1 2\n#2 3\n#3 4\n#4 5\n0\n"))
	if err != nil || !q.HasCoords() {
		t.Fatalf("path not laid on the grid: %v", err)
	}
	for c := 0; c+1 < 5; c++ {
		a, _ := q.Coord(c)
		b, _ := q.Coord(c + 1)
		if !Adjacent(a, b) {
			t.Errorf("cells %d and %d not adjacent", c+1, c+2)
		}
	}
}

func TestReadErrors(t *testing.T) {
	const tri = "3\n3\n#1 2\n#1 3\n#2 3\n"
	cases := []struct {
		name, src string
		line      int
		want      string
	}{
		{"empty", "", 1, "expected the number of cells"},
		{"letters n", "abc\n", 1, "expected the number of cells"},
		{"zero cells", "0\n", 1, "out of range"},
		{"huge n", "999999\n", 1, "out of range"},
		{"two numbers", "3 4\n", 1, "alone"},
		{"missing edges", "3\n3\n#1 2\n", 4, "unexpected end of file, expected edge 2 of 3"},
		{"too many edges claimed", "3\n4\n", 2, "out of range"},
		{"i >= j", "3\n1\n#2 1\n0\n", 3, "expected i < j"},
		{"i == j", "3\n1\n#2 2\n0\n", 3, "expected i < j"},
		{"out of range", "3\n1\n#1 4\n0\n", 3, "numbered 1..3"},
		{"zero id", "3\n1\n#0 2\n0\n", 3, "numbered 1..3"},
		{"duplicate edge", "3\n2\n#1 2\n*1 2\n0\n", 4, "already listed on line 3"},
		{"bad mark", "3\n1\n+1 2\n0\n", 3, "expected edge 1 of 1"},
		{"letters in edge", "3\n1\n#1 x\n0\n", 3, "expected edge 1 of 1"},
		{"three ids", "3\n1\n#1 2 3\n0\n", 3, "expected edge 1 of 1"},
		{"missing givens count", tri, 6, "expected the number of givens"},
		{"too many givens", tri + "4\n", 6, "out of range"},
		{"missing given", tri + "2\n1 1\n", 8, "expected given 2 of 2"},
		{"given out of range", tri + "1\n1 4\n", 7, "values are 1..3"},
		{"given cell out of range", tri + "1\n4 1\n", 7, "numbered 1..3"},
		{"duplicate value", tri + "2\n1 1\n2 1\n", 8, "value 1 is already given on line 7"},
		{"duplicate cell", tri + "2\n1 1\n1 2\n", 8, "cell 1 already has a given"},
		{"letters in given", tri + "1\n1 a\n", 7, "expected given 1 of 1"},
		{"trailing junk", tri + "0\nhello\n", 7, "expected `coords` or the end"},
		{"short coords", tri + "0\ncoords\n1 0\n0 1\n", 10, "coordinates `q r` of cell 3"},
		{"duplicate coords", tri + "0\ncoords\n1 0\n0 1\n1 0\n", 10, "same coordinates"},
		{"not neighbours", "2\n1\n#1 2\n0\ncoords\n0 0\n2 0\n", 3, "not neighbours"},
		{"missing edge", "2\n0\n0\ncoords\n0 0\n1 0\n", 6, "no edge `#1 2`"},
		{"after coords", "1\n0\n0\ncoords\n0 0\n5\n", 6, "end of the file after the coordinates"},
		{"long line", "3\n" + strings.Repeat("1", maxLine+10), 2, "line longer than 65536 bytes"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(tc.src))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a ParseError", err)
			}
			if pe.Line != tc.line || !strings.Contains(pe.Msg, tc.want) {
				t.Errorf("got %q, want line %d containing %q", err, tc.line, tc.want)
			}
		})
	}
}

// A line over the limit is a refusal the app shows in the user's
// language, line and all.
func TestReadLongLineIsTranslated(t *testing.T) {
	_, err := Read(strings.NewReader("3\n" + strings.Repeat("1", maxLine+10)))
	fr := map[string]string{"line %d: %v": "ligne %d : %v", "line longer than %d bytes": "ligne de plus de %d octets"}
	got := reason.In(err, func(f string) string { return fr[f] })
	if want := "ligne 2 : ligne de plus de 65536 octets"; got != want {
		t.Errorf("%v in French: %q, want %q", err, got, want)
	}
}

func TestReadTolerance(t *testing.T) {
	// CRLF line ends, blank lines, and a space after the mark are accepted.
	src := "3\r\n\r\n2\r\n* 1 2\r\n#2 3\r\n1\r\n2 3\r\n\r\n"
	p, err := Read(strings.NewReader(src))
	if err != nil {
		t.Fatal(err)
	}
	if !p.IsBridge(0, 1) || p.IsBridge(1, 2) || p.Given(1) != 3 {
		t.Error("misread")
	}
}

func FuzzRead(f *testing.F) {
	for _, name := range []string{"testdata/bench/lunatikub_beginner1.txt", "testdata/bench/lunatikub_easy2.txt"} {
		b, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
		f.Add(b[:bytes.Index(b, []byte("coords"))])
	}
	f.Add([]byte("3\n3\n#1 2\n#1 3\n*2 3\n1\n1 1\n"))
	f.Add([]byte("2\n1\n#1 2\n0\ncoords\n0 0\n1 0\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Read(bytes.NewReader(data))
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("error without a line: %v", err)
			}
			return
		}
		var a, b bytes.Buffer
		if err := p.Write(&a); err != nil {
			t.Fatal(err)
		}
		q, err := Read(bytes.NewReader(a.Bytes()))
		if err != nil {
			t.Fatalf("rereading our own output: %v\n%s", err, a.String())
		}
		if q.N() != p.N() || !slices.Equal(q.Givens(), p.Givens()) || !slices.Equal(q.Edges(), p.Edges()) {
			t.Fatalf("read back another puzzle:\n%s", a.String())
		}
		if err := q.Write(&b); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a.Bytes(), b.Bytes()) {
			t.Fatalf("write is not stable:\n%s\n---\n%s", a.String(), b.String())
		}
	})
}

// A file saved with a byte order mark (Notepad) reads as without one: the
// mark glued itself to the number of cells.
func TestReadSkipsAByteOrderMark(t *testing.T) {
	p, err := Read(strings.NewReader("\ufeff2\n1\n#1 2\n0\n"))
	if err != nil || p.N() != 2 {
		t.Fatalf("read %v, %v; want 2 cells", p, err)
	}
}

// Coordinates beyond MaxRadius (a long graph laid out by an earlier
// Plateau, or absurd ones) are set aside and the graph laid out afresh:
// they were refused, files Plateau had written among them; before that,
// two cells at 2000 0 took 48 s and a gigabyte to show.
func TestFarCoordinatesAreSetAside(t *testing.T) {
	for _, tc := range []struct{ name, file string }{
		{"far", "2\n1\n#1 2\n0\ncoords\n2000 0\n2001 0\n"},
		{"huge", "1\n0\n0\ncoords\n0 99999\n"},
		{"the least integer", "1\n0\n0\ncoords\n-9223372036854775808 0\n"},
	} {
		p, err := Read(strings.NewReader(tc.file))
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if p.Frame() > MaxRadius {
			t.Errorf("%s: laid out in a frame of %d", tc.name, p.Frame())
		}
	}
}

// A file is read up to maxFile bytes and refused beyond, in the user's
// language: the app reads it on the UI goroutine, and a one-cell puzzle
// followed by a gigabyte of blank lines held the window for 20 s.
func TestReadIsBounded(t *testing.T) {
	const puzzle = "1\n0\n0\n"
	for _, tc := range []struct {
		name   string
		blanks int
		want   string // in French; "" for a puzzle read
	}{
		{"at the bound", maxFile - len(puzzle), ""},
		{"one byte over", maxFile - len(puzzle) + 1, "fichier de plus de 4194304 octets"},
		{"far over", 3 * maxFile, "fichier de plus de 4194304 octets"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := Read(strings.NewReader(puzzle + blank(tc.blanks)))
			if tc.want == "" {
				if err != nil || p == nil {
					t.Fatalf("Read: %v", err)
				}
				return
			}
			fr := map[string]string{"line %d: %v": "ligne %d : %v", "file larger than %d bytes": "fichier de plus de %d octets"}
			if got := reason.In(err, func(f string) string { return fr[f] }); !strings.HasSuffix(got, tc.want) {
				t.Errorf("Read: %v, in French %q, want it to end with %q", err, got, tc.want)
			}
		})
	}
}

// blank is n bytes of blank lines, long ones, as a line at a time is slow
// to scan.
func blank(n int) string {
	line := strings.Repeat(" ", 1023) + "\n"
	return strings.Repeat(line, n/len(line)) + strings.Repeat("\n", n%len(line))
}
