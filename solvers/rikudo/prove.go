package rikudo

import (
	"context"
	"math/bits"
	"sync/atomic"

	"plateau/games/rikudo"
)

// prover is the direct search that counts solutions (solveDirect). At each
// node it propagates (engine), checks the position globally, then makes
// every remaining (cell, number) pair singleton consistent (sac.go):
// designed puzzles are mostly solved by that alone, so the search tree
// stays small and nearly all the time goes into the probes. It branches on
// the cell whose numbers, when tried, leave the fewest cells free in total.
// A long search also dives for solutions now and then (dive.go).
type prover struct {
	p        *rikudo.Puzzle
	e        *engine
	vals     []int32 // per depth, the values to try, n slots
	limit    int
	sols     [][]int
	nodes    int64 // search nodes, probes and dive nodes
	maxNodes int64 // stop past this many nodes; 0: no bound
	ctx      context.Context
	progress *atomic.Int64
	stop     bool
	err      error // an internal error that stopped the search

	// Dives (dive.go): a phase every `every` nodes, worth credit nodes.
	every, credit int64
	nextDive      int64
	diving        bool
	dv            *diver              // made at the first phase
	seen          map[string]struct{} // the solutions met, once dives have begun

	// Scratch of sac.go.
	pass           uint32
	sup            []uint32 // pair c*(n+1)+v -> the pass that found it consistent
	score          []int64  // cell -> free cells left, summed over its numbers' trials
	todo, deferred []int32  // pairs c<<16 | v still to check
	buf            []uint64
}

func solveDirect(ctx context.Context, p *rikudo.Puzzle, opt Options) (Result, error) {
	return prove(ctx, p, opt.limit(), opt.Progress, 0)
}

// prove is solveDirect for up to limit solutions, stopped (not Exhausted)
// past maxNodes nodes when that is not 0.
func prove(ctx context.Context, p *rikudo.Puzzle, limit int, progress *atomic.Int64, maxNodes int64) (Result, error) {
	return proveDiving(ctx, p, limit, progress, maxNodes, diveEvery, diveEvery/diveShare)
}

// proveDiving is prove with a dive phase every `every` nodes, each worth
// credit nodes (the tests dive far more than the search does).
func proveDiving(ctx context.Context, p *rikudo.Puzzle, limit int, progress *atomic.Int64, maxNodes, every, credit int64) (Result, error) {
	g := newGraph(p)
	n := g.n
	pr := &prover{p: p, e: newEngine(g), limit: limit, ctx: ctx, progress: progress, maxNodes: maxNodes,
		vals: make([]int32, (n+1)*n), sup: make([]uint32, n*(n+1)), score: make([]int64, n),
		buf: make([]uint64, words(n)), every: every, credit: credit, nextDive: every}
	e := pr.e
	if e.load(p) && e.propagate() && e.feasible() && pr.settle() {
		pr.search(0)
	}
	if pr.progress != nil {
		pr.progress.Store(pr.nodes)
	}
	res := Result{Solutions: pr.sols, Exhausted: !pr.stop, Nodes: pr.nodes}
	if pr.err != nil {
		return res, pr.err
	}
	if !pr.stop {
		return res, nil
	}
	return res, ctx.Err() // nil when stopped at the limit or maxNodes
}

// settle makes the position singleton consistent (probe) and, when it is
// not solved yet, scores its cells for the branching (scoreCells).
func (pr *prover) settle() bool {
	e := pr.e
	for {
		if !pr.probe() {
			return false
		}
		if pr.stop || e.nPlace == e.n {
			return true
		}
		changed, ok := pr.scoreCells()
		if !ok || !changed {
			return ok
		}
	}
}

// pollMask sets how often the searches look at their context: every 32
// nodes. A node of the prover propagates, a tenth of a millisecond on a
// radius-8 board and more under load, and every 256 let a Stop wait past
// 100 ms on a busy machine; the look costs nanoseconds.
const pollMask = 31

// tick counts a unit of work and polls the context now and then, when it
// also starts a dive phase that is due; it reports whether to stop.
func (pr *prover) tick() bool {
	pr.nodes++
	if pr.maxNodes > 0 && pr.nodes > pr.maxNodes {
		pr.stop = true
	}
	if pr.nodes&pollMask == 0 {
		if pr.progress != nil {
			pr.progress.Store(pr.nodes)
		}
		if pr.ctx.Err() != nil {
			pr.stop = true
		}
		if pr.nodes >= pr.nextDive && !pr.diving && !pr.stop {
			pr.divePhase()
		}
	}
	return pr.stop
}

func (pr *prover) search(depth int) {
	if pr.tick() {
		return
	}
	e := pr.e
	if e.nPlace == e.n {
		pr.record(e.fill())
		return
	}
	c := pr.chooseCell()
	vals := pr.vals[depth*e.n : depth*e.n]
	d := e.d(c)
	for v := first(d); v >= 0; v = nextBit(d, v) {
		vals = append(vals, v)
	}
	for _, v := range vals {
		m := e.mark()
		if e.fix(c, v) && e.propagate() && e.feasible() && pr.settle() {
			pr.search(depth + 1)
		}
		e.undo(m)
		if pr.stop {
			return
		}
	}
}

// chooseCell returns the free cell with the smallest score (scoreCells):
// the free cells its numbers leave when tried, summed, which favours few
// numbers that each settle much.
func (pr *prover) chooseCell() int32 {
	e := pr.e
	best, bestK := int32(-1), int64(1)<<62
	for c := range int32(e.n) {
		if e.val[c] == 0 && pr.score[c] < bestK {
			best, bestK = c, pr.score[c]
		}
	}
	return best
}

// nextBit returns the smallest number above v in d, or -1.
func nextBit(d []uint64, v int32) int32 {
	v++
	i := int(v >> 6)
	if i >= len(d) {
		return -1
	}
	if x := d[i] >> (uint(v) & 63); x != 0 {
		return v + int32(bits.TrailingZeros64(x))
	}
	for i++; i < len(d); i++ {
		if d[i] != 0 {
			return int32(i*64 + bits.TrailingZeros64(d[i]))
		}
	}
	return -1
}
