package eternitytest

import (
	"os"
	"testing"

	"plateau/games/eternity"
)

// Every known solution in the folder reads back as a solved board of its
// puzzle, and every puzzle file reads with its announced size.
func TestBenchReads(t *testing.T) {
	for _, tc := range []struct {
		name     string
		w, h     int
		solution bool
	}{
		{"brendan1_04x04", 4, 4, true},
		{"brendan1_06x06", 6, 6, true},
		{"brendan1_09x09", 9, 9, true},
		{"brendan2_16x16", 16, 16, false},
		{"e2_official", 16, 16, false},
	} {
		p := Puzzle(t, tc.name)
		if p.W != tc.w || p.H != tc.h || p.N() != tc.w*tc.h {
			t.Errorf("%s: %dx%d with %d pieces", tc.name, p.W, p.H, p.N())
		}
		if !tc.solution {
			continue
		}
		if sc := eternity.ScoreBoard(p, Solution(t, tc.name, p)); !sc.Solved() {
			t.Errorf("%s: the known solution scores %d of %d", tc.name, sc.Matched, sc.Total)
		}
	}
	if _, err := os.Stat(Path("no_such_instance")); err == nil {
		t.Error("Path names a file that should not exist")
	}
}
