package eternity

import (
	"bytes"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const plain4 = "4 4\n0 0 1 1\n0 0 1 2\n0 0 2 1\n0 0 2 2\n0 1 3 1\n0 1 3 2\n0 1 4 1\n0 1 5 2\n" +
	"0 2 4 1\n0 2 4 2\n0 2 5 1\n0 2 5 2\n3 3 5 5\n3 4 3 5\n3 4 4 4\n3 5 5 4\n"

// plain4BLTR is plain4 without its header and in the other edge order of
// DESIGN section 6, `B L T R` (bottom, left, top, right): each line N E S W
// of plain4 written S W N E, by hand.
const plain4BLTR = "1 1 0 0\n1 2 0 0\n2 1 0 0\n2 2 0 0\n3 1 0 1\n3 2 0 1\n4 1 0 1\n5 2 0 1\n" +
	"4 1 0 2\n4 2 0 2\n5 1 0 2\n5 2 0 2\n5 5 3 3\n3 5 3 4\n4 4 3 4\n5 4 3 5\n"

func TestReadPlainErrors(t *testing.T) {
	lines := strings.Split(plain4, "\n")
	with := func(i int, s string) string {
		l := append([]string(nil), lines...)
		l[i] = s
		return strings.Join(l, "\n")
	}
	tests := []struct {
		name string
		in   string
		line int
		msg  string
	}{
		{"empty", "", 1, "expected the board size"},
		{"comments only", "c nothing\nc here\n", 3, "expected the board size"},
		{"missing lines", strings.Join(lines[:12], "\n"), 13, "expected 16 pieces for a 4x4 board, got 11"},
		{"extra line", plain4 + "1 2 3 4\n", 18, "expected the end of the file after 16 pieces"},
		{"colour out of range", with(5, "0 1 64 1"), 6, "colour 64 out of range 0..63"},
		{"negative colour", with(5, "0 1 -3 1"), 6, "colour -3 out of range"},
		{"letters", with(3, "0 0 x 1"), 4, `expected a colour number 0..63, got "x"`},
		{"three colours", with(3, "0 0 1"), 4, "expected a piece, 4 colours `N E S W`, got 3 fields"},
		{"header of three", with(0, "4 4 4"), 1, "expected the board size `W H`"},
		{"header letters", with(0, "4 x"), 1, `as two numbers, got "x"`},
		{"header too small", with(0, "2 8"), 1, "board size 2x8 out of range"},
		{"header too big", with(0, "4 99"), 1, "board size 4x99 out of range"},
		{"headerless opposite greys", "0 1 0 1\n" + strings.Join(lines[2:], "\n"), 1, "grey edges fit a cell"},
		{"headerless not a rectangle", strings.Join(append(lines[1:5:5], lines[6:]...), "\n"), 16, "4 corner and 7 border pieces make no rectangle"},
		// 4 corners and 5 border pieces: W + H = 5/2 + 4 = 6 and W * H = 9
		// would make 3x3, but an odd border makes no frame.
		{"headerless odd border", strings.Join(lines[1:10], "\n"), 10, "4 corner and 5 border pieces make no rectangle"},
		{"long line", "4 4\n" + strings.Repeat("1", maxLine+10), 2, "line longer than"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, _, err := ReadPlain(strings.NewReader(tc.in))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, %v; want a ParseError", p, err)
			}
			if pe.Line != tc.line || !strings.Contains(pe.Msg, tc.msg) {
				t.Errorf("got %q, want line %d: ...%s...", err, tc.line, tc.msg)
			}
		})
	}
}

