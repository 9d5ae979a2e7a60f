package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/games/rikudo"
)

// "-" is the standard output for every output flag: it made a file named
// "-". Two outputs on the standard output are refused, not mixed.
func TestDashIsStdout(t *testing.T) {
	dir := t.TempDir()
	puzzle := filepath.Join(dir, "r.txt")
	rikudoFile := benchRikudo + ".txt"
	tests := []struct {
		name        string
		args        []string
		code        int
		out, errOut string // substrings of stdout and stderr
	}{
		{"openings --out -", []string{"eternity", "openings", brendan4, "--depth", "2", "--out", "-"}, 0, "\n# end ", "openings of depth 2"},
		{"openings --out - --json", []string{"eternity", "openings", brendan4, "--depth", "2", "--out", "-", "--json"}, 2, "", "--out - and --json would both write to the standard output"},
		{"rikudo solve --dimacs -", []string{"rikudo", "solve", rikudoFile, "--dimacs", "-"}, 0, "\np cnf ", "exactly one solution"},
		{"rikudo solve --dimacs - --json", []string{"rikudo", "solve", rikudoFile, "--dimacs", "-", "--json"}, 2, "", "--dimacs - and --json would both"},
		{"rikudo gen -o -", []string{"rikudo", "gen", "--radius", "3", "-o", "-"}, 0, "", ""},
		{"rikudo gen -o - --json", []string{"rikudo", "gen", "--radius", "3", "-o", "-", "--json"}, 2, "", "would both write"},
		{"rikudo gen --pdf - with -o", []string{"rikudo", "gen", "--radius", "3", "-o", puzzle, "--pdf", "-"}, 0, "%PDF", "wrote " + puzzle},
		{"rikudo gen --pdf - without -o", []string{"rikudo", "gen", "--radius", "3", "--pdf", "-"}, 2, "", "the puzzle (no -o, or -o -) and --pdf - would both"},
		{"eternity gen -o -", []string{"eternity", "gen", "--size", "4x4", "-o", "-"}, 0, "4 4\n", ""},
		{"eternity gen --solution -", []string{"eternity", "gen", "--size", "4x4", "--solution", "-"}, 2, "", "and --solution - would both"},
		{"eternity gen -o F --solution -", []string{"eternity", "gen", "--size", "4x4", "-o", filepath.Join(dir, "e.txt"), "--solution", "-"}, 0, "4 4\n", "wrote "},
		{"eternity convert F -", []string{"eternity", "convert", brendan4, "-"}, 2, "", "OUT -: the standard output has no extension"},
		{"weave grow --out -", []string{"weave", "grow", "--points", "10", "--out", "-"}, 2, "", "--out -: the standard output has no extension"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(tc.args...)
			if code != tc.code || !strings.Contains(out, tc.out) || !strings.Contains(errOut, tc.errOut) {
				t.Errorf("exit %d, stdout %.300q, stderr %q; want %d, %q and %q", code, out, errOut, tc.code, tc.out, tc.errOut)
			}
			if tc.code == 2 && out != "" {
				t.Errorf("refused, yet stdout %.200q", out)
			}
			if _, err := os.Stat("-"); err == nil {
				os.Remove("-")
				t.Errorf("a file named - was written")
			}
		})
	}
}

// rikudo gen --json without -o kept only the answer key: the puzzle is in
// the JSON, as its file holds it.
func TestRikudoGenJSONHoldsThePuzzle(t *testing.T) {
	code, out, errOut := run("rikudo", "gen", "--radius", "3", "--seed", "1", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var j struct {
		Puzzle   string `json:"puzzle"`
		Givens   int    `json:"givens"`
		Solution []int  `json:"solution"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	p, err := rikudo.Read(strings.NewReader(j.Puzzle))
	if err != nil {
		t.Fatalf("the puzzle field does not read: %v\n%q", err, j.Puzzle)
	}
	if p.NumGivens() != j.Givens || p.N() != len(j.Solution) {
		t.Errorf("puzzle of %d givens and %d cells, JSON says %d givens and %d solution cells", p.NumGivens(), p.N(), j.Givens, len(j.Solution))
	}
}
