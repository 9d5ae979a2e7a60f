package eternity

import (
	"context"
	"testing"
	"time"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// TestStopSeenAtTheNextPoll: a stopped search returns having placed at
// most a poll's nodes after the stop became visible, in each engine (the
// row engine's poll: some tens of microseconds); the
// work, not the clock, bounds a Stop (the Solve panel's "within 100 ms":
// a poll's nodes take well under a millisecond, BenchmarkPanelStop in
// app/eternitysolveui measures the whole Stop).
//
// The search counts brendan2 6x6 (seconds) and halts itself at its first
// solution, from OnSolution: the stop becomes visible on the worker's own
// goroutine, at a count known exactly with one worker (found publishes the
// worker's nodes before OnSolution). With two workers, each of them and
// the one handing out openings may hold up to a poll's nodes unpublished
// when the stop comes, and place up to a poll's more.
func TestStopSeenAtTheNextPoll(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan2_06x06")
	for _, tc := range []struct {
		name         string
		c            Config
		noBit, noRow bool
		poll         int64 // nodes between two polls
	}{
		// the row engine polls every rowPollScans half rows tested or
		// placed, each placing at most half a row: 3 pieces on 6x6
		{"row", Default, false, false, rowPollScans * 3},
		{"bit", Default, false, true, pollMask + 1},
		{"scan", Default, true, true, pollMask + 1},
		{"domain", Config{Var: VarPessimistic, Model: BoCo}, false, false, domainPollMask + 1},
	} {
		for _, workers := range []int{1, 2} {
			bound := tc.poll
			if workers > 1 {
				bound = int64(workers+1) * 2 * tc.poll
			}
			noBitEngine, noRowEngine = tc.noBit, tc.noRow
			r, at := haltAtFirstSolution(t, p, Options{Config: tc.c, All: true, Workers: workers})
			noBitEngine, noRowEngine = false, false
			if r.Complete || r.Solutions == 0 {
				t.Fatalf("%s, %d workers: complete %v with %d solutions, want a search stopped at its first", tc.name, workers, r.Complete, r.Solutions)
			}
			if after := r.Nodes - at; after < 0 || after > bound {
				t.Errorf("%s, %d workers: %d nodes placed after the stop (%d then, %d in all), want at most %d",
					tc.name, workers, after, at, r.Nodes, bound)
			}
		}
	}
}

// haltAtFirstSolution runs a search of p with o that halts at its first
// solution, as a Stop would, and returns its result and the nodes
// published when the stop became visible.
func haltAtFirstSolution(t *testing.T, p *eternity.Puzzle, o Options) (Result, int64) {
	t.Helper()
	var s *Search
	at := int64(-1)
	o.OnSolution = func(*eternity.Board) { // one call at a time
		if at < 0 {
			s.halt()
			at = s.nodes.Load()
		}
	}
	s, err := NewSearch(p, o)
	if err != nil {
		t.Fatal(err)
	}
	r, err := runGuarded(t, context.Background(), s, "the halted search did not stop")
	if err != nil {
		t.Fatal(err)
	}
	return r, at
}

// runGuarded runs s with ctx and returns what Run returns; a search still
// running after half a minute (a hang guard, not a timing) fails the test,
// saying what.
func runGuarded(t *testing.T, ctx context.Context, s *Search, what string) (Result, error) {
	t.Helper()
	type answer struct {
		r   Result
		err error
	}
	done := make(chan answer, 1)
	go func() {
		r, err := s.Run(ctx)
		done <- answer{r, err}
	}()
	select {
	case a := <-done:
		return a.r, a.err
	case <-time.After(30 * time.Second):
		t.Fatal(what)
	}
	return Result{}, nil
}
