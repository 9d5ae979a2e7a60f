package rikudo

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"time"

	"plateau/games/reason"
	"plateau/games/rikudo"
)

// GenOptions tune Generate.
type GenOptions struct {
	// Seed makes the generator deterministic: same shape, options and seed,
	// same puzzle (unless a question times out, which depends on the
	// machine).
	Seed uint64
	// Density, between 0 and 1, is the share of cells to keep as givens: clue
	// removal stops there, and givens are added to reach it. 0 removes every
	// clue it can (a minimal puzzle).
	Density float64
	// Target, when set, is a difficulty target for the rule-based solver:
	// clues are added until the rules up to that level solve the puzzle, and
	// a clue is removed only if they still do. A puzzle rated below the
	// target is made again from another path, up to Restarts times, and the
	// hardest one found is returned.
	Target Level
	// CallTimeout bounds each SAT call (default 5 s). A timed-out call on the
	// whole clue set restarts with a new path; while removing clues, a
	// question that neither SAT (two tries) nor the direct search racing
	// it answers keeps its clue, and the puzzle is not proven minimal.
	CallTimeout time.Duration
	// Restarts bounds the new paths tried after timeouts or below the
	// Target (default 8).
	Restarts int
	// Progress, when set, counts the questions asked so far (Calls).
	Progress *atomic.Int64
}

// Generated is a generated puzzle with its unique solution.
type Generated struct {
	Puzzle   *rikudo.Puzzle
	Solution []int // cell -> value
	// Minimal is true when every clue was proven necessary: removing any one
	// of them (pins aside) admits another solution.
	Minimal bool
	// Unproven counts the clues kept only because the question that would
	// have dropped them went unanswered in time (CallTimeout): not minimal
	// for want of time rather than by the Density or Target asked for.
	Unproven int
	Rating   Rating // by the rule-based solver
	Calls    int    // questions put to the solvers, over all attempts
	Restarts int    // new paths drawn after the first
	Elapsed  time.Duration
}

// errCallTimeout: one SAT call ran out of its budget.
var errCallTimeout = errors.New("SAT call timed out")

// Generate makes a puzzle with exactly one solution on the shape's cells. The
// shape's givens and bridges are pins: kept as they are, and the solution
// honours them. A random Hamiltonian path becomes the solution; every cell's
// number and every link of the path are candidate clues, each with a
// selector literal in one incremental SAT model that forbids the path
// itself. Assuming every selector is unsatisfiable at once; gini's failed
// assumptions (the clues unit propagation used) are the first clue set, and
// assuming them again in other orders shrinks it further. Then each clue in
// turn is dropped if no solution breaks it while keeping the others: a
// question for the direct search, which counts the solutions of the other
// clues up to two, raced by SAT on a fresh model pruned by the remaining
// givens when it takes long (see genRun.focused).
func Generate(ctx context.Context, shape *rikudo.Puzzle, opt GenOptions) (*Generated, error) {
	start := time.Now()
	if shape == nil || shape.N() == 0 {
		return nil, reason.New("no shape to fill")
	}
	if opt.CallTimeout <= 0 {
		opt.CallTimeout = 5 * time.Second
	}
	if opt.Restarts <= 0 {
		opt.Restarts = 8
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x9e3779b97f4a7c15))
	calls := 0
	var best *Generated
	for attempt := 0; ; attempt++ {
		sol, err := pickSolution(ctx, shape, rng, opt.CallTimeout)
		if err != nil {
			return nil, err
		}
		run, err := newGenRun(ctx, shape, sol, rng, &opt, &calls)
		if err != nil {
			return nil, err
		}
		gen, err := run.generate(ctx)
		if errors.Is(err, errCallTimeout) && attempt < opt.Restarts {
			continue
		}
		if err != nil {
			return nil, err
		}
		if best == nil || gen.Rating.Level > best.Rating.Level {
			best = gen
		}
		if opt.Target == 0 || best.Rating.Level >= opt.Target || attempt >= opt.Restarts {
			best.Calls, best.Restarts, best.Elapsed = calls, attempt, time.Since(start)
			return best, nil
		}
	}
}

