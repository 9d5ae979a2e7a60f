package sat

import (
	"context"
	"errors"
	"math/rand/v2"
	"runtime"
	"runtime/metrics"
	"time"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"

	"plateau/games/eternity"
)

// poll is how often Solve looks at the context and the background solver:
// gini checks for a stop request every 20,000 propagations, so a stop takes
// effect well within a poll or two.
const poll = 10 * time.Millisecond

// progressEvery is how often Solve reports progress while gini runs.
const progressEvery = 250 * time.Millisecond

// Phase says what a Solve is doing.
type Phase uint8

// The phases, in order.
const (
	Encoding Phase = iota // building the CNF
	Loading               // handing the clauses to gini
	Solving               // gini searching
)

// String names the phase in English.
func (p Phase) String() string {
	switch p {
	case Encoding:
		return "encoding"
	case Loading:
		return "loading"
	}
	return "solving"
}

// Stats is what Solve reports while it runs. Vars and Clauses are zero until
// the encoding is built.
type Stats struct {
	Phase         Phase
	Vars, Clauses int
	Placements    int // placement variables x(cell, piece, turn)
	Elapsed       time.Duration
}

// Result is the outcome of Solve.
type Result struct {
	// Solved: Board is a solution, checked by the puzzle's own scorer.
	Solved bool
	// Unsat: the search finished and proved that no board solves the puzzle
	// with these fixed pieces (the symmetry breaking loses no solution, see
	// the package doc).
	Unsat bool
	// Complete is false when the context stopped the search before an
	// answer; then neither Solved nor Unsat is set.
	Complete bool
	// Board is the solution (hint cells marked Fixed), nil unless Solved.
	Board *eternity.Board
	// Vars, Clauses and Placements measure the encoding (zero if the
	// context stopped the encoding itself).
	Vars, Clauses, Placements int
	// Elapsed is the whole time, encoding included.
	Elapsed time.Duration
}

// MaxWorkers bounds Options.Workers: each solver holds its own copy of
// the clauses (about 200 MB for the real Eternity II), while the race is
// decided by the luckiest of the first few orders.
const MaxWorkers = 4

// Options tune Solve.
type Options struct {
	// Workers is how many gini solvers race on the encoding: the first with
	// the clauses in the encoder's order, each other one with them
	// shuffled. A CDCL solver's time depends much on that order (all of
	// brendan1 6x6 from scratch: 15 ms to 13 s over twelve orders, most
	// under 3 s), so racing a few orders cuts the long runs short; the first
	// answer wins and stops the others. 0 means 1; more than MaxWorkers
	// means MaxWorkers.
	Workers int
	// Seed picks the shuffles of the workers after the first.
	Seed uint64
	// MaxHeap bounds the memory the solvers may take (bytes the Go heap
	// grows by from Solve's start): gini keeps learning clauses, and on a
	// board too hard for it the heap grows by gigabytes. Past it Solve
	// stops and returns ErrMemory. 0 means DefaultMaxHeap, a negative
	// value no bound.
	MaxHeap int64
}

// DefaultMaxHeap is Options.MaxHeap's default, 4 GiB: four times what the
// free brendan1 7x7 takes to solve.
const DefaultMaxHeap = 4 << 30

// ErrMemory is Solve's error when the solvers outgrow Options.MaxHeap.
// What they took themselves is counted, not what the rest of the program
// holds (see memBound), so that "too hard" is said of the board.
var ErrMemory = errors.New("the SAT solver stopped at its memory bound: this board is too hard for it, try the search instead")

// Solve encodes puzzle p with its fixed pieces (hints, nil for none; see
// Encode) and runs gini on it (o.Workers solvers racing) until it finds a
// board, proves there is none, or ctx is done, which stops it within a few
// tens of milliseconds and returns a Result with Complete false and a nil
// error. progress (nil for none) is called from Solve's own goroutine at
// each phase and a few times a second while gini runs. Errors are those of
// Encode, or an internal error if the solver's model did not decode to a
// checked solution.
func Solve(ctx context.Context, p *eternity.Puzzle, hints *eternity.Board, o Options, progress func(Stats)) (Result, error) {
	start := time.Now()
	report := func(ph Phase, c *CNF) {
		if progress == nil {
			return
		}
		st := Stats{Phase: ph, Elapsed: time.Since(start)}
		if c != nil {
			st.Vars, st.Clauses, st.Placements = c.Vars(), c.Clauses(), len(c.place)
		}
		progress(st)
	}
	report(Encoding, nil)
	res, err := solveWith(ctx, p, hints, defaultOptions, o, report)
	res.Elapsed = time.Since(start)
	return res, err
}

