package eternity

import (
	"os"
	"path/filepath"
	"testing"

	"plateau/games/eternity"
)

// load reads a bench instance from games/eternity/testdata/bench.
func load(tb testing.TB, name string) *eternity.Puzzle {
	tb.Helper()
	f, err := os.Open(filepath.Join("..", "..", "games", "eternity", "testdata", "bench", name+".txt"))
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
