package eternity

import (
	"bytes"
	"context"
	"reflect"
	"strings"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

func TestOpeningsFileRoundTrip(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	var buf bytes.Buffer
	h := OpeningsHeader{Puzzle: PuzzleID(p, nil), Config: Default.String(), Depth: 4}
	var each int64
	n, all, err := WriteOpeningsFile(context.Background(), &buf, p, Options{Config: Default}, 4, 0, h, func(k int64) { each = k })
	if err != nil || !all || each != n {
		t.Fatalf("written %d openings (told %d), all %v, %v", n, each, all, err)
	}
	var want []Opening
	if _, _, err := Openings(context.Background(), p, Options{Config: Default}, 4, 0, func(o Opening) bool {
		want = append(want, o)
		return true
	}); err != nil {
		t.Fatal(err)
	}
	h.End = len(want)
	got, gh, err := ReadOpenings(&buf, p, nil)
	if err != nil || gh != h || len(got) != len(want) {
		t.Fatalf("read %d openings, header %+v, %v; want %d, %+v", len(got), gh, err, len(want), h)
	}
	for i := range got {
		for j := range got[i] {
			if got[i][j] != want[i][j] {
				t.Fatalf("opening %d placement %d: %+v, want %+v", i, j, got[i][j], want[i][j])
			}
		}
	}
	// a limit short of them all writes no end line: the file says it is not whole
	buf.Reset()
	if _, all, err := WriteOpeningsFile(context.Background(), &buf, p, Options{Config: Default}, 4, 3, h, nil); err != nil || all || strings.Contains(buf.String(), "# end") {
		t.Errorf("limit 3: all %v, %v, end line written %v", all, err, strings.Contains(buf.String(), "# end"))
	}
}

func TestOpeningsFileErrors(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	tests := []struct{ text, err string }{
		{"", "no opening"},
		{"# depth x\n0:1/0\n", "line 1: depth \"x\""},
		{"0:1/0\n0:1/0 1:2/0\n", "line 2: 2 placements"},
		{"0:1\n", "line 1: \"0:1\" is not cell:piece/turn"},
		{"16:1/0\n", "cell 16 out of range 0..15"},
		{"0:17/0\n", "piece 17 out of range 1..16"},
		{"0:0/0\n", "piece 0 out of range"},
		{"0:1/4\n", "turn 4 out of range"},
		{"# puzzle 4x4-0000000000000000\n0:1/0\n", "not of this one"},
		// an opening twice counted its solutions twice; a file cut or
		// joined passed for the whole tree
		{"0:1/0\n0:2/0\n0:1/0\n", "line 3: the opening of line 1 again"},
		{"0:1/0\n0:2/0\n# end 3 openings\n", "2 openings, and the end line says 3"},
		{"0:1/0\n# end 1 openings\n0:2/0\n", "line 3: an opening after the end line"},
		{"0:1/0\n# end x\n", "line 2: \"end x\""},
	}
	for _, tc := range tests {
		_, _, err := ReadOpenings(strings.NewReader(tc.text), p, nil)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.err)
		}
	}
}

func FuzzReadOpenings(f *testing.F) {
	p := eternitytest.Puzzle(f, "brendan1_04x04")
	f.Add("# plateau eternity openings\n# depth 2\n0:1/0 1:5/3\n")
	f.Add("0:1/0\n\n# x\n0:2/1\n")
	f.Add("# end 0 openings\n")
	f.Fuzz(func(t *testing.T, text string) {
		ops, h, err := ReadOpenings(strings.NewReader(text), p, nil)
		if err != nil {
			return
		}
		for _, o := range ops {
			for _, pl := range o {
				if pl.Cell < 0 || pl.Cell >= 16 || pl.Piece < 1 || pl.Piece > 16 || pl.Turn > 3 {
					t.Fatalf("accepted %+v", pl)
				}
			}
		}
		// what was read writes back to a file that reads the same
		var out bytes.Buffer
		back := h
		back.End = len(ops)
		if back.Depth == 0 { // a file of no openings (its end line says 0) has no depth to take
			back.Depth = 1
			if len(ops) > 0 {
				back.Depth = len(ops[0])
			}
		}
		if err := WriteOpeningsHeader(&out, back); err != nil {
			t.Fatal(err)
		}
		for _, o := range ops {
			if err := WriteOpening(&out, o); err != nil {
				t.Fatal(err)
			}
		}
		if err := WriteOpeningsEnd(&out, int64(len(ops))); err != nil {
			t.Fatal(err)
		}
		ops2, h2, err := ReadOpenings(&out, p, nil)
		if err != nil || !reflect.DeepEqual(ops2, ops) || h2 != back {
			t.Fatalf("written and read back: %v, %+v, %v\n%s", ops2, h2, err, out.String())
		}
		// whatever was read, solving it must not panic
		_, _ = Solve(context.Background(), p, Options{Units: ops, All: true, Workers: 2})
	})
}

