package maxscore

import (
	"context"
	"errors"
	"os"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// TestScanCells: every cell once, and the west and north neighbours of a
// cell always come before it, whatever the strip.
func TestScanCells(t *testing.T) {
	for _, tc := range []struct{ w, h, strip int }{
		{3, 3, 0}, {4, 6, 2}, {16, 16, 5}, {16, 16, 16}, {5, 3, 7}, {7, 4, -1},
	} {
		order := scanCells(tc.w, tc.h, tc.strip)
		at := make([]int, tc.w*tc.h)
		for i := range at {
			at[i] = -1
		}
		for d, c := range order {
			if at[c] >= 0 {
				t.Fatalf("%+v: cell %d twice", tc, c)
			}
			at[c] = d
		}
		for c, d := range at {
			x, y := c%tc.w, c/tc.w
			switch {
			case d < 0:
				t.Fatalf("%+v: cell %d missing", tc, c)
			case x > 0 && at[c-1] > d, y > 0 && at[c-tc.w] > d:
				t.Fatalf("%+v: cell (%d, %d) comes before its west or north neighbour", tc, x, y)
			}
		}
	}
	// the strip rows go column by column: the 16x16 scan of the record
	// solvers ends going down the last column
	o := scanCells(16, 16, 5)
	if o[176] != 11*16 || o[177] != 12*16 || o[255] != 255 || o[254] != 14*16+15 {
		t.Fatalf("strip order starts %v and ends %v", o[176:178], o[254:])
	}
}

// offer scores each best board with the model's own scorer before keeping
// it, and stops with errBug when the engine's count of breaks is wrong, a
// colour shows outside or a piece is there twice: the best_score reported is
// never the engine's word alone.
func TestOfferChecksTheBoard(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_06x06")
	sol := eternitytest.Solution(t, "brendan1_06x06", p)
	c, err := compile(p, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	turn := func(cells []int32, i, by int32) { cells[i] = cells[i]&^3 | (cells[i]+by)&3 }
	tests := []struct {
		name   string
		change func(cells []int32)
		claim  int32 // breaks claimed; -1: the true count
		ok     bool
	}{
		{"the solution", func([]int32) {}, 0, true},
		{"an inner piece turned, claimed perfect", func(cells []int32) { turn(cells, 7, 1) }, 0, false},
		{"an inner piece turned, its breaks claimed", func(cells []int32) { turn(cells, 7, 1) }, -1, true},
		{"a corner turned: colours outside", func(cells []int32) { turn(cells, 0, 2) }, -1, false},
		{"an inner piece twice", func(cells []int32) { cells[7] = cells[8] }, -1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cells := make([]int32, c.cells)
			for i, pl := range sol.Cells {
				cells[i] = int32(4*(pl.Piece-1) + int(pl.Turn))
			}
			tc.change(cells)
			claim := tc.claim
			if claim < 0 {
				b := eternity.NewBoard(p.W, p.H)
				for i, pt := range cells {
					b.Cells[i] = eternity.Placement{Piece: int(pt>>2) + 1, Turn: eternity.Turn(pt & 3)}
				}
				claim = int32(c.total - eternity.ScoreBoard(p, b).Matched)
			}
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			s := &shared{c: c, p: p, ctx: ctx, cancel: cancel}
			s.bestBreaks.Store(int32(c.total + 1))
			s.offer(claim, cells)
			if tc.ok && (s.err != nil || s.best == nil || s.score != c.total-int(claim)) {
				t.Errorf("%d breaks claimed: err %v, best score %d; want it kept with score %d", claim, s.err, s.score, c.total-int(claim))
			}
			if !tc.ok && (!errors.Is(s.err, errBug) || s.best != nil) {
				t.Errorf("%d breaks claimed: err %v, best score %d; want errBug and no best", claim, s.err, s.score)
			}
		})
	}
}

// TestPolish: a solution with two pieces swapped and one turned polishes
// back to no break, and the polisher counts breaks as the model does.
func TestPolish(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_06x06")
	sol := eternitytest.Solution(t, "brendan1_06x06", p)
	c, err := compile(p, nil, Options{})
	if err != nil {
		t.Fatal(err)
	}
	cells := make([]int32, c.cells)
	for i, pl := range sol.Cells {
		cells[i] = int32(4*(pl.Piece-1) + int(pl.Turn))
	}
	for _, m := range []struct{ a, b int32 }{{7, 22}, {1, 4}, {14, 14}} { // inner, border, a turn
		cells[m.a], cells[m.b] = cells[m.b], cells[m.a]
		if m.a == m.b {
			cells[m.a] = cells[m.a]&^3 | (cells[m.a]+1)&3
		}
	}
	b := c.pol.breaks(cells)
	board := eternity.NewBoard(p.W, p.H)
	for i, pt := range cells {
		board.Cells[i] = eternity.Placement{Piece: int(pt>>2) + 1, Turn: eternity.Turn(pt & 3)}
	}
	if want := c.total - eternity.ScoreBoard(p, board).Matched; int(b) != want || b == 0 {
		t.Fatalf("the polisher counts %d breaks, the model %d", b, want)
	}
	if got := c.pol.polish(cells, b, func() bool { return false }); got != 0 || c.pol.breaks(cells) != 0 {
		t.Fatalf("polished to %d breaks (%d counted), want 0", got, c.pol.breaks(cells))
	}
}

// TestAllowance: the schedule's allowance by depth.
func TestAllowance(t *testing.T) {
	for _, tc := range []struct {
		b    Budget
		t    int32
		flat bool
		want []int32
	}{
		{Budget{Start: 0.5, End: 1}, 4, false, []int32{0, 0, 0, 0, 0, 0, 1, 2, 3, 4}},
		{Budget{Start: 0, End: 0.5}, 5, false, []int32{1, 2, 3, 4, 5, 5, 5, 5, 5, 5}},
		{Budget{Start: 0.8, End: 1}, 3, true, []int32{3, 3, 3, 3, 3, 3, 3, 3, 3, 3}},
		{Budget{Start: 0.3, End: 0.3}, 2, false, []int32{0, 0, 0, 2, 2, 2, 2, 2, 2, 2}},
	} {
		got := make([]int32, len(tc.want))
		tc.b.allowance(got, tc.t, tc.flat)
		for d := range got {
			if got[d] != tc.want[d] {
				t.Fatalf("%+v t=%d flat=%v: %v, want %v", tc.b, tc.t, tc.flat, got, tc.want)
			}
		}
	}
}

// TestOfficialQuota: the minimum goes through the points of the record
// solver's formula (its float64 arithmetic truncated, as it does), by number
// of pieces placed.
func TestOfficialQuota(t *testing.T) {
	q := OfficialQuota()
	for placed, want := range map[int]int{16: 0, 17: 2, 26: 28, 56: 70, 76: 89, 102: 105, 160: 119} {
		if got := q.Min[placed-1]; got != want {
			t.Errorf("after %d pieces: minimum %d, want %d", placed, got, want)
		}
	}
	if len(q.Min) != 160 || len(q.Colors) != 3 {
		t.Fatalf("quota of %d depths and colours %v", len(q.Min), q.Colors)
	}
	// the quota must leave the search able to find boards
	p, h := official(t)
	res, err := Search(context.Background(), p, h, Options{Workers: 1, MaxNodes: 8 << 20, Quota: q}, nil)
	if err != nil {
		t.Fatal(err)
	}
	checkBoard(t, p, h, res.Board, res.Score)
}

// TestBestLink: the best board of the 10-minute run (testdata, an
// e2.bucas.name link as the run printed it) reads back through the model's
// link reader as a board of 462 matched joins with the starter on I8.
func TestBestLink(t *testing.T) {
	p, h := official(t)
	f, err := os.Open("testdata/e2_462.url")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	l, err := eternity.ReadLink(f)
	if err != nil {
		t.Fatal(err)
	}
	b, err := l.BoardFor(p)
	if err != nil {
		t.Fatal(err)
	}
	b.Cells[b.Index(StarterX, StarterY)].Fixed = true
	checkBoard(t, p, h, b, 462)
}
