package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/games/eternity"
)

// A link holds a full board, whose pieces are the puzzle. Of a board partly
// filled it is refused, and the file already there stays as it was: it was
// written with a note, and read back as "cell 0 is empty". Of an empty
// board it lays the pieces out in file order, and says so: read back, that
// is the board.
func TestEternityConvertToLink(t *testing.T) {
	dir := t.TempDir()
	p := readBench(t, "brendan1_05x05.txt")
	sol := benchSolution(t, p, "brendan1_05x05.solutions.txt")
	designs := map[string]*eternity.Board{"empty": eternity.NewBoard(5, 5), "full": sol, "partial": eternity.NewBoard(5, 5)}
	designs["partial"].Cells[12] = sol.Cells[12]
	designs["partial"].Cells[12].Fixed = true
	for name, b := range designs {
		d := eternity.NewDesign(name, p)
		d.Board = b
		if err := writeDesign(filepath.Join(dir, name+".json"), d); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		design string
		code   int
		errOut string // a substring of stderr, "" for none
		board  func(i int) eternity.Placement
	}{
		{"partial", 2, "the board holds 1 of the 25 pieces: a link holds a full board", nil},
		{"empty", 0, "note: the board is empty: the link lays the pieces out in file order, unturned",
			func(i int) eternity.Placement { return eternity.Placement{Piece: i + 1} }},
		{"full", 0, "", func(i int) eternity.Placement { return sol.Cells[i] }},
	}
	for _, tc := range tests {
		t.Run(tc.design, func(t *testing.T) {
			link := filepath.Join(dir, tc.design+".url")
			const before = "the file already there\n"
			if err := os.WriteFile(link, []byte(before), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, errOut := run("eternity", "convert", filepath.Join(dir, tc.design+".json"), link)
			if code != tc.code || (tc.errOut == "") != (errOut == "") || !strings.Contains(errOut, tc.errOut) {
				t.Fatalf("exit %d, stderr %q; want %d and %q", code, errOut, tc.code, tc.errOut)
			}
			if tc.code != 0 {
				if got := readFile(t, link); got != before || strings.Count(errOut, "\n") != 1 {
					t.Errorf("refused, the link holds %q and stderr %q", got, errOut)
				}
				return
			}
			back, err := readDesign(nil, link)
			if err != nil {
				t.Fatalf("the link does not read back: %v", err)
			}
			if back.Puzzle.W != 5 || back.Puzzle.H != 5 || back.Board.Placed() != 25 {
				t.Fatalf("read back %dx%d with %d on the board", back.Puzzle.W, back.Puzzle.H, back.Board.Placed())
			}
			for i, pl := range back.Board.Cells {
				want := tc.board(i)
				got := back.Puzzle.Piece(pl.Piece).Turned(pl.Turn)
				if got != p.Piece(want.Piece).Turned(want.Turn) {
					t.Errorf("cell %d shows %v, want piece %d turned %d", i, got, want.Piece, want.Turn)
				}
			}
		})
	}
}

// gen -o F.url writes an empty board as a link too, and says so.
func TestEternityGenLinkNote(t *testing.T) {
	link := filepath.Join(t.TempDir(), "g.url")
	code, _, errOut := run("eternity", "gen", "--size", "4x4", "-o", link)
	if code != 0 || !strings.Contains(errOut, "note: the board is empty: the link lays the pieces out in file order") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
}

// A list without a `W H` line is read as `B L T R` pieces, W >= H: the
// pieces of a 4x6 puzzle cannot tell it from the same puzzle turned a
// quarter. The import says so when it chose; it did not, and a 4x6
// design came back 6x4 without a word.
func TestEternityConvertHeaderlessSize(t *testing.T) {
	dir := t.TempDir()
	lists := map[string]string{}
	for _, size := range []string{"4x6", "6x4", "5x5"} {
		p, _, err := eternity.Generate(eternity.GenOptions{W: int(size[0] - '0'), H: int(size[2] - '0'), BorderColors: 3, InnerColors: 4, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		var nesw, bltr strings.Builder
		if err := eternity.WritePlain(&nesw, p); err != nil {
			t.Fatal(err)
		}
		if err := eternity.WritePlainOrder(&bltr, p, eternity.BLTR); err != nil {
			t.Fatal(err)
		}
		lists[size+" B L T R"], lists[size+" with W H"] = bltr.String(), nesw.String()
	}
	tests := []struct {
		list string
		size string // as read
		note string // "" for none
	}{
		{"4x6 B L T R", "6x4", "has no `W H` line: read as `B L T R` pieces of a 6x4 board (a 4x6 puzzle is the same turned a quarter)"},
		{"6x4 B L T R", "6x4", "has no `W H` line: read as `B L T R` pieces of a 6x4 board (a 4x6 puzzle is the same turned a quarter)"},
		{"5x5 B L T R", "5x5", ""},
		{"4x6 with W H", "4x6", ""},
	}
	for _, tc := range tests {
		t.Run(tc.list, func(t *testing.T) {
			in, out := filepath.Join(dir, "in.txt"), filepath.Join(dir, "out.json")
			if err := os.WriteFile(in, []byte(lists[tc.list]), 0o644); err != nil {
				t.Fatal(err)
			}
			code, stdout, errOut := run("eternity", "convert", in, out)
			want := ""
			if tc.note != "" {
				want = "note: " + in + " " + tc.note + "\n"
			}
			if code != 0 || errOut != want || !strings.Contains(stdout, ": "+tc.size+", ") {
				t.Errorf("exit %d, stdout %q, stderr %q; want 0, %s and %q", code, stdout, errOut, tc.size, want)
			}
		})
	}
}

// convert --shuffle renumbers and turns the pieces at random, the same for
// a --seed, keeps the fixed pieces on their cells and takes the others off
// the board, as the app's Shuffle pieces does: a designed puzzle, numbered
// along its solution, gave it away in every file. --seed alone, or a
// shuffle to .cnf, is a usage error.
func TestEternityConvertShuffle(t *testing.T) {
	dir := t.TempDir()
	p := readBench(t, "brendan1_05x05.txt")
	sol := benchSolution(t, p, "brendan1_05x05.solutions.txt")
	// the design in solution order: piece n on cell n, unturned, one fixed
	q := &eternity.Puzzle{W: 5, H: 5, Pieces: make([]eternity.Piece, 25)}
	d := eternity.NewDesign("designed", q)
	for c, pl := range sol.Cells {
		q.Pieces[c] = p.Piece(pl.Piece).Turned(pl.Turn)
		d.Board.Cells[c] = eternity.Placement{Piece: c + 1, Fixed: c == 12}
	}
	in := filepath.Join(dir, "designed.json")
	if err := writeDesign(in, d); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		code int
		out  string // a substring of stdout, or of stderr when code != 0
	}{
		{"seed 7", []string{in, filepath.Join(dir, "a.json"), "--shuffle", "--seed", "7"}, 0, "25 pieces, 1 on the board, shuffled with seed 7"},
		{"seed 7 again", []string{in, filepath.Join(dir, "b.json"), "--shuffle", "--seed", "7"}, 0, "shuffled with seed 7"},
		{"a random seed", []string{in, filepath.Join(dir, "c.txt"), "--shuffle"}, 0, "shuffled with seed "},
		{"seed without shuffle", []string{in, filepath.Join(dir, "d.json"), "--seed", "7"}, 2, "--seed goes with --shuffle"},
		{"shuffle to cnf", []string{in, filepath.Join(dir, "e.cnf"), "--shuffle"}, 2, "not its SAT encoding"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(append([]string{"eternity", "convert"}, tc.args...)...)
			said := out
			if tc.code != 0 {
				said = errOut
			}
			if code != tc.code || !strings.Contains(said, tc.out) {
				t.Fatalf("exit %d, stdout %q, stderr %q; want %d and %q", code, out, errOut, tc.code, tc.out)
			}
			if code != 0 {
				return
			}
			back, err := readDesign(nil, tc.args[1])
			if err != nil {
				t.Fatal(err)
			}
			if eternity.InOrder(back.Puzzle) {
				t.Error("the pieces still lie in solution order")
			}
			if filepath.Ext(tc.args[1]) != ".json" {
				return
			}
			for c, pl := range back.Board.Cells {
				if pl.Fixed != (c == 12) || pl.Empty() != (c != 12) {
					t.Errorf("cell %d holds %+v: the fixed piece stays, the others go", c, pl)
				}
			}
			if got, _ := back.Board.Edges(back.Puzzle, 2, 2); got != q.Pieces[12] {
				t.Errorf("the fixed piece shows %v, was %v", got, q.Pieces[12])
			}
		})
	}
	if a, b := readFile(t, filepath.Join(dir, "a.json")), readFile(t, filepath.Join(dir, "b.json")); a != b {
		t.Error("the same seed shuffled two ways")
	}
}
