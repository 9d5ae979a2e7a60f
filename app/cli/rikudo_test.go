package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"plateau/games/rikudo"
	"plateau/render/paint/painttest"
)

const benchRikudo = "../../games/rikudo/testdata/bench/lunatikub_medium2"

func rikudoSolution(t *testing.T) []int {
	t.Helper()
	b, err := os.ReadFile(benchRikudo + ".solution")
	if err != nil {
		t.Fatal(err)
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		v, _ := strconv.Atoi(f)
		out = append(out, v)
	}
	return out
}

func TestRikudoSolveJSON(t *testing.T) {
	want := rikudoSolution(t)
	for _, method := range []string{"direct", "sat"} {
		code, out, errOut := run("rikudo", "solve", benchRikudo+".txt", "--method", method, "--json")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", method, code, errOut)
		}
		var j rikudoSolveJSON
		if err := json.Unmarshal([]byte(out), &j); err != nil {
			t.Fatalf("%v: %s", err, out)
		}
		if j.Solutions != 1 || !j.Unique || !j.Complete || !slices.Equal(j.Solution, want) || j.Method != method {
			t.Errorf("%s: %+v", method, j)
		}
	}
}

func TestRikudoSolvePlainAndDimacs(t *testing.T) {
	cnf := filepath.Join(t.TempDir(), "m.cnf")
	code, out, errOut := run("rikudo", "solve", "--dimacs", cnf, benchRikudo+".txt")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "exactly one solution: 1 found") || !strings.Contains(out, "solution, cells 1..60:") {
		t.Errorf("output %q", out)
	}
	b, err := os.ReadFile(cnf)
	if err != nil || !strings.Contains(string(b), "p cnf ") {
		t.Errorf("DIMACS file: %v", err)
	}
	// --count 1 stops at the first solution: found, not "unknown".
	code, out, errOut = run("rikudo", "solve", benchRikudo+".txt", "--count", "1")
	if code != 0 || !strings.HasPrefix(out, "stopped at --count 1, others not looked for: 1 found") {
		t.Errorf("--count 1: exit %d %q %q", code, out, errOut)
	}
}

