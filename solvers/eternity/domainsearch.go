package eternity

import "math/bits"

// choose picks the cell of depth d by the variable choice; ties go to the
// cell first in the scan order. Domains are compared relative to what the
// frame lets each cell hold: a border cell holds one turn of each border
// piece, an inner cell four turns of each inner piece, so raw sizes would
// always send the search round the frame first, where three colours build
// a huge number of frames (on brendan1 6x6 the relative measure halves the
// nodes of BoCo and divides those of CaPi by three).
func (e *domainEngine) choose(d int) int32 {
	switch e.cfg.Var {
	case VarPessimistic:
		best, bs := int32(-1), int64(1)<<62
		for _, c := range e.order {
			if e.at[c] < 0 {
				if k := e.measure(c); k < bs {
					best, bs = c, k
					if k <= 1 {
						break // nothing smaller: a forced cell or a dead one
					}
				}
			}
		}
		return best
	case VarOptimistic:
		// Among the cells next to a placed piece: over all cells the
		// largest domain is always an untouched cell, and the search would
		// scatter pieces that constrain nothing.
		best, bs := int32(-1), int64(-1)
		for _, c := range e.order {
			if e.at[c] < 0 && e.nplaced[c] > 0 {
				if k := e.measure(c); k > bs {
					best, bs = c, k
				}
			}
		}
		if best < 0 {
			return e.order[0]
		}
		return best
	}
	// Scan: the cells before the previous depth's are all filled.
	from := int32(0)
	if d > 0 {
		from = e.rank[e.cellAt[d-1]] + 1
	}
	for _, c := range e.order[from:] {
		if e.at[c] < 0 {
			return c
		}
	}
	return -1
}

// measure is cell c's domain relative to its frame's, scaled so that one
// piece turn left (forced) or none (dead) measure 1 and 0.
func (e *domainEngine) measure(c int32) int64 {
	n := int64(e.size[c])
	if n <= 1 {
		return n
	}
	return 2 + n<<20/int64(e.fitSize[c])
}

// open chooses the cell of depth d and lists its candidates in the order of
// the value choice.
func (e *domainEngine) open(d, base int) {
	c := e.choose(d)
	e.cellAt[d] = c
	start := int32(0)
	if d > base {
		start = e.cend[d-1]
	}
	e.cstart[d], e.cidx[d] = start, start
	cand := e.cand[:start]
	dom := e.dom[int(c)*e.wd : (int(c)+1)*e.wd]
	for i, x := range dom {
		for x &^= e.usedPT[i]; x != 0; x &= x - 1 {
			cand = append(cand, int32(i*64+bits.TrailingZeros64(x)))
		}
	}
	e.cand = cand
	e.cend[d] = int32(len(cand))
	if e.cfg.Val != ValLexi {
		e.sortValues(cand[start:])
	}
}

// fits counts the empty cells whose domain holds pt: the size of the
// piece turn's own domain (CaPi's pieces-to-cells side).
func (e *domainEngine) fits(pt int32) int32 {
	n := int32(0)
	w, bit := int(pt>>6), uint64(1)<<(pt&63)
	for c := range e.pr.cells {
		if e.at[c] < 0 && e.dom[c*e.wd+w]&bit != 0 {
			n++
		}
	}
	return n
}

// sortValues orders pts by the number of empty cells each fits, most first
// (optimistic) or fewest first (pessimistic), ties in piece order. Lists are
// short: an insertion sort, with no allocation.
func (e *domainEngine) sortValues(v []int32) {
	keys := e.keys[:0]
	for _, pt := range v {
		k := e.fits(pt)
		if e.cfg.Val == ValOptimistic {
			k = -k
		}
		keys = append(keys, k)
	}
	e.keys = keys
	for i := 1; i < len(v); i++ {
		x, kx := v[i], keys[i]
		j := i
		for ; j > 0 && (kx < keys[j-1] || kx == keys[j-1] && x < v[j-1]); j-- {
			v[j], keys[j] = v[j-1], keys[j-1]
		}
		v[j], keys[j] = x, kx
	}
}

// place replays pt on cell at depth d, as an opening does.
func (e *domainEngine) place(d int, cell, pt int32) bool {
	if !e.rootOK || cell < 0 || int(cell) >= e.pr.cells || e.at[cell] >= 0 ||
		e.dom[int(cell)*e.wd+int(pt>>6)]&(1<<(pt&63)) == 0 {
		return false
	}
	// The scan choice fills the cells in order, and its search assumes the
	// cells before a depth's are filled: an opening of another order (or
	// of a choice by domain size) ran it off its slices.
	if e.cfg.Var == VarScan && cell != e.choose(d) {
		return false
	}
	e.cellAt[d], e.ptAt[d] = cell, pt
	e.mark[d] = int32(len(e.trail))
	if !e.assign(cell, pt) {
		e.undoTo(d)
		return false
	}
	return true
}

func (e *domainEngine) unplace(d int) {
	for d--; d >= 0; d-- {
		e.undoTo(d)
	}
}

func (e *domainEngine) snapshot(_ int, dst []int32) { copy(dst, e.at) }

// position is how far the run from depth base has gone (addPosition): a
// depth's candidates are cand[cstart:cend], cidx the next to try.
func (e *domainEngine) position(base, depth int) float64 {
	p := 0.0
	for j := depth - 1 - e.pr.nhints; j >= base; j-- {
		p = addPosition(p, int(e.cidx[j]-e.cstart[j]), int(e.cend[j]-e.cstart[j]))
	}
	return p
}

// run is the search loop: choose a cell, try its candidates in order, each
// placement propagated and undone from the trail.
func (e *domainEngine) run(base, cut int) bool {
	if !e.rootOK {
		return true
	}
	end := e.depths()
	if base == end {
		return e.finish()
	}
	if cut <= base || cut > end {
		cut = end + 1
	}
	nh := e.pr.nhints
	d := base
	e.open(d, base)
	for {
		if e.cidx[d] < e.cend[d] {
			pt := e.cand[e.cidx[d]]
			e.cidx[d]++
			c := e.cellAt[d]
			e.ptAt[d] = pt
			e.mark[d] = int32(len(e.trail))
			ok := e.assign(c, pt)
			e.nodes++
			if d+1+nh > e.best {
				e.newBest(d+1+nh, e)
			}
			if e.nodes&domainPollMask == 0 && !e.poll(d+1+nh, e) {
				e.unplace(d + 1)
				return false
			}
			if ok {
				switch {
				case d+1 == end:
					ok = e.finish()
				case d+1 == cut:
					ok = e.opening(e.prefix(d + 1))
				default:
					d++
					e.open(d, base)
					continue
				}
				if !ok {
					e.unplace(d + 1)
					return false
				}
			}
			e.undoTo(d)
			continue
		}
		if d == base {
			return true
		}
		d--
		e.undoTo(d)
	}
}

// prefix is the opening of depths 0..d-1 as (cell, pt) pairs.
func (e *domainEngine) prefix(d int) []int32 {
	p := e.prefixBuf[:0]
	for i := range d {
		p = append(p, e.cellAt[i], e.ptAt[i])
	}
	e.prefixBuf = p
	return p
}
