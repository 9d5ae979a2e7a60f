package rikudo

import (
	"context"
	"math/rand/v2"
	"sync/atomic"

	"plateau/games/rikudo"
)

// direct is the random dive of the generator (pickSolution): on the older,
// lighter domain state (see state), it draws a random solution of a shape
// with pinned clues. Proofs of uniqueness use the prover (prove.go). The
// state is saved per level in buffers made on the first visit of that
// depth and reused; a node allocates nothing.
type direct struct {
	st       *state
	vals     []int32 // per depth, the values to try, n slots
	limit    int
	sols     [][]int
	nodes    int64
	ctx      context.Context
	progress *atomic.Int64
	stop     bool
	rng      *rand.Rand
	keys     []int32 // per depth, candidate ordering keys
	maxNodes int64   // give up after this many nodes (0: never)
}

// runDirect searches for a random solution with searchPath, and gives up
// (not exhausted, no error) after maxNodes nodes when maxNodes > 0.
func runDirect(ctx context.Context, p *rikudo.Puzzle, opt Options, rng *rand.Rand, maxNodes int64) (Result, error) {
	g := newGraph(p)
	d := &direct{st: newState(g, g.distances()), limit: opt.limit(), ctx: ctx, progress: opt.Progress, rng: rng,
		vals: make([]int32, (g.n+1)*g.n), keys: make([]int32, (g.n+1)*g.n), maxNodes: maxNodes}
	d.st.stop = func() bool { return ctx.Err() != nil }
	if d.st.load(p) && d.st.propagate() && d.st.feasible() {
		d.search(0)
	}
	d.stop = d.stop || d.st.stopped
	if d.progress != nil {
		d.progress.Store(d.nodes)
	}
	res := Result{Solutions: d.sols, Exhausted: !d.stop, Nodes: d.nodes}
	if d.stop && ctx.Err() != nil {
		return res, ctx.Err()
	}
	return res, nil
}

// tick counts a unit of work and polls the context now and then; it
// reports whether to stop.
func (d *direct) tick() bool {
	d.nodes++
	if d.maxNodes > 0 && d.nodes > d.maxNodes {
		d.stop = true
	}
	if d.nodes&pollMask == 0 {
		if d.progress != nil {
			d.progress.Store(d.nodes)
		}
		if d.ctx.Err() != nil {
			d.stop = true
		}
	}
	return d.stop
}

func (d *direct) search(depth int) {
	if d.tick() {
		return
	}
	st := d.st
	if st.nPlace == st.n {
		d.sols = append(d.sols, st.fill())
		if len(d.sols) >= d.limit {
			d.stop = true
		}
		return
	}
	d.searchPath(depth)
}

// searchPath branches like a walker drawing the path: on the missing
// neighbour number with the fewest candidate cells, trying first the cells
// with the fewest free neighbours (Warnsdorff's rule), ties at random. It
// finds a random solution of a sparse puzzle (the generator's pins) far
// sooner than branching on cells, which is better at proofs.
func (d *direct) searchPath(depth int) {
	st := d.st
	w := d.chooseValue()
	cells := d.vals[depth*st.n : depth*st.n]
	keys := d.keys[depth*st.n : depth*st.n]
	for c := range int32(st.n) {
		if st.val[c] != 0 || !hasBit(st.d(c), w) {
			continue
		}
		free := int32(0)
		for _, e := range st.g.nbr(c) {
			if st.val[e] == 0 {
				free++
			}
		}
		key := free<<16 + int32(d.rng.IntN(1<<16))
		j := len(cells)
		cells, keys = append(cells, c), append(keys, key)
		for ; j > 0 && keys[j-1] > key; j-- {
			cells[j], keys[j] = cells[j-1], keys[j-1]
		}
		cells[j], keys[j] = c, key
	}
	st.save(depth)
	for _, c := range cells {
		if st.fix(c, w) && st.propagate() && st.feasible() {
			d.search(depth + 1)
		}
		st.restore(depth)
		if d.stop = d.stop || st.stopped; d.stop {
			return
		}
	}
}

// chooseValue returns the missing neighbour number of a placed number with
// the fewest candidate cells, or 1 when nothing is placed.
func (d *direct) chooseValue() int32 {
	st := d.st
	n := int32(st.n)
	best, bestK := int32(1), 1<<30
	for v := int32(1); v <= n; v++ {
		c := st.pos[v]
		if c < 0 {
			continue
		}
		for _, w := range [2]int32{v + 1, v - 1} {
			if w < 1 || w > n || st.pos[w] >= 0 {
				continue
			}
			k := 0
			for _, e := range st.g.nbr(c) {
				if st.val[e] == 0 && hasBit(st.d(e), w) {
					k++
				}
			}
			if k < bestK {
				best, bestK = w, k
			}
		}
	}
	return best
}
