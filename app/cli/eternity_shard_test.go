package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestParseShard(t *testing.T) {
	env := func(k, v string) func(string) string {
		return func(n string) string {
			if n == k {
				return v
			}
			return ""
		}
	}
	env2 := func(k1, v1, k2, v2 string) func(string) string {
		return func(n string) string { return env(k1, v1)(n) + env(k2, v2)(n) }
	}
	tests := []struct {
		arg    string
		getenv func(string) string
		i, n   int
		err    string
	}{
		{"0/1", env("", ""), 0, 1, ""},
		{"3/4", env("", ""), 3, 4, ""},
		{"auto/5", env("JOB_COMPLETION_INDEX", "2"), 2, 5, ""},
		{"auto/5", env("SLURM_ARRAY_TASK_ID", "4"), 4, 5, ""},
		{"auto/5", env("SLURM_ARRAY_TASK_ID", "5"), 0, 0, `the index "5" from SLURM_ARRAY_TASK_ID is not in 0..4: the job array must count from 0 (0-4)`},
		{"auto/5", env("JOB_COMPLETION_INDEX", "x"), 0, 0, `the index "x" from JOB_COMPLETION_INDEX is not in 0..4`},
		{"auto/4", env2("SLURM_ARRAY_TASK_ID", "1", "JOB_COMPLETION_INDEX", "2"), 0, 0,
			"JOB_COMPLETION_INDEX=2 and SLURM_ARRAY_TASK_ID=1 disagree: give the index with --shard I/4"},
		{"auto/4", env2("SLURM_ARRAY_TASK_ID", "2", "JOB_COMPLETION_INDEX", "2"), 2, 4, ""},
		{"auto/5", env("", ""), 0, 0, "neither JOB_COMPLETION_INDEX nor SLURM_ARRAY_TASK_ID"},
		{"4/4", env("", ""), 0, 0, "not in 0..3"},
		{"-1/4", env("", ""), 0, 0, "not in 0..3"},
		{"1/0", env("", ""), 0, 0, "want I/N"},
		{"x", env("", ""), 0, 0, "want I/N"},
	}
	for _, tc := range tests {
		i, n, err := parseShard(tc.arg, tc.getenv)
		switch {
		case tc.err == "" && (err != nil || i != tc.i || n != tc.n):
			t.Errorf("%q: %d/%d %v, want %d/%d", tc.arg, i, n, err, tc.i, tc.n)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("%q: error %v, want %q", tc.arg, err, tc.err)
		}
	}
}

