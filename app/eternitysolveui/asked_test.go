package eternitysolveui

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"plateau/app/kit/kittest"
	solver "plateau/solvers/eternity"
)

// Count and Save… with openings "auto" read Workers from their job's
// goroutine after the tree estimate: a data race with the person's choice
// on the UI goroutine, and the depth followed a Workers changed after the
// press. They take the Workers of the press.
func TestOpeningsJobsTakeTheWorkersOfThePress(t *testing.T) {
	for _, tc := range []struct {
		name  string
		press func(p *Panel)
		depth func(t *testing.T, p *Panel) int // the depth the job used, once it has ended
	}{
		{"Count", (*Panel).Estimate, func(t *testing.T, p *Panel) int {
			var n string
			var depth int
			if _, err := fmt.Sscanf(p.result.Text, "%s openings of depth %d", &n, &depth); err != nil {
				t.Fatalf("result %q: %v", p.result.Text, err)
			}
			return depth
		}},
		{"Save the openings", (*Panel).SaveOpenings, func(t *testing.T, p *Panel) int {
			path := p.w.Kit().Files.(*kittest.Files).Path
			f, err := os.Open(path)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			d := p.w.Design()
			_, h, err := solver.ReadOpenings(f, d.Puzzle, d.Board)
			if err != nil {
				t.Fatal(err)
			}
			return h.Depth
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, p := newTestPanel(t)
			w.Kit().Files.(*kittest.Files).Path = filepath.Join(t.TempDir(), "ops.txt")
			openBench(t, w, "brendan1_08x08.txt")
			p.openings.SetSelected(p.openings.Options[0]) // auto
			one, most := p.workers.Options[0], p.workers.Options[len(p.workers.Options)-1]
			run := func(workers, after string) int {
				p.workers.SetSelected(workers)
				tc.press(p)
				p.workers.SetSelected(after) // at once: the job has not estimated yet
				waitIdle(t, w.Status(), time.Minute)
				return tc.depth(t, p)
			}
			onOne, onMost := run(one, one), run(most, most)
			if onOne == onMost {
				t.Skipf("the same auto depth, %d, on %s and %s workers: nothing to tell apart", onOne, one, most)
			}
			if got := run(most, one); got != onMost {
				t.Errorf("pressed on %s workers, then %s chosen: depth %d, want %d (on %s, %d on %s)", most, one, got, onMost, most, onOne, one)
			}
		})
	}
}

// SAT read Workers from its job's goroutine as it began: a data race with
// a Workers chosen at once, which only the race detector sees (SAT's
// result does not say how many workers it had).
func TestSATTakesTheWorkersOfThePress(t *testing.T) {
	w, p := newTestPanel(t)
	p.methods.SetSelectedIndex(1) // SAT
	p.Run()
	p.workers.SetSelected(p.workers.Options[0])
	w.Status().Stop()
	waitIdle(t, w.Status(), time.Minute)
}
