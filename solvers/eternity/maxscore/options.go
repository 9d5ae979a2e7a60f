package maxscore

import (
	"fmt"
	"runtime"
	"time"

	"plateau/games/eternity"
)

// Budget is the break schedule, the E2 community's way of searching for
// boards with few mismatched joins ("breaks"): the scan must place its first
// cells without any break, then may spend breaks at a growing rate, so that
// they land where the scan has the fewest pieces left to choose from.
//
// With T the most breaks a board may have to beat the best one found (the
// best's breaks minus one), the scan may have spent, once it has placed a
// fraction f of the free cells: nothing while f <= Start, all of T once
// f >= End, and floor(T * (f-Start) / (End-Start)) in between.
type Budget struct {
	// Start is the fraction of the free cells, in scan order, that the scan
	// places without any break (0..1).
	Start float64
	// End is the fraction by which the whole allowance T is available
	// (Start..1).
	End float64
	// Cell is the most breaks one cell may add on its west and north joins,
	// 1 or 2; joins with hint pieces to its east or south come on top.
	// Zero means 1.
	Cell int
}

// DefaultBudget is the schedule measured to do best on the real Eternity
// II (see the package documentation): the first 80% of the free cells with
// no break, then breaks at an even rate up to the last cell. A worker whose
// passes never get that far lowers Start by itself.
func DefaultBudget() Budget { return Budget{Start: 0.8, End: 1, Cell: 1} }

func (b Budget) check() error {
	if !(b.Start >= 0 && b.Start <= 1 && b.End >= b.Start && b.End <= 1) {
		return fmt.Errorf("budget: want 0 <= Start (%g) <= End (%g) <= 1", b.Start, b.End)
	}
	if b.Cell < 0 || b.Cell > 2 {
		return fmt.Errorf("budget: Cell is %d, want 1 or 2", b.Cell)
	}
	return nil
}

// allowance fills dst[d] with the breaks the scan may have spent once it
// has placed depths 0..d, for a total allowance of t; flat allows all of t
// everywhere.
func (b Budget) allowance(dst []int32, t int32, flat bool) {
	n := float64(len(dst))
	for d := range dst {
		f := float64(d+1) / n
		a := t
		switch {
		case flat:
		case f <= b.Start:
			a = 0
		case f >= b.End:
		default:
			a = int32(float64(t) * (f - b.Start) / (b.End - b.Start))
		}
		dst[d] = min(a, t)
	}
}

// Quota is the heuristic of the E2 record solvers (Joshua Blackwood's): the
// scan must use up the pieces showing some colours early, which leaves
// easier pieces for the end of the scan, where the breaks are. Once the scan
// has placed depths 0..d, those pieces must show at least Min[d] sides of
// Colors between them; beyond the end of Min there is no minimum. Within
// each candidate list, pieces with more sides of those colours come first.
// The first greedy board and the exact phase ignore the quota.
type Quota struct {
	Colors []eternity.Color
	Min    []int
}

// OfficialQuota is Blackwood's quota for the real Eternity II, in the
// colours of the usual piece list (bench e2_official.txt): colours 10, 13
// and 16 (13 is a frame colour), none required in the first 16 pieces,
// then a piecewise linear minimum reaching 28 sides at 26 pieces, 70 at 56,
// 89 at 76, 105 at 102 and 119 at 160 (his formula, truncated as he does),
// and none after. On the real puzzle it
// gains about three joins in a minute's search (see the package
// documentation); on other puzzles its colours mean nothing.
func OfficialQuota() *Quota {
	q := &Quota{Colors: []eternity.Color{10, 13, 16}, Min: make([]int, 160)}
	for d := range q.Min {
		i := float64(d + 1)
		var v float64
		switch {
		case i <= 16:
		case i <= 26:
			v = (i - 16) * 2.8
		case i <= 56:
			v = (i-26)*1.43333 + 28
		case i <= 76:
			v = (i-56)*0.9 + 71
		case i <= 102:
			v = (i-76)*0.6538 + 89
		default:
			v = (i-102)/4.4615 + 106
		}
		q.Min[d] = int(v)
	}
	return q
}

func (q *Quota) check() error {
	if q == nil {
		return nil
	}
	for _, c := range q.Colors {
		if c == eternity.Grey || c > eternity.MaxColor {
			return fmt.Errorf("quota: colour %d out of range 1..%d", c, eternity.MaxColor)
		}
	}
	return nil
}

// Options tune a Search. The zero value is usable.
type Options struct {
	// Workers is the number of worker goroutines; 0 means GOMAXPROCS.
	Workers int
	// Seed makes the search reproducible: with one worker, stopped by
	// MaxNodes rather than by the context, the same seed gives the same
	// boards.
	Seed uint64
	// Budget is the break schedule; the zero value means DefaultBudget.
	Budget Budget
	// StripRows is how many of the last rows the scan fills column by
	// column (see the package documentation); 0 means a third of the
	// rows, -1 none (a plain rowscan).
	StripRows int
	// Quota, when set, makes the scan use up the pieces of some colours
	// early (OfficialQuota for the real Eternity II).
	Quota *Quota
	// RestartNodes is how many nodes a worker explores before it drops
	// its tree and starts again with its candidates reshuffled; 0 means
	// 50 million (a few seconds). In the exact phase (see Search)
	// the interval doubles at each restart.
	RestartNodes int64
	// MaxNodes stops the search after about this many nodes in all (it is
	// checked every 65536 nodes per worker); 0 means no limit.
	MaxNodes int64
	// Progress, when set, receives the counters about every
	// ProgressEvery, from a goroutine of its own, and once more at the end.
	Progress func(Stats)
	// ProgressEvery is the period of Progress; 0 means 100 ms.
	ProgressEvery time.Duration
}

const defaultRestartNodes = 50_000_000

func (o Options) withDefaults(h int) (Options, error) {
	if o.Workers <= 0 {
		o.Workers = runtime.GOMAXPROCS(0)
	}
	if o.Budget == (Budget{}) {
		o.Budget = DefaultBudget()
	}
	if o.Budget.Cell == 0 {
		o.Budget.Cell = 1
	}
	if err := o.Budget.check(); err != nil {
		return o, err
	}
	switch {
	case o.StripRows == 0:
		o.StripRows = h / 3
	case o.StripRows < 0:
		o.StripRows = 0
	}
	if err := o.Quota.check(); err != nil {
		return o, err
	}
	if o.RestartNodes <= 0 {
		o.RestartNodes = defaultRestartNodes
	}
	if o.ProgressEvery <= 0 {
		o.ProgressEvery = 100 * time.Millisecond
	}
	return o, nil
}

// Stats are the live counters of a search.
type Stats struct {
	Nodes    int64         // pieces placed (a piece in a turn on a cell), all workers
	Best     int           // matched joins of the best board so far (-1 before the first)
	Max      int           // joins between two cells: W(H-1) + H(W-1), 480 at 16x16
	Boards   int64         // full boards found, each better than the best at the time
	Restarts int64         // restarts of the workers
	Exact    int           // workers in the exact phase
	Elapsed  time.Duration // since the search started
}

// Result is what a search found.
type Result struct {
	// Board is the best board, full, with the hint pieces fixed; nil only
	// when the search was stopped before the first board.
	Board *eternity.Board
	// Score is Board's matched joins as eternity.ScoreBoard counts them.
	Score int
	// Max is the number of joins between two cells (the score of a
	// solution).
	Max int
	// Optimal is true when no better board exists: the score is Max, or
	// an exact pass proved that no board has fewer breaks.
	Optimal bool
	// Stats are the counters at the end of the search.
	Stats Stats
}