// A puzzle with no opening at the depth asked (its corners border no
// piece) has a whole openings file of none, "# end 0 openings": it reads
// back, and the search of its openings finds no solution, as the search
// without them does. It was refused ("no opening in the file"), so that
// solve --openings-file called the app's own file bad input.
func TestEmptyOpeningsFileReadsBack(t *testing.T) {
	p := readPlain(t, "3 3\n0 1 4 1\n2 0 2 5\n0 0 9 9\n0 9 9 0\n9 0 0 9\n3 0 3 4\n9 0 0 9\n4 5 4 5\n0 1 5 1\n")
	var buf bytes.Buffer
	h := OpeningsHeader{Puzzle: PuzzleID(p, nil), Config: Default.String(), Depth: 2}
	n, all, err := WriteOpeningsFile(context.Background(), &buf, p, Options{Config: Default}, 2, 0, h, nil)
	if err != nil || !all || n != 0 {
		t.Fatalf("written %d openings, all %v, %v; want 0 of all", n, all, err)
	}
	ops, gh, err := ReadOpenings(&buf, p, nil)
	if h.End = 0; err != nil || ops == nil || len(ops) != 0 || gh != h {
		t.Fatalf("read %v, header %+v, %v; want no opening, header %+v", ops, gh, err, h)
	}
	for _, workers := range []int{1, 2} {
		r, err := Solve(context.Background(), p, Options{Config: Default, Units: ops, All: true, Workers: workers})
		if err != nil || !r.Complete || r.Solved || r.Solutions != 0 {
			t.Errorf("%d workers: complete %v, solved %v, %d solutions, %v; want the whole tree searched, none", workers, r.Complete, r.Solved, r.Solutions, err)
		}
	}
}

// Openings made with a piece fixed are of another search than the puzzle's
// without it (or with another fixed): reading them for it is refused. They
// were taken, and counted 242 solutions of brendan1 6x6, which has 260.
func TestOpeningsOfAnotherFixedPiece(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	fixed := func(piece int, turn eternity.Turn) *eternity.Board {
		b := eternity.NewBoard(p.W, p.H)
		b.Cells[5] = eternity.Placement{Piece: piece, Turn: turn, Fixed: true}
		return b
	}
	made := fixed(9, 1)
	var buf bytes.Buffer
	if err := WriteOpeningsHeader(&buf, OpeningsHeader{Puzzle: PuzzleID(p, made), Config: Default.String(), Depth: 1}); err != nil {
		t.Fatal(err)
	}
	buf.WriteString("0:1/0\n")
	for _, tc := range []struct {
		name  string
		hints *eternity.Board
		ok    bool
	}{
		{"the same piece fixed", fixed(9, 1), true},
		{"none fixed", nil, false},
		{"another turn", fixed(9, 2), false},
		{"another piece", fixed(10, 1), false},
	} {
		_, _, err := ReadOpenings(bytes.NewReader(buf.Bytes()), p, tc.hints)
		if (err == nil) != tc.ok {
			t.Errorf("%s: %v, want accepted %v", tc.name, err, tc.ok)
		}
	}
	if PuzzleID(p, nil) != PuzzleID(p, eternity.NewBoard(p.W, p.H)) {
		t.Error("an empty board of hints changes the puzzle's name")
	}
}
