package eternity

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"time"

	"plateau/games/eternity"
	"plateau/games/reason"
)

// Options set up a Search.
type Options struct {
	Config
	// All counts every solution; otherwise the search stops at the first.
	All bool
	// Workers is the number of goroutines searching (at least 1). With more
	// than one the tree is cut into openings taken from a shared queue.
	Workers int
	// Openings is the depth of those openings (pieces placed, not counting
	// fixed ones); 0 picks one that gives each worker a few dozen, and cuts
	// nothing for one worker alone, which goes through them when given one.
	Openings int
	// Shards > 1 splits the openings between that many independent
	// processes, by their rank in the enumeration: this one solves the
	// openings whose rank is Shard modulo Shards. Adding up the results of
	// shards 0..Shards-1 gives the result of the whole search (its nodes
	// those of the whole search cut at the same depth: the rowscan brute
	// force counts them differently above and below the cut).
	Shard, Shards int
	// Units, when not nil, are the openings to explore (from a file of
	// Openings, say) instead of the ones the search would enumerate; they
	// are shared out and sharded the same way.
	Units []Opening
	// Finale > 0 stores every filling of the last Finale cells of the scan
	// order before the search, and looks the end of each branch up there
	// instead of searching it. It needs the scan variable choice, the one
	// that fills the cells in a fixed order (any value choice and model).
	Finale int
	// Hints are fixed pieces: the non-empty cells of this board, which may
	// be nil. Fixed pieces turn the board's symmetry off.
	Hints *eternity.Board
	// Keep is how many solutions Result.Kept holds (the first ones found).
	Keep int
	// OnSolution, when set, receives every solution found (each turn of the
	// whole board separately when the symmetry is used). It is called from
	// the search goroutines, one call at a time, and must be quick.
	OnSolution func(*eternity.Board)
	// Distinct, when positive, stops an All search once it has found that
	// many solutions no two of which are turns of the whole board of one
	// another: 2 tells a puzzle with one solution (up to turning the board)
	// from one with several without searching them all. Such a stop is
	// Complete: the search did what it was asked.
	Distinct int
	// Limit, when positive, stops the search after that long as a done
	// context would (Complete false, the counts so far); in Compare it
	// bounds each configuration, so one slow configuration does not hold
	// up the table.
	Limit time.Duration
}

// Result is what a search found, in the statistics of seed 002.
type Result struct {
	Config    Config
	Solved    bool  // at least one solution
	Complete  bool  // the search did all it was asked (not stopped early by the context)
	Solutions int64 // solutions found (all of them when All and Complete)
	// Nodes is the pieces placed; the row engine counts those of the half
	// rows it placed (see the package doc), so for it they depend on the
	// openings depth too. A search stopped early, and FirstSolutionNodes
	// (the nodes when the first solution was found), depend with several
	// workers on which openings each took.
	Nodes              int64
	FirstSolutionNodes int64
	FirstSolutionTime  time.Duration
	Elapsed            time.Duration
	BestDepth          int               // most pieces on the board at once
	BestScore          int               // matched joins on that board
	First              *eternity.Board   // the first solution, nil when none
	Best               *eternity.Board   // the deepest board reached
	Kept               []*eternity.Board // up to Options.Keep solutions
	// Distinct is, when Options.Distinct is set, the number of those
	// solutions that are not turns of the whole board of one another (each
	// turn the symmetry adds is one with the board it turns).
	Distinct int
	// Openings is the depth the tree was cut at (0: not cut), Units the
	// number of openings enumerated there (every shard sees them all), and
	// UnitsDone the number this process explored to the end.
	Openings  int
	Units     int64
	UnitsDone int64
	// The finale: cells it fills, the fillings stored, the branches that
	// reached it and those of them it completed (a hit), and the
	// placements it refused because no filling takes the colours they
	// show it (all 0 without one). FinaleBuild is the time spent
	// enumerating its fillings, part of Elapsed.
	FinaleCells, FinaleSize                  int
	FinaleLookups, FinaleHits, FinaleRefused int64
	FinaleBuild                              time.Duration
	// Explored is the part of the tree this process explored, 0 to 1, as
	// Progress.Done estimates it (1 when the whole tree was): with the
	// time a stopped search took, a guide to what the rest would take.
	Explored float64
}

