package rikudo

// The engine's propagation keeps, to a fixpoint:
//   - support by distinct neighbours: c keeps v only if two different
//     neighbours open to c may hold v-1 and v+1 (one of them for 1 and n);
//     with one proven link, that link holds one of them; with two, they
//     hold v-1 and v+1 between them (this covers the bridges);
//   - chains: the ends of a chain of k linked cells hold numbers k-1 apart;
//   - forced links: a cell with only as many link-capable neighbours as it
//     needs links (two, or one when it may hold 1 or n) is linked to them;
//   - all different: a placed number leaves every other domain;
//   - hidden singles: a number left in one domain is placed there, a number
//     left in none is a contradiction.

// plus1 returns word i of the set {v+1 : v in x}: bit v set when v-1 is in x.
func plus1(x []uint64, i int) uint64 {
	if i == 0 {
		return x[0] << 1
	}
	return x[i]<<1 | x[i-1]>>63
}

// minus1 returns word i of the set {v-1 : v in x}: bit v set when v+1 is in x.
func minus1(x []uint64, i int) uint64 {
	if i+1 == len(x) {
		return x[i] >> 1
	}
	return x[i]>>1 | x[i+1]<<63
}

// revise narrows dom(c) by its neighbours and links, then forces c's links
// when it has no choice; false on a contradiction.
func (e *engine) revise(c int32) bool {
	if e.n == 1 {
		return true
	}
	w := e.w
	d := e.dom[int(c)*w : int(c)*w+w]
	nd := e.nd
	k, need := 0, 0 // link-capable neighbours without a proven link, links still needed
	switch e.nlink[c] {
	case 2:
		a, b := e.d(e.link[2*c]), e.d(e.link[2*c+1])
		for i := range w {
			if nd[i] = d[i]; nd[i] != 0 {
				nd[i] &= plus1(a, i)&minus1(b, i) | minus1(a, i)&plus1(b, i)
			}
		}
		return e.narrow(c, nd)
	case 1:
		k = e.reviseOne(c, d, nd)
		if !e.mayEnd(d) {
			need = 1
		}
	default:
		k = e.reviseFree(c, d, nd)
		need = 2
		if e.mayEnd(d) {
			need = 1
		}
	}
	if b := e.end[c]; b != c {
		apart(nd, e.d(b), e.clen[c]-1)
	}
	if equal(d, nd) {
		// The capable neighbours were counted against this very domain.
		switch {
		case k < need:
			return false
		case k == need:
			return e.linkOpen(c)
		}
		return true
	}
	e.self = c // c's own revision is this one: do not queue it again
	ok := e.narrow(c, nd)
	e.self = -1
	if !ok {
		return false
	}
	if e.nlink[c] < 2 {
		return e.forceLinks(c)
	}
	return true
}

// reviseOne computes nd for a cell with one proven link l: l holds v-1 or
// v+1, another open neighbour the other one (unless v is 1 or n). It
// returns how many open neighbours besides l are link-capable.
func (e *engine) reviseOne(c int32, d, nd []uint64) int {
	w := e.w
	l := e.link[2*c]
	u := e.buf
	clear(u)
	k := 0
	for _, f := range e.g.nbr(c) {
		if f == l || !e.openTo(f, c) {
			continue
		}
		x := e.dom[int(f)*w : int(f)*w+w]
		var capable uint64
		for i := range w {
			u[i] |= x[i]
			if d[i] != 0 {
				capable |= d[i] & (plus1(x, i) | minus1(x, i))
			}
		}
		if capable != 0 {
			k++
		}
	}
	a := e.d(l)
	for i := range w {
		if nd[i] = d[i]; nd[i] != 0 {
			nd[i] &= plus1(a, i)&(minus1(u, i)|e.endN[i]) | minus1(a, i)&(plus1(u, i)|e.end1[i])
		}
	}
	return k
}

// reviseFree computes nd for a cell without proven links: v needs a
// neighbour for v-1 and a different one for v+1. It returns how many open
// neighbours are link-capable. The hot loop of the proof.
func (e *engine) reviseFree(c int32, d, nd []uint64) int {
	w := e.w
	open := e.open[:0]
	for _, f := range e.g.nbr(c) {
		if e.openTo(f, c) {
			open = append(open, f*int32(w)) // the offset of f's domain
		}
	}
	e.open = open
	caps := e.caps[:len(open)]
	clear(caps)
	dom := e.dom
	for i := range w {
		di := d[i]
		if di == 0 {
			nd[i] = 0 // most domains are a window of a word or two
			continue
		}
		var lo1, lo2, hi1, hi2, same uint64 // v-1 next door once, twice; v+1 the same
		for j, off := range open {
			k := int(off) + i
			x := dom[k]
			l, h := x<<1, x>>1
			if i > 0 {
				l |= dom[k-1] >> 63
			}
			if i+1 < w {
				h |= dom[k+1] << 63
			}
			lo2 |= lo1 & l
			lo1 |= l
			hi2 |= hi1 & h
			hi1 |= h
			same |= l & h
			caps[j] |= di & (l | h)
		}
		// Interior numbers fail only when one neighbour alone supplies both.
		inner := lo1 & hi1 &^ (same &^ (lo2 | hi2))
		nd[i] = di & (inner | e.end1[i]&hi1 | e.endN[i]&lo1)
	}
	k := 0
	for _, x := range caps {
		if x != 0 {
			k++
		}
	}
	return k
}

// propagate runs the full propagation to its fixpoint; false on a
// contradiction (the queue is then empty).
func (e *engine) propagate() bool {
	for {
		for e.size > 0 {
			if !e.revise(e.pop()) {
				e.clearQueue()
				return false
			}
		}
		k := e.hiddenSingles()
		if k < 0 {
			e.clearQueue()
			return false
		}
		if k == 0 {
			return true
		}
	}
}

// hiddenSingles places every number left in a single domain; it returns
// how many, or -1 when some number has no cell left. Only the numbers whose
// count fell since the last call can be new singles.
func (e *engine) hiddenSingles() int {
	k := 0
	for len(e.vq) > 0 {
		v := e.vq[len(e.vq)-1]
		e.vq = e.vq[:len(e.vq)-1]
		switch {
		case e.cnt[v] == 0:
			return -1
		case e.cnt[v] > 1 || e.pos[v] >= 0:
			continue
		}
		c := first(e.cells[int(v)*e.cw : int(v+1)*e.cw]) // the one cell left
		if !e.fix(c, v) {
			return -1
		}
		k++
	}
	return k
}

// windows narrows every free cell to the numbers it can reach in time from
// the placed numbers around them: v between placed a < v < b needs
// dist(c, a) <= v-a and dist(c, b) <= b-v (static distances). Propagation
// finds the same, but this start saves it many rounds.
func (e *engine) windows() bool {
	n := int32(e.n)
	s := e.nd
	for c := range n {
		if e.val[c] != 0 {
			continue
		}
		clear(s)
		last := int32(0)
		for v := int32(1); v <= n+1; v++ {
			if v <= n && e.pos[v] < 0 {
				continue
			}
			lo, hi := last+1, v-1
			if last > 0 {
				lo = last + int32(e.dist[int(c)*e.n+int(e.pos[last])])
			}
			if v <= n {
				hi = v - int32(e.dist[int(c)*e.n+int(e.pos[v])])
			}
			for x := max(lo, last+1); x <= min(hi, v-1); x++ {
				setBit(s, x)
			}
			last = v
		}
		d := e.d(c)
		for i := range s {
			s[i] &= d[i]
		}
		if !e.narrow(c, s) {
			e.clearQueue()
			return false
		}
	}
	return true
}
