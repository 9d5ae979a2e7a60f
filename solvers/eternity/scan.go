package eternity

// scanEngine is the brute force: cells in a fixed order, piece turns in
// lexicographic order, each checked against its placed neighbours only. It
// runs where the bit engine (bitscan.go), which searches the same tree
// faster, does not apply: boards with more than 64 pieces of a kind, and
// spiral-out with no corner fixed.
//
// The candidates of the cell at depth d come from one precomputed list per
// (class of cell, colour a, colour b), where a and b are the colours two of
// its placed neighbours show it (the left and upper ones in rowscan): the
// list already has the right grey sides for the frame, and colour 0 stands
// for "no such neighbour". A third or fourth placed neighbour (spirals,
// fixed pieces) is checked explicitly. The loop keeps its stack in flat
// arrays and allocates nothing. On arriving at a depth it copies the
// candidates whose piece is still free side by side (cbuf), with a
// conditional move instead of a branch: whether a piece is used is the one
// test a processor cannot predict, and this made the loop 11% faster.
type scanEngine struct {
	cellPath

	// per depth
	keyCellA, keyCellB []int32 // cell whose edges give colour a / b; pr.cells is a cell of grey edges
	shiftA, shiftB     []uint8 // 8 * the side of that cell that faces the depth's cell
	table              []int32 // start of the depth's class table in ranges
	extraCell          []int32 // up to 2 more placed neighbours: cell, -1 for none
	extraShift         []uint8 // 8 * that neighbour's side facing us
	extraSide          []uint8 // 8 * our side facing it

	ncolors int32
	ranges  []int32  // per class, ncolors*ncolors+1 starts into list
	list    []int32  // candidate pts
	packed  []uint64 // list entries as edges<<32 | pt, one load per candidate
	hasXtra []bool   // depth -> it has a third placed neighbour
	maxList int32    // the longest candidate list
	cbuf    []uint64 // depth*maxList -> the depth's candidates whose piece is free, compacted on arrival
	steps   []step   // the per-depth fields the loop reads, side by side

	// state
	edge []uint32 // cell -> edges of its piece turn; entry pr.cells stays 0
	lo   []int32  // depth -> next candidate index
	hi   []int32  // depth -> end of candidates
	used []bool   // piece -> placed
}

func newScanEngine(w *worker, pr *problem, o Order, fin *finale) *scanEngine {
	e := &scanEngine{ncolors: int32(pr.ncolors)}
	var feeds []bool
	e.cellPath, feeds = newCellPath(w, pr, o, fin)

	placed := make([]bool, pr.cells)
	for c, h := range pr.hint {
		placed[c] = h >= 0
	}
	e.compileDepths(placed)
	e.packed = make([]uint64, len(e.list))
	for i, pt := range e.list {
		e.packed[i] = uint64(pr.edges[pt])<<32 | uint64(pt)
	}
	e.hasXtra = make([]bool, len(e.order))
	e.steps = make([]step, len(e.order))
	for d := range e.order {
		e.hasXtra[d] = e.extraCell[2*d] >= 0
		e.steps[d] = step{keyA: e.keyCellA[d], keyB: e.keyCellB[d], table: e.table[d], cell: e.order[d],
			shA: e.shiftA[d], shB: e.shiftB[d], xtra: e.hasXtra[d]}
	}
	for d := range e.steps {
		e.steps[d].feeds = feeds[d]
	}
	e.edge = make([]uint32, pr.cells+1)
	e.used = make([]bool, pr.n)
	for c, h := range pr.hint {
		if h >= 0 {
			e.edge[c] = pr.edges[h]
			e.used[h>>2] = true
		}
	}
	nd := len(e.order) + 1
	e.lo, e.hi = make([]int32, nd), make([]int32, nd)
	for i := 0; i+1 < len(e.ranges); i++ {
		e.maxList = max(e.maxList, e.ranges[i+1]-e.ranges[i])
	}
	e.cbuf = make([]uint64, int(e.maxList)*nd)
	return e
}

// step is what the loop needs at a depth, in one cache line.
type step struct {
	keyA, keyB int32 // cells giving colours a and b
	table      int32
	cell       int32
	shA, shB   uint8
	xtra       bool
	feeds      bool // the cell shows colours to the finale
}

