package maxscore

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// TestSolvable: on boards with a known solution the search reaches the
// maximum score, says the board is optimal, and the board checks.
func TestSolvable(t *testing.T) {
	for _, tc := range []struct {
		name    string
		workers int
	}{
		{"brendan1_04x04", 1},
		{"brendan1_05x05", 2},
		{"brendan1_06x06", 2},
		{"brendan2_06x06", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := eternitytest.Puzzle(t, tc.name)
			// the safety timeout only keeps a broken search from hanging
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			res, err := Search(ctx, p, nil, Options{Workers: tc.workers, Seed: 7}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if res.Score != res.Max || !res.Optimal {
				t.Fatalf("score %d/%d, optimal %v after %v", res.Score, res.Max, res.Optimal, res.Stats.Elapsed)
			}
			if want := 2 * p.W * (p.H - 1); res.Max != want {
				t.Fatalf("max %d, want %d", res.Max, want)
			}
			checkBoard(t, p, nil, res.Board, res.Score)
			if !eternity.ScoreBoard(p, res.Board).Solved() {
				t.Fatal("the model does not call the board solved")
			}
		})
	}
}

// TestOfficial: a few seconds on the real Eternity II give a full board with
// the starter piece on I8, every piece once, the frame respected and the
// score the model counts; every board handed to onBest checks too, with
// scores strictly increasing.
func TestOfficial(t *testing.T) {
	p, h := official(t)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	var (
		mu     sync.Mutex
		scores []int
		last   *eternity.Board
		inCall bool
	)
	res, err := Search(ctx, p, h, Options{Workers: 2, Seed: 1, Quota: OfficialQuota()}, func(score int, b *eternity.Board) {
		mu.Lock()
		if inCall {
			t.Error("onBest calls overlap")
		}
		inCall = true
		scores = append(scores, score)
		last = b
		mu.Unlock()
		checkBoard(t, p, h, b, score)
		mu.Lock()
		inCall = false
		mu.Unlock()
	})
	if err != nil {
		t.Fatal(err)
	}
	checkBoard(t, p, h, res.Board, res.Score)
	if pl := res.Board.At(StarterX, StarterY); pl.Piece != StarterPiece || pl.Turn != StarterTurn || !pl.Fixed {
		t.Fatalf("cell I8 holds %+v", pl)
	}
	if res.Max != 480 {
		t.Fatalf("max %d, want 480", res.Max)
	}
	if len(scores) == 0 || scores[len(scores)-1] != res.Score {
		t.Fatalf("onBest saw %v, the result is %d", scores, res.Score)
	}
	for i := 1; i < len(scores); i++ {
		if scores[i] <= scores[i-1] {
			t.Fatalf("onBest scores do not strictly increase: %v", scores)
		}
	}
	if eternity.ScoreBoard(p, last).Matched != res.Score {
		t.Fatal("the last board handed to onBest is not the result")
	}
	// a search this short already beats what a greedy board gets (not
	// under the race detector, which slows it tenfold)
	if res.Score < 400 && !raceEnabled {
		t.Errorf("score %d after %v, want at least 400", res.Score, res.Stats.Elapsed)
	}
	t.Logf("%d/%d in %v, %d nodes, %d boards", res.Score, res.Max, res.Stats.Elapsed, res.Stats.Nodes, res.Stats.Boards)
}

// TestOfficialHints: piece 139 goes on row I (9th from the top), column 8,
// turned to show the colours the community's solvers expect around it.
func TestOfficialHints(t *testing.T) {
	p, h := official(t)
	if h.Placed() != 1 {
		t.Fatalf("%d hints, want 1", h.Placed())
	}
	x, y, ok := h.Where(StarterPiece)
	if !ok || x != 7 || y != 8 || h.Index(x, y) != 135 {
		t.Fatalf("piece %d on (%d, %d), want (7, 8), cell 135", StarterPiece, x, y)
	}
	e, _ := h.Edges(p, x, y)
	if e != (eternity.Piece{18, 6, 6, 11}) {
		t.Fatalf("the starter shows %v, want N 18 E 6 S 6 W 11", e)
	}
	if _, err := OfficialHints(eternitytest.Puzzle(t, "brendan1_06x06")); err == nil {
		t.Fatal("OfficialHints took a 6x6 puzzle")
	}
}

