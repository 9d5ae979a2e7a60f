package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/games/eternity"
	"plateau/solvers/eternity/sat"
)

const bench4 = "../../games/eternity/testdata/bench/brendan1_04x04.txt"

// convert F OUT.cnf writes the SAT encoding: a comment header, then a
// "p cnf" line whose counts are the encoding's, with the design's fixed
// pieces forced.
func TestEternityConvertCNF(t *testing.T) {
	dir := t.TempDir()
	f, err := os.Open(bench4)
	if err != nil {
		t.Fatal(err)
	}
	p, _, err := eternity.ReadPlain(f)
	f.Close()
	if err != nil {
		t.Fatal(err)
	}
	// a design with one fixed piece and one free piece on its board
	d := eternity.NewDesign("hinted", p)
	var corner int
	for i, pc := range p.Pieces {
		if pc.Kind() == eternity.Corner {
			corner = i + 1
			break
		}
	}
	tu, _ := p.Piece(corner).FitTurn(eternity.OuterSides(4, 4, 3, 3))
	d.Board.Cells[15] = eternity.Placement{Piece: corner, Turn: tu, Fixed: true}
	js := filepath.Join(dir, "hinted.json")
	f2, err := os.Create(js)
	if err != nil {
		t.Fatal(err)
	}
	if err := eternity.WriteJSON(f2, d); err != nil {
		t.Fatal(err)
	}
	f2.Close()
	hints := eternity.NewBoard(4, 4)
	hints.Cells[15] = d.Board.Cells[15]

	tests := []struct {
		in    string
		hints *eternity.Board
		fixed int
	}{
		{bench4, nil, 0},
		{js, hints, 1},
	}
	for _, tc := range tests {
		out := filepath.Join(dir, strings.TrimSuffix(filepath.Base(tc.in), filepath.Ext(tc.in))+".CNF")
		code, stdout, errOut := run("eternity", "convert", tc.in, out)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.in, code, errOut)
		}
		want, err := sat.Encode(p, tc.hints)
		if err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		text := string(data)
		if !strings.HasPrefix(text, "c plateau eternity edge-matching SAT encoding") {
			t.Errorf("%s: header %.80q", tc.in, text)
		}
		var v, c, clauses int
		for _, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
			switch {
			case v > 0 && (line == "0" || strings.HasSuffix(line, " 0")):
				clauses++
			case v > 0:
				t.Fatalf("%s: %q is no clause", tc.in, line)
			case strings.HasPrefix(line, "p "):
				if _, err := fmt.Sscanf(line, "p cnf %d %d", &v, &c); err != nil {
					t.Fatalf("%s: %q: %v", tc.in, line, err)
				}
			case !strings.HasPrefix(line, "c "):
				t.Fatalf("%s: %q before the p line", tc.in, line)
			}
		}
		if v != want.Vars() || c != want.Clauses() || v == 0 {
			t.Errorf("%s: p cnf %d %d, want %d %d", tc.in, v, c, want.Vars(), want.Clauses())
		}
		if clauses != c {
			t.Errorf("%s: %d clause lines, header says %d", tc.in, clauses, c)
		}
		if !strings.Contains(stdout, fmt.Sprintf("%d variables, %d clauses, %d fixed pieces", v, c, tc.fixed)) {
			t.Errorf("%s: summary %q", tc.in, stdout)
		}
	}
}

// A bad input file fails with exit 2 and writes nothing.
func TestEternityConvertCNFBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("4 4\n1 2 3 4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "bad.cnf")
	if code, _, errOut := run("eternity", "convert", bad, out); code != 2 || errOut == "" {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("%s written: %v", out, err)
	}
}
