package eternitysolveui

import (
	"context"
	"strings"
	"testing"
	"time"

	"plateau/app/kit"
	solver "plateau/solvers/eternity"
)

// The counters a search's job leaves in the status bar are the result's:
// the live view never wrote them, and they stayed at the last tick's, up
// to 100 ms older than the result (none at all after a search shorter
// than a tick). The panel shows its score there once a run's answer is
// in; a bar of the search alone shows what the job left.
func TestTheLastCountersAreTheResults(t *testing.T) {
	for _, tc := range []struct {
		name, bench string
		stop        bool
	}{
		{"a search that ends", "brendan1_05x05.txt", false},
		{"a search stopped", "brendan1_07x07.txt", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, _ := newTestPanel(t)
			openBench(t, w, tc.bench)
			d := w.Design()
			st := kit.NewStatusBar(nil)
			var res solver.Result
			job := func(ctx context.Context, pr *kit.Progress) error {
				s, err := solver.NewSearch(d.Puzzle, solver.Options{All: true, Hints: d.Board.FixedOnly()})
				if err != nil {
					return err
				}
				defer watch(s, pr, kit.Do, nil, nil)()
				res, err = s.Run(ctx)
				return err
			}
			if err := st.Run("Solving", job, nil); err != nil {
				t.Fatal(err)
			}
			if tc.stop {
				waitCounted(t, st)
				st.Stop()
			}
			waitIdle(t, st, time.Minute)
			if want := kit.Human(float64(res.Nodes)) + " nodes"; !strings.HasPrefix(st.Counters(), want+" ") {
				t.Errorf("counters %q, want the result's %q", st.Counters(), want)
			}
		})
	}
}
