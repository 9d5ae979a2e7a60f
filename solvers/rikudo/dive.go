package rikudo

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"plateau/games/rikudo"
)

// The prover is built to prove: singleton consistency at every node makes
// its tree small where there is one solution, but on a puzzle with many a
// wrong early branch is an empty subtree it must prove empty, probe by
// probe (a 60-cell puzzle with six clues and thousands of solutions: 2.8
// million probes, 31 s, before it met two). Random dives on the same
// propagation, restarted, meet two solutions of such puzzles within a few
// hundred nodes. So a prover that has worked diveEvery nodes without an
// answer hands a share of its work to dives from the root, and keeps
// doing so every diveEvery nodes after: a puzzle proven within diveEvery
// nodes (every generated one of the benchmarks: at most 22,000) pays
// nothing, a longer search about a sixteenth more. The phases come at
// fixed counts of nodes, so the search stays deterministic.

// diveEvery is how many nodes the prover works between two dive phases,
// the first included.
const diveEvery = 1 << 15

// diveShare is the share of the prover's nodes given to the dives: each
// phase has diveEvery/diveShare nodes of credit.
const diveShare = 16

// diveUnit is the node limit of the shortest dive; dive i may take
// diveUnit*luby(i) nodes (Luby's restarts, as pickSolution's).
const diveUnit = 100

// diver runs the prover's dives: depth-first searches on an engine of its
// own, loaded once at the root, that grow the path from the placed numbers
// (the missing neighbour number with the fewest cells, its cells tried
// Warnsdorff first, ties at random) and give up at their node limit.
type diver struct {
	e      *engine
	root   mark
	rng    *rand.Rand
	run    int   // dives started, for luby
	credit int64 // nodes the dives may still take
	left   int64 // nodes the current dive may still take
	done   bool  // a dive covered the whole tree, or the root fails: diving is over
	stack  []int32
	keys   []int32
}

// divePhase adds the phase's credit and dives while some is left; a dive
// runs to its own limit, so the credit may fall below zero, which the next
// phases make up. The dives' nodes count as the prover's (tick: the same
// polling and progress), so a stop or maxNodes ends them too.
func (pr *prover) divePhase() {
	if pr.dv == nil {
		pr.dv = newDiver(pr.e.g, pr.p)
	}
	dv := pr.dv
	dv.credit += pr.credit
	pr.diving = true
	for !dv.done && dv.credit > 0 && !pr.stop {
		dv.run++
		dv.left = diveUnit * luby(dv.run)
		spent := dv.left
		pr.diveNode()
		dv.e.undo(dv.root)
		spent -= dv.left
		dv.credit -= spent
		// A dive that stopped neither at its limit nor for the prover has
		// walked the whole tree: another would only walk it again.
		dv.done = dv.left >= 0 && !pr.stop
	}
	pr.diving = false
	pr.nextDive = pr.nodes + pr.every
}

// newDiver loads p on an engine of its own; the diver is done at once when
// the root is contradictory (the prover will prove it).
func newDiver(g *graph, p *rikudo.Puzzle) *diver {
	e := newEngine(g)
	dv := &diver{e: e, rng: rand.New(rand.NewPCG(2, 3))}
	dv.done = !(e.load(p) && e.propagate() && e.feasible())
	dv.root = e.mark()
	return dv
}

// diveNode is one node of a dive; the cells to try at each depth are kept
// on dv.stack, so a node allocates nothing once the stack has grown.
func (pr *prover) diveNode() {
	dv := pr.dv
	e := dv.e
	if dv.left--; dv.left < 0 || pr.tick() {
		return
	}
	if e.nPlace == e.n {
		pr.found(e.fill())
		return
	}
	w := dv.chooseNumber()
	if w < 0 {
		return // cannot happen with numbers both placed and missing
	}
	base := len(dv.stack)
	dv.pushCells(w)
	for i := base; i < len(dv.stack); i++ {
		m := e.mark()
		if e.fix(dv.stack[i], w) && e.propagate() && e.feasible() {
			pr.diveNode()
		}
		e.undo(m)
		if dv.left < 0 || pr.stop {
			break
		}
	}
	dv.stack, dv.keys = dv.stack[:base], dv.keys[:base]
}

// chooseNumber returns the missing neighbour number of a placed one that
// has the fewest cells left, or the number with the fewest cells when
// nothing is placed.
func (dv *diver) chooseNumber() int32 {
	e := dv.e
	n := int32(e.n)
	best, bestK := int32(-1), int32(1)<<30
	for v := int32(1); v <= n; v++ {
		if e.pos[v] >= 0 || e.cnt[v] >= bestK {
			continue
		}
		if e.nPlace > 0 && (v == 1 || e.pos[v-1] < 0) && (v == n || e.pos[v+1] < 0) {
			continue
		}
		best, bestK = v, e.cnt[v]
	}
	return best
}

// pushCells puts the cells that may hold w on the stack, those with the
// fewest free neighbours first (Warnsdorff's rule), ties at random.
func (dv *diver) pushCells(w int32) {
	e := dv.e
	base := len(dv.stack)
	cs := e.cells[int(w)*e.cw : int(w+1)*e.cw]
	for j, x := range cs {
		for ; x != 0; x &= x - 1 {
			c := int32(j*64 + bits.TrailingZeros64(x))
			free := int32(0)
			for _, f := range e.g.nbr(c) {
				if e.val[f] == 0 {
					free++
				}
			}
			key := free<<16 | int32(dv.rng.IntN(1<<16))
			i := len(dv.stack)
			dv.stack, dv.keys = append(dv.stack, c), append(dv.keys, key)
			for ; i > base && dv.keys[i-1] > key; i-- {
				dv.stack[i], dv.keys[i] = dv.stack[i-1], dv.keys[i-1]
			}
			dv.stack[i], dv.keys[i] = c, key
		}
	}
}

// found records a solution met by a dive: checked by the puzzle's own
// checker (one it rejects is an engine bug, reported as such), and counted
// only when neither the prover nor an earlier dive met it already.
func (pr *prover) found(sol []int) {
	if err := pr.p.Check(sol); err != nil {
		pr.err = fmt.Errorf("internal error: a dive of the direct search met an invalid solution: %v", err)
		pr.stop = true
		return
	}
	pr.record(sol)
}

// record adds a solution unless it was met before, and stops the search
// at the limit. The prover's own leaves are all different (its tree
// splits the solutions), so they need the check only once dives have
// begun to add theirs.
func (pr *prover) record(sol []int) {
	if pr.dv != nil {
		if pr.seen == nil {
			pr.seen = make(map[string]struct{}, len(pr.sols)+1)
			for _, s := range pr.sols {
				pr.seen[solutionKey(s)] = struct{}{}
			}
		}
		k := solutionKey(sol)
		if _, ok := pr.seen[k]; ok {
			return
		}
		pr.seen[k] = struct{}{}
	}
	pr.sols = append(pr.sols, sol)
	if len(pr.sols) >= pr.limit {
		pr.stop = true
	}
}

// solutionKey encodes a solution as a map key, two bytes a number (a
// puzzle has far fewer than 65,536 cells).
func solutionKey(sol []int) string {
	b := make([]byte, 2*len(sol))
	for i, v := range sol {
		b[2*i], b[2*i+1] = byte(v>>8), byte(v)
	}
	return string(b)
}