// classKey identifies the candidate table of a depth: the cell's frame and
// fit set (the same for every cell when no corolle filters), the sides its
// key neighbours are on.
type classKey struct {
	fitOf  int // a cell with the same fit set (the first one seen)
	sa, sb int // our sides facing key neighbours a and b, -1 for none
}

func (e *scanEngine) compileDepths(placed []bool) {
	pr := e.pr
	nd := len(e.order)
	e.keyCellA, e.keyCellB = make([]int32, nd), make([]int32, nd)
	e.shiftA, e.shiftB = make([]uint8, nd), make([]uint8, nd)
	e.table = make([]int32, nd)
	e.extraCell, e.extraShift, e.extraSide = make([]int32, 2*nd), make([]uint8, 2*nd), make([]uint8, 2*nd)
	fitOf := pr.fitClasses()
	tables := map[classKey]int32{}
	for d, c := range e.order {
		var sides []int
		for s := range 4 {
			if n := pr.nb[4*int(c)+s]; n >= 0 && placed[n] {
				sides = append(sides, s)
			}
		}
		k := classKey{fitOf: fitOf[c], sa: -1, sb: -1}
		e.keyCellA[d], e.keyCellB[d] = int32(pr.cells), int32(pr.cells)
		if len(sides) > 0 {
			k.sa = sides[0]
			e.keyCellA[d], e.shiftA[d] = pr.nb[4*int(c)+sides[0]], uint8(8*((sides[0]+2)&3))
		}
		if len(sides) > 1 {
			k.sb = sides[1]
			e.keyCellB[d], e.shiftB[d] = pr.nb[4*int(c)+sides[1]], uint8(8*((sides[1]+2)&3))
		}
		for i := range 2 {
			e.extraCell[2*d+i] = -1
			if len(sides) > 2+i {
				s := sides[2+i]
				e.extraCell[2*d+i] = pr.nb[4*int(c)+s]
				e.extraShift[2*d+i], e.extraSide[2*d+i] = uint8(8*((s+2)&3)), uint8(8*s)
			}
		}
		t, ok := tables[k]
		if !ok {
			t = e.buildTable(int(c), k)
			tables[k] = t
		}
		e.table[d] = t
		placed[c] = true
	}
}

// buildTable appends the lists of a class: for every pair of key colours
// (a, b), the pts that fit the cell with those colours on sides sa and sb.
func (e *scanEngine) buildTable(c int, k classKey) int32 {
	pr := e.pr
	nc := pr.ncolors
	start := int32(len(e.ranges))
	for a := range nc {
		for b := range nc {
			e.ranges = append(e.ranges, int32(len(e.list)))
			if (k.sa < 0 && a != 0) || (k.sb < 0 && b != 0) {
				continue
			}
			for pt := range pr.nt {
				switch {
				case !pr.fitsCell(c, pt):
				case k.sa >= 0 && int(pr.color(int32(pt), k.sa)) != a:
				case k.sb >= 0 && int(pr.color(int32(pt), k.sb)) != b:
				default:
					e.list = append(e.list, int32(pt))
				}
			}
		}
	}
	e.ranges = append(e.ranges, int32(len(e.list)))
	return start
}

// bounds sets lo[d], hi[d] to the candidate list of depth d.
func (e *scanEngine) bounds(d int) (int32, int32) {
	a := int32(e.edge[e.keyCellA[d]]>>e.shiftA[d]) & 0xff
	b := int32(e.edge[e.keyCellB[d]]>>e.shiftB[d]) & 0xff
	i := e.table[d] + a*e.ncolors + b
	return e.ranges[i], e.ranges[i+1]
}

// extraOK checks a pt against the depth's third and fourth placed neighbours.
func (e *scanEngine) extraOK(d int, pt int32) bool {
	ed := e.pr.edges[pt]
	for i := 2 * d; i < 2*d+2; i++ {
		n := e.extraCell[i]
		if n < 0 {
			return true
		}
		if uint8(e.edge[n]>>e.extraShift[i]) != uint8(ed>>e.extraSide[i]) {
			return false
		}
	}
	return true
}

// place puts pt on the cell of depth d without counting a node (replaying an
// opening); it reports whether the piece fits there.
func (e *scanEngine) place(d int, cell, pt int32) bool {
	if int(cell) != int(e.order[d]) || e.used[pt>>2] {
		return false
	}
	lo, hi := e.bounds(d)
	found := false
	for _, q := range e.list[lo:hi] {
		found = found || q == pt
	}
	if !found || !e.extraOK(d, pt) || (e.steps[d].feeds && !e.feed(d, e.pr.edges[pt])) {
		return false
	}
	e.ptAt[d] = pt
	e.used[pt>>2] = true
	e.edge[cell] = e.pr.edges[pt]
	return true
}

