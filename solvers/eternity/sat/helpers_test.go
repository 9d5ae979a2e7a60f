package sat

import (
	"os"
	"path/filepath"
	"testing"

	"plateau/games/eternity"
)

// benchDir holds the bench instances, a copy of ../shared/bench/eternity.
var benchDir = filepath.Join("..", "..", "..", "games", "eternity", "testdata", "bench")

// load reads a bench instance with the model package's plain reader.
func load(tb testing.TB, name string) *eternity.Puzzle {
	tb.Helper()
	f, err := os.Open(filepath.Join(benchDir, name+".txt"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	p, _, err := eternity.ReadPlain(f)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// loadSolution reads a bench instance's known solution.
func loadSolution(tb testing.TB, p *eternity.Puzzle, name string) *eternity.Board {
	tb.Helper()
	f, err := os.Open(filepath.Join(benchDir, name+".solutions.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	b, err := eternity.ReadSolution(f, p)
	if err != nil {
		tb.Fatal(err)
	}
	return b
}
