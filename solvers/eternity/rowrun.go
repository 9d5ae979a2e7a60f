package eternity

// rowPollScans is how many half rows the row engine tests or places
// between two polls of its worker: about a tenth of a millisecond.
const rowPollScans = 1 << 15

// run explores the subtree below the placements of depths 0..base-1; it
// returns false when the search must stop, having taken every placement
// back. It does not cut the tree into openings (cut > base): the search
// gives those runs to the bit engine.
func (e *rowEngine) run(base, cut int) bool {
	end := len(e.order)
	if cut > base && cut < end {
		e.r.fail(errRowCut)
		e.unplace(base)
		return false
	}
	if base >= end {
		return e.solution(end)
	}
	u0 := e.used
	e.begin(base)
	ok := e.search(base)
	e.used = u0
	if !ok {
		e.unplace(base)
	}
	return ok
}

// begin sets the run from depth base up: its first row (the row of the
// first cell left), the keys the rows above give it, the nodes each half
// places, and that row's left halves, narrowed to those holding the
// pieces the opening put on its first cells (whose pieces, taken back
// from the used ones, come back with the half).
func (e *rowEngine) begin(base int) {
	t, pr := e.t, e.pr
	c0 := int(e.order[base])
	r0, xb := c0/pr.w, c0%pr.w
	e.r0, e.cur, e.inRight = r0, r0, false
	var sl, sr int32
	for x := 0; r0 > 0 && x < pr.w; x++ {
		digit := int32(pr.color(e.at[(r0-1)*pr.w+x], 2))
		if x < t.half {
			sl = sl*t.nc + digit
		} else {
			sr = sr*t.nc + digit
		}
	}
	e.rows[r0].southL, e.rows[r0].southR = sl, sr
	for r := range pr.h {
		e.rows[r].cntL = countFrom(e.lDepth[r*t.half:(r+1)*t.half], base)
		e.rows[r].cntR = countFrom(e.rDepth[r*t.rest:(r+1)*t.rest], base)
	}
	for x := range xb {
		if c := r0*pr.w + x; pr.hint[c] < 0 {
			e.used &^= 1 << (e.at[c] >> 2)
		}
	}
	k := t.lKey[r0] + sl
	lo, hi := e.pin(t.lPts, t.half, t.lStart[k], t.lStart[k+1], r0*pr.w, min(xb, t.half))
	e.rows[r0].llo, e.rows[r0].li, e.rows[r0].lhi = lo, lo, hi
	e.pinR = max(xb-t.half, 0)
}

// countFrom is the number of depths at base or deeper: the pieces a half
// row places.
func countFrom(depths []int32, base int) int64 {
	n := int64(0)
	for _, d := range depths {
		if int(d) >= base {
			n++
		}
	}
	return n
}

// pin narrows the halves [lo, hi) of one key (k cells each, in pts) to
// those whose first m cells hold the pieces on cells c0.. : in
// lexicographic order they stand together.
func (e *rowEngine) pin(pts []uint8, k int, lo, hi int32, c0, m int) (int32, int32) {
	if m == 0 {
		return lo, hi
	}
	match := func(i int32) bool {
		for j := range m {
			if int32(pts[int(i)*k+j]) != e.at[c0+j] {
				return false
			}
		}
		return true
	}
	for lo < hi && !match(lo) {
		lo++
	}
	end := lo
	for end < hi && match(end) {
		end++
	}
	return lo, end
}

