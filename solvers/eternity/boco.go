package eternity

import "math/bits"

// BoCo's colour counts and their propagation.

// countedMax is the largest domain BoCo keeps colour counts for. A larger
// domain shows nearly every colour on every side, and counting it would
// cost most of the work for nothing; it counts as showing every colour the
// frame allows until it shrinks.
const countedMax = 32

// countFresh counts cell c's colours for the first time on this path (its
// domain was too large to count): every colour the frame allows on a side
// but no pt shows there is dropped.
func (e *domainEngine) countFresh(c int) {
	block := e.cc[4*c*e.nc : 4*(c+1)*e.nc]
	clear(block)
	e.addCounts(c, e.cell(c))
	for s := range 4 {
		for m := e.fitColors[4*c+s]; m != 0; m &= m - 1 {
			k := bits.TrailingZeros64(m)
			if block[s*e.nc+k] == 0 {
				e.dropped(c, s, k)
			}
		}
	}
}

// addCounts counts the pts of set into cell c's colour counts.
func (e *domainEngine) addCounts(c int, set []uint64) {
	base := 4 * c * e.nc
	for i, x := range set {
		for ; x != 0; x &= x - 1 {
			ed := e.pr.edges[i*64+bits.TrailingZeros64(x)]
			e.cc[base+int(uint8(ed))]++
			e.cc[base+e.nc+int(uint8(ed>>8))]++
			e.cc[base+2*e.nc+int(uint8(ed>>16))]++
			e.cc[base+3*e.nc+int(uint8(ed>>24))]++
		}
	}
}

// recount counts cell c's colours afresh and queues the colours that fell
// to zero.
func (e *domainEngine) recount(c int) {
	block := e.cc[4*c*e.nc : 4*(c+1)*e.nc]
	copy(e.ccScr, block)
	clear(block)
	e.addCounts(c, e.cell(c))
	for j, was := range e.ccScr {
		if was > 0 && block[j] == 0 {
			e.dropped(c, j/e.nc, j%e.nc)
		}
	}
}

// lose takes the pts of word i of gone off cell c's colour counts, and
// queues the colours that fall to zero.
func (e *domainEngine) lose(c, i int, gone uint64) {
	nc := e.nc
	cc := e.cc[4*c*nc : 4*(c+1)*nc]
	edges := e.pr.edges[i*64:]
	for ; gone != 0; gone &= gone - 1 {
		ed := edges[bits.TrailingZeros64(gone)]
		k0, k1, k2, k3 := int(uint8(ed)), int(uint8(ed>>8)), int(uint8(ed>>16)), int(uint8(ed>>24))
		if cc[k0]--; cc[k0] == 0 {
			e.dropped(c, 0, k0)
		}
		if cc[nc+k1]--; cc[nc+k1] == 0 {
			e.dropped(c, 1, k1)
		}
		if cc[2*nc+k2]--; cc[2*nc+k2] == 0 {
			e.dropped(c, 2, k2)
		}
		if cc[3*nc+k3]--; cc[3*nc+k3] == 0 {
			e.dropped(c, 3, k3)
		}
	}
}

// dropped: side s of empty cell c can no longer show colour k, so the empty
// neighbour across it must not show k back.
func (e *domainEngine) dropped(c, s, k int) {
	n := e.pr.nb[4*c+s]
	if n < 0 || e.at[n] >= 0 || e.at[c] >= 0 {
		return
	}
	j := (4*int(n)+(s+2)&3)*e.nc + k
	if e.size[n] <= countedMax && e.cc[j] == 0 {
		return // the neighbour shows no k there anyway
	}
	e.queue = append(e.queue, int32(j))
}

// propagate empties the BoCo queue: each entry is a colour a side of a cell
// can no longer show, because the neighbour across that side cannot show it
// back; the cell loses the pts that show it, which may empty more counts.
func (e *domainEngine) propagate() {
	for i := 0; i < len(e.queue); i++ {
		if e.fail && e.prune {
			return
		}
		j := int(e.queue[i])
		c, r := j/(4*e.nc), j%(4*e.nc)
		if e.at[c] >= 0 {
			continue
		}
		e.restrict(c, e.sideCol[r*e.wd:], false)
	}
}
