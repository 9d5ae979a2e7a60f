package rikudo

import "slices"

// Singleton consistency: a (cell, number) pair whose placement propagates
// to a contradiction is removed, until every pair left survives its own
// placement. It is the proof's main tool (most designed puzzles need no
// branching after it) and its main cost, so it is done by greedy dives
// (Lecoutre and Cardon's SAC-3): from the position, place one unchecked
// pair after another without undoing. A pair that survives inside a dive
// survives alone, since propagation is monotonic, and so does every number
// the dive placed on the way; only a pair that fails right at the start of
// a dive is removed, while one that fails deeper ends the dive and starts
// the next. A pass checks every pair; passes repeat until one removes
// nothing. (The global check, feasible, is not monotonic: a pair judged by
// a dive is only as well checked as propagation makes it, which is sound.)

// pairIndex numbers the pair (c, v).
func (pr *prover) pairIndex(c, v int32) int { return int(c)*(pr.e.n+1) + int(v) }

// probe makes the position singleton consistent; false when it is
// contradictory. On a stop it returns true with the position sound, only
// less narrowed.
func (pr *prover) probe() bool {
	for changed := true; changed; {
		changed = false
		if pr.pass++; pr.pass == 0 { // wrapped: forget the old stamps
			clear(pr.sup)
			pr.pass = 1
		}
		todo := pr.listPairs()
		for len(todo) > 0 {
			deferred := pr.deferred[:0]
			for i := 0; i < len(todo); {
				var removed bool
				var ok bool
				i, deferred, removed, ok = pr.dive(todo, i, deferred)
				if !ok {
					return false
				}
				changed = changed || removed
				if pr.stop {
					return true
				}
			}
			pr.deferred = todo[:0]
			todo = deferred
		}
		pr.todo = todo
	}
	return true
}

// listPairs returns the pairs of the free cells, those of the smallest
// domains first (they fail and settle most).
func (pr *prover) listPairs() []int32 {
	e := pr.e
	todo := pr.todo[:0]
	for c := range int32(e.n) {
		if e.val[c] != 0 {
			continue
		}
		d := e.d(c)
		for v := first(d); v >= 0; v = nextBit(d, v) {
			todo = append(todo, c<<16|v)
		}
	}
	slices.SortStableFunc(todo, func(a, b int32) int {
		return count(e.d(a>>16)) - count(e.d(b>>16))
	})
	return todo
}

// dive places the unchecked pairs of todo from index i on, one after the
// other, until one fails. It returns where the next dive starts, the pairs
// it skipped because the dive had removed them (deferred), whether it
// removed a pair from the position, and false when the position is
// contradictory.
func (pr *prover) dive(todo []int32, i int, deferred []int32) (int, []int32, bool, bool) {
	e := pr.e
	m0 := e.mark()
	k := 0 // pairs placed in this dive
	removed := false
	for ; i < len(todo); i++ {
		c, v := todo[i]>>16, todo[i]&0xffff
		pair := pr.pairIndex(c, v)
		switch {
		case pr.sup[pair] == pr.pass:
			continue
		case !hasBit(e.d(c), v):
			if k > 0 {
				deferred = append(deferred, todo[i]) // gone in this dive only
			}
			continue // at k == 0 it is gone from the position
		case e.val[c] == v:
			pr.sup[pair] = pr.pass
			continue
		}
		if pr.tick() {
			break
		}
		m := e.mark()
		if e.fix(c, v) && e.propagate() && e.feasible() {
			pr.supported(m, c, v)
			k++
			continue
		}
		e.undo(m)
		if k > 0 {
			break // retry this pair alone, at the start of the next dive
		}
		// It fails from the position itself: remove it.
		copy(pr.buf, e.d(c))
		clearBit(pr.buf, v)
		if !e.narrow(c, pr.buf) || !e.propagate() || !e.feasible() {
			return i, deferred, true, false
		}
		removed = true
		m0 = e.mark() // the dive starts from the narrowed position
	}
	e.undo(m0)
	return i, deferred, removed, true
}

// supported marks (c, v) and every number placed since m as consistent in
// this pass.
func (pr *prover) supported(m mark, c, v int32) {
	e := pr.e
	pr.sup[pr.pairIndex(c, v)] = pr.pass
	for _, t := range e.trail[m.trail:] {
		if t.kind == entryPlace {
			pr.sup[pr.pairIndex(t.c, e.val[t.c])] = pr.pass
		}
	}
}

// scoreCells tries every pair alone once more, as the position is about
// to be branched on, and sets each free cell's score to the free cells its
// numbers leave, summed. A pair that fails (the global check is not
// monotonic, so dives may have passed it) is removed: changed then asks
// for probing again; ok is false when the position is contradictory.
func (pr *prover) scoreCells() (changed, ok bool) {
	e := pr.e
	for c := range int32(e.n) {
		if e.val[c] != 0 {
			continue
		}
		pr.score[c] = 0
		for v := first(e.d(c)); v >= 0; v = nextBit(e.d(c), v) {
			if pr.tick() {
				return false, true
			}
			m := e.mark()
			tried := e.fix(c, v) && e.propagate() && e.feasible()
			left := int64(e.n - e.nPlace)
			e.undo(m)
			if tried {
				pr.score[c] += left
				continue
			}
			copy(pr.buf, e.d(c))
			clearBit(pr.buf, v)
			if !e.narrow(c, pr.buf) || !e.propagate() || !e.feasible() {
				return true, false
			}
			changed = true
			if e.val[c] != 0 {
				break
			}
		}
	}
	return changed, true
}