// search is the loop of the run: per row, the next left half whose pieces
// are free, then the right halves of its key (the row above's colours,
// its east colour) whose pieces are free; a full row goes down to the
// next, whose key is its south colours. The state of the rows above is
// kept in the engine's per-row slices, the current row's in locals.
func (e *rowEngine) search(base int) bool {
	t := e.t
	lMask, rMask, lStart, rStart := t.lMask, t.rMask, t.lStart, t.rStart
	lSouth, rSouth, lEast := t.lSouth, t.rSouth, t.lEast
	nc, r0, last, nhints := t.nc, e.r0, e.pr.h-1, e.pr.nhints
	nodes, best, used := e.nodes, int32(e.best-nhints), e.used
	scans, nextPoll := int64(0), int64(rowPollScans)
	rows := e.rows[:last+1]
	r := r0
	rs := &rows[r]
	li, lhi := rs.li, rs.lhi
	var ri, rhi int32
	inRight := false
	for {
		if scans >= nextPoll {
			nextPoll = scans + rowPollScans
			e.nodes, e.used = nodes, used
			rs.li, rs.lhi, rs.ri, rs.rhi, e.cur, e.inRight = li, lhi, ri, rhi, r, inRight
			e.fill(r, inRight, false)
			if !e.poll(e.depthAt(r, inRight, base)+nhints, e) {
				return false
			}
		}
		if !inRight {
			s := li
			li = firstFree(lMask, li, lhi, used)
			scans += int64(li - s)
			if li == lhi {
				if r == r0 {
					e.nodes = nodes
					return true
				}
				r--
				rs = &rows[r]
				li, lhi, ri, rhi = rs.li, rs.lhi, rs.ri, rs.rhi
				used &^= rMask[ri]
				ri++
				inRight = true
				continue
			}
			used |= lMask[li]
			nodes += rs.cntL
			scans++ // (a run of free halves tests none in vain: it polls too)
			if d := rs.depthL; d > best {
				best = d
				e.nodes, rs.li = nodes, li
				e.fill(r, true, false)
				e.newBest(int(d)+nhints, e)
			}
			k := rs.rKey + rs.southR*nc + lEast[li]
			ri, rhi = rStart[k], rStart[k+1]
			if r == r0 && e.pinR > 0 {
				ri, rhi = e.pin(t.rPts, t.rest, ri, rhi, r*t.w+t.half, e.pinR)
			}
			rs.rlo = ri
			inRight = true
		}
		s := ri
		ri = firstFree(rMask, ri, rhi, used)
		scans += int64(ri - s)
		if ri == rhi {
			used &^= lMask[li]
			li++
			inRight = false
			continue
		}
		used |= rMask[ri]
		nodes += rs.cntR
		scans++
		if d := rs.depthR; d > best || r == last {
			e.nodes, rs.li, rs.ri = nodes, li, ri
			e.fill(r, true, true)
			if d > best {
				best = d
				e.newBest(int(d)+nhints, e)
			}
			if r == last && !e.solution(len(e.order)) {
				return false
			}
		}
		if r == last {
			used &^= rMask[ri]
			ri++
			continue
		}
		rs.li, rs.lhi, rs.ri, rs.rhi = li, lhi, ri, rhi
		sl, sr := lSouth[li], rSouth[ri]
		r++
		rs = &rows[r]
		rs.southL, rs.southR = sl, sr
		k := rs.lKey + sl
		li, lhi = lStart[k], lStart[k+1]
		rs.llo = li
		inRight = false
	}
}

// depthAt is the depth of the board while the search stands in row r,
// having placed its left half (inRight) or not.
func (e *rowEngine) depthAt(r int, inRight bool, base int) int {
	switch {
	case inRight:
		return max(int(e.rows[r].depthL), base)
	case r > e.r0:
		return int(e.rows[r-1].depthR)
	}
	return base
}

// firstFree is the first of the halves lo..hi-1 whose pieces (masks) are
// all free, or hi: the loop nine halves in ten end in.
func firstFree(masks []uint64, lo, hi int32, used uint64) int32 {
	for i, m := range masks[lo:hi] {
		if m&used == 0 {
			return lo + int32(i)
		}
	}
	return hi
}

// fill writes the piece turns of the halves placed, rows r0..r-1 and row
// r's left half when left (and its right one when right), on their
// depths, for a board (a snapshot, a solution): the loop writes none.
func (e *rowEngine) fill(r int, left, right bool) {
	for rr := e.r0; rr < r; rr++ {
		e.writeLeft(rr, e.rows[rr].li)
		e.writeRight(rr, e.rows[rr].ri)
	}
	if left {
		e.writeLeft(r, e.rows[r].li)
	}
	if right {
		e.writeRight(r, e.rows[r].ri)
	}
}

// writeLeft records the piece turns of left half i on row r's depths, for
// boards (snapshots, solutions).
func (e *rowEngine) writeLeft(r int, i int32) {
	h := e.t.half
	pts := e.t.lPts[int(i)*h : int(i)*h+h]
	for j, d := range e.lDepth[r*h : r*h+h] {
		if d >= 0 {
			e.ptAt[d] = int32(pts[j])
		}
	}
}

// writeRight is writeLeft for right half i.
func (e *rowEngine) writeRight(r int, i int32) {
	h := e.t.rest
	pts := e.t.rPts[int(i)*h : int(i)*h+h]
	for j, d := range e.rDepth[r*h : r*h+h] {
		if d >= 0 {
			e.ptAt[d] = int32(pts[j])
		}
	}
}
