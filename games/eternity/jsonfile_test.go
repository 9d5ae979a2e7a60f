package eternity

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func sampleDesign(t *testing.T) *Design {
	t.Helper()
	p, sol, err := Generate(GenOptions{W: 4, H: 3, BorderColors: 3, InnerColors: 3, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	d := NewDesign("a \"quoted\" name", p)
	d.Board.Cells[0] = sol.Cells[0]
	d.Board.Cells[5] = sol.Cells[5]
	d.Board.Cells[5].Fixed = true
	d.Palette[2].Motif = MotifX
	return d
}

func TestJSONRoundTrip(t *testing.T) {
	d := sampleDesign(t)
	var a bytes.Buffer
	if err := WriteJSON(&a, d); err != nil {
		t.Fatal(err)
	}
	got, err := ReadJSON(bytes.NewReader(a.Bytes()))
	if err != nil {
		t.Fatalf("%v\n%s", err, a.String())
	}
	if got.Name != d.Name || got.Puzzle.W != 4 || got.Puzzle.H != 3 || len(got.Puzzle.Comments) != 1 {
		t.Errorf("read back %q %dx%d %q", got.Name, got.Puzzle.W, got.Puzzle.H, got.Puzzle.Comments)
	}
	for i := range d.Puzzle.Pieces {
		if got.Puzzle.Pieces[i] != d.Puzzle.Pieces[i] {
			t.Fatalf("piece %d: %v, want %v", i+1, got.Puzzle.Pieces[i], d.Puzzle.Pieces[i])
		}
	}
	for i := range d.Board.Cells {
		if got.Board.Cells[i] != d.Board.Cells[i] {
			t.Fatalf("cell %d: %+v, want %+v", i, got.Board.Cells[i], d.Board.Cells[i])
		}
	}
	if len(got.Palette) != len(d.Palette) || got.Palette[2] != d.Palette[2] {
		t.Errorf("palette %v, want %v", got.Palette, d.Palette)
	}
	var b bytes.Buffer
	if err := WriteJSON(&b, got); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Errorf("written twice differently:\n%s\n%s", a.String(), b.String())
	}
}

func TestReadJSONErrors(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteJSON(&buf, sampleDesign(t)); err != nil {
		t.Fatal(err)
	}
	good := buf.String()
	// line numbers in good: 1 {, 2 format, 3 version, 4 name, 5 comments,
	// 6 width, 7 height, 8 "pieces": [, 9..20 pieces, 21 ], 22 "palette": [,
	// 23..29 swatches, 30 ], 31 "board": [, 32..34 rows, 35 ], 36 fixed
	lines := strings.Split(good, "\n")
	if !strings.Contains(lines[9], "[") || !strings.Contains(lines[31], "[") || !strings.Contains(lines[35], "fixed") {
		t.Fatalf("unexpected layout:\n%s", good)
	}
	edit := func(line int, from, to string) string {
		l := append([]string(nil), lines...)
		l[line-1] = strings.Replace(l[line-1], from, to, 1)
		return strings.Join(l, "\n")
	}
	tests := []struct {
		name string
		in   string
		line int
		msg  string
	}{
		{"not JSON", "hello", 1, "unexpected 'h' where a value was expected"},
		{"not an object", "[1, 2]", 1, "expected an Eternity design (a JSON object), got an array"},
		{"truncated", good[:len(good)/2], 0, "the file ends in the middle of its JSON"},
		{"wrong format", edit(2, "plateau-eternity", "weave"), 2, `format: expected "plateau-eternity"`},
		{"future version", edit(3, "1", "7"), 3, "version: expected 1..1, got 7"},
		{"size as text", edit(6, "4", `"4"`), 6, "width: expected a whole number, got a string"},
		{"too wide", edit(6, "4", "40"), 6, "out of range"},
		{"five colours", edit(11, "[", "[1, "), 11, "pieces[2] (piece 3): expected 4 colours"},
		{"colour 70", edit(12, lines[11], "    [70, 1, 2, 3],"), 12, "pieces[3] (piece 4): colour 70 out of range"},
		{"bad fill", edit(24, `"#`, `"#zz`), 24, "palette[1].fill: expected a colour #rrggbb"},
		{"bad motif", edit(25, `"motif": "`, `"motif": "blob`), 25, `unknown motif "blob`},
		{"key in capitals", strings.Replace(edit(12, lines[11], "    [70, 1, 2, 3],"), `"pieces"`, `"Pieces"`, 1), 12, "colour 70 out of range"},
		{"bad cell", edit(33, `""`, `"99/1"`), 33, "board[1][0]: piece 99 out of range 1..12"},
		{"bad turn", edit(33, `""`, `"2/7"`), 33, "turn 7 out of range"},
		{"turn 4", edit(33, `""`, `"2/4"`), 33, "turn 4 out of range 0..3"}, // not turn 0: Board.Place keeps t&3
		{"negative turn", edit(33, `""`, `"2/-1"`), 33, "turn -1 out of range 0..3"},
		{"short row", edit(34, `"", `, ``), 34, "board[2]: expected 4 cells, got 3"},
		{"fixed empty cell", edit(36, "[1, 1]", "[3, 2]"), 36, "fixed[0]: cell (3, 2) is empty"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadJSON(strings.NewReader(tc.in))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a ParseError", err)
			}
			if (tc.line != 0 && pe.Line != tc.line) || !strings.Contains(pe.Msg, tc.msg) {
				t.Errorf("got %q, want line %d: ...%s...", err, tc.line, tc.msg)
			}
		})
	}
}

