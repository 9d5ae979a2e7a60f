package eternity

// cellPath is what the two brute-force engines (scan and bit) share: the
// worker, the cells in search order and the piece turn placed at each
// depth, from which they build boards, openings and finale lookups.
type cellPath struct {
	*worker
	pr    *problem
	order []int32 // depth -> cell (the hint cells are left out)
	ptAt  []int32 // depth -> pt placed
	ptsAt []int32 // cell -> pt, for boards; filled on demand
	fin   *finale // nil, or the stored ends of the search, shared by the workers
	fw    finaleWalk
}

// newCellPath lays out the cells of order o and the finale fin (nil for
// none); feeds reports the depths whose cell shows colours to the finale.
func newCellPath(w *worker, pr *problem, o Order, fin *finale) (p cellPath, feeds []bool) {
	p = cellPath{worker: w, pr: pr, order: searchOrder(pr, o), fin: fin}
	p.ptAt = make([]int32, len(p.order)+1)
	p.ptsAt = make([]int32, pr.cells)
	p.fw, feeds = newFinaleWalk(fin, len(p.order))
	return p, feeds
}

// searchOrder is the cells the search fills, in order o: the hints are
// left out.
func searchOrder(pr *problem, o Order) []int32 {
	var order []int32
	for _, c := range cellOrder(o, pr.w, pr.h) {
		if pr.hint[c] < 0 {
			order = append(order, int32(c))
		}
	}
	return order
}

// depths is the number of depths the engine searches: the cells up to the
// finale.
func (p *cellPath) depths() int {
	if p.fin != nil {
		return p.fin.at
	}
	return len(p.order)
}

// span is where a run from depth base with cut stops: end, the depths the
// engine searches (up to the finale), and stopAt, the depth whose
// placements end a branch (end, or the cut of the openings when cut >
// base). ok is false when the fixed pieces leave the finale nothing.
func (p *cellPath) span(base, cut int) (end, stopAt int, ok bool) {
	end = p.depths()
	if cut <= base || cut > end {
		cut = end
	}
	return end, cut, p.fin == nil || p.fin.start >= 0
}

// board writes the current placement, depths 0..d-1 and the hints, as a pt
// per cell (-1 empty).
func (p *cellPath) board(d int, dst []int32) {
	copy(dst, p.pr.hint)
	for i := range d {
		dst[p.order[i]] = p.ptAt[i]
	}
}

func (p *cellPath) snapshot(d int, dst []int32) { p.board(d-p.pr.nhints, dst) }

// prefix is the opening of depths 0..d-1 as (cell, pt) pairs, in a buffer
// the worker reuses.
func (p *cellPath) prefix(d int) []int32 {
	b := p.prefixBuf[:0]
	for i := range d {
		b = append(b, p.order[i], p.ptAt[i])
	}
	p.prefixBuf = b
	return b
}

// solution reports the board of depths 0..d-1 as a solution; false means
// stop.
func (p *cellPath) solution(d int) bool {
	p.board(d, p.ptsAt)
	return p.found(p.ptsAt)
}

// finish reports the solutions of a board whose depths before the finale
// (every depth without one) are placed; fillFree tells the finale's
// lookup whether a filling's pieces are all unplaced.
func (p *cellPath) finish(fillFree func(i int32) bool) bool {
	if p.fin != nil {
		return p.fin.lookup(p.worker, p.fw.leaf(), fillFree, p.reportFill)
	}
	return p.solution(len(p.order))
}

// reportFill reports the board with fill on the finale's cells.
func (p *cellPath) reportFill(fill []uint16) bool {
	for j, pt := range fill {
		p.ptAt[p.fin.at+j] = int32(pt)
	}
	return p.solution(p.fin.at + p.fin.k)
}

// feed follows the finale's trie on depth d's boundary colours, counting a
// refusal.
func (p *cellPath) feed(d int, ed uint32) bool {
	if !p.fw.feed(d, ed) {
		p.finRefused++
		return false
	}
	return true
}
