package cli

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// shardResult is a result eternity solve --shard 0/1 could write: a 4x4
// puzzle solved, one opening of one done.
func shardResult() eternitySolveJSON {
	sol := make([]string, 16)
	for i := range sol {
		sol[i] = fmt.Sprintf("%d/%d", i+1, i%4)
	}
	return eternitySolveJSON{
		Solved: true, Complete: true, Solutions: 4, Nodes: 100, FirstSolutionNodes: 50,
		FirstSolutionMs: 0.5, ElapsedMs: 1, Solution: sol, Config: "rowscan", All: true,
		Puzzle: "4x4-62e8faa0243b2765", Openings: 2, Units: 1, UnitsDone: 1, Shard: "0/1",
	}
}

// writeShards writes each result to a file of dir, named s0.json, s1.json...
func writeShards(t testing.TB, dir string, rs ...any) []string {
	t.Helper()
	var files []string
	for i, r := range rs {
		b, ok := r.([]byte)
		if !ok {
			var err error
			if b, err = json.Marshal(r); err != nil {
				t.Fatal(err)
			}
		}
		f := filepath.Join(dir, fmt.Sprintf("s%d.json", i))
		if err := os.WriteFile(f, b, 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return files
}

// Results no search writes are refused with the file and the field named,
// as bad input (exit 2); a sum past int64 is refused, not wrapped round.
func TestMergeRefusesImpossibleShards(t *testing.T) {
	half := func(i int, f func(*eternitySolveJSON)) eternitySolveJSON {
		r := shardResult()
		r.Shard, r.Units, r.UnitsDone = fmt.Sprintf("%d/2", i), 2, 1
		f(&r)
		return r
	}
	one := func(f func(*eternitySolveJSON)) []any { // shard 0/1: the whole search in one file
		r := shardResult()
		f(&r)
		return []any{r}
	}
	tests := []struct {
		name   string
		shards []any
		file   string // the file named: s0.json or s1.json
		err    string
	}{
		{"negative solutions", one(func(r *eternitySolveJSON) { r.Solutions = -5 }), "s0.json", `"solutions" is -5`},
		{"negative nodes", one(func(r *eternitySolveJSON) { r.Nodes = -100 }), "s0.json", `"nodes" is -100`},
		{"negative first nodes", one(func(r *eternitySolveJSON) { r.FirstSolutionNodes = -1 }), "s0.json", `"first_solution_nodes" is -1`},
		{"negative units", one(func(r *eternitySolveJSON) { r.Units = -3 }), "s0.json", `"units" is -3`},
		{"negative units done", one(func(r *eternitySolveJSON) { r.UnitsDone = -1 }), "s0.json", `"units_done" is -1`},
		{"negative openings", one(func(r *eternitySolveJSON) { r.Openings = -1 }), "s0.json", `"openings" is -1`},
		{"negative time", one(func(r *eternitySolveJSON) { r.ElapsedMs = -1e300 }), "s0.json", `"elapsed_ms" is -1e+300`},
		{"negative first time", one(func(r *eternitySolveJSON) { r.FirstSolutionMs = -1 }), "s0.json", `"first_solution_ms" is -1`},
		{"more done than there are", one(func(r *eternitySolveJSON) { r.UnitsDone = 99 }), "s0.json", `"units_done" is 99: want at most "units", 1`},
		{"the shards did more than there are", []any{half(0, func(r *eternitySolveJSON) { r.UnitsDone = 2 }), half(1, func(*eternitySolveJSON) {})},
			"s1.json", `"units_done": the shards did 3 of 2 openings`},
		{"no puzzle", one(func(r *eternitySolveJSON) { r.Puzzle = "" }), "s0.json", `"puzzle" is empty`},
		{"no config", one(func(r *eternitySolveJSON) { r.Config = "" }), "s0.json", `"config" is empty`},
		{"solved without a solution", one(func(r *eternitySolveJSON) { r.Solution = nil }), "s0.json", `"solved" with a "solution" of 0 cells: want the 4x4 board's 16`},
		{"solved with a short solution", one(func(r *eternitySolveJSON) { r.Solution = r.Solution[:15] }), "s0.json", `of 15 cells`},
		{"solved with an empty cell", one(func(r *eternitySolveJSON) { r.Solution[3] = "" }), "s0.json", `"solution" cell 3 is ""`},
		{"solved with a piece twice", one(func(r *eternitySolveJSON) { r.Solution[3] = r.Solution[0] }), "s0.json", `"solution" cell 3 is "1/0"`},
		{"solved with a piece out of range", one(func(r *eternitySolveJSON) { r.Solution[3] = "17/0" }), "s0.json", `cell 3 is "17/0"`},
		{"solved with a bad turn", one(func(r *eternitySolveJSON) { r.Solution[3] = "4/4" }), "s0.json", `cell 3 is "4/4"`},
		{"solved, no size in the puzzle", one(func(r *eternitySolveJSON) { r.Puzzle = "abc" }), "s0.json", `"puzzle" "abc": want its size WxH`},
		{"solved, a size out of range", one(func(r *eternitySolveJSON) { r.Puzzle = "0x0-1" }), "s0.json", `"puzzle" "0x0-1": want its size WxH`},
		{"nodes overflow", []any{half(0, func(r *eternitySolveJSON) { r.Nodes = math.MaxInt64 }), half(1, func(r *eternitySolveJSON) { r.Nodes = math.MaxInt64 })},
			"s1.json", `"nodes": the shards' sum overflows`},
		{"solutions overflow", []any{half(0, func(r *eternitySolveJSON) { r.Solutions = math.MaxInt64 }), half(1, func(r *eternitySolveJSON) { r.Solutions = 1 })},
			"s1.json", `"solutions": the shards' sum overflows`},
		{"time overflow", []any{half(0, func(r *eternitySolveJSON) { r.ElapsedMs = math.MaxFloat64 }), half(1, func(r *eternitySolveJSON) { r.ElapsedMs = math.MaxFloat64 })},
			"s1.json", `"elapsed_ms": the shards' sum overflows`},
	}
	for _, tc := range tests {
		files := writeShards(t, t.TempDir(), tc.shards...)
		_, err := mergeFiles(files)
		want := filepath.Join(filepath.Dir(files[0]), tc.file) + ": "
		if err == nil || ExitCode(err) != ExitUsage || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: %v (exit %d), want exit 2 and %q...%q", tc.name, err, ExitCode(err), want, tc.err)
		}
	}
	// The two good halves merge.
	files := writeShards(t, t.TempDir(), half(0, func(*eternitySolveJSON) {}), half(1, func(*eternitySolveJSON) {}))
	m, err := mergeFiles(files)
	if err != nil || m.Solutions != 8 || m.Nodes != 200 || m.UnitsDone != 2 || m.Units != 2 || !m.Complete || len(m.Solution) != 16 {
		t.Errorf("good halves: %+v %v", m, err)
	}
}

// Whatever the files hold, merge refuses them as bad input or gives a
// result that can be: no negative count, no more openings done than there
// are, a solution a whole board when solved.
func FuzzMergeFiles(f *testing.F) {
	good, _ := json.Marshal(shardResult())
	f.Add(good, []byte(nil))
	r := shardResult()
	r.Shard, r.Units, r.UnitsDone = "0/2", 2, 1
	a, _ := json.Marshal(r)
	r.Shard, r.Solved, r.Solution = "1/2", false, nil
	b, _ := json.Marshal(r)
	f.Add(a, b)
	f.Add([]byte(`{"shard":"0/1","solutions":-5,"nodes":-100,"complete":true,"solved":true,"units":-3,"units_done":99,"elapsed_ms":-1e300}`), []byte(nil))
	f.Add([]byte(`{"shard":"0/2","nodes":9223372036854775807,"puzzle":"p","config":"c"}`),
		[]byte(`{"shard":"1/2","nodes":9223372036854775807,"puzzle":"p","config":"c"}`))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		shards := []any{a}
		if b != nil {
			shards = append(shards, b)
		}
		m, err := mergeFiles(writeShards(t, t.TempDir(), shards...))
		if err != nil {
			if ExitCode(err) != ExitUsage || strings.Contains(err.Error(), "\n") {
				t.Fatalf("exit %d %q, want exit 2 and one line", ExitCode(err), err)
			}
			return
		}
		switch {
		case m.Solutions < 0 || m.Nodes < 0 || m.UnitsDone < 0 || m.Units < 0 || m.ElapsedMs < 0 || m.CPUMs < m.ElapsedMs:
			t.Fatalf("a negative count or time: %+v", m)
		case m.UnitsDone > m.Units:
			t.Fatalf("%d of %d openings done", m.UnitsDone, m.Units)
		case m.Puzzle == "" || m.Config == "":
			t.Fatalf("no puzzle or config: %+v", m)
		case m.Solved && checkShardSolution(m.Puzzle, m.Solution) != nil:
			t.Fatalf("solved with %v: %v", m.Solution, checkShardSolution(m.Puzzle, m.Solution))
		}
	})
}