// TestCancel: a search cancelled once it has a board returns with the
// best so far, no error. The 30 s wait guards against a hang, it is not
// a timing (a stop that is not seen never ends: no node limit here).
func TestCancel(t *testing.T) {
	p, h := official(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	first := -1
	type ended struct {
		res Result
		err error
	}
	done := make(chan ended, 1)
	go func() {
		res, err := Search(ctx, p, h, Options{Workers: 2}, func(score int, _ *eternity.Board) {
			if first < 0 { // onBest calls are serialised
				first = score
				cancel()
			}
		})
		done <- ended{res, err}
	}()
	var e ended
	select {
	case e = <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("the cancelled search did not stop")
	}
	if e.err != nil {
		t.Fatal(e.err)
	}
	if e.res.Board == nil || e.res.Score < first {
		t.Fatalf("stopped with score %d (board %v), its first best was %d", e.res.Score, e.res.Board != nil, first)
	}
	checkBoard(t, p, h, e.res.Board, e.res.Score)
}

// TestDeterministic: one worker and a node limit give the same boards for
// the same seed.
func TestDeterministic(t *testing.T) {
	p, h := official(t)
	run := func(seed uint64) (Result, []int) {
		var scores []int
		res, err := Search(context.Background(), p, h, Options{Workers: 1, Seed: seed, MaxNodes: 3 << 20},
			func(score int, _ *eternity.Board) { scores = append(scores, score) })
		if err != nil {
			t.Fatal(err)
		}
		return res, scores
	}
	a, sa := run(5)
	b, sb := run(5)
	if a.Score != b.Score || a.Stats.Nodes != b.Stats.Nodes || len(sa) != len(sb) {
		t.Fatalf("two runs: %d/%d nodes %d/%d, %d/%d improvements", a.Score, b.Score, a.Stats.Nodes, b.Stats.Nodes, len(sa), len(sb))
	}
	for i := range a.Board.Cells {
		if a.Board.Cells[i] != b.Board.Cells[i] {
			t.Fatalf("the boards differ at cell %d", i)
		}
	}
	if c, _ := run(6); boardsEqual(a.Board, c.Board) {
		t.Error("seeds 5 and 6 gave the same board")
	}
}

func boardsEqual(a, b *eternity.Board) bool {
	for i := range a.Cells {
		if a.Cells[i] != b.Cells[i] {
			return false
		}
	}
	return true
}

// TestBadInput: what the search cannot take is an error, before any work.
func TestBadInput(t *testing.T) {
	e2, hints := official(t)
	small := eternitytest.Puzzle(t, "brendan1_04x04")
	misfit := hints.Clone()
	misfit.Cells[0] = eternity.Placement{Piece: 1, Turn: 0, Fixed: true} // greys south and west, in the top-left corner
	wrongSize := eternity.NewBoard(4, 4)
	malformed := small.Clone()
	malformed.Pieces[5] = eternity.Piece{0, 3, 0, 3}
	counts := small.Clone()
	counts.Pieces[5] = eternity.Piece{3, 3, 4, 4} // a border piece made inner
	for _, tc := range []struct {
		name  string
		p     *eternity.Puzzle
		hints *eternity.Board
		opt   Options
		want  string
	}{
		{"hint off the frame", e2, misfit, Options{}, "piece 1 in turn 0 does not put its grey edges exactly on the outside of the board"},
		{"hints of another size", e2, wrongSize, Options{}, "hints"},
		{"malformed piece", malformed, nil, Options{}, "fit no cell"},
		{"piece counts", counts, nil, Options{}, "free"},
		{"budget start above end", small, nil, Options{Budget: Budget{Start: 0.9, End: 0.5}}, "budget"},
		{"budget cell cap", small, nil, Options{Budget: Budget{Start: 0.5, End: 1, Cell: 3}}, "budget"},
		{"no puzzle", nil, nil, Options{}, "no puzzle"},
		{"quota of grey", small, nil, Options{Quota: &Quota{Colors: []eternity.Color{0}}}, "quota"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Search(context.Background(), tc.p, tc.hints, tc.opt, nil)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one about %q", err, tc.want)
			}
			if res.Board != nil {
				t.Fatal("a board came with the error")
			}
		})
	}
}

// TestFullHints: with every cell a hint there is one board, at once
// optimal, whatever its score.
func TestFullHints(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	sol := eternitytest.Solution(t, "brendan1_04x04", p)
	swapped := sol.Clone()
	swapped.Cells[5], swapped.Cells[6] = swapped.Cells[6], swapped.Cells[5] // two inner pieces
	for _, tc := range []struct {
		name  string
		hints *eternity.Board
	}{{"solution", sol}, {"two inner pieces swapped", swapped}} {
		t.Run(tc.name, func(t *testing.T) {
			want := eternity.ScoreBoard(p, tc.hints).Matched
			res, err := Search(context.Background(), p, tc.hints, Options{Workers: 2}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if res.Score != want || !res.Optimal {
				t.Fatalf("score %d optimal %v, want %d optimal", res.Score, res.Optimal, want)
			}
			checkBoard(t, p, tc.hints, res.Board, res.Score)
		})
	}
}

// TestProgress: Progress sees the counters grow and its last call agrees
// with the result.
func TestProgress(t *testing.T) {
	p, h := official(t)
	var seen []Stats
	res, err := Search(context.Background(), p, h, Options{Workers: 2, MaxNodes: 20 << 20, ProgressEvery: 20 * time.Millisecond,
		Progress: func(s Stats) { seen = append(seen, s) }}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(seen) < 2 {
		t.Fatalf("%d progress calls", len(seen))
	}
	for i := 1; i < len(seen); i++ {
		if seen[i].Nodes < seen[i-1].Nodes || seen[i].Best < seen[i-1].Best {
			t.Fatalf("counters went back: %+v then %+v", seen[i-1], seen[i])
		}
	}
	last := seen[len(seen)-1]
	if last != res.Stats || last.Best != res.Score || last.Max != 480 || last.Nodes < 20<<20 {
		t.Fatalf("last progress %+v, result %d with %+v", last, res.Score, res.Stats)
	}
}
