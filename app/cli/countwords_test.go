package cli

import (
	"path/filepath"
	"strings"
	"testing"

	"plateau/games/eternity"
)

// Counts agree with their nouns: eternity gen said "1 pieces fixed", and
// convert's note "(0 of them fixed, which the puzzle's solutions depend
// on)" of a board with none fixed (audit A2 D7).
func TestCountsAgreeWithTheirNouns(t *testing.T) {
	dir := t.TempDir()
	js := filepath.Join(dir, "g47.json")
	code, out, errOut := run("eternity", "gen", "--size", "4x7", "--seed", "3", "--unique", "-o", js)
	if want := ", 1 piece fixed: exactly one solution\n"; code != 0 || !strings.HasSuffix(out, want) {
		t.Errorf("gen: exit %d, stdout %q, stderr %q; want the end %q", code, out, errOut, want)
	}
	p := readBench(t, "brendan1_05x05.txt")
	sol := benchSolution(t, p, "brendan1_05x05.solutions.txt")
	oneFixed := eternity.NewBoard(5, 5)
	copy(oneFixed.Cells, sol.Cells)
	oneFixed.Cells[12].Fixed = true
	for _, tc := range []struct {
		name  string
		board *eternity.Board
		note  string
	}{
		{"none fixed", sol, "note: the plain list holds the pieces alone, not the 25 on the board; keep them in DIR/none fixed.json\n"},
		{"one fixed", oneFixed, "note: the plain list holds the pieces alone, not the 25 on the board (1 of them fixed, which the puzzle's solutions depend on); keep them in DIR/one fixed.json\n"},
	} {
		in := filepath.Join(dir, tc.name+".json")
		d := eternity.NewDesign(tc.name, p)
		d.Board = tc.board
		if err := writeDesign(in, d); err != nil {
			t.Fatal(err)
		}
		code, _, errOut := run("eternity", "convert", in, filepath.Join(dir, "out.txt"))
		if got := strings.ReplaceAll(errOut, dir, "DIR"); code != 0 || got != tc.note {
			t.Errorf("%s: exit %d, stderr %q; want 0, %q", tc.name, code, got, tc.note)
		}
	}
}
