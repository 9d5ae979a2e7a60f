package eternity

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// consistent reports whether every placed piece is unique and matches its
// placed neighbours and the frame.
func consistent(p *eternity.Puzzle, b *eternity.Board) bool {
	if b.Validate(p) != nil {
		return false
	}
	s := eternity.ScoreBoard(p, b)
	return len(s.Mismatched) == 0 && len(s.Exposed) == 0
}

// Stop: a cancelled search returns with its partial counts, and the live
// views show a board that grows consistently. How few nodes a stopped
// search places is TestStopSeenAtTheNextPoll's.
func TestStopAndWatch(t *testing.T) {
	nine, seven := eternitytest.Puzzle(t, "brendan1_09x09"), eternitytest.Puzzle(t, "brendan1_07x07")
	if !rowTakes(t, seven, Options{}) || rowTakes(t, nine, Options{}) {
		t.Fatal("the 7x7 is the row engine's, the 9x9 the bit engine's")
	}
	for _, tc := range []struct {
		p *eternity.Puzzle
		c Config
	}{
		{nine, Config{}}, {nine, Default}, {nine, Config{Order: SpiralIn, Var: VarPessimistic, Model: CaPi}},
		{seven, Default}, // the row engine
	} {
		p, c := tc.p, tc.c
		for _, workers := range []int{1, 2} {
			s, err := NewSearch(p, Options{Config: c, All: true, Workers: workers})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			done := make(chan Result, 1)
			go func() {
				r, err := s.Run(ctx)
				if err != nil {
					t.Error(err)
				}
				done <- r
			}()
			// Watched until the nodes were seen growing three times, each
			// look checked; the wait is for that, the millisecond between
			// looks only paces them, and the 30 s guard a hang.
			var last int64
			deadline := time.Now().Add(30 * time.Second)
			for grew := 0; grew < 3; time.Sleep(time.Millisecond) {
				if time.Now().After(deadline) {
					t.Fatalf("%v, %d workers: the nodes grew %d times in half a minute", c, workers, grew)
				}
				pg := s.Progress()
				if !pg.Running && last == 0 {
					continue // not started yet
				}
				if b := s.Snapshot(); !consistent(p, b) {
					t.Errorf("%v: inconsistent snapshot %v", c, b.Cells)
				}
				if pg.Nodes > last {
					grew++
				}
				last = pg.Nodes
				if !pg.Running || pg.BestDepth < pg.Depth || pg.BestDepth > p.N() {
					t.Errorf("%v: progress %+v", c, pg)
				}
			}
			cancel()
			var r Result
			select {
			case r = <-done:
			case <-time.After(30 * time.Second): // a hang guard, not a timing
				t.Fatalf("%v, %d workers: the cancelled search did not stop", c, workers)
			}
			if r.Complete || r.Nodes == 0 || r.Nodes < last || r.BestDepth < 10 || !consistent(p, r.Best) {
				t.Errorf("%v: stopped search reports complete %v, %d nodes (last seen %d), best depth %d",
					c, r.Complete, r.Nodes, last, r.BestDepth)
			}
			if r.Explored <= 0 || r.Explored >= 1 {
				t.Errorf("%v: a stopped search explored %v of its tree", c, r.Explored)
			}
			if r.Best.Placed() != r.BestDepth || r.BestScore != eternity.ScoreBoard(p, r.Best).Matched {
				t.Errorf("%v: best board has %d pieces, depth %d", c, r.Best.Placed(), r.BestDepth)
			}
			if pg := s.Progress(); pg.Running || pg.Nodes != r.Nodes {
				t.Errorf("%v: progress after the end %+v", c, pg)
			}
		}
	}
}

// A search already cancelled does nothing and says so.
func TestCancelledBefore(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := Solve(ctx, eternitytest.Puzzle(t, "brendan1_08x08"), Options{All: true, Workers: 2})
	if err != nil || r.Complete || r.Solved {
		t.Errorf("complete %v solved %v err %v", r.Complete, r.Solved, err)
	}
}