// unplace takes back the pts of depths d-1 down to 0.
func (e *scanEngine) unplace(d int) {
	for d--; d >= 0; d-- {
		e.used[e.ptAt[d]>>2] = false
	}
}

// run explores the subtree below the placements of depths 0..base-1, or,
// with cut > base, only down to depth cut, handing each opening of cut
// pieces to w.opening. It returns false when the search must stop.
func (e *scanEngine) run(base, cut int) bool {
	end, stopAt, ok := e.span(base, cut)
	switch {
	case !ok:
		return true // the fixed pieces leave the finale nothing
	case base == end:
		return e.finish()
	}
	var (
		list   = e.packed
		ranges = e.ranges
		used   = e.used
		edge   = e.edge
		steps  = e.steps
		ptAt   = e.ptAt
		nc     = e.ncolors
		nodes  = e.nodes
		best   = e.best - e.pr.nhints
	)
	// free compacts the candidates of depth d whose piece is unplaced into
	// cbuf without a branch per candidate: whether a piece is used is what
	// the processor cannot predict.
	cbuf, maxL := e.cbuf, e.maxList
	free := func(d int, k int32) (int32, int32) {
		at := int32(d) * maxL
		n := at
		for _, v := range list[ranges[k]:ranges[k+1]] {
			cbuf[n] = v
			if !used[uint32(v)>>2] {
				n++
			}
		}
		return at, n
	}
	d := base
	st := &steps[d]
	k := st.table + int32(edge[st.keyA]>>st.shA&0xff)*nc + int32(edge[st.keyB]>>st.shB&0xff)
	lo, hi := free(d, k)
	for {
		if lo < hi {
			v := cbuf[lo]
			lo++
			pt := int32(uint32(v))
			if (st.xtra && !e.extraOK(d, pt)) || (st.feeds && !e.feed(d, uint32(v>>32))) {
				continue
			}
			used[pt>>2] = true
			ptAt[d] = pt
			edge[st.cell] = uint32(v >> 32)
			nodes++
			if d >= best {
				best = d + 1
				e.nodes = nodes
				e.newBest(d+1+e.pr.nhints, e)
			}
			if nodes&pollMask == 0 {
				e.nodes = nodes
				e.lo[d], e.hi[d] = lo, hi // for position
				if !e.poll(d+1+e.pr.nhints, e) {
					e.unplace(d + 1)
					return false
				}
			}
			if d+1 == stopAt {
				e.nodes = nodes
				var ok bool
				if d+1 == end {
					ok = e.finish()
				} else {
					ok = e.opening(e.prefix(d + 1))
				}
				used[pt>>2] = false
				if !ok {
					e.unplace(d)
					return false
				}
				continue
			}
			e.lo[d], e.hi[d] = lo, hi
			d++
			st = &steps[d]
			// the candidates keyed by the colours the two key neighbours show
			k := st.table + int32(edge[st.keyA]>>st.shA&0xff)*nc + int32(edge[st.keyB]>>st.shB&0xff)
			lo, hi = free(d, k)
			continue
		}
		if d == base {
			e.nodes = nodes
			return true
		}
		d--
		st = &steps[d]
		lo, hi = e.lo[d], e.hi[d]
		used[ptAt[d]>>2] = false
	}
}

// position is how far the run from depth base has gone (addPosition): a
// depth's candidates are its compacted run of cbuf, lo the next to try.
func (e *scanEngine) position(base, depth int) float64 {
	p := 0.0
	for j := depth - 1 - e.pr.nhints; j >= base; j-- {
		at := int32(j) * e.maxList
		p = addPosition(p, int(e.lo[j]-at), int(e.hi[j]-at))
	}
	return p
}

// finish hands a board placed up to the finale to the finale or reports it.
func (e *scanEngine) finish() bool { return e.cellPath.finish(e.fillFree) }

// fillFree reports whether the pieces of the finale's filling i are all
// unplaced.
func (e *scanEngine) fillFree(i int32) bool { return e.fin.piecesFree(i, e.used) }
