package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"plateau/games/weave"
)

type weaveJSON struct {
	Rule, Main, Order string
	Seed              uint64
	Points            int   `json:"points"`
	Links             int   `json:"links"`
	Free              int   `json:"free"`
	Cycles            int   `json:"cycles"`
	Steps             int   `json:"steps"`
	ElapsedMS         int64 `json:"elapsed_ms"`
	Out               string
}

func weaveGrow(t *testing.T, args ...string) weaveJSON {
	t.Helper()
	code, out, errOut := run(append([]string{"weave", "grow", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.Count(strings.TrimSpace(out), "\n") != 0 {
		t.Errorf("JSON output is not one line: %q", out)
	}
	var j weaveJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if j.Cycles != j.Links-j.Points+1 || j.ElapsedMS < 0 {
		t.Errorf("inconsistent counters %+v", j)
	}
	return j
}

func TestWeaveGrowCounts(t *testing.T) {
	tests := []struct {
		args []string
		want func(j weaveJSON) bool
	}{
		// One step expands P1: three points around it, three links.
		{[]string{"--steps", "1"}, func(j weaveJSON) bool {
			return j.Points == 4 && j.Links == 3 && j.Free == 3 && j.Steps == 1 && j.Cycles == 0
		}},
		// The seed's rule: at most one expansion beyond the target, three points each.
		{[]string{"--points", "1000"}, func(j weaveJSON) bool { return j.Points >= 1000 && j.Points < 1003 }},
		{[]string{"--points", "500", "--rule", "cubic", "--order", "nearest"}, func(j weaveJSON) bool {
			return j.Rule == "cubic" && j.Order == "nearest" && j.Points >= 500 && j.Points < 506 && j.Cycles > 0
		}},
		{[]string{"--steps", "50", "--rule", "diamond", "--main", "D4", "--order", "lifo"}, func(j weaveJSON) bool {
			return j.Steps == 50 && j.Main == "D4" && j.Free == j.Points-50
		}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			if j := weaveGrow(t, tt.args...); !tt.want(j) {
				t.Errorf("%+v", j)
			}
		})
	}
}

func TestWeaveGrowRandomIsSeeded(t *testing.T) {
	a := weaveGrow(t, "--steps", "400", "--order", "random", "--seed", "9", "--rule", "cubic")
	b := weaveGrow(t, "--steps", "400", "--order", "random", "--seed", "9", "--rule", "cubic")
	c := weaveGrow(t, "--steps", "400", "--order", "random", "--seed", "10", "--rule", "cubic")
	if a.Points != b.Points || a.Links != b.Links {
		t.Errorf("same seed, different lattices: %+v %+v", a, b)
	}
	if a.Points == c.Points && a.Links == c.Links {
		t.Errorf("seeds 9 and 10 grew identical counters %+v", a)
	}
}

func TestWeaveGrowExports(t *testing.T) {
	dir := t.TempDir()
	for _, ext := range []string{"json", "ply", "obj"} {
		path := filepath.Join(dir, "lattice."+ext)
		j := weaveGrow(t, "--steps", "6", "--out", path)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		switch ext {
		case "json":
			m, err := weave.ReadJSON(strings.NewReader(string(data)))
			if err != nil {
				t.Fatalf("reading the export back: %v", err)
			}
			if s := m.Stats(); s.Points != j.Points || s.Links != j.Links || s.Steps != j.Steps {
				t.Errorf("read back %+v, grew %+v", s, j)
			}
		case "ply":
			if !strings.Contains(string(data), "element edge "+itoa(j.Links)+"\n") {
				t.Errorf("PLY header without %d edges:\n%.300s", j.Links, data)
			}
		case "obj":
			if n := strings.Count(string(data), "\nv "); n != j.Points {
				t.Errorf("OBJ has %d vertices, want %d", n, j.Points)
			}
		}
	}
	code, out, _ := run("weave", "grow", "--steps", "2", "--out", filepath.Join(dir, "plain.obj"))
	if code != 0 || !strings.Contains(out, "wrote ") || !strings.Contains(out, "closed cycles") {
		t.Errorf("plain output (exit %d):\n%s", code, out)
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestWeaveGrowBadUsage(t *testing.T) {
	dir := t.TempDir()
	tests := [][]string{
		{},
		{"--points", "10", "--steps", "10"},
		{"--points", "0"},
		{"--points", "-5"},
		{"--points", "999999999"},
		{"--points", "10", "--order", "manual"},
		{"--points", "10", "--order", "bfs"},
		{"--points", "10", "--main", "D7"},
		{"--points", "10", "--rule", "hex"},
		{"--points", "10", "--out", filepath.Join(dir, "x.stl")},
		{"--points", "10", "extra"},
		{"--points", "ten"},
	}
	for _, args := range tests {
		code, out, errOut := run(append([]string{"weave", "grow"}, args...)...)
		if code != ExitUsage || out != "" || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || errOut == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errOut)
		}
	}
	if _, _, errOut := run("weave", "grow", "--points", "10", "--steps", "10"); !strings.Contains(errOut, "not both") {
		t.Errorf("both limits: %q", errOut)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a refused command wrote %v", entries)
	}
}

// weave grow checks where it writes before it grows, as a growth may take
// seconds: a mistyped folder was told only once the lattice had grown. A
// growth stopped at once tells which came first.
func TestWeaveGrowChecksTheFolderFirst(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, out, err string
	}{
		{"no folder", filepath.Join(dir, "nodir", "e.json"), "no folder"},
		{"a file for a folder", filepath.Join(file, "e.json"), "no folder"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			var out, errb bytes.Buffer
			code := RunArgs(ctx, &Env{Stdout: &out, Stderr: &errb}, []string{"weave", "grow", "--points", "3000000", "--out", tc.out})
			if code != ExitUsage || !strings.Contains(errb.String(), tc.err) {
				t.Errorf("exit %d %q, want %d %q", code, errb.String(), ExitUsage, tc.err)
			}
		})
	}
}