// Shares run as separate processes would, merged, give the count of the
// whole search; merge refuses missing, doubled and foreign shares.
func TestEternityShardsMerge(t *testing.T) {
	dir := t.TempDir()
	const n = 3
	var files []string
	for i := range n {
		code, out, errOut := run("eternity", "solve", benchDir+"brendan1_05x05.txt", "--all", "--json",
			"--openings", "3", "--shard", fmt.Sprintf("%d/%d", i, n), "--workers", "1")
		if code != 0 {
			t.Fatalf("shard %d: exit %d %s", i, code, errOut)
		}
		f := filepath.Join(dir, fmt.Sprintf("s%d.json", i))
		if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	code, out, errOut := run(append([]string{"eternity", "merge", "--json"}, files...)...)
	if code != 0 {
		t.Fatalf("merge: exit %d %s", code, errOut)
	}
	var m mergeJSON
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	// the whole search cut at the same depth: the rowscan brute force's
	// nodes depend on the cut (the bit engine hands out the openings, the
	// row engine solves them and counts its nodes its own way)
	_, whole, _ := run("eternity", "solve", benchDir+"brendan1_05x05.txt", "--all", "--json", "--openings", "3", "--workers", "1")
	w, _ := readSolveJSON(t, whole)
	if !m.Complete || m.Solutions != 16 || m.Nodes != w.Nodes || m.UnitsDone != m.Units || m.Units == 0 || len(m.Missing) != 0 {
		t.Errorf("merged %+v, want 16 solutions and %d nodes", m, w.Nodes)
	}
	other := filepath.Join(dir, "other.json")
	_, o, _ := run("eternity", "solve", benchDir+"brendan2_05x05.txt", "--all", "--json", "--openings", "3", "--shard", "1/3")
	if err := os.WriteFile(other, []byte(o), 0o644); err != nil {
		t.Fatal(err)
	}
	// A shard of a search cut into other openings (another depth, or pieces
	// fixed differently): the units differ.
	var r map[string]any
	b1, _ := os.ReadFile(files[1])
	if err := json.Unmarshal(b1, &r); err != nil {
		t.Fatal(err)
	}
	r["units"] = r["units"].(float64) + 1
	b1, _ = json.Marshal(r)
	units := filepath.Join(dir, "units.json")
	if err := os.WriteFile(units, b1, 0o644); err != nil {
		t.Fatal(err)
	}
	// A shard stopped while its search was prepared (no openings cut yet)
	// is a stopped shard, not one of another search, first or not.
	var r0 map[string]any
	b0, _ := os.ReadFile(files[0])
	if err := json.Unmarshal(b0, &r0); err != nil {
		t.Fatal(err)
	}
	r0["units"], r0["openings"], r0["units_done"], r0["complete"], r0["solutions"] = 0, 0, 0, false, 0
	b0, _ = json.Marshal(r0)
	early := filepath.Join(dir, "early.json")
	if err := os.WriteFile(early, b0, 0o644); err != nil {
		t.Fatal(err)
	}
	// Shard 0 of a search not cut (one unit, the whole tree: no openings
	// counted) beside a shard of a cut one: two searches, which merged
	// into a wrong count, exit 0.
	whole0, cut1 := filepath.Join(dir, "whole0.json"), filepath.Join(dir, "cut1.json")
	_, w0, _ := run("eternity", "solve", benchDir+"brendan1_04x04.txt", "--all", "--json", "--shard", "0/2")
	_, c1, _ := run("eternity", "solve", benchDir+"brendan1_04x04.txt", "--all", "--json", "--shard", "1/2", "--openings", "2")
	if err := os.WriteFile(whole0, []byte(w0), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cut1, []byte(c1), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := []struct {
		name  string
		files []string
		code  int
		err   string
	}{
		{"stopped before it started", []string{early, files[1], files[2]}, 1, "stopped before the end"},
		{"a whole tree beside a cut one", []string{whole0, cut1}, 2, "of another search"},
		{"stopped before it started, not first", []string{files[1], early, files[2]}, 1, "stopped before the end"},
		{"other units", []string{files[0], units, files[2]}, 2, "of another search"},
		{"missing", files[:2], 1, "shards missing: [2]"},
		{"twice", []string{files[0], files[1], files[1]}, 2, "already given"},
		{"foreign", []string{files[0], other}, 2, "of another search"},
		{"no file", nil, 2, "need the JSON results"},
		{"not json", []string{benchDir + "brendan1_05x05.txt"}, 2, "not JSON: not a result of eternity solve --json"},
	}
	for _, tc := range bad {
		code, _, errOut := run(append([]string{"eternity", "merge"}, tc.files...)...)
		if code != tc.code || !strings.Contains(errOut, tc.err) {
			t.Errorf("%s: exit %d %q, want %d %q", tc.name, code, errOut, tc.code, tc.err)
		}
	}
}

// eternity openings counts and writes the openings; solving the file by
// shares and merging gives every solution.
func TestEternityOpeningsFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "ops.txt")
	code, out, errOut := run("eternity", "openings", benchDir+"brendan1_05x05.txt", "--depth", "4", "--out", file, "--json")
	if code != 0 {
		t.Fatalf("exit %d %s", code, errOut)
	}
	var js openingsJSON
	if err := json.Unmarshal([]byte(out), &js); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Count(string(data), "\n") - 5 // the header and the end line
	if js.Openings == 0 || int64(lines) != js.Openings || !js.AllCounted || js.TreeNodes <= 0 {
		t.Errorf("%+v, %d lines in the file", js, lines)
	}
	var files []string
	for i := range 2 {
		code, out, errOut := run("eternity", "solve", benchDir+"brendan1_05x05.txt", "--all", "--json",
			"--openings-file", file, "--shard", fmt.Sprintf("%d/2", i))
		if code != 0 {
			t.Fatalf("shard %d: exit %d %s", i, code, errOut)
		}
		f := filepath.Join(dir, fmt.Sprintf("r%d.json", i))
		if err := os.WriteFile(f, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	code, out, errOut = run(append([]string{"eternity", "merge", "--json"}, files...)...)
	var m mergeJSON
	if code != 0 || json.Unmarshal([]byte(out), &m) != nil || m.Solutions != 16 || m.Units != js.Openings {
		t.Errorf("merge: exit %d %s %+v", code, errOut, m)
	}
	// --timeout counts the reading of the file too: it began after it
	code, _, errOut = run("eternity", "solve", benchDir+"brendan1_05x05.txt", "--all", "--openings-file", file, "--timeout", "1ns")
	if code != 1 || !strings.Contains(errOut, "stopped by --timeout 1ns while reading") {
		t.Errorf("--timeout 1ns: exit %d %q", code, errOut)
	}
	bad := []struct {
		args []string
		err  string
	}{
		{[]string{"eternity", "openings", benchDir + "brendan1_05x05.txt"}, "need --depth D"},
		{[]string{"eternity", "openings", benchDir + "brendan1_05x05.txt", "--depth", "24"}, "out of range 1..23"},
		{[]string{"eternity", "solve", benchDir + "brendan1_06x06.txt", "--openings-file", file}, "not of this one"},
		{[]string{"eternity", "solve", benchDir + "brendan1_05x05.txt", "--openings-file", filepath.Join(dir, "none.txt")}, "there is no file at"},
	}
	for _, tc := range bad {
		code, _, errOut := run(tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.err) {
			t.Errorf("%v: exit %d %q, want 2 and %q", tc.args, code, errOut, tc.err)
		}
	}
}

// An openings file missing openings would pass for the whole tree, and a
// search through it call a solvable puzzle unsolvable: a count cut short
// (by --limit, --timeout or Ctrl+C) writes no file and keeps the one there.
func TestEternityOpeningsCutShortWritesNothing(t *testing.T) {
	file := filepath.Join(t.TempDir(), "ops.txt")
	if err := os.WriteFile(file, []byte("keep\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	puzzle := benchDir + "brendan1_05x05.txt"
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name string
		ctx  context.Context
		args []string
		code int
		err  string
	}{
		{"--limit", context.Background(), []string{"--limit", "5"}, 1, "--limit 5 reached before the last opening: " + file + " not written"},
		{"--timeout", context.Background(), []string{"--timeout", "1ns"}, 1, "stopped after"},
		{"Ctrl+C", cancelled, nil, 1, "stopped after 0 openings: " + file + " not written"},
		{"a flag of solve", context.Background(), []string{"--workers", "2"}, 2, "--workers is a flag of eternity solve"},
	}
	for _, tc := range tests {
		var out, errb bytes.Buffer
		args := append([]string{"eternity", "openings", puzzle, "--depth", "4", "--out", file}, tc.args...)
		code := RunArgs(tc.ctx, &Env{Stdout: &out, Stderr: &errb}, args)
		if code != tc.code || !strings.Contains(errb.String(), tc.err) {
			t.Errorf("%s: exit %d %q, want %d and %q", tc.name, code, errb.String(), tc.code, tc.err)
		}
		if got := readFile(t, file); got != "keep\n" {
			t.Errorf("%s: the file became %d bytes", tc.name, len(got))
		}
	}
	// Without a file, --limit still gives the count so far.
	code, out, errOut := run("eternity", "openings", puzzle, "--depth", "4", "--limit", "5", "--json")
	var js openingsJSON
	if code != 0 || json.Unmarshal([]byte(out), &js) != nil || js.Openings != 5 || js.AllCounted {
		t.Errorf("count to the limit: exit %d %s %+v", code, errOut, js)
	}
}

// A count stopped by --limit gives the nodes an opening from the estimate
// of their number, not from the few it counted.
func TestEternityOpeningsPerOpeningUnderALimit(t *testing.T) {
	tests := []struct {
		name string
		args []string
	}{
		{"all counted", []string{"--depth", "3"}},
		{"stopped by --limit", []string{"--depth", "9", "--limit", "5"}},
	}
	for _, tc := range tests {
		code, out, errOut := run(append([]string{"eternity", "openings", benchDir + "brendan1_06x06.txt", "--json"}, tc.args...)...)
		var js openingsJSON
		if code != 0 || json.Unmarshal([]byte(out), &js) != nil {
			t.Fatalf("%s: exit %d %s", tc.name, code, errOut)
		}
		n := float64(js.Openings)
		if !js.AllCounted {
			if js.Estimated <= n {
				t.Fatalf("%s: estimated %g openings, not more than the %g counted", tc.name, js.Estimated, n)
			}
			n = js.Estimated
		}
		if want := js.TreeNodes / n; math.Abs(js.PerOpening-want) > 1e-9*want {
			t.Errorf("%s: %g nodes an opening, want %g (%+v)", tc.name, js.PerOpening, want, js)
		}
	}
}

// A count cut short prints with --json what it counted, "complete": false,
// and still exits 1: stopped by --timeout it printed nothing.
func TestEternityOpeningsJSONWhenCutShort(t *testing.T) {
	dir := t.TempDir()
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name     string
		ctx      context.Context
		args     []string
		code     int
		complete bool
		openings func(n int64) bool
	}{
		{"--timeout", context.Background(), []string{benchDir + "brendan1_07x07.txt", "--depth", "14", "--corolle", "0", "--timeout", "300ms"}, 1, false,
			func(n int64) bool { return n > 0 }},
		{"Ctrl+C", cancelled, []string{benchDir + "brendan1_05x05.txt", "--depth", "4"}, 1, false, func(n int64) bool { return n == 0 }},
		{"--limit with --out", context.Background(), []string{benchDir + "brendan1_05x05.txt", "--depth", "4", "--limit", "5", "--out", filepath.Join(dir, "ops.txt")}, 1, false,
			func(n int64) bool { return n == 5 }},
		{"whole", context.Background(), []string{benchDir + "brendan1_05x05.txt", "--depth", "2", "--probes", "50"}, 0, true, func(n int64) bool { return n > 5 }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := RunArgs(tc.ctx, &Env{Stdout: &out, Stderr: &errb}, append([]string{"eternity", "openings", "--json"}, tc.args...))
			var m map[string]any
			if err := json.Unmarshal(out.Bytes(), &m); err != nil {
				t.Fatalf("exit %d, stderr %q: stdout %q is no JSON: %v", code, errb.String(), out.String(), err)
			}
			n, _ := m["openings"].(float64)
			if code != tc.code || m["complete"] != tc.complete || !tc.openings(int64(n)) {
				t.Errorf("exit %d, complete %v, %v openings; want %d, %v", code, m["complete"], m["openings"], tc.code, tc.complete)
			}
			if _, ok := m["out"]; ok {
				t.Errorf(`"out" %v, and no file was written`, m["out"])
			}
			if want := map[bool]float64{true: 50, false: 0}[tc.complete]; m["probes"] != want {
				t.Errorf(`"probes" %v, want %v`, m["probes"], want)
			}
		})
	}
}