// merge names the shards stopped before the end, with their files, in its
// error and its JSON: it said "some shards were stopped before the end",
// and the person running the batch could not tell which to run again.
func TestMergeNamesStoppedShards(t *testing.T) {
	third := func(i int, complete bool) eternitySolveJSON {
		r := shardResult()
		r.Shard, r.Units, r.UnitsDone, r.Complete = fmt.Sprintf("%d/3", i), 3, 1, complete
		if !complete {
			r.UnitsDone = 0
		}
		return r
	}
	tests := []struct {
		name    string
		shards  []any
		code    int
		stopped []int
		err     string // with the directory's path in place of DIR
	}{
		{"two stopped", []any{third(0, true), third(1, false), third(2, false)}, 1, []int{1, 2},
			"2 of 3 shards stopped before the end: 1/3 (DIR/s1.json), 2/3 (DIR/s2.json)\n"},
		{"stopped given first", []any{third(2, false), third(0, true), third(1, true)}, 1, []int{2},
			"1 of 3 shards stopped before the end: 2/3 (DIR/s0.json)\n"},
		{"one missing, one stopped", []any{third(0, true), third(2, false)}, 1, []int{2},
			"shards missing: [1]; 1 of 3 shards stopped before the end: 2/3 (DIR/s1.json)\n"},
		{"none stopped", []any{third(0, true), third(1, true), third(2, true)}, 0, []int{}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			files := writeShards(t, dir, tc.shards...)
			code, out, errOut := run(append([]string{"eternity", "merge", "--json"}, files...)...)
			want := ""
			if tc.err != "" {
				want = "plateau eternity merge: " + strings.ReplaceAll(tc.err, "DIR", dir)
			}
			if code != tc.code || errOut != want {
				t.Errorf("exit %d, stderr %q; want %d, %q", code, errOut, tc.code, want)
			}
			var m map[string]any
			if err := json.Unmarshal([]byte(out), &m); err != nil {
				t.Fatalf("%v: %q", err, out)
			}
			if got := fmt.Sprint(m["stopped"]); got != fmt.Sprint(tc.stopped) {
				t.Errorf(`"stopped": %s, want %v`, got, tc.stopped)
			}
		})
	}
}

