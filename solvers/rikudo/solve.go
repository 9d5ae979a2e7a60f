// Package rikudo solves, counts, generates and rates Rikudo puzzles
// (plateau/games/rikudo) with two independent engines: the seed's SAT model
// solved by gini, and a direct search with its own propagation. Every
// solution either engine reports has passed the puzzle's own checker.
package rikudo

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"

	"plateau/games/rikudo"
)

// Method selects a solving engine.
type Method int

const (
	// Direct is the search on domains with support, link and chain
	// propagation and singleton consistency at every node.
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
	// Nodes counts search nodes (direct) or solver calls (SAT).
	Nodes int64
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
	var res Result
	var err error
	if opt.Method == SAT && opt.Race > 1 {
		res, err = raceSAT(ctx, p, opt)
	} else if opt.Method == SAT {
		res, err = solveSAT(ctx, p, opt)
	} else {
		res, err = solveDirect(ctx, p, opt)
	}
	res.Elapsed = time.Since(start)
	if err != nil {
		return res, err
	}
	for _, s := range res.Solutions {
		if cerr := p.Check(s); cerr != nil {
			return res, fmt.Errorf("internal error: %s solver returned an invalid solution: %v", opt.Method, cerr)
		}
	}
	return res, nil
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