// Search is one run of a configuration on a puzzle, watched while it runs.
type Search struct {
	opt Options
	pr  *problem
	puz *eternity.Puzzle
	eng func(w *worker) engine
	// cutEng, when set, is the engine of the runs that cut the tree into
	// openings (the row engine leaves them to the bit engine); a test that
	// puts another engine in eng and cuts the tree must clear it
	cutEng func(w *worker) engine

	started atomic.Bool // Run was called
	running atomic.Bool

	nodes                           atomic.Int64
	solutions                       atomic.Int64
	depth                           atomic.Int32
	bestDepth                       atomic.Int32
	stop                            atomic.Bool
	snapWant                        atomic.Bool
	units                           atomic.Int64 // openings of the cut, counted first
	finLookups, finHits, finRefused atomic.Int64
	fin                             *finale
	finBuild                        time.Duration // written before the workers start
	finBuilding                     atomic.Bool
	finStored                       atomic.Int64    // fillings, updated as the finale is built
	unitsDone                       atomic.Int64    // openings explored to the end
	made                            atomic.Int64    // openings the generator handed to the workers
	pos                             []atomic.Uint64 // worker -> its position in its opening (float64 bits)
	done                            atomic.Uint64   // the largest Progress.Done given out (float64 bits)

	mu         sync.Mutex // guards the fields below and OnSolution calls
	start      time.Time
	snap       []int32
	bestPts    []int32
	first      *eternity.Board
	firstNodes int64
	firstTime  time.Duration
	kept       []*eternity.Board
	err        error
	aborted    bool            // stopped by the context, not by a first solution
	distinct   map[string]bool // the solutions found, each by its key up to turns
	enough     bool            // Options.Distinct solutions found: stopped
	cut        int             // the openings depth, 0 when the tree was not cut
	elapsed    time.Duration
}

// NewSearch prepares a search of puzzle p; it fails on a malformed puzzle,
// a bad configuration or fixed pieces that do not fit the puzzle.
func NewSearch(p *eternity.Puzzle, o Options) (*Search, error) {
	return NewSearchContext(context.Background(), p, o)
}

// NewSearchContext is NewSearch ending with ctx's error when ctx ends
// while it prepares the search: corolles of radius 2 take seconds on big
// boards, and Stop and time limits must not wait for them.
func NewSearchContext(ctx context.Context, p *eternity.Puzzle, o Options) (*Search, error) {
	if o.Workers < 1 {
		o.Workers = 1
	}
	if o.Openings < 0 {
		return nil, fmt.Errorf("openings depth %d is negative", o.Openings)
	}
	if o.Shards < 0 || o.Shards > 1<<20 || o.Shard < 0 || (o.Shards > 0 && o.Shard >= o.Shards) {
		return nil, fmt.Errorf("shard %d/%d: want 0 <= I < N", o.Shard, o.Shards)
	}
	if o.Finale < 0 || (o.Finale > 0 && o.Config.Var != VarScan) {
		return nil, reason.Of(ErrFinale, "finale of %d cells: finales need the scan variable choice, which fills the cells in a fixed order, not %v", o.Finale, o.Config)
	}
	pr, err := compile(ctx, p, o.Hints, o.Config)
	if err != nil {
		return nil, err
	}
	// Openings at or past the last cell searched cut nothing: the search
	// went on whole, saying nothing of the depth asked for.
	last := pr.cells - pr.nhints - o.Finale - 1
	if o.Openings > 0 && o.Openings > last {
		return nil, depthRefused(ErrDepth, o.Openings, last)
	}
	if err := checkUnits(o.Units, last); err != nil {
		return nil, err
	}
	s := &Search{opt: o, pr: pr, puz: p, pos: make([]atomic.Uint64, o.Workers), distinct: map[string]bool{}}
	s.snap = make([]int32, pr.cells)
	s.bestPts = make([]int32, pr.cells)
	copy(s.snap, pr.hint)
	copy(s.bestPts, pr.hint)
	s.bestDepth.Store(int32(pr.nhints))
	s.depth.Store(int32(pr.nhints))
	if o.Config.fast() {
		s.eng = func(w *worker) engine {
			if !noBitEngine {
				if e := newBitEngine(w, pr, o.Order, s.fin); e != nil {
					return e
				}
			}
			return newScanEngine(w, pr, o.Order, s.fin)
		}
		s.useRowEngine()
	} else {
		s.eng = func(w *worker) engine { return newDomainEngine(w, pr, o.Config, s.fin) }
	}
	return s, nil
}

// useRowEngine puts the row engine ahead of the bit engine for the runs
// that do not cut the tree, when the configuration is the plain rowscan
// brute force and the board one it takes (its tables are built by the
// first worker that asks, once). The runs that cut the tree keep the bit
// engine.
func (s *Search) useRowEngine() {
	pr, o := s.pr, s.opt
	if noRowEngine || noBitEngine || o.Order != RowScan || o.Finale > 0 {
		return
	}
	var once sync.Once
	var tables *rowTables
	get := func() *rowTables {
		once.Do(func() {
			if newBitEngine(&worker{r: s}, pr, o.Order, nil) != nil { // the bit engine's configurations only
				tables = newRowTables(pr, s.stop.Load)
			}
		})
		return tables
	}
	bit := s.eng
	s.cutEng = bit
	s.eng = func(w *worker) engine {
		if e := newRowEngine(w, pr, o.Order, s.fin, get); e != nil {
			return e
		}
		return bit(w)
	}
}

// cutEngine is the engine of worker w for a run that cuts the tree into
// openings.
func (s *Search) cutEngine(w *worker) engine {
	if s.cutEng != nil {
		return s.cutEng(w)
	}
	return s.eng(w)
}

// Solve runs a search to the end (or until ctx is done) and returns its
// result.
func Solve(ctx context.Context, p *eternity.Puzzle, o Options) (Result, error) {
	s, err := NewSearchContext(ctx, p, o)
	if err != nil {
		return Result{}, err
	}
	return s.Run(ctx)
}

