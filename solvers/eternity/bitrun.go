package eternity

import "math/bits"

// run explores the subtree below the placements of depths 0..base-1, or,
// with cut > base, only down to depth cut, handing each opening of cut
// pieces to w.opening. It returns false when the search must stop, having
// taken every placement back.
//
// A depth's free candidates are two words, c1 (first turns) and c2 (second
// turns); the lowest piece of either comes next, its first turn before its
// second, which is the scan engine's order of piece turns.
func (e *bitEngine) run(base, cut int) bool {
	end, stopAt, ok := e.span(base, cut)
	switch {
	case !ok:
		return true // the fixed pieces leave the finale nothing
	case base == end:
		return e.finish()
	}
	var (
		tab         = e.keys
		packed      = e.packed
		steps       = e.steps
		edge        = e.edge
		c1s, c2s    = e.c1, e.c2
		keys, bitAt = e.key, e.bitAt
		ptAt        = e.ptAt
		used        = &e.used // the finale's lookups read it
		nc          = e.nc
		nodes       = e.nodes
		best        = e.best - e.pr.nhints
	)
	stop := func(d int) bool {
		e.nodes = nodes
		e.unplace(d) // depths d-1..0: depth d's piece is marked used only on descending
		return false
	}
	d := base
	st := &steps[d]
	k := e.keyOf(st)
	bk := &tab[k]
	c1, c2 := bk.first&^used[st.grp&3], bk.second&^used[st.grp&3]
	for {
		if c := c1 | c2; c != 0 {
			b := c & -c
			var v uint64
			if c1&b != 0 {
				v = packed[bk.at1+int32(bits.OnesCount64(bk.first&(b-1)))]
				c1 &^= b
			} else {
				v = packed[bk.at2+int32(bits.OnesCount64(bk.second&(b-1)))]
				c2 &^= b
			}
			if st.feeds && !e.feed(d, uint32(v>>32)) {
				continue
			}
			ptAt[d] = int32(uint32(v))
			edge[st.cell] = uint32(v >> 32)
			nodes++
			if d >= best {
				best = d + 1
				e.nodes = nodes
				e.newBest(d+1+e.pr.nhints, e)
			}
			if nodes&pollMask == 0 {
				e.nodes = nodes
				c1s[d], c2s[d], keys[d] = c1, c2, k // for position
				if !e.poll(d+1+e.pr.nhints, e) {
					return stop(d)
				}
			}
			if d+1 == stopAt {
				e.nodes = nodes
				var ok bool
				if d+1 == end {
					used[st.grp&3] |= b // the finale's fillings must not take it
					ok = e.finish()
					used[st.grp&3] &^= b
				} else {
					ok = e.opening(e.prefix(d + 1))
				}
				if !ok {
					return stop(d)
				}
				continue
			}
			used[st.grp&3] |= b
			c1s[d], c2s[d], keys[d], bitAt[d] = c1, c2, k, b
			d++
			st = &steps[d]
			// the candidates keyed by the colours its placed neighbours show:
			// keyOf, written out because the compiler will not inline it
			if st.xtra {
				k = e.xtraKey(st)
			} else {
				k = st.table + int32(edge[st.keyA]>>st.shA&0xff)*nc + int32(edge[st.keyB]>>st.shB&0xff)
			}
			bk = &tab[k]
			c1, c2 = bk.first&^used[st.grp&3], bk.second&^used[st.grp&3]
			continue
		}
		if d == base {
			e.nodes = nodes
			return true
		}
		d--
		st = &steps[d]
		k, c1, c2 = keys[d], c1s[d], c2s[d]
		bk = &tab[k]
		used[st.grp&3] &^= bitAt[d]
	}
}

// position is how far the run from depth base has gone (addPosition). A
// depth's candidates left are its two words; those it had on arrival are
// its key's words without the pieces used then: those used now but for the
// ones placed at that depth and below it, taken back on the way up.
func (e *bitEngine) position(base, depth int) float64 {
	used := e.used
	p := 0.0
	top := depth - 1 - e.pr.nhints
	for j := top; j >= base; j-- {
		g := e.steps[j].grp & 3
		if j < top {
			used[g] &^= e.bitAt[j]
		}
		bk := &e.keys[e.key[j]]
		n := bits.OnesCount64(bk.first&^used[g]) + bits.OnesCount64(bk.second&^used[g])
		left := bits.OnesCount64(e.c1[j]) + bits.OnesCount64(e.c2[j])
		p = addPosition(p, n-left, n)
	}
	return p
}
