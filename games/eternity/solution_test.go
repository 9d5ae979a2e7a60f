package eternity

import (
	"bytes"
	"errors"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestReadSolutionErrors(t *testing.T) {
	p, _ := readBench(t, filepath.Join(benchDir, "brendan1_04x04.txt"))
	good := "4 4\n0 0 2\n3 3 0\n3 0 1\n0 3 3\n1 0 2\n3 1 1\n0 1 3\n2 0 2\n3 2 1\n2 3 0\n0 2 3\n1 3 0\n2 1 0\n1 1 2\n2 2 2\n1 2 2\n"
	if _, err := ReadSolution(strings.NewReader(good), p); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(good, "\n")
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
		{"other size", with(0, "5 5"), 1, "expected the puzzle's size 4 4, got 5 5"},
		{"header of three", with(0, "4 4 4"), 1, "expected the board size"},
		{"missing lines", strings.Join(lines[:10], "\n"), 11, "expected 16 lines `x y r`, one a piece, got 9"},
		{"extra line", good + "0 0 0\n", 18, "expected the end of the file"},
		{"outside", with(2, "4 0 1"), 3, "cell x=4 y=0 is outside"},
		{"turn 4", with(2, "3 3 4"), 3, "turn 4 out of range"},
		{"two on a cell", with(2, "0 0 1"), 3, "cell x=0 y=0 already holds piece 1"},
		{"letters", with(2, "3 a 1"), 3, `got "a"`},
		{"two numbers", with(2, "3 3"), 3, "expected `x y r` for piece 2, got 2 fields"},
		{"long line", with(2, strings.Repeat("1", maxLine+10)), 3, "line longer than 65536 bytes"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ReadSolution(strings.NewReader(tc.in), p)
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("got %v, want a ParseError", err)
			}
			if pe.Line != tc.line || !strings.Contains(pe.Msg, tc.msg) {
				t.Errorf("got %q, want line %d: ...%s...", err, tc.line, tc.msg)
			}
		})
	}
}

func TestWriteSolutionNeedsFullBoard(t *testing.T) {
	if err := WriteSolution(&bytes.Buffer{}, NewBoard(3, 3)); err == nil {
		t.Error("wrote the solution of an empty board")
	}
}

func FuzzReadSolution(f *testing.F) {
	p, b := tiny()
	var buf bytes.Buffer
	if err := WriteSolution(&buf, b); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.String())
	f.Add("3 3\n0 0 0\n")
	f.Fuzz(func(t *testing.T, in string) {
		b, err := ReadSolution(strings.NewReader(in), p)
		if err != nil {
			return
		}
		if err := b.Validate(p); err != nil {
			t.Fatalf("read an invalid board: %v", err)
		}
		var out bytes.Buffer
		if err := WriteSolution(&out, b); err != nil {
			t.Fatal(err)
		}
		back, err := ReadSolution(&out, p)
		if err != nil || !reflect.DeepEqual(back, b) {
			t.Fatalf("written and read back: %+v, %v; want %+v", back, err, b)
		}
	})
}
