package cli

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"plateau/games/eternity"
)

const benchE2 = "../../games/eternity/testdata/bench/e2_official.txt"

func TestEternityGenStdout(t *testing.T) {
	code, out, errOut := run("eternity", "gen", "--size", "6x6", "--seed", "7")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	p, _, err := eternity.ReadPlain(strings.NewReader(out))
	if err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if p.W != 6 || p.H != 6 || len(eternity.Check(p)) != 0 {
		t.Errorf("generated %dx%d with problems %v", p.W, p.H, eternity.Check(p))
	}
	frame, inner := p.Colors()
	if len(frame) != 3 || len(inner) != 5 {
		t.Errorf("default colours %d+%d, want the suggested 3+5", len(frame), len(inner))
	}
	_, again, _ := run("eternity", "gen", "--seed", "7", "--size", "6x6")
	if again != out {
		t.Error("the same seed printed another puzzle")
	}
	_, other, _ := run("eternity", "gen", "--size", "6x6", "--seed", "8")
	if other == out {
		t.Error("seeds 7 and 8 printed the same puzzle")
	}
}

func TestEternityGenFiles(t *testing.T) {
	dir := t.TempDir()
	js, sol := filepath.Join(dir, "p.json"), filepath.Join(dir, "p.sol.txt")
	code, out, errOut := run("eternity", "gen", "--size", "5x7", "--border-colors", "3", "--inner-colors", "6", "-o", js, "--solution", sol, "--seed", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "5x7, 35 pieces, 3 frame + 6 inner colours, seed 2") {
		t.Errorf("summary %q", out)
	}
	d, b := readGenerated(t, js, sol)
	if s := eternity.ScoreBoard(d.Puzzle, b); !s.Solved() {
		t.Errorf("the written solution matches %d of %d joins", s.Matched, s.Total)
	}
}

func TestEternityGenErrors(t *testing.T) {
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{}, "need --size"},
		{[]string{"--size", "6"}, "expected WxH"},
		{[]string{"--size", "2x6"}, "out of range"},
		{[]string{"--size", "16x16", "--border-colors", "2", "--inner-colors", "3"}, "too few"},
		{[]string{"--size", "6x6", "--colors", "3"}, "unknown flag --colors"},
		{[]string{"--size", "6x6", "extra"}, `unexpected argument "extra"`},
		{[]string{"--size", "6x6", "-o", "p.png"}, "expected a .txt piece list"},
		{[]string{"--size", "6x6", "--unique"}, "--unique needs -o F.json"},
		{[]string{"--size", "6x6", "--unique", "-o", "p.txt"}, "--unique needs -o F.json"},
		{[]string{"--size", "6x6", "--unique", "-o", "p.json", "--timeout", "-1s"}, "--timeout -1s: want a positive duration"},
		{[]string{"--size", "4x4", "--timeout", "1ns"}, "--timeout goes with --unique"},
	}
	for _, tc := range tests {
		code, out, errOut := run(append([]string{"eternity", "gen"}, tc.args...)...)
		if code != 2 || out != "" || !strings.Contains(errOut, tc.msg) || strings.Count(errOut, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want 2 and ...%s...", tc.args, code, out, errOut, tc.msg)
		}
	}
	// --timeout alone is refused before anything is written.
	file := filepath.Join(t.TempDir(), "t.txt")
	if code, _, _ := run("eternity", "gen", "--size", "4x4", "--timeout", "1ns", "-o", file); code != 2 {
		t.Errorf("--timeout without --unique: exit %d, want 2", code)
	}
	if _, err := os.Stat(file); !os.IsNotExist(err) {
		t.Errorf("--timeout without --unique wrote %s (%v)", file, err)
	}
}