// solveWith is Solve with encoding options (for the benchmarks).
func solveWith(ctx context.Context, p *eternity.Puzzle, hints *eternity.Board, eo options, o Options, report func(Phase, *CNF)) (Result, error) {
	bound := newMemBound(o.MaxHeap) // before the encoding, which is SAT's too
	c, err := encode(ctx, p, hints, eo)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return Result{}, nil
		}
		return Result{}, err
	}
	res := Result{Vars: c.Vars(), Clauses: c.Clauses(), Placements: len(c.place)}
	report(Loading, c)
	r, g := race(ctx, c, o, bound, func(ph Phase) { report(ph, c) })
	switch r {
	case outOfMemory:
		return res, ErrMemory
	case 1:
		b, err := c.Decode(func(v int) bool { return g.Value(z.Dimacs2Lit(v)) })
		if err != nil {
			return res, err
		}
		res.Solved, res.Complete, res.Board = true, true, b
	case -1:
		res.Unsat, res.Complete = true, true
	}
	return res, nil
}

// outOfMemory is race's answer when the solvers outgrew their memory
// bound.
const outOfMemory = 2

// race loads c into o.Workers gini solvers, each after the first with the
// clauses shuffled, runs them side by side and returns the first answer (1
// SAT with the solver that found it, -1 UNSAT, 0 when ctx ended first,
// outOfMemory past bound). The others are stopped, and race returns only
// once every solver has.
// tick(Solving) is called once all are loaded and then every
// progressEvery, from race's own goroutine.
func race(ctx context.Context, c *CNF, o Options, bound *memBound, tick func(Phase)) (int, *gini.Gini) {
	n := min(max(o.Workers, 1), MaxWorkers)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type answer struct {
		r int
		g *gini.Gini
	}
	answers := make(chan answer, n)
	loaded := make(chan struct{}, n)
	for i := range n {
		go func() {
			f := c.f // a copy: Shuffle writes its clauses to a new slice
			var err error
			if i > 0 {
				err = f.ShuffleContext(ctx, rand.New(rand.NewPCG(o.Seed, uint64(i))), false)
			}
			var g *gini.Gini
			if err == nil {
				g, err = f.Load(ctx)
			}
			loaded <- struct{}{}
			if err != nil {
				answers <- answer{}
				return
			}
			answers <- answer{run(ctx, g), g}
		}()
	}
	t := time.NewTicker(progressEvery)
	defer t.Stop()
	won, left, waiting := answer{}, n, n
	for left > 0 {
		select {
		case <-loaded:
			if waiting--; waiting == 0 {
				tick(Solving)
			}
		case a := <-answers:
			left--
			if won.r == 0 && a.r != 0 {
				won = a
				cancel()
			}
		case <-t.C:
			if won.r == 0 && bound.over() {
				won = answer{r: outOfMemory}
				cancel()
			}
			if waiting == 0 && won.r == 0 {
				tick(Solving)
			}
		}
	}
	return won.r, won.g
}

// run solves in gini's background goroutine, polling it so that ctx can
// stop it: 1 SAT, -1 UNSAT, 0 stopped.
func run(ctx context.Context, g *gini.Gini) int {
	s := g.GoSolve()
	t := time.NewTicker(poll)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			// Stop returns the answer if gini found one meanwhile.
			return s.Stop()
		case <-t.C:
			if r, done := s.Test(); done {
				return r
			}
		}
	}
}

// memBound tells when the solvers have outgrown Options.MaxHeap. It
// counts the Go heap's growth since Solve began, not the whole heap: a
// Weave lattice of 3 GB held in another workspace made SAT stop at once
// with ErrMemory, "this board is too hard for it", on a board it was
// solving well within its bound. The growth is counted from the lowest
// the heap has been seen since, so that garbage the program had made
// before, swept later, does not loosen the bound by its size. Memory
// another job takes while SAT runs still counts: the runtime cannot tell
// whose it is.
type memBound struct {
	max  int64  // bytes, negative for no bound
	base uint64 // the heap's objects when Solve began, or the least seen since
}

func newMemBound(max int64) *memBound {
	if max == 0 {
		max = DefaultMaxHeap
	}
	b := &memBound{max: max}
	if max > 0 {
		runtime.GC() // the base is what is live, not garbage not yet swept
		b.base = heapObjects()
	}
	return b
}

// over reports whether the heap grew by more than the bound since base.
// The heap's objects count garbage not yet swept, and the collector lets
// it pile up to the size of what the program holds: with half a gigabyte
// held elsewhere, 300 MB made and dropped read as over a 200 MB bound. So
// a reading over the bound is taken again after a collection, which the
// cheap reading asks for again only once the garbage has piled up anew.
func (b *memBound) over() bool {
	if b.max < 0 {
		return false
	}
	for collected := false; ; collected = true {
		now := heapObjects()
		b.base = min(b.base, now)
		if now-b.base <= uint64(b.max) || collected {
			return now-b.base > uint64(b.max)
		}
		runtime.GC()
	}
}

// heapObjects is the bytes of the Go heap's objects, live or not yet
// swept (0 if the runtime does not say). Reading it costs well under a
// microsecond.
func heapObjects() uint64 {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}