// pickSolution returns a random solution of the shape with its pins: a
// random Hamiltonian path when there are none, else the first solution of a
// randomised direct search.
func pickSolution(ctx context.Context, shape *rikudo.Puzzle, rng *rand.Rand, budget time.Duration) ([]int, error) {
	pinned := shape.NumGivens() > 0 || len(shape.Bridges()) > 0
	if !pinned {
		// Cells with one neighbour (blocked around in the editor) fix
		// the path's ends, where backbite moves often fail to finish it:
		// the direct search below then finds a path, or proves there is
		// none.
		if path, err := randomPath(newGraph(shape), rng); err == nil {
			sol := make([]int, shape.N())
			for i, c := range path {
				sol[c] = i + 1
			}
			return sol, nil
		}
	}
	// Random dives have a heavy tail: restart with a new draw rather than
	// wait on an unlucky one, their node limits in Luby's sequence (short
	// dives mostly, a longer one now and then, which also proves clues
	// with no solution on a small shape). Doubling the limit at each
	// restart soon made every dive a long one: on a radius-8 hexagon with
	// five clues of a real solution it gave up after 20 s, where dives of
	// 500 nodes found a path once in 50.
	cctx, cancel := context.WithTimeout(ctx, 4*budget)
	defer cancel()
	for i := 1; ; i++ {
		res, err := runDirect(cctx, shape, Options{Limit: 1}, rng, diveNodes*luby(i))
		switch {
		case err != nil && ctx.Err() != nil:
			return nil, ctx.Err()
		case err != nil && !pinned:
			return nil, errNoPath
		case err != nil:
			return nil, reason.New("no solution honouring the pinned clues found in %v", 4*budget)
		case len(res.Solutions) > 0:
			return res.Solutions[0], nil
		case res.Exhausted && !pinned:
			return nil, reason.New("no path goes through every cell of this shape once")
		case res.Exhausted:
			return nil, reason.New("the pinned clues admit no solution")
		}
	}
}

// diveNodes is the node limit of the shortest dive of pickSolution.
const diveNodes = 500

// luby is the i-th term (from 1) of Luby's sequence 1 1 2 1 1 2 4 1 1 2 1
// 1 2 4 8 ..., the restart schedule that wastes least, within a constant,
// on a search whose run time is unknown and heavy-tailed.
func luby(i int) int64 {
	for k := 1; ; k++ {
		switch end := 1<<k - 1; {
		case i == end:
			return 1 << (k - 1)
		case i < end:
			return luby(i - 1<<(k-1) + 1)
		}
	}
}

// densityTarget is the number of givens the options ask for at least.
func (o *GenOptions) densityTarget(n int) int {
	if o.Density <= 0 {
		return 0
	}
	return min(n, int(math.Ceil(o.Density*float64(n))))
}

// finish builds the final puzzle from the pins and the kept clues.
func (r *genRun) finish(ctx context.Context, clues []int, minimal bool) (*Generated, error) {
	p := r.shape.Clone()
	target := r.opt.densityTarget(p.N())
	for _, k := range clues {
		r.apply(p, k)
	}
	// Top up to the density target with random givens.
	free := make([]int, 0, p.N())
	for c := range p.N() {
		if p.Given(c) == 0 {
			free = append(free, c)
		}
	}
	r.rng.Shuffle(len(free), func(i, j int) { free[i], free[j] = free[j], free[i] })
	for _, c := range free {
		if p.NumGivens() >= target {
			break
		}
		_ = p.SetGiven(c, r.sol[c])
		minimal = false
	}
	if err := p.Check(r.sol); err != nil {
		return nil, fmt.Errorf("internal error: generated puzzle rejects its solution: %v", err)
	}
	rt, err := rate(ctx, p)
	if err != nil {
		return nil, err
	}
	return &Generated{Puzzle: p, Solution: slices.Clone(r.sol), Minimal: minimal, Rating: rt}, nil
}