func TestReadJSONMinimal(t *testing.T) {
	in := `{"format": "plateau-eternity", "version": 1, "width": 3, "height": 3,
	"pieces": [[0,1,5,0],[0,2,6,1],[0,0,1,2],[5,3,2,0],[6,4,7,3],[1,0,2,4],[2,1,0,0],[7,2,0,1],[2,0,0,2]]}`
	d, err := ReadJSON(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if d.Palette != nil || d.Board.Placed() != 0 || d.Puzzle.N() != 9 {
		t.Errorf("minimal design read as %+v", d)
	}
}

// A design keeps the motifs its file gives, written before colour 19 of
// the default palette drew dots instead of an X; a design without a
// palette, as a new one, draws the default's dots.
func TestDesignKeepsItsMotifs(t *testing.T) {
	old := DefaultPalette(20)
	old[19].Motif = MotifX
	swatches := make([]string, len(old))
	for i, s := range old {
		swatches[i] = fmt.Sprintf(`{"fill": %q, "ink": %q, "motif": %q}`, FormatHex(s.Fill), FormatHex(s.Ink), s.Motif)
	}
	pieces := `"pieces": [[0,1,5,0],[0,2,6,1],[0,0,1,2],[5,3,2,0],[6,4,19,3],[1,0,2,4],[2,1,0,0],[19,2,0,1],[2,0,0,2]]`
	head := `{"format": "plateau-eternity", "version": 1, "width": 3, "height": 3, ` + pieces
	d, err := ReadJSON(strings.NewReader(head + `, "palette": [` + strings.Join(swatches, ", ") + "]}"))
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteJSON(&buf, d); err != nil {
		t.Fatal(err)
	}
	again, err := ReadJSON(&buf)
	if err != nil {
		t.Fatal(err)
	}
	if m, n := d.Palette.Swatch(19).Motif, again.Palette.Swatch(19).Motif; m != MotifX || n != MotifX {
		t.Errorf("colour 19 of a file that says x reads as %v, written and read again as %v", m, n)
	}
	bare, err := ReadJSON(strings.NewReader(head + "}"))
	if err != nil {
		t.Fatal(err)
	}
	if m, n := bare.Palette.Swatch(19).Motif, NewDesign("new", bare.Puzzle).Palette.Swatch(19).Motif; m != MotifDots || n != MotifDots {
		t.Errorf("colour 19 of a file without a palette draws %v, of a new design %v; want dots", m, n)
	}
}

func FuzzReadJSON(f *testing.F) {
	f.Add(`{"format": "plateau-eternity", "version": 1, "width": 3, "height": 3, "pieces": []}`)
	f.Add(`{"format": "plateau-eternity", "version": 1, "width": 3, "height": 3,
	"pieces": [[0,1,5,0],[0,2,6,1],[0,0,1,2],[5,3,2,0],[6,4,7,3],[1,0,2,4],[2,1,0,0],[7,2,0,1],[2,0,0,2]],
	"board": [["1/0","",""],["","5/3",""],["","",""]], "fixed": [[1,1]],
	"palette": [{"fill": "#000000", "ink": "#ffffff", "motif": "star"}]}`)
	f.Fuzz(func(t *testing.T, in string) {
		d, err := ReadJSON(strings.NewReader(in))
		if err != nil {
			return
		}
		if err := d.Board.Validate(d.Puzzle); err != nil {
			t.Fatalf("read an invalid board: %v", err)
		}
		var out bytes.Buffer
		if err := WriteJSON(&out, d); err != nil {
			t.Fatal(err)
		}
		back, err := ReadJSON(&out)
		if err != nil {
			t.Fatalf("cannot read back what was written: %v", err)
		}
		// a design without a palette is written with the default one
		if back.Name != d.Name || !reflect.DeepEqual(back.Puzzle, d.Puzzle) || !reflect.DeepEqual(back.Board, d.Board) ||
			d.Palette != nil && !reflect.DeepEqual(back.Palette, d.Palette) {
			t.Fatalf("read back another design:\n%+v\n%+v", d, back)
		}
	})
}

// FuzzParsePlacement: a cell of the JSON file (and of the CLI) is read
// or refused; what is read is in range and writes back to itself.
func FuzzParsePlacement(f *testing.F) {
	for _, s := range []string{"", "1/0", "9/3", "0/0", "10/1", "3/4", "+2/1", "2/-0", "1/2/3", "99999999999999999999/1"} {
		f.Add(s, 9)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		pl, err := ParsePlacement(s, n)
		if err != nil {
			return
		}
		if pl.Empty() != (s == "") || !pl.Empty() && (pl.Piece < 1 || pl.Piece > n || pl.Turn > 3) || pl.Fixed {
			t.Fatalf("%q of %d read as %+v", s, n, pl)
		}
		back, err := ParsePlacement(pl.String(), n)
		if err != nil || back != pl {
			t.Fatalf("%q -> %+v -> %q -> %+v, %v", s, pl, pl.String(), back, err)
		}
	})
}