func TestParseEternityGen(t *testing.T) {
	gen := func(w, h, b, i int, seed uint64) eternity.GenOptions {
		return eternity.GenOptions{W: w, H: h, BorderColors: b, InnerColors: i, Seed: seed}
	}
	tests := []struct {
		args []string
		want eternityGenArgs
		err  string
	}{
		{args: []string{"--size", "6x6"}, want: eternityGenArgs{gen: gen(6, 6, 3, 5, 1)}},
		{args: []string{"--size", "5x7", "--border-colors", "3", "--inner-colors", "6", "-o", "p.url", "--solution", "s.txt", "--seed", "2"},
			want: eternityGenArgs{gen: gen(5, 7, 3, 6, 2), out: "p.url", outType: eternity.LinkFile, solution: "s.txt"}},
		{args: []string{"--size", "6x6", "--unique", "-o", "p.json", "--timeout", "2s"},
			want: eternityGenArgs{gen: gen(6, 6, 3, 5, 1), out: "p.json", outType: eternity.JSONFile, unique: true, timeout: 2 * time.Second}},
		{args: []string{"--size", "6x6", "--unique", "-o", "P.JSON", "--timeout", "0"},
			want: eternityGenArgs{gen: gen(6, 6, 3, 5, 1), out: "P.JSON", outType: eternity.JSONFile, unique: true}},
		{args: []string{"--size", "6x6", "--timeout", "1s"}, err: "--timeout goes with --unique"},
		{args: []string{"--size", "6x6", "--timeout", "0"}, err: "--timeout goes with --unique"},
		{args: []string{"--size", "6x6", "-o", "p.json", "--timeout", "1ns"}, err: "--timeout goes with --unique"},
		{args: []string{"--size", "6x6", "--unique", "-o", "p.json", "--timeout", "-1s"}, err: "want a positive duration"},
		{args: []string{"--size", "6x6", "--unique", "-o", "p.txt"}, err: "--unique needs -o F.json"},
		{args: []string{"--size", "6x6", "-o", "p.png"}, err: "-o "},
		{args: []string{"--size", "2x6"}, err: "--size: "},
		{args: []string{"--seed", "3"}, err: "need --size"},
		{args: []string{"--size", "6x6", "x"}, err: `unexpected argument "x"`},
	}
	for _, tc := range tests {
		got, err := parseEternityGen(tc.args)
		switch {
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("%v: %+v %v, want %+v", tc.args, got, err, tc.want)
		case tc.err != "" && (ExitCode(err) != ExitUsage || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%v: %v, want a usage error %q", tc.args, err, tc.err)
		}
	}
}

// TestEternityConvert: the official pieces go through the JSON file and the
// board link and come back as the same bytes.
func TestEternityConvert(t *testing.T) {
	want, err := os.ReadFile(benchE2)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	js, url, txt := filepath.Join(dir, "e2.json"), filepath.Join(dir, "e2.url"), filepath.Join(dir, "back.txt")
	for _, step := range [][2]string{{benchE2, js}, {js, url}, {url, txt}} {
		code, out, errOut := run("eternity", "convert", step[0], step[1])
		if code != 0 {
			t.Fatalf("convert %s %s: exit %d: %s", step[0], step[1], code, errOut)
		}
		if !strings.Contains(out, "16x16, 256 pieces") {
			t.Errorf("summary %q", out)
		}
	}
	got, err := os.ReadFile(txt)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("e2_official.txt -> .json -> .url -> .txt changed the file")
	}
	link, _ := os.ReadFile(url)
	// an Internet Shortcut, which a double click opens
	if !strings.HasPrefix(string(link), "[InternetShortcut]\r\nURL=https://e2.bucas.name/#puzzle=e2_official&board_w=16&board_h=16&board_edges=") {
		t.Errorf("link %.80s...", link)
	}
}

func TestEternityConvertErrors(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("4 4\n0 0 1 1\n0 0 x 2\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out.json")
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{benchE2}, "need IN and OUT"},
		{[]string{benchE2, filepath.Join(dir, "x.png")}, "expected a .txt piece list"},
		{[]string{filepath.Join(dir, "missing.txt"), out}, "there is no file at"},
		{[]string{bad, out}, `bad.txt: line 3: expected a colour number 0..63, got "x"`},
	}
	for _, tc := range tests {
		code, _, errOut := run(append([]string{"eternity", "convert"}, tc.args...)...)
		if code != 2 || !strings.Contains(errOut, tc.msg) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and ...%s...", tc.args, code, errOut, tc.msg)
		}
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Error("a failed conversion left an output file")
	}
}