func TestRikudoSolveExitCodes(t *testing.T) {
	dir := t.TempDir()
	// Two solutions: the ring of six cells with 1 given.
	two := filepath.Join(dir, "two.txt")
	os.WriteFile(two, []byte("6\n6\n#1 2\n#1 6\n#2 3\n#3 4\n#4 5\n#5 6\n1\n1 1\n"), 0o644)
	code, out, _ := run("rikudo", "solve", two, "--json", "--count", "5")
	var j rikudoSolveJSON
	if code != 0 || json.Unmarshal([]byte(out), &j) != nil || j.Solutions != 2 || j.Unique || !j.Complete {
		t.Errorf("two solutions: exit %d %q", code, out)
	}
	// No solution: 1 and 2 far apart.
	none := filepath.Join(dir, "none.txt")
	os.WriteFile(none, []byte("3\n2\n#1 2\n#2 3\n2\n1 1\n3 2\n"), 0o644)
	if code, _, errOut := run("rikudo", "solve", none); code != 1 || !strings.Contains(errOut, "no solution") {
		t.Errorf("no solution: exit %d %q", code, errOut)
	}
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, []byte("3\n1\n#2 1\n0\n"), 0o644)
	if code, _, errOut := run("rikudo", "solve", bad); code != 2 || !strings.Contains(errOut, "line 3") {
		t.Errorf("bad file: exit %d %q", code, errOut)
	}
	for _, args := range [][]string{
		{"rikudo", "solve"},
		{"rikudo", "solve", benchRikudo + ".txt", "--method", "magic"},
		{"rikudo", "solve", benchRikudo + ".txt", "--count", "0"},
		{"rikudo", "solve", benchRikudo + ".txt", "--timeout", "-1s"},
		{"rikudo", "solve", filepath.Join(dir, "missing.txt")},
	} {
		if code, _, _ := run(args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func TestRikudoGen(t *testing.T) {
	code, out, errOut := run("rikudo", "gen", "--radius", "3", "--seed", "4")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	p, err := rikudo.Read(strings.NewReader(out))
	if err != nil || p.N() != 36 || !p.HasCoords() {
		t.Fatalf("%v\n%s", err, out)
	}
	_, again, _ := run("rikudo", "gen", "--seed", "4", "--radius", "3")
	if again != out {
		t.Error("the same seed printed another puzzle")
	}
	// The file it writes solves uniquely.
	f := filepath.Join(t.TempDir(), "g.txt")
	code, out, errOut = run("rikudo", "gen", "--radius", "4", "-o", f, "--level", "medium", "--json")
	var g rikudoGenJSON
	if code != 0 || json.Unmarshal([]byte(out), &g) != nil || g.Cells != 60 || len(g.Solution) != 60 {
		t.Fatalf("exit %d %q %s", code, out, errOut)
	}
	code, out, _ = run("rikudo", "solve", f, "--method", "direct", "--json")
	var j rikudoSolveJSON
	if code != 0 || json.Unmarshal([]byte(out), &j) != nil || !j.Unique || !slices.Equal(j.Solution, g.Solution) {
		t.Errorf("generated file: exit %d %q", code, out)
	}
	for _, args := range [][]string{
		{"rikudo", "gen"},
		{"rikudo", "gen", "--radius", "11"},
		{"rikudo", "gen", "--radius", "3", "--level", "impossible"},
		{"rikudo", "gen", "--radius", "3", "--density", "2"},
		{"rikudo", "gen", "--radius", "3", "extra"},
		{"rikudo", "gen", "--radius", "3", "--pdf", "book.png"},
		{"rikudo", "gen", "--radius", "3", "--density", "NaN"},
		{"rikudo", "gen", "--radius", "3", "--pdf", "book.pdf", "--paper", "legal"},
		{"rikudo", "gen", "--radius", "3", "--paper", "letter"},
	} {
		if code, _, _ := run(args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// --pdf prints the puzzle and, on a second page, its solution: a page for a
// puzzle book and its answer.
func TestRikudoGenPDF(t *testing.T) {
	dir := t.TempDir()
	pdf, txt := filepath.Join(dir, "book.pdf"), filepath.Join(dir, "g.txt")
	code, out, errOut := run("rikudo", "gen", "--radius", "3", "--seed", "2", "-o", txt, "--pdf", pdf)
	if code != 0 || !strings.Contains(out, "wrote "+pdf+": the puzzle, and its solution on page 2") {
		t.Fatalf("exit %d: %q %s", code, out, errOut)
	}
	b, err := os.ReadFile(pdf)
	if err != nil || !strings.HasPrefix(string(b), "%PDF-") {
		t.Fatalf("no PDF: %v", err)
	}
	if pages := painttest.PDFPages(b); pages != 2 {
		t.Errorf("%d pages, want the puzzle and its solution", pages)
	}
	// Without -o the puzzle goes to stdout, and the line to stderr: the
	// PDF was written without a word.
	alone := filepath.Join(dir, "alone.pdf")
	code, out, errOut = run("rikudo", "gen", "--radius", "3", "--seed", "2", "--pdf", alone)
	if _, err := rikudo.Read(strings.NewReader(out)); code != 0 || err != nil || errOut != "wrote "+alone+": the puzzle, and its solution on page 2\n" {
		t.Errorf("without -o: exit %d, stdout %q (%v), stderr %q", code, out, err, errOut)
	}
	// each page titled: the size, the level and the seed that makes it again
	title := regexp.MustCompile(`\(Rikudo, 36 cells, [a-z ]+, seed 2\)Tj`)
	answer := regexp.MustCompile(`\(Rikudo, 36 cells, [a-z ]+, seed 2: solution\)Tj`)
	if c := painttest.PDFContent(b); !title.MatchString(c) || !answer.MatchString(c) {
		t.Error("the pages lack their titles")
	}
}

// A command that fails changes none of its files: the puzzle file is kept
// when the PDF cannot be written.
func TestRikudoGenFailsWhole(t *testing.T) {
	dir := t.TempDir()
	txt := filepath.Join(dir, "keep.txt")
	if err := os.WriteFile(txt, []byte("keep\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := run("rikudo", "gen", "--radius", "3", "-o", txt, "--pdf", filepath.Join(dir, "none", "x.pdf"))
	if code != 2 || !strings.Contains(errOut, "no folder") {
		t.Errorf("exit %d %q", code, errOut)
	}
	if b, _ := os.ReadFile(txt); string(b) != "keep\n" {
		t.Errorf("the puzzle file became %q", b)
	}
}
