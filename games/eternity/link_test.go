package eternity

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestLinkOfSolvedBoard(t *testing.T) {
	p, b := tiny()
	b.Cells[4].Turn = 1
	l, err := NewLink("tiny", p, b)
	if err != nil {
		t.Fatal(err)
	}
	// cell 0 shows 0 1 5 0 = abfa; cell 4 shows piece 5 (6 4 7 3) turned once, 3 6 4 7 = dgeh
	want := LinkBase + "puzzle=tiny&board_w=3&board_h=3&board_edges=" +
		"abfa" + "acgb" + "aabc" + "fdca" + "dgeh" + "bace" + "cbaa" + "hcab" + "caac" +
		"&board_pieces=001002003004005006007008009"
	if got := l.String(); got != want {
		t.Errorf("link\n%s\nwant\n%s", got, want)
	}
	back, err := ParseLink(l.String())
	if err != nil {
		t.Fatal(err)
	}
	nb, err := back.BoardFor(p)
	if err != nil {
		t.Fatal(err)
	}
	for i := range b.Cells {
		if nb.Cells[i] != b.Cells[i] {
			t.Errorf("cell %d: %+v, want %+v", i, nb.Cells[i], b.Cells[i])
		}
	}
	// without piece numbers the pieces are found by their colours
	back.Pieces = nil
	if nb, err = back.BoardFor(p); err != nil || nb.Cells[4] != b.Cells[4] {
		t.Errorf("by colours: cell 4 %+v, %v", nb.Cells[4], err)
	}
}

// TestLinkCarriesPuzzle: the link of a puzzle without a board lays its
// pieces out in order and reads back as the same puzzle.
func TestLinkCarriesPuzzle(t *testing.T) {
	want, data := readBench(t, filepath.Join(benchDir, "e2_official.txt"))
	l, err := NewLink("Eternity II", want, nil)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := WriteLink(&buf, l); err != nil {
		t.Fatal(err)
	}
	back, err := ReadLink(&buf)
	if err != nil {
		t.Fatal(err)
	}
	p, b, err := back.Puzzle()
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := WritePlain(&out, p); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out.Bytes(), data) || back.Name != "Eternity II" || b.Placed() != 256 {
		t.Errorf("e2_official through a link is not the same puzzle (name %q)", back.Name)
	}
}

func TestLinkEmptyCells(t *testing.T) {
	p, b := tiny()
	b.Cells[2], b.Cells[7] = Placement{}, Placement{}
	l, err := NewLink("", p, b)
	if err != nil {
		t.Fatal(err)
	}
	s := l.String()
	if !strings.Contains(s, "board_edges=abfaacgbaaaa") || !strings.Contains(s, "006007000009") {
		t.Errorf("empty cells not written as aaaa and 000: %s", s)
	}
	back, err := ParseLink(s)
	if err != nil {
		t.Fatal(err)
	}
	nb, err := back.BoardFor(p)
	if err != nil || nb.Placed() != 7 {
		t.Errorf("read back %d pieces, %v", nb.Placed(), err)
	}
	if _, _, err := back.Puzzle(); err == nil {
		t.Error("a link with empty cells made a puzzle")
	}
}

// A piece grey all round (painted so in the editor) goes through a link
// and back, as every piece does: its number says it is there, where the
// reader took it for an empty cell and refused the link.
func TestLinkOfAGreyPiece(t *testing.T) {
	p, b := tiny()
	p.Pieces[4] = Piece{}
	l, err := NewLink("grey", p, b)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseLink(l.String())
	if err != nil {
		t.Fatalf("a link written does not read: %v", err)
	}
	q, qb, err := back.Puzzle()
	if err != nil || !slices.Equal(q.Pieces, p.Pieces) || qb.Placed() != 9 {
		t.Fatalf("read back %v, %v", q, err)
	}
	nb, err := back.BoardFor(p)
	if err != nil || nb.Placed() != 9 {
		t.Errorf("as a board of the puzzle: %v pieces, %v", nb, err)
	}
}

