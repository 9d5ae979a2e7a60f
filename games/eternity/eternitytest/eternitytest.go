// Package eternitytest reads the Eternity bench instances for the tests and
// benchmarks of the packages that solve them: the puzzles and known
// solutions kept in games/eternity/testdata/bench, a copy of
// shared/bench/eternity (see its README for the formats and the known
// counts).
//
// The folder is found from this file's own place in the source tree, so a
// test in any package, at any depth, reads the same files.
package eternitytest

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"plateau/games/eternity"
)

// Dir is the bench folder.
func Dir() string {
	_, file, _, ok := runtime.Caller(0)
	if !ok {
		return filepath.Join("games", "eternity", "testdata", "bench")
	}
	return filepath.Join(filepath.Dir(file), "..", "testdata", "bench")
}

// Path is the file of bench instance name, e.g. "brendan1_06x06".
func Path(name string) string { return filepath.Join(Dir(), name+".txt") }

// Puzzle reads bench instance name with the model's plain reader; a missing
// or bad file fails tb.
func Puzzle(tb testing.TB, name string) *eternity.Puzzle {
	tb.Helper()
	f, err := os.Open(Path(name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	p, _, err := eternity.ReadPlain(f)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return p
}

// Solution reads the known solution of bench instance name, whose puzzle is
// p (only set 1 up to 9x9 has one).
func Solution(tb testing.TB, name string, p *eternity.Puzzle) *eternity.Board {
	tb.Helper()
	f, err := os.Open(filepath.Join(Dir(), name+".solutions.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	b, err := eternity.ReadSolution(f, p)
	if err != nil {
		tb.Fatalf("%s: %v", name, err)
	}
	return b
}
