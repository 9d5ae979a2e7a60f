package rikudo

// Links. A link joins two neighbouring cells that hold consecutive numbers:
// every cell has two except the cells of 1 and n, which have one, and a
// bridge is a link known in advance. The engine records the links it has
// proven (the bridges, and those forced on a cell with only as many
// link-capable neighbours as it needs links). Proven links form chains,
// pieces of the path, which give three rules the domains alone miss:
//   - a cell with two links is closed to its other neighbours, which can no
//     longer count it as their predecessor or successor;
//   - a link may not close a chain into a loop, so a chain's ends are not
//     open to each other;
//   - a chain of k cells holds k consecutive numbers, so its ends hold
//     numbers k-1 apart (revise applies it with apart).

// chainRec is what unlink needs to split a chain again: the far ends a
// and b of the two chains a link joined, and their lengths.
type chainRec struct{ a, b, lenA, lenB int32 }

// linked reports whether c and f are proven links.
func (e *engine) linked(c, f int32) bool {
	for _, l := range e.link[2*c : 2*c+int32(e.nlink[c])] {
		if l == f {
			return true
		}
	}
	return false
}

// openTo reports whether f may still be a path neighbour of c: it has a
// free link and is not the other end of c's chain, or its link to c is
// proven.
func (e *engine) openTo(f, c int32) bool {
	if e.nlink[f] < 2 {
		return e.end[f] != c || e.linked(f, c)
	}
	return e.linked(f, c)
}

// addLink records the link c-f; false when either end already has two or
// the link would close a loop.
func (e *engine) addLink(c, f int32) bool {
	if e.linked(c, f) {
		return true
	}
	if e.nlink[c] >= 2 || e.nlink[f] >= 2 {
		return false
	}
	a, b := e.end[c], e.end[f]
	if a == f {
		return false
	}
	e.chains = append(e.chains, chainRec{a: a, b: b, lenA: e.clen[c], lenB: e.clen[f]})
	e.link[2*c+int32(e.nlink[c])] = f
	e.link[2*f+int32(e.nlink[f])] = c
	e.nlink[c]++
	e.nlink[f]++
	e.end[a], e.end[b] = b, a
	e.clen[a] = e.clen[c] + e.clen[f]
	e.clen[b] = e.clen[a]
	e.trail = append(e.trail, entry{kind: entryLink, c: c, x: f})
	e.pushAround(c)
	e.pushAround(f)
	e.push(a)
	e.push(b)
	return true
}

// unlink undoes the last link, c-f.
func (e *engine) unlink(c, f int32) {
	r := e.chains[len(e.chains)-1]
	e.chains = e.chains[:len(e.chains)-1]
	e.nlink[c]--
	e.nlink[f]--
	e.end[r.a], e.end[c] = c, r.a
	e.end[r.b], e.end[f] = f, r.b
	e.clen[r.a], e.clen[c] = r.lenA, r.lenA
	e.clen[r.b], e.clen[f] = r.lenB, r.lenB
}

// linkOpen links c to every open link-capable neighbour without a proven
// link (they are exactly as many as c still needs).
func (e *engine) linkOpen(c int32) bool {
	d := e.d(c)
	var cand [2]int32
	k := 0
	for _, f := range e.g.nbr(c) {
		if k < 2 && e.openTo(f, c) && !e.linked(c, f) && adjacentValues(d, e.d(f)) {
			cand[k] = f
			k++
		}
	}
	// Linking changes which cells are open: list them all first.
	for _, f := range cand[:k] {
		if !e.addLink(c, f) {
			return false
		}
	}
	return true
}

// forceLinks links c to its link-capable neighbours when they are exactly
// as many as it needs; false when they are fewer.
func (e *engine) forceLinks(c int32) bool {
	d := e.d(c)
	need := 2
	if e.mayEnd(d) {
		need = 1
	}
	var cand [2]int32
	k := 0
	for _, f := range e.g.nbr(c) {
		if !e.openTo(f, c) || !adjacentValues(d, e.d(f)) {
			continue
		}
		if k < 2 {
			cand[k] = f
		}
		if k++; k > need {
			return true
		}
	}
	if k < need {
		return false
	}
	for _, f := range cand[:k] {
		if !e.addLink(c, f) {
			return false
		}
	}
	return true
}

// adjacentValues reports whether some number of a is next to one of b.
func adjacentValues(a, b []uint64) bool {
	for i := range a {
		if a[i] != 0 && a[i]&(plus1(b, i)|minus1(b, i)) != 0 {
			return true
		}
	}
	return false
}

// mayEnd reports whether a cell with domain d may hold 1 or n.
func (e *engine) mayEnd(d []uint64) bool {
	return d[0]&2 != 0 || d[e.n>>6]&(1<<(uint(e.n)&63)) != 0
}

// apart narrows nd to the numbers k away from one in x.
func apart(nd, x []uint64, k int32) {
	q, r := int(k>>6), uint(k&63)
	w := len(nd)
	for i := range w {
		if nd[i] == 0 {
			continue
		}
		var m uint64 // word i of x<<k | x>>k
		if j := i - q; j >= 0 {
			m |= x[j] << r
			if r != 0 && j > 0 {
				m |= x[j-1] >> (64 - r)
			}
		}
		if j := i + q; j < w {
			m |= x[j] >> r
			if r != 0 && j+1 < w {
				m |= x[j+1] << (64 - r)
			}
		}
		nd[i] &= m
	}
}
