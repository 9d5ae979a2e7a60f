package sat

import (
	"context"
	"runtime"
	"testing"

	"plateau/games/eternity/eternitytest"
)

// A race stopped before its workers begin does none of their work: the
// second worker shuffled its copy of the clauses first (1.2M on a 16x16
// board, a quarter of a second and 30 MB), and only then did Load see the
// context. Counted in bytes allocated, which the machine's load does not
// change.
func TestRaceStoppedBeforeItStartsDoesNoWork(t *testing.T) {
	c, err := Encode(eternitytest.Puzzle(t, "brendan1_10x10"), nil)
	if err != nil {
		t.Fatal(err)
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	r, g := race(done, c, Options{Workers: 2}, newMemBound(0), func(Phase) {})
	runtime.ReadMemStats(&after)
	if grew := after.TotalAlloc - before.TotalAlloc; r != 0 || g != nil || grew > 1<<20 {
		t.Errorf("race on a done context: answer %d, solver %v, %d kB allocated", r, g != nil, grew>>10)
	}
}
