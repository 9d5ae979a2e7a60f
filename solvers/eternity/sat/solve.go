package sat

import (
	"context"
	"errors"
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

// Solve encodes puzzle p with its fixed pieces (hints, nil for none; see
// Encode) and runs gini on it until it finds a board, proves there is none,
// or ctx is done, which stops it within a few tens of milliseconds and
// returns a Result with Complete false and a nil error. progress (nil for
// none) is called from Solve's own goroutine at each phase and a few times a
// second while gini runs. Errors are those of Encode, or an internal error
// if the solver's model did not decode to a checked solution.
func Solve(ctx context.Context, p *eternity.Puzzle, hints *eternity.Board, progress func(Stats)) (Result, error) {
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
	res, err := solveWith(ctx, p, hints, defaultOptions, report)
	res.Elapsed = time.Since(start)
	return res, err
}

// solveWith is Solve with encoding options (for the benchmarks).
func solveWith(ctx context.Context, p *eternity.Puzzle, hints *eternity.Board, o options, report func(Phase, *CNF)) (Result, error) {
	c, err := encode(ctx, p, hints, o)
	if err != nil {
		if ctx.Err() != nil && errors.Is(err, ctx.Err()) {
			return Result{}, nil
		}
		return Result{}, err
	}
	res := Result{Vars: c.Vars(), Clauses: c.Clauses(), Placements: len(c.place)}
	report(Loading, c)
	g, err := c.f.Load(ctx)
	if err != nil {
		return res, nil // stopped while loading: incomplete, not an error
	}
	report(Solving, c)
	switch run(ctx, g, func() { report(Solving, c) }) {
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

// run solves in gini's background goroutine, polling it so that ctx can
// stop it: 1 SAT, -1 UNSAT, 0 stopped. tick is called every progressEvery.
func run(ctx context.Context, g *gini.Gini, tick func()) int {
	s := g.GoSolve()
	t := time.NewTicker(poll)
	defer t.Stop()
	last := time.Now()
	for {
		select {
		case <-ctx.Done():
			// Stop returns the answer if gini found one meanwhile.
			return s.Stop()
		case <-t.C:
			if r, done := s.Test(); done {
				return r
			}
			if time.Since(last) >= progressEvery {
				last = time.Now()
				tick()
			}
		}
	}
}