// A share's file empty or cut off (the share killed before it wrote its
// result) is listed unreadable, its shard missing, and the others added
// up: merge gave up with no totals.
func TestMergeCountsCutFilesMissing(t *testing.T) {
	third := func(i int) eternitySolveJSON {
		r := shardResult()
		r.Shard, r.Units, r.UnitsDone = fmt.Sprintf("%d/3", i), 3, 1
		return r
	}
	whole, err := json.Marshal(third(1))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name      string
		shards    []any
		code      int
		missing   string
		solutions float64
		err       string // with the directory's path in place of DIR
	}{
		{"empty", []any{third(0), []byte{}, third(2)}, 1, "[1]", 8,
			"empty or cut off, their shards missing: DIR/s1.json; shards missing: [1]"},
		{"cut off", []any{third(0), whole[:len(whole)/2], third(2)}, 1, "[1]", 8,
			"empty or cut off, their shards missing: DIR/s1.json; shards missing: [1]"},
		{"empty first", []any{[]byte("\n"), third(1), third(2)}, 1, "[0]", 8,
			"empty or cut off, their shards missing: DIR/s0.json; shards missing: [0]"},
		{"all empty", []any{[]byte{}, []byte{}}, 1, "", 0,
			"no result to add up: DIR/s0.json, DIR/s1.json empty or cut off"},
		{"junk is still refused", []any{third(0), []byte("hello"), third(2)}, 2, "", 0,
			"DIR/s1.json: not JSON: not a result of eternity solve --json"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			files := writeShards(t, dir, tc.shards...)
			code, out, errOut := run(append([]string{"eternity", "merge", "--json"}, files...)...)
			if want := strings.ReplaceAll(tc.err, "DIR", dir); code != tc.code || !strings.Contains(errOut, want) {
				t.Errorf("exit %d, stderr %q; want %d, %q", code, errOut, tc.code, want)
			}
			if tc.missing == "" {
				return
			}
			var m map[string]any
			if err := json.Unmarshal([]byte(out), &m); err != nil {
				t.Fatalf("%v: %q", err, out)
			}
			if got := fmt.Sprint(m["missing"]); got != tc.missing || m["solutions"] != tc.solutions || m["complete"] != false {
				t.Errorf("missing %s, solutions %v, complete %v; want %s, %v, false", got, m["solutions"], m["complete"], tc.missing, tc.solutions)
			}
		})
	}
}

