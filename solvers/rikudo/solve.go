// Package rikudo solves, counts, generates and rates Rikudo puzzles
// (plateau/games/rikudo) with two independent engines: the seed's SAT model
// solved by gini, and a direct search with its own propagation. Every
// solution either engine reports has passed the puzzle's own checker.
package rikudo

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync/atomic"
	"time"

	"plateau/games/rikudo"
)

// Method selects a solving engine.
type Method int

const (
	// Direct is the search on domains with support, link and chain
	// propagation and singleton consistency at every node; a long search
	// also dives for solutions now and then (dive.go).
	Direct Method = iota
	// SAT is the seed's model ("cell i holds j") solved by gini, with
	// redundant successor variables and domains pruned by the direct
	// engine's propagation (see modelSpec.fast).
	SAT
)

// String returns the name the CLI uses ("direct" or "sat").
func (m Method) String() string {
	if m == SAT {
		return "sat"
	}
	return "direct"
}

// ParseMethod reads "direct" or "sat".
func ParseMethod(s string) (Method, error) {
	switch s {
	case "direct":
		return Direct, nil
	case "sat":
		return SAT, nil
	}
	return 0, fmt.Errorf("unknown method %q (want direct or sat)", s)
}

// Options tune Solve.
type Options struct {
	Method Method
	// Limit is the number of solutions to look for; 0 means 2, enough to tell
	// a unique puzzle from one with several solutions.
	Limit int
	// Shuffle, when nonzero, shuffles the SAT clause order: the same instance
	// can take very different times in different orders, so a caller may race
	// a few shuffles and keep the first answer.
	Shuffle uint64
	// Race, for the SAT method, runs that many differently shuffled solvers
	// at once and keeps the first answer (0 or 1: a single run).
	Race int
	// Progress, when set, is updated during the search with the node count
	// (direct) or the number of SAT calls, for a progress display.
	Progress *atomic.Int64
}

func (o Options) limit() int {
	if o.Limit <= 0 {
		return 2
	}
	return o.Limit
}

// Status summarises a Result for the designer.
type Status int

const (
	// Unknown: the search stopped (cancelled, or Limit 1 reached) before it
	// could tell.
	Unknown Status = iota
	// NoSolution: the search space is exhausted without a solution.
	NoSolution
	// Unique: exactly one solution, proven by exhausting the search.
	Unique
	// Several: at least two solutions.
	Several
)

// String returns the status as the designer reads it.
func (s Status) String() string {
	return [...]string{"unknown", "no solution", "exactly one solution", "several solutions"}[s]
}

// Result is what a search found.
type Result struct {
	// Solutions holds each solution found, cell -> value, at most Limit.
	Solutions [][]int
	// Exhausted is true when the whole search space was covered, so
	// len(Solutions) is the exact number of solutions.
	Exhausted bool
	// Nodes counts search nodes, probes and dive nodes (direct) or solver
	// calls (SAT), or the quick search's nodes when Quick.
	Nodes int64
	// Quick is true when the quick randomised search that runs first found
	// the solutions asked for, so that neither engine had to run.
	Quick bool
	// Elapsed is the wall time of the search.
	Elapsed time.Duration
}

// Status tells unique, several, none or unknown.
func (r Result) Status() Status {
	switch {
	case len(r.Solutions) >= 2:
		return Several
	case r.Exhausted && len(r.Solutions) == 1:
		return Unique
	case r.Exhausted:
		return NoSolution
	}
	return Unknown
}

// Solve searches for up to opt.Limit solutions of p with the chosen engine.
// On cancellation it returns what it found so far with ctx.Err(). A solution
// that fails the puzzle's checker is reported as an error: it would be a
// solver bug.
func Solve(ctx context.Context, p *rikudo.Puzzle, opt Options) (Result, error) {
	start := time.Now()
	res, err := quickSeveral(ctx, p, opt.limit())
	switch {
	case err != nil || res.Quick: // stopped, or found: the engines need not run
	case opt.Method == SAT && opt.Race > 1:
		res, err = raceSAT(ctx, p, opt)
	case opt.Method == SAT:
		res, err = solveSAT(ctx, p, opt)
	default:
		res, err = solveDirect(ctx, p, opt)
	}
	res.Elapsed = time.Since(start)
	if err != nil {
		return res, err
	}
	return res, verify(p, opt.Method, res.Solutions)
}

// verify checks every solution with the puzzle's own checker, independently
// of the engine that found it (DESIGN 5.5: check every model); one it
// rejects is an internal error, a bug of engine m.
func verify(p *rikudo.Puzzle, m Method, sols [][]int) error {
	for _, s := range sols {
		if err := p.Check(s); err != nil {
			return fmt.Errorf("internal error: %s solver returned an invalid solution: %v", m, err)
		}
	}
	return nil
}

// quickNodesPerCell is the quick search's budget per cell. On a grid with
// few clues its first dive runs straight through, a node a cell (an empty
// radius-10 hexagon: 331 nodes, 16 ms, for two solutions), where both
// engines can take seconds or more (empty radius 6: SAT 9 s to tell it has
// several; the direct engine, made to prove uniqueness, not even one
// solution in 20 s). On a puzzle with one solution the budget is time
// lost: radius 10, a check of 40 ms (direct) or 210 ms (SAT) takes about
// 35 ms more.
const quickNodesPerCell = 2

// quickSeveral asks the randomised direct search (the generator's, for a
// first solution) for limit solutions within its small budget: when it
// finds them, res holds them and is Quick (with a limit of two or more,
// the puzzle has several). It is deterministic (a fixed seed).
func quickSeveral(ctx context.Context, p *rikudo.Puzzle, limit int) (Result, error) {
	if p.N() == 0 {
		return Result{}, nil
	}
	res, err := runDirect(ctx, p, Options{Limit: limit}, rand.New(rand.NewPCG(1, 1)), int64(quickNodesPerCell*p.N()+50))
	if err != nil || len(res.Solutions) < limit {
		return Result{}, err
	}
	return Result{Solutions: res.Solutions, Nodes: res.Nodes, Quick: true}, nil
}

// raceSAT runs opt.Race shuffled SAT solvers and returns the first answer,
// stopping the others before it returns.
func raceSAT(ctx context.Context, p *rikudo.Puzzle, opt Options) (Result, error) {
	type answer struct {
		res Result
		err error
	}
	rctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := make(chan answer, opt.Race)
	for i := range opt.Race {
		o := opt
		o.Race = 0
		if i > 0 || o.Shuffle != 0 {
			o.Shuffle += uint64(i) + 1
		}
		go func() {
			r, err := solveSAT(rctx, p, o)
			out <- answer{r, err}
		}()
	}
	var first, last *answer
	for range opt.Race {
		a := <-out
		last = &a
		if first == nil && (a.err == nil || ctx.Err() != nil) {
			first = &a
			cancel()
		}
	}
	if first == nil {
		first = last // every run failed: report one failure
	}
	return first.res, first.err
}
