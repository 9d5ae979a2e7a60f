package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

const benchDir = "../../games/eternity/testdata/bench/"

// readSolveJSON decodes the --json line and rebuilds its board.
func readSolveJSON(t *testing.T, out string) (eternitySolveJSON, *eternity.Board) {
	t.Helper()
	var js eternitySolveJSON
	if err := json.Unmarshal([]byte(out), &js); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	return js, parseCells(t, js.Solution)
}

func parseCells(t *testing.T, cells []string) *eternity.Board {
	t.Helper()
	n := 1
	for n*n < len(cells) {
		n++
	}
	b := eternity.NewBoard(n, n)
	for i, c := range cells {
		if c == "" {
			continue
		}
		ps, rs, ok := strings.Cut(c, "/")
		p, err1 := strconv.Atoi(ps)
		r, err2 := strconv.Atoi(rs)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("cell %d: %q is not P/R", i, c)
		}
		b.Cells[i] = eternity.Placement{Piece: p, Turn: eternity.Turn(r)}
	}
	return b
}

// benchSolution reads the known solution of bench puzzle p.
func benchSolution(t *testing.T, p *eternity.Puzzle, name string) *eternity.Board {
	t.Helper()
	f, err := os.Open(benchDir + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sol, err := eternity.ReadSolution(f, p)
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

func readBench(t *testing.T, name string) *eternity.Puzzle {
	t.Helper()
	f, err := os.Open(benchDir + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, _, err := eternity.ReadPlain(f)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestEternitySolveCounts(t *testing.T) {
	tests := []struct {
		file  string
		flags []string
		want  int64
	}{
		{"brendan1_04x04.txt", nil, 36},
		{"brendan1_04x04.txt", []string{"--model", "bruteforce", "--var", "scan", "--nosym"}, 36},
		{"brendan1_05x05.txt", []string{"--order", "spiral-in", "--model", "capi", "--workers", "2"}, 16},
		{"brendan1_05x05.txt", []string{"--order", "diagonal", "--var", "scan", "--model", "bruteforce", "--workers", "3", "--openings", "2"}, 16},
		{"brendan1_05x05.txt", []string{"--val", "pessimistic", "--corolle", "2"}, 16},
		{"brendan1_05x05.txt", []string{"--finale", "5", "--workers", "2"}, 16},
	}
	for _, tc := range tests {
		t.Run(tc.file+strings.Join(tc.flags, "_"), func(t *testing.T) {
			args := append([]string{"eternity", "solve", benchDir + tc.file, "--all", "--json"}, tc.flags...)
			code, out, errOut := run(args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			js, b := readSolveJSON(t, out)
			if !js.Solved || !js.Complete || js.Solutions != tc.want {
				t.Errorf("solved %v complete %v solutions %d, want %d", js.Solved, js.Complete, js.Solutions, tc.want)
			}
			if js.Nodes <= 0 || js.FirstSolutionNodes <= 0 || js.FirstSolutionNodes > js.Nodes {
				t.Errorf("nodes %d, first solution nodes %d", js.Nodes, js.FirstSolutionNodes)
			}
			p := readBench(t, tc.file)
			if s := eternity.ScoreBoard(p, b); !s.Solved() || b.Validate(p) != nil {
				t.Errorf("the reported solution does not check: %+v", s)
			}
			if js.BestDepth != p.N() || js.BestScore != 2*p.W*(p.H-1) {
				t.Errorf("best depth %d score %d", js.BestDepth, js.BestScore)
			}
			if tc.flags == nil && js.Config != solver.Default.String() {
				t.Errorf("no solver flags ran %q, want the default %q", js.Config, solver.Default.String())
			}
		})
	}
}

func TestEternitySolvePlain(t *testing.T) {
	code, out, errOut := run("eternity", "solve", benchDir+"brendan1_05x05.txt", "--workers", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"brendan1_05x05: 5x5", "first solution (with its 3 turns of the whole board: 4 solutions), ", "first solution after"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if lines := strings.Count(out, "\n"); lines != 3+5 {
		t.Errorf("%d lines, want 3 and the 5 rows:\n%s", lines, out)
	}
}

func TestEternitySolveFailures(t *testing.T) {
	dir := t.TempDir()
	bad := badPuzzle(t, dir)
	ops := filepath.Join(dir, "ops.txt")
	if code, _, errOut := run("eternity", "openings", benchDir+"brendan1_04x04.txt", "--depth", "3", "--out", ops); code != 0 {
		t.Fatalf("openings: exit %d: %s", code, errOut)
	}
	tests := []struct {
		name   string
		args   []string
		code   int
		errOut string
	}{
		{"no solution", []string{bad, "--all", "--json"}, 1, "no solution"},
		// without corolles, which on a loaded machine (the race detector's)
		// took the 500 ms to build: the search must run to be stopped
		{"timeout", []string{benchDir + "brendan1_09x09.txt", "--timeout", "500ms", "--json", "--workers", "2", "--corolle", "0"}, 1, "stopped"},
		{"sat and max-score", []string{benchDir + "brendan1_04x04.txt", "--sat", "--max-score"}, 2, "choose one"},
		{"unique through SAT", []string{benchDir + "brendan1_04x04.txt", "--unique", "--sat"}, 2, "--unique is a search on one machine"},
		{"unique in shards", []string{benchDir + "brendan1_04x04.txt", "--unique", "--shard", "0/2"}, 2, "--unique is a search on one machine"},
		{"every solution through SAT", []string{benchDir + "brendan1_04x04.txt", "--sat", "--all"}, 2, "--sat finds one board"},
		{"max-score in shards", []string{benchDir + "brendan1_04x04.txt", "--max-score", "--shard", "0/2"}, 2, "--max-score finds one board"},
		{"scan order with SAT", []string{benchDir + "brendan1_04x04.txt", "--sat", "--order", "spiral-in"}, 2, "--order is for the backtracking solvers"},
		{"model with max-score", []string{benchDir + "brendan1_04x04.txt", "--max-score", "--model", "boco"}, 2, "--max-score has its own search: --model"},
		{"nosym with SAT", []string{benchDir + "brendan1_04x04.txt", "--nosym", "--sat"}, 2, "--nosym is for"},
		{"starter without max-score", []string{benchDir + "brendan1_04x04.txt", "--e2-starter"}, 2, "give both"},
		{"max-nodes without max-score", []string{benchDir + "brendan1_04x04.txt", "--max-nodes", "100"}, 2, "--max-nodes stops --max-score"},
		{"max-nodes of none", []string{benchDir + "brendan1_04x04.txt", "--max-score", "--max-nodes", "0"}, 2, "N at least 1"},
		{"openings and an openings file", []string{benchDir + "brendan1_04x04.txt", "--openings", "2", "--openings-file", ops}, 2,
			"--openings and --openings-file are two ways to cut the tree: give one"},
		{"openings past the board", []string{benchDir + "brendan1_04x04.txt", "--openings", "15"}, 2, "--openings: openings depth 15 out of range 1..14"},
		{"finale off the scan", []string{benchDir + "brendan1_04x04.txt", "--finale", "4", "--model", "boco", "--var", "pessimistic"}, 2, "--finale 4: finales need --var scan"},
		{"bad shard", []string{benchDir + "brendan1_04x04.txt", "--shard", "2/2"}, 2, `the index "2" is not in 0..1`},
		{"shard without N", []string{benchDir + "brendan1_04x04.txt", "--shard", "1"}, 2, "want I/N or auto/N"},
		{"starter off Eternity II", []string{benchDir + "brendan1_04x04.txt", "--max-score", "--e2-starter"}, 2, "needs a 16x16 puzzle"},
		{"bad order", []string{benchDir + "brendan1_04x04.txt", "--order", "zigzag"}, 2, `--order "zigzag": want rowscan,`},
		{"bad model", []string{benchDir + "brendan1_04x04.txt", "--model", "sat"}, 2, `--model "sat": want bruteforce`},
		{"bad corolle", []string{benchDir + "brendan1_04x04.txt", "--corolle", "3"}, 2, "corolle radius 3"},
		{"bad workers", []string{benchDir + "brendan1_04x04.txt", "--workers", "0"}, 2, "--workers 0"},
		{"no file", nil, 2, "need one puzzle file"},
		{"missing file", []string{filepath.Join(dir, "none.txt")}, 2, "none.txt"},
		{"bad extension", []string{filepath.Join(dir, "p.png")}, 2, "expected a .txt"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(append([]string{"eternity", "solve"}, tc.args...)...)
			if code != tc.code || !strings.Contains(errOut, tc.errOut) {
				t.Errorf("exit %d, stderr %q; want %d and %q", code, errOut, tc.code, tc.errOut)
			}
			if tc.code == 1 && strings.Contains(strings.Join(tc.args, " "), "--json") {
				js, _ := readSolveJSON(t, out)
				if js.Solved || js.Solutions != 0 {
					t.Errorf("solved %v with %d solutions", js.Solved, js.Solutions)
				}
				if tc.name == "timeout" && (js.Complete || js.Nodes == 0 || js.Explored <= 0 || js.Explored >= 1) {
					t.Errorf("a stopped search reports complete %v, %d nodes, explored %v", js.Complete, js.Nodes, js.Explored)
				}
				if tc.name == "no solution" && js.Explored != 1 {
					t.Errorf("an exhausted search explored %v of its tree", js.Explored)
				}
				if tc.name == "no solution" && !js.Complete {
					t.Error("an exhausted search is not complete")
				}
			}
		})
	}
}

// A design's fixed pieces are kept by the solver.
func TestEternitySolveFixedPieces(t *testing.T) {
	p := readBench(t, "brendan1_05x05.txt")
	sol := benchSolution(t, p, "brendan1_05x05.solutions.txt")
	d := eternity.NewDesign("fixed", p)
	d.Board = eternity.NewBoard(5, 5)
	for _, c := range []int{6, 12, 18} { // three inner cells of the known solution
		d.Board.Cells[c] = sol.Cells[c]
		d.Board.Cells[c].Fixed = true
	}
	path := filepath.Join(t.TempDir(), "fixed.json")
	if err := writeDesign(path, d); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run("eternity", "solve", path, "--all", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	js, b := readSolveJSON(t, out)
	if js.Solutions < 1 || js.Solutions >= 16 {
		t.Errorf("%d solutions with three fixed pieces, want 1..15 of the 16", js.Solutions)
	}
	for _, c := range []int{6, 12, 18} {
		if b.Cells[c].Piece != sol.Cells[c].Piece || b.Cells[c].Turn != sol.Cells[c].Turn {
			t.Errorf("cell %d holds %v, fixed %v", c, b.Cells[c], sol.Cells[c])
		}
	}
}

// --progress reports the counters on standard error while the search runs;
// the result on standard output is the same.
func TestSolveProgress(t *testing.T) {
	code, out, errOut := run("eternity", "solve", benchDir+"brendan1_06x06.txt", "--all", "--workers", "2", "--progress", "20ms", "--openings", "4")
	if code != 0 || !strings.Contains(out, "260 solutions") {
		t.Fatalf("exit %d, out %q", code, out)
	}
	// A line before the openings are counted (on a loaded machine, the
	// first may be) has no openings column yet; the last has it.
	lines := strings.Split(strings.TrimSpace(errOut), "\n")
	if last := lines[len(lines)-1]; len(lines) < 2 || !strings.Contains(lines[0], " nodes, depth ") || !strings.Contains(last, " openings") {
		t.Errorf("progress lines %q", errOut)
	}
	code, _, errOut = run("eternity", "solve", benchDir+"brendan1_05x05.txt", "--progress", "soon")
	if code != 2 || !strings.Contains(errOut, "soon") {
		t.Errorf("bad --progress: exit %d, %q", code, errOut)
	}
	// an interval no one reads at (a line as fast as they can be written),
	// or one before the start, is refused before the search
	for _, every := range []string{"1ns", "9ms", "-5s"} {
		code, out, errOut = run("eternity", "solve", benchDir+"brendan1_05x05.txt", "--progress", every)
		if code != 2 || out != "" || !strings.Contains(errOut, "--progress "+every+": want 0 (never) or an interval of 10ms or more") {
			t.Errorf("--progress %s: exit %d, %q, %q", every, code, out, errOut)
		}
	}
	if code, _, errOut = run("eternity", "solve", benchDir+"brendan1_05x05.txt", "--progress", "0"); code != 0 || errOut != "" {
		t.Errorf("--progress 0: exit %d, %q", code, errOut)
	}
}

// --unique answers "not unique" for a puzzle with several solutions, in
// fewer nodes than counting them all, and "unique" once fixed pieces leave
// one; its JSON gives the solutions found up to turns of the board.
func TestEternitySolveUnique(t *testing.T) {
	p := readBench(t, "brendan1_05x05.txt")
	sol := benchSolution(t, p, "brendan1_05x05.solutions.txt")
	d := eternity.NewDesign("one", p)
	d.Board = eternity.NewBoard(5, 5)
	for _, c := range []int{0, 2, 6, 12, 18, 22, 24} {
		d.Board.Cells[c] = sol.Cells[c]
		d.Board.Cells[c].Fixed = true
	}
	one := filepath.Join(t.TempDir(), "one.json")
	if err := writeDesign(one, d); err != nil {
		t.Fatal(err)
	}
	_, allOut, _ := run("eternity", "solve", benchDir+"brendan1_05x05.txt", "--all", "--json", "--workers", "1")
	all, _ := readSolveJSON(t, allOut)
	for _, tc := range []struct {
		path     string
		distinct int
		says     string
	}{
		{benchDir + "brendan1_05x05.txt", 2, "not unique: two solutions that are not turns of each other"},
		{one, 1, "unique: exactly one solution, up to turning the whole board"},
	} {
		code, out, errOut := run("eternity", "solve", tc.path, "--unique", "--json", "--workers", "1")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tc.path, code, errOut)
		}
		js, b := readSolveJSON(t, out)
		if !js.Complete || js.Distinct == nil || *js.Distinct != tc.distinct || !eternity.ScoreBoard(p, b).Solved() {
			t.Errorf("%s: complete %v, distinct %v, want %d and a solution", tc.path, js.Complete, js.Distinct, tc.distinct)
		}
		if tc.distinct == 2 && js.Nodes >= all.Nodes {
			t.Errorf("--unique took %d nodes, counting all %d", js.Nodes, all.Nodes)
		}
		if _, plain, _ := run("eternity", "solve", tc.path, "--unique"); !strings.Contains(plain, tc.says) {
			t.Errorf("%s: the plain output does not say %q:\n%s", tc.path, tc.says, plain)
		}
	}
}

// A search stopped before it started (the corolles of a 9x9 take longer to
// build than a short --timeout on a busy machine) still prints the JSON
// asked for: not solved, not complete.
func TestEternitySolveStoppedWhilePrepared(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	code := RunArgs(ctx, &Env{Stdout: &out, Stderr: &errb}, []string{"eternity", "solve", benchDir + "brendan1_09x09.txt", "--json", "--corolle", "2"})
	if code != 1 || !strings.Contains(errb.String(), "stopped") {
		t.Fatalf("exit %d, %q", code, errb.String())
	}
	if js, _ := readSolveJSON(t, out.String()); js.Solved || js.Complete {
		t.Errorf("JSON %+v", js)
	}
}

// badPuzzle writes a 3x3 puzzle with no solution (its centre piece
// matches nothing around it) into dir.
func badPuzzle(t *testing.T, dir string) string {
	t.Helper()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("3 3\n0 1 1 0\n0 1 2 1\n0 0 1 1\n2 3 2 0\n4 4 4 4\n2 0 2 3\n1 1 0 0\n2 1 0 1\n1 0 0 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return bad
}

// The JSON's "all" is --all as given, and "distinct" is there with
// --unique, 0 included, and only then: --unique reported "all": true with
// 8 of brendan1 4x4's 36 solutions, and no "distinct" when it found none.
func TestEternitySolveUniqueJSONFields(t *testing.T) {
	bad := badPuzzle(t, t.TempDir())
	tests := []struct {
		name     string
		args     []string
		code     int
		all      bool
		distinct any // the decoded value, nil when the key must be absent
	}{
		{"unique, several", []string{benchDir + "brendan1_04x04.txt", "--unique"}, 0, false, 2.0},
		{"unique, none", []string{bad, "--unique"}, 1, false, 0.0},
		{"all", []string{benchDir + "brendan1_04x04.txt", "--all"}, 0, true, nil},
		{"first", []string{benchDir + "brendan1_04x04.txt"}, 0, false, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(append([]string{"eternity", "solve", "--json", "--workers", "1"}, tc.args...)...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d: %s", code, tc.code, errOut)
			}
			var m map[string]any
			if err := json.Unmarshal([]byte(out), &m); err != nil {
				t.Fatalf("%v: %q", err, out)
			}
			if m["all"] != tc.all {
				t.Errorf(`"all": %v, want %v`, m["all"], tc.all)
			}
			if d, ok := m["distinct"]; d != tc.distinct || ok != (tc.distinct != nil) {
				t.Errorf(`"distinct": %v (there: %v), want %v`, d, ok, tc.distinct)
			}
		})
	}
}

// --all and --unique are two searches: given both, the command refused
// nothing and ran --unique.
func TestEternitySolveAllAndUnique(t *testing.T) {
	code, out, errOut := run("eternity", "solve", benchDir+"brendan1_04x04.txt", "--all", "--unique", "--json")
	if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "--all counts every solution, --unique stops at a second") {
		t.Errorf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}