// FuzzParseHex: a palette colour is read or refused; what is read is
// opaque and formats back to the same colour.
func FuzzParseHex(f *testing.F) {
	for _, s := range []string{"#000000", "#ffffff", "#5C5F66", "#fff", "000000", "#-12345", "#+12345", "#0x1234", "#12345g"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseHex(s)
		if err != nil {
			return
		}
		if c.A != 0xff || !strings.EqualFold(FormatHex(c), s) {
			t.Fatalf("%q read as %v, which formats as %q", s, c, FormatHex(c))
		}
		if back, err := ParseHex(FormatHex(c)); err != nil || back != c {
			t.Fatalf("%q -> %v -> %v, %v", s, c, back, err)
		}
	})
}

func TestDesignFiles(t *testing.T) {
	d := sampleDesign(t)
	for _, name := range []string{"a.txt", "b.JSON", "c.url"} {
		ft, err := FileTypeOf(name)
		if err != nil {
			t.Fatal(err)
		}
		if ft == LinkFile {
			d.Board = NewBoard(d.Puzzle.W, d.Puzzle.H) // a link carries the pieces only on a full or empty board
		}
		var buf bytes.Buffer
		if err := WriteDesign(&buf, ft, d); err != nil {
			t.Fatal(err)
		}
		got, err := ReadDesign(&buf, ft)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, pc := range got.Puzzle.Pieces {
			if pc != d.Puzzle.Pieces[i] {
				t.Fatalf("%s: piece %d is %v, want %v", name, i+1, pc, d.Puzzle.Pieces[i])
			}
		}
	}
	// A design's board partly laid makes no link (its tray would be
	// lost), and a link of such a board, as the community shares boards of
	// a known puzzle, reads as no design of its own.
	partial := sampleDesign(t)
	var buf bytes.Buffer
	if err := WriteDesign(&buf, LinkFile, partial); err == nil || !strings.Contains(err.Error(), "a link holds a full board") {
		t.Errorf("a design with a partial board written as a link: %v", err)
	}
	l, err := NewLink(partial.Name, partial.Puzzle, partial.Board)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteLink(&buf, l); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadDesign(&buf, LinkFile); err == nil || !strings.Contains(err.Error(), "every cell") {
		t.Errorf("a link of a partial board read as a design: %v", err)
	}
	if _, err := FileTypeOf("x.cnf"); err == nil {
		t.Error("took .cnf as a design file")
	}
}

func TestSniffFileType(t *testing.T) {
	tests := []struct {
		name, head string
		want       FileType
	}{
		{"json", `{"pieces": []}`, JSONFile},
		{"json after a BOM and blanks", "\uFEFF\n  {", JSONFile},
		{"internet shortcut", "[InternetShortcut]\r\nURL=https://e2.bucas.name/#board_w=4", LinkFile},
		{"bare link", "https://e2.bucas.name/#puzzle=x&board_w=4&board_h=4", LinkFile},
		{"link query alone", "puzzle=x&board_w=4&board_h=4&board_edges=aaaa", LinkFile},
		{"plain list with its size", "4 4\n0 0 1 2\n", PlainFile},
		{"plain list without", "0 0 1 2\n0 1 2 3\n", PlainFile},
		{"empty", "", PlainFile},
	}
	for _, tc := range tests {
		if got := SniffFileType([]byte(tc.head)); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
	}
}
