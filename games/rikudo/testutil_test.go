package rikudo

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// benchNames lists the published puzzles copied from the shared bench.
func benchNames(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/bench/*.txt")
	if err != nil || len(files) != 9 {
		t.Fatalf("bench files: %v %v", files, err)
	}
	return files
}

func readFile(t testing.TB, name string) *Puzzle {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	p, err := Read(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return p
}

func readSolution(t testing.TB, txt string) []int {
	t.Helper()
	b, err := os.ReadFile(strings.TrimSuffix(txt, ".txt") + ".solution")
	if err != nil {
		t.Fatal(err)
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		v, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, v)
	}
	return out
}