// Progress reads the live counters; it is safe to call at any time.
func (s *Search) Progress() Progress {
	pg := Progress{
		Nodes:     s.nodes.Load(),
		Solutions: s.solutions.Load(),
		Depth:     int(s.depth.Load()),
		BestDepth: int(s.bestDepth.Load()),
		Running:   s.running.Load(),
		Units:     s.units.Load(),
		UnitsDone: s.unitsDone.Load(),

		FinaleBuilding: s.finBuilding.Load(),
		FinaleStored:   s.finStored.Load(),
	}
	pg.Done = s.doneSoFar(pg.UnitsDone)
	s.mu.Lock()
	switch {
	case pg.Running:
		pg.Elapsed = time.Since(s.start)
	case !s.start.IsZero():
		pg.Elapsed = s.elapsed
	}
	s.mu.Unlock()
	return pg
}

// doneSoFar is Progress.Done: the openings done and the workers'
// positions, over the openings this process explores (its share of them
// when sharded), or the one worker's position in an uncut tree; never less
// than what it said before.
func (s *Search) doneSoFar(unitsDone int64) float64 {
	var sum float64
	for i := range s.pos {
		sum += math.Float64frombits(s.pos[i].Load())
	}
	f := sum
	if units := s.units.Load(); units > 0 {
		if n := int64(s.opt.Shards); n > 1 {
			units = (units - int64(s.opt.Shard) + n - 1) / n
		}
		f = (float64(unitsDone) + sum) / float64(max(units, 1))
	}
	f = min(max(f, 0), 1)
	for {
		old := s.done.Load()
		if f <= math.Float64frombits(old) {
			return math.Float64frombits(old)
		}
		if s.done.CompareAndSwap(old, math.Float64bits(f)) {
			return f
		}
	}
}

// Snapshot is the partial board a worker published last (fixed pieces
// only, before the search starts), and asks the workers for a fresh one, so
// that calling it ten times a second shows the search moving. It is cheap
// and safe to call at any time.
func (s *Search) Snapshot() *eternity.Board {
	s.snapWant.Store(true)
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.board(s.snap)
}

// board turns pts per cell into a Board.
func (s *Search) board(pts []int32) *eternity.Board {
	b := eternity.NewBoard(s.pr.w, s.pr.h)
	for c, pt := range pts {
		if pt >= 0 {
			b.Cells[c] = eternity.Placement{Piece: int(pt>>2) + 1, Turn: eternity.Turn(pt & 3)}
		}
	}
	return b
}

// halt makes every worker stop at its next poll.
func (s *Search) halt() { s.stop.Store(true) }

// fail records an internal error and stops the search.
func (s *Search) fail(err error) {
	s.mu.Lock()
	if s.err == nil {
		s.err = err
	}
	s.mu.Unlock()
	s.halt()
}

// found checks a full board independently, with the puzzle's own scorer,
// counts it (and its turns when the symmetry is used) and reports it. It
// returns false when the search must stop.
func (s *Search) found(pts []int32) bool {
	b := s.board(pts)
	boards := []*eternity.Board{b}
	if s.pr.symmetric {
		for range 3 {
			boards = append(boards, turnBoard(boards[len(boards)-1]))
		}
	}
	for _, x := range boards {
		if err := x.Validate(s.puz); err != nil || !eternity.ScoreBoard(s.puz, x).Solved() {
			s.fail(fmt.Errorf("internal error: the search reported a board that is not a solution (%v)", err))
			return false
		}
	}
	s.mu.Lock()
	// Another worker may have found all that was asked for while this one
	// checked its board: counted, it made --unique say "distinct 3".
	if s.enough || (!s.opt.All && s.first != nil) {
		s.mu.Unlock()
		return false
	}
	if s.first == nil {
		s.first = b
		s.firstNodes = s.nodes.Load()
		s.firstTime = time.Since(s.start)
	}
	for _, x := range boards {
		if len(s.kept) < s.opt.Keep {
			s.kept = append(s.kept, x)
		}
		if s.opt.OnSolution != nil {
			s.opt.OnSolution(x)
		}
	}
	s.solutions.Add(int64(len(boards)))
	if s.opt.Distinct > 0 { // the keys are kept only then: an All search may find millions
		s.distinct[turnsKey(s.puz, b)] = true
		s.enough = len(s.distinct) >= s.opt.Distinct
	}
	enough := s.enough
	s.mu.Unlock()
	if !s.opt.All || enough {
		s.halt()
		return false
	}
	return true
}

// turnBoard is board b turned a quarter clockwise (b must be square): the
// piece on (x, y) goes to (W-1-y, x), one more quarter turn on itself.
func turnBoard(b *eternity.Board) *eternity.Board {
	t := eternity.NewBoard(b.H, b.W)
	for y := range b.H {
		for x := range b.W {
			pl := b.At(x, y)
			if !pl.Empty() {
				pl.Turn = pl.Turn.Plus(1)
			}
			t.Cells[x*t.W+(b.H-1-y)] = pl
		}
	}
	return t
}

var errRunTwice = errors.New("a search runs only once")