// Preparing a search gives up when its context ends: corolles of radius 2
// took seconds on a 30x30 board whatever the time limit or Stop, and the
// Solve panel waited for them on the UI goroutine.
func TestPreparingASearchStops(t *testing.T) {
	p, _, err := eternity.Generate(eternity.GenOptions{W: 20, H: 20, BorderColors: 5, InnerColors: 20, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewSearchContext(ctx, p, Options{Config: Default}); !errors.Is(err, context.Canceled) {
		t.Errorf("prepared a 20x20 search with corolles after the end: %v", err)
	}
	rows, err := Compare(ctx, p, []Config{Default}, Options{}, nil, nil)
	if err != nil || len(rows) != 0 {
		t.Errorf("Compare after the end: %d rows, %v; want none and no error", len(rows), err)
	}
}

func TestCompare(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	configs := []Config{{}, {NoSymmetry: true}, {Var: VarPessimistic, Model: BoCo}}
	var seen []Row
	searches := 0
	rows, err := Compare(context.Background(), p, configs, Options{Workers: 2},
		func(*Search) { searches++ }, func(r Row) { seen = append(seen, r) })
	if err != nil || len(rows) != 3 || len(seen) != 3 || searches != 3 {
		t.Fatalf("%d rows, %d seen, %d searches, %v", len(rows), len(seen), searches, err)
	}
	for i, r := range rows {
		if r.Config != configs[i] || r.Solutions != 16 || !r.Complete || r.FirstSolutionNodes <= 0 || r.FirstSolutionNodes > r.Nodes || r.FirstSolutionTime > r.Time {
			t.Errorf("row %d: %+v", i, r)
		}
	}
	if rows[1].Nodes <= rows[0].Nodes {
		t.Errorf("without symmetry %d nodes, with %d", rows[1].Nodes, rows[0].Nodes)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if rows, err := Compare(ctx, p, configs, Options{}, nil, nil); err != nil || len(rows) != 0 {
		t.Errorf("cancelled compare: %d rows, %v", len(rows), err)
	}
}

// Options.Limit stops a configuration that runs too long, and Compare goes
// on to the next: brendan1 8x8 (hours) is cut off, 5x5 after it completes
// (a limit it does not reach leaves it complete). The 30 s wait guards
// against a limit not applied, it is not a timing.
func TestCompareLimit(t *testing.T) {
	p8 := eternitytest.Puzzle(t, "brendan1_08x08")
	type answer struct {
		rows []Row
		err  error
	}
	done := make(chan answer, 1)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go func() {
		rows, err := Compare(ctx, p8, []Config{{}, Default}, Options{Workers: 2, Limit: 200 * time.Millisecond}, nil, nil)
		done <- answer{rows, err}
	}()
	var a answer
	select {
	case a = <-done:
	case <-time.After(30 * time.Second): // a hang guard, not a timing
		t.Fatal("the two limited configurations did not stop")
	}
	if a.err != nil || len(a.rows) != 2 {
		t.Fatalf("%d rows, %v", len(a.rows), a.err)
	}
	for i, r := range a.rows {
		if r.Complete || r.Nodes == 0 || r.Time < 200*time.Millisecond {
			t.Errorf("row %d: %+v, want a partial row of at least the limit", i, r)
		}
	}
	r, err := Solve(context.Background(), eternitytest.Puzzle(t, "brendan1_05x05"), Options{All: true, Limit: time.Hour})
	if err != nil || !r.Complete || r.Solutions != 16 {
		t.Errorf("5x5 under an hour's limit: %+v, %v", r, err)
	}
}

// The search loops allocate nothing per node: a whole count allocates a few
// thousand times (tables, boards of the solutions) for millions of nodes.
func TestNoAllocPerNode(t *testing.T) {
	if testing.Short() || raceEnabled {
		t.Skip("a few seconds")
	}
	p := eternitytest.Puzzle(t, "brendan2_06x06")
	for _, c := range []Config{Default, {Var: VarPessimistic, Model: BoCo}} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		r, err := Solve(context.Background(), p, Options{Config: c, All: true})
		runtime.ReadMemStats(&after)
		if err != nil || r.Solutions != 160 {
			t.Fatalf("%v: %d solutions, %v", c, r.Solutions, err)
		}
		allocs := after.Mallocs - before.Mallocs
		t.Logf("%v: %d allocations for %d nodes", c, allocs, r.Nodes)
		if allocs > uint64(r.Nodes)/100 {
			t.Errorf("%v: %d allocations for %d nodes", c, allocs, r.Nodes)
		}
	}
}

// The number of openings is known while the first ones are explored, so
// that progress can tell how much is left.
func TestUnitsKnownFromTheStart(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_06x06")
	s, err := NewSearch(p, Options{Config: Default, All: true, Workers: 2, Openings: 4})
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan Result, 1)
	go func() {
		r, err := s.Run(context.Background())
		if err != nil {
			t.Error(err)
		}
		done <- r
	}()
	var early Progress
	for {
		early = s.Progress()
		if early.UnitsDone > 0 || !early.Running && early.Elapsed > 0 {
			break
		}
		time.Sleep(time.Millisecond)
	}
	r := <-done
	if r.Solutions != 260 || r.Units == 0 || r.UnitsDone != r.Units {
		t.Fatalf("%d solutions, %d of %d openings", r.Solutions, r.UnitsDone, r.Units)
	}
	if early.UnitsDone >= r.Units || early.Units != r.Units {
		t.Errorf("after %d openings done, progress said %d openings; the search had %d", early.UnitsDone, early.Units, r.Units)
	}
}

func TestProgressLeft(t *testing.T) {
	for _, tc := range []struct {
		done, units int64
		part        float64 // Progress.Done
		elapsed     time.Duration
		want        time.Duration // -1: no guess
	}{
		{0, 0, 0, time.Minute, -1},
		{4, 100, 0, time.Minute, -1},
		{5, 100, 0, 10 * time.Second, 190 * time.Second},
		{50, 100, 0, 20 * time.Second, 20 * time.Second},
		{100, 100, 1, time.Minute, -1},
		{0, 0, 0.25, 10 * time.Second, 30 * time.Second},   // Done alone, from an uncut tree
		{4, 100, 0.1, 30 * time.Second, 270 * time.Second}, // Done before a twentieth of the openings
		{50, 100, 0.4, 20 * time.Second, 30 * time.Second}, // Done before the openings
		{0, 100, 0.004, time.Minute, -1},                   // under 0.5%: too early
		{0, 100, 0.2, 4 * time.Second, -1},                 // under 5 s: too early
	} {
		left, ok := Progress{Units: tc.units, UnitsDone: tc.done, Done: tc.part, Elapsed: tc.elapsed}.Left()
		if ok != (tc.want >= 0) || ok && left != tc.want {
			t.Errorf("%d of %d, done %v, after %v: %v %v, want %v", tc.done, tc.units, tc.part, tc.elapsed, left, ok, tc.want)
		}
	}
}