func TestParseLinkErrors(t *testing.T) {
	p, b := tiny()
	l, _ := NewLink("x", p, b)
	good := l.String()
	tests := []struct {
		name, in, msg string
	}{
		{"no width", strings.Replace(good, "board_w=3&", "", 1), "expected a parameter board_w"},
		{"width text", strings.Replace(good, "board_w=3", "board_w=three", 1), `board_w: expected a number, got "three"`},
		{"too small", strings.Replace(good, "board_w=3", "board_w=2", 1), "board size 2x3 out of range"},
		{"no edges", strings.Replace(good, "board_edges", "edges", 1), "expected a parameter board_edges"},
		{"short edges", strings.Replace(good, "abfa", "abf", 1), "board_edges: expected 36 letters (4 a cell, 3x3 cells), got 35"},
		{"capital letter", strings.Replace(good, "abfa", "aBfa", 1), `letter 2 (cell 0, side E) is 'B': expected a..z`},
		{"letter after z", strings.Replace(good, "abfa", "ab{a", 1), `letter 3 (cell 0, side S) is '{': expected a..z`},
		{"short pieces", strings.Replace(good, "001", "01", 1), "board_pieces: expected 27 digits"},
		{"piece number text", strings.Replace(good, "001", "0x1", 1), `board_pieces: cell 0 is "0x1"`},
		{"piece number sign", strings.Replace(good, "001", "+01", 1), `board_pieces: cell 0 is "+01"`},
		{"piece 10 of 9", strings.Replace(good, "009", "010", 1), "board_pieces: cell 8: piece 10 out of range 1..9"},
		{"piece twice", strings.Replace(good, "009", "001", 1), "board_pieces: piece 1 is on cells 0 and 8"},
		{"no piece on edges", strings.Replace(good, "001", "000", 1), `board_pieces: cell 0: piece 000 disagrees with its edges "abfa"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseLink(tc.in)
			var pe *ParseError
			if !errors.As(err, &pe) || !strings.Contains(pe.Msg, tc.msg) {
				t.Errorf("got %v, want ...%s...", err, tc.msg)
			}
		})
	}
}

func TestLinkNoMatch(t *testing.T) {
	p, b := tiny()
	l, _ := NewLink("", p, b)
	l.Cells[4] = Piece{1, 1, 1, 1}
	if _, err := l.BoardFor(p); err == nil || !strings.Contains(err.Error(), `cell 4 shows "bbbb"`) {
		t.Errorf("a cell no piece shows gave %v", err)
	}
	q := p.Clone()
	q.Pieces[0] = Piece{0, 0, 30, 2}
	if _, err := NewLink("", q, nil); err == nil {
		t.Error("colour 30 got a letter")
	}
}

// Without piece numbers, BoardFor takes the first unused piece showing a
// cell's colours: with two pieces alike (a puzzle breaking law 1, which the
// editor keeps and Check reports) the two cells get the two pieces, not the
// first one twice.
func TestLinkBoardForTwinPieces(t *testing.T) {
	p, b := tiny()
	p.Pieces[5] = p.Pieces[4] // pieces 5 and 6 alike
	b.Cells[5] = Placement{Piece: 6, Turn: b.Cells[4].Turn}
	l, err := NewLink("twins", p, b)
	if err != nil {
		t.Fatal(err)
	}
	l.Pieces = nil
	nb, err := l.BoardFor(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := nb.Validate(p); err != nil || nb.Cells[4].Piece != 5 || nb.Cells[5].Piece != 6 {
		t.Errorf("read by colours: cells 4 and 5 hold pieces %d and %d (%v), want 5 and 6", nb.Cells[4].Piece, nb.Cells[5].Piece, err)
	}
}

func TestReadLinkShortcut(t *testing.T) {
	p, b := tiny()
	l, _ := NewLink("", p, b)
	in := "[InternetShortcut]\r\nIDList=\r\nURL=" + l.String() + "\r\n"
	got, err := ReadLink(strings.NewReader(in))
	if err != nil || got.String() != l.String() {
		t.Errorf("shortcut read as %v, %v", got, err)
	}
	_, err = ReadLink(strings.NewReader("\n\n"))
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 3 {
		t.Errorf("empty file: %v, want line 3", err)
	}
	_, err = ReadLink(strings.NewReader("\n" + strings.Replace(l.String(), "abfa", "abf", 1)))
	if !errors.As(err, &pe) || pe.Line != 2 {
		t.Errorf("short edges on line 2: %v", err)
	}
}

// A line over the limit is refused by its length, not bufio's "token too
// long", wherever it stands.
func TestReadLinkLongLine(t *testing.T) {
	long := strings.Repeat("a", maxLinkLine+10)
	tests := []struct {
		name string
		in   string
		line int
	}{
		{"first", long, 1},
		{"after a comment", "# mine\n" + long + "\n", 2},
		{"a shortcut's", "[InternetShortcut]\r\nURL=" + long + "\r\n", 2},
	}
	for _, tc := range tests {
		_, err := ReadLink(strings.NewReader(tc.in))
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Line != tc.line || pe.Msg != "line longer than 1048576 bytes" {
			t.Errorf("%s: %v, want line %d: line longer than 1048576 bytes", tc.name, err, tc.line)
		}
	}
}

func FuzzParseLink(f *testing.F) {
	p, b := tiny()
	l, _ := NewLink("tiny", p, b)
	f.Add(l.String())
	f.Add("board_w=3&board_h=3&board_edges=" + strings.Repeat("a", 36))
	f.Add("#board_w=3&board_h=3&board_edges=&board_pieces=")
	f.Fuzz(func(t *testing.T, in string) {
		l, err := ParseLink(in)
		if err != nil {
			return
		}
		back, err := ParseLink(l.String())
		if err != nil {
			t.Fatalf("cannot read back %q: %v", l.String(), err)
		}
		if !reflect.DeepEqual(back, l) {
			t.Fatalf("%q read back as another link:\n%+v\n%+v", in, l, back)
		}
		if q, b, err := l.Puzzle(); err == nil {
			if err := b.Validate(q); err != nil {
				t.Fatalf("link made an invalid board: %v", err)
			}
			if _, err := l.BoardFor(q); err != nil {
				t.Fatalf("link does not fit its own puzzle: %v", err)
			}
		}
	})
}

// FuzzReadLink: a .url file is read or refused with a line of it named,
// and a link read writes back to a file that reads as the same link; a
// design read from it (a full board) writes back to the same design.
func FuzzReadLink(f *testing.F) {
	p, b := tiny()
	l, _ := NewLink("tiny", p, b)
	f.Add([]byte(l.String() + "\n"))
	f.Add([]byte("[InternetShortcut]\r\nIDList=\r\nURL=" + l.String() + "\r\n"))
	f.Add([]byte("# mine\n\nboard_w=3&board_h=3&board_edges=" + strings.Repeat("a", 36) + "\n"))
	if real, err := os.ReadFile("../../solvers/eternity/maxscore/testdata/e2_462.url"); err == nil {
		f.Add(real)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := ReadLink(bytes.NewReader(data))
		if err != nil {
			var pe *ParseError
			// the end of the file is the line after the last
			if errors.As(err, &pe) && (pe.Line < 1 || pe.Line > 2+bytes.Count(data, []byte{'\n'})) {
				t.Fatalf("%v: no such line", err)
			}
			return
		}
		var out bytes.Buffer
		if err := WriteLink(&out, l); err != nil {
			t.Fatal(err)
		}
		back, err := ReadLink(&out)
		if err != nil || !reflect.DeepEqual(back, l) {
			t.Fatalf("written and read back: %+v, %v; want %+v", back, err, l)
		}
		d, err := ReadDesign(bytes.NewReader(data), LinkFile)
		if err != nil {
			return
		}
		if err := d.Board.Validate(d.Puzzle); err != nil {
			t.Fatalf("read an invalid board: %v", err)
		}
		out.Reset()
		if err := WriteDesign(&out, LinkFile, d); err != nil {
			t.Fatalf("a design read from a link does not write as one: %v", err)
		}
		e, err := ReadDesign(&out, LinkFile)
		if err != nil || e.Name != d.Name || !reflect.DeepEqual(e.Puzzle, d.Puzzle) || !reflect.DeepEqual(e.Board, d.Board) {
			t.Fatalf("design written and read back differs (%v)", err)
		}
	})
}