// gen --unique writes a design whose fixed pieces leave one solution: the
// solution written beside it, which holds them; solve --unique proves it.
func TestEternityGenUnique(t *testing.T) {
	dir := t.TempDir()
	js, sol := filepath.Join(dir, "u.json"), filepath.Join(dir, "u.sol.txt")
	code, out, errOut := run("eternity", "gen", "--size", "6x6", "--seed", "4", "--unique", "-o", js, "--solution", sol)
	if code != 0 || !strings.Contains(out, "pieces fixed: exactly one solution") {
		t.Fatalf("exit %d: %q %s", code, out, errOut)
	}
	// each round said on stderr: an 8x8 ran for minutes with nothing shown
	if !strings.Contains(errOut, "making it unique: 1 fixed\n") || !strings.Contains(errOut, " fixed checked\n") {
		t.Errorf("stderr %q, want its rounds", errOut)
	}
	d, b := readGenerated(t, js, sol)
	fixed := 0
	for c, pl := range d.Board.Cells {
		if pl.Empty() {
			continue
		}
		fixed++
		if !pl.Fixed || pl.Piece != b.Cells[c].Piece || pl.Turn != b.Cells[c].Turn {
			t.Errorf("cell %d fixes %v, the solution holds %v", c, pl, b.Cells[c])
		}
	}
	if fixed == 0 {
		t.Fatal("no piece fixed")
	}
	again := filepath.Join(dir, "again.json") // the same options give the same puzzle, fixed pieces and all
	if code, _, errOut := run("eternity", "gen", "--size", "6x6", "--seed", "4", "--unique", "-o", again); code != 0 {
		t.Fatalf("again: exit %d: %s", code, errOut)
	}
	if a, b := readFile(t, js), readFile(t, again); a != b {
		t.Error("the same options made another design")
	}
	code, out, errOut = run("eternity", "solve", js, "--unique", "--json")
	if js, _ := readSolveJSON(t, out); code != 0 || !js.Complete || js.Distinct == nil || *js.Distinct != 1 {
		t.Errorf("solve --unique: exit %d, complete %v, distinct %v (%s)", code, js.Complete, js.Distinct, errOut)
	}
	// the plain list loses the fixed pieces, and convert says so: it
	// wrote it without a word, and the puzzle read back had 260 solutions
	code, _, errOut = run("eternity", "convert", js, filepath.Join(dir, "u.txt"))
	if want := fmt.Sprintf("%d of them fixed", fixed); code != 0 || !strings.Contains(errOut, want) {
		t.Errorf("convert to .txt: exit %d, stderr %q; want a note with %q", code, errOut, want)
	}
}

// readGenerated reads the design and the solution gen wrote.
func readGenerated(t *testing.T, design, solution string) (*eternity.Design, *eternity.Board) {
	t.Helper()
	d, err := readDesign(nil, design)
	if err != nil {
		t.Fatal(err)
	}
	g, err := os.Open(solution)
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	b, err := eternity.ReadSolution(g, d.Puzzle)
	if err != nil {
		t.Fatal(err)
	}
	return d, b
}

// readFile is a file's text.
func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// --timeout bounds --unique: exit 1, saying so, and no file written.
func TestEternityGenUniqueTimeout(t *testing.T) {
	js := filepath.Join(t.TempDir(), "u.json")
	code, _, errOut := run("eternity", "gen", "--size", "8x8", "--seed", "1", "--unique", "--timeout", "300ms", "-o", js)
	if code != 1 || !strings.Contains(errOut, "stopped by --timeout 300ms while making it unique") {
		t.Errorf("exit %d, stderr %q", code, errOut)
	}
	if _, err := os.Stat(js); !os.IsNotExist(err) {
		t.Errorf("a file was written (%v)", err)
	}
}

// A command that fails changes none of its files: the solution is not
// written when the design's name is refused.
func TestEternityGenFailsWhole(t *testing.T) {
	dir := t.TempDir()
	sol := filepath.Join(dir, "s.txt")
	for _, out := range []string{filepath.Join(dir, "x.xyz"), filepath.Join(dir, "none", "x.json")} {
		code, _, errOut := run("eternity", "gen", "--size", "4x4", "--solution", sol, "-o", out)
		if code != 2 || strings.Count(errOut, "\n") != 1 {
			t.Errorf("-o %s: exit %d %q", out, code, errOut)
		}
		if _, err := os.Stat(sol); !os.IsNotExist(err) {
			t.Errorf("-o %s: the solution was written", out)
		}
	}
}