func TestReadPlainComments(t *testing.T) {
	in := "c Brendan's 4x4\n\n" + strings.Replace(plain4, "0 1 3 1\n", "0 1 3 1\nc middle\n  \n", 1)
	p, _, err := ReadPlain(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if p.N() != 16 || len(p.Comments) != 2 || p.Comments[0] != "Brendan's 4x4" || p.Comments[1] != "middle" {
		t.Fatalf("read %d pieces, comments %q", p.N(), p.Comments)
	}
	var out bytes.Buffer
	if err := WritePlain(&out, p); err != nil {
		t.Fatal(err)
	}
	if want := "c Brendan's 4x4\nc middle\n" + plain4; out.String() != want {
		t.Errorf("wrote\n%s\nwant\n%s", out.String(), want)
	}
}

// TestReadPlainBLTR: a list without a header is read as B L T R lines, its
// size found from its pieces, and gives the same puzzle as the bench file.
// The lines written by hand pin the order itself: the bench files go through
// WritePlainOrder and back, which a reader and writer that both swapped left
// and right (every piece mirrored) would pass.
func TestReadPlainBLTR(t *testing.T) {
	want, _, err := ReadPlain(strings.NewReader(plain4))
	if err != nil {
		t.Fatal(err)
	}
	got, order, err := ReadPlain(strings.NewReader(plain4BLTR))
	if err != nil || order != BLTR || got.W != 4 || got.H != 4 {
		t.Fatalf("hand-written B L T R lines: %v, order %d", err, order)
	}
	for i := range want.Pieces {
		if got.Pieces[i] != want.Pieces[i] {
			t.Fatalf("hand-written B L T R line %d: piece %v (N E S W), want %v", i+1, got.Pieces[i], want.Pieces[i])
		}
	}
	var out bytes.Buffer
	if err := WritePlainOrder(&out, want, BLTR); err != nil || out.String() != plain4BLTR {
		t.Errorf("WritePlainOrder(BLTR) wrote %q (%v), want %q", out.String(), err, plain4BLTR)
	}
	for _, name := range []string{"brendan1_04x04.txt", "brendan2_07x07.txt", "e2_official.txt"} {
		want, _ := readBench(t, filepath.Join(benchDir, name))
		var bltr bytes.Buffer
		if err := WritePlainOrder(&bltr, want, BLTR); err != nil {
			t.Fatal(err)
		}
		if strings.HasPrefix(bltr.String(), "0 0 1 1\n") && name == "brendan1_04x04.txt" {
			t.Fatal("B L T R output equals N E S W output: the test would prove nothing")
		}
		got, order, err := ReadPlain(&bltr)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if order != BLTR || got.W != want.W || got.H != want.H {
			t.Fatalf("%s: read %dx%d in order %d, want %dx%d B L T R", name, got.W, got.H, order, want.W, want.H)
		}
		for i := range want.Pieces {
			if got.Pieces[i] != want.Pieces[i] {
				t.Fatalf("%s piece %d: %v, want %v", name, i+1, got.Pieces[i], want.Pieces[i])
			}
		}
	}
}

func TestReadPlainRectangle(t *testing.T) {
	p, _, err := Generate(GenOptions{W: 7, H: 4, BorderColors: 3, InnerColors: 5, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	var bltr bytes.Buffer
	if err := WritePlainOrder(&bltr, p, BLTR); err != nil {
		t.Fatal(err)
	}
	got, _, err := ReadPlain(&bltr)
	if err != nil || got.W != 7 || got.H != 4 {
		t.Fatalf("headerless 7x4 read as %v, %v", got, err)
	}
}

func FuzzReadPlain(f *testing.F) {
	f.Add(plain4)
	f.Add("c x\n3 3\n0 0 1 1\n")
	f.Add("0 0 1 1\n0 0 1 2\n")
	f.Add("4 4\n0 0 1 99999999999999999999\n")
	f.Fuzz(func(t *testing.T, in string) {
		p, order, err := ReadPlain(strings.NewReader(in))
		if err != nil {
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("read an invalid puzzle: %v", err)
		}
		Check(p)
		var out bytes.Buffer
		if err := WritePlainOrder(&out, p, order); err != nil {
			t.Fatal(err)
		}
		q, o, err := ReadPlain(&out)
		if err != nil {
			t.Fatalf("cannot read back what was written: %v\n%s", err, out.String())
		}
		if q.W != p.W || q.H != p.H || !slices.Equal(q.Pieces, p.Pieces) || o != order {
			t.Fatalf("read back another puzzle:\n%s", out.String())
		}
	})
}

// A list saved with a byte order mark (Notepad) reads as without one: the
// mark glued itself to the board's width.
func TestReadPlainSkipsAByteOrderMark(t *testing.T) {
	p, _, err := ReadPlain(strings.NewReader("\ufeff" + plain4))
	if err != nil || p.W != 4 || p.H != 4 {
		t.Fatalf("read %v, %v; want a 4x4 puzzle", p, err)
	}
}

// A comment in Latin-1 is read as Latin-1: its accents became U+FFFD in a
// JSON file, and stayed so when written back.
func TestReadPlainLatin1Comment(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"c pi\xe8ces de Br\xe9ndan\n", "pièces de Bréndan"},
		{"c pièces de Bréndan\n", "pièces de Bréndan"}, // UTF-8 stays as it is
	} {
		p, _, err := ReadPlain(strings.NewReader(tc.in + plain4))
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Comments) != 1 || p.Comments[0] != tc.want {
			t.Errorf("%q: comments %q, want %q", tc.in, p.Comments, tc.want)
		}
	}
}