// Mixing --all shards with first-solution ones is refused saying which is
// which (both were described as the same search), and the merged JSON
// says whether it counted every solution.
func TestMergeTellsAllFromFirstSolution(t *testing.T) {
	half := func(i int, all bool) eternitySolveJSON {
		r := shardResult()
		r.Shard, r.Units, r.UnitsDone, r.All = fmt.Sprintf("%d/2", i), 2, 1, all
		return r
	}
	tests := []struct {
		name   string
		shards []any
		code   int
		out    string
		err    string
	}{
		{"mixed", []any{half(0, true), half(1, false)}, 2, "",
			"s1.json: shard 1/2 of another search than DIR/s0.json: a first solution (no --all) here, --all (every solution) there"},
		{"other N", []any{half(0, true), func() eternitySolveJSON { r := half(1, true); r.Shard = "1/3"; return r }()}, 2, "",
			"another search than DIR/s0.json: shards 3 here, 2 there"},
		{"other depth", []any{half(0, true), func() eternitySolveJSON { r := half(1, true); r.Openings = 3; return r }()}, 2, "",
			"another search than DIR/s0.json: openings 3 here, 2 there"},
		{"all", []any{half(0, true), half(1, true)}, 0, `"all":true`, ""},
		{"first solutions", []any{half(0, false), half(1, false)}, 0, `"all":false`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			files := writeShards(t, dir, tc.shards...)
			code, out, errOut := run(append([]string{"eternity", "merge", "--json"}, files...)...)
			if want := strings.ReplaceAll(tc.err, "DIR", dir); code != tc.code || !strings.Contains(errOut, want) || !strings.Contains(out, tc.out) {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %q, %q", code, out, errOut, tc.code, tc.out, want)
			}
		})
	}
}
