package eternity

import "math/bits"

// domainEngine is the smartforce: it keeps, for every empty cell, its
// domain, the set of piece turns that still fit it, as a bit set with its
// size. A cell's old domain is saved on a trail the first time a node
// changes it, and restored on backtrack.
//
// A domain always respects the frame and the placed neighbours. Pieces on
// the board leave at once the domains of the cells next to a placed piece
// (the frontier, where the search works); elsewhere they leave a domain the
// next time it changes, and until then the domain is a little too large,
// which never loses a solution but saves most of the work of a placement.
// Candidates are always taken among unused pieces.
//
// The model decides what a change implies:
//   - BruteForce: nothing; the domains only serve the variable and value
//     choices, and a cell with an empty domain is found when it is chosen.
//   - CaPi: a cell with an empty domain, or an unplaced piece that fits no
//     empty cell, is a dead end at once.
//   - BoCo: CaPi, plus the count of each colour on each side of each empty
//     cell; when a count falls to zero, the neighbour across that side loses
//     the piece turns that needed the colour, which may drop more counts to
//     zero, until nothing changes.
type domainEngine struct {
	*worker
	pr      *problem
	cfg     Config
	prune   bool
	boco    bool
	wd, nc  int
	sideCol []uint64

	dom     []uint64 // cell*wd -> domain
	size    []int32  // cell -> size of its domain
	fitSize []int32  // cell -> size of its domain before any placement
	used    []bool   // piece -> on the board
	usedPT  []uint64 // pts of the pieces on the board
	at      []int32  // cell -> pt on it, -1 when empty
	nplaced []int8   // cell -> placed neighbours
	stamp   []uint64 // cell -> serial of the node that saved it last
	serial  uint64
	trail   []uint64 // saved cells: wd domain words, then cell | size<<32
	fail    bool
	scr     []uint64 // scratch set

	cc      []int16 // BoCo: (cell*4+side)*nc+colour -> pts of the cell's domain showing the colour there
	ccTrail []int16 // BoCo: the saved cells' counts, 4*nc each, in the order of trail
	ccScr   []int16
	queue   []int32 // BoCo: (cell*4+side)*nc+colour, a colour the cell must no longer show there
	// BoCo: colours the frame lets each side of each cell show (cell*4+side)
	fitColors []uint64

	fin    *finale // nil, or the stored ends of the search (scan variable choice only)
	order  []int32 // cells to fill, in scan order
	rank   []int32 // cell -> its position in order
	last   int     // cells to fill
	rootOK bool

	// per depth
	cellAt []int32
	ptAt   []int32
	mark   []int32 // trail length before the depth's placement
	cstart []int32 // candidates of the depth in cand[cstart:cend], next at cidx
	cend   []int32
	cidx   []int32
	cand   []int32
	keys   []int32 // value choice: empty cells each candidate fits
}

func newDomainEngine(w *worker, pr *problem, c Config, fin *finale) *domainEngine {
	e := &domainEngine{worker: w, pr: pr, cfg: c, fin: fin, prune: c.Model != BruteForce, boco: c.Model == BoCo,
		wd: pr.words, nc: pr.ncolors, sideCol: pr.sideCol}
	e.rank = make([]int32, pr.cells)
	for _, cell := range cellOrder(c.Order, pr.w, pr.h) {
		if pr.hint[cell] < 0 {
			e.rank[cell] = int32(len(e.order))
			e.order = append(e.order, int32(cell))
		}
	}
	e.last = len(e.order)
	nd := e.last + 1
	e.cellAt, e.ptAt, e.mark = make([]int32, nd), make([]int32, nd), make([]int32, nd)
	e.cstart, e.cend, e.cidx = make([]int32, nd), make([]int32, nd), make([]int32, nd)
	e.cand = make([]int32, 0, 4*pr.nt)
	e.rootOK = e.root()
	return e
}

func popcount(set []uint64) int32 {
	n := 0
	for _, x := range set {
		n += bits.OnesCount64(x)
	}
	return int32(n)
}

// root sets up the domains before any search: the frame, the fixed pieces,
// and for BoCo the propagation from every cell.
func (e *domainEngine) root() bool {
	pr := e.pr
	e.dom = append([]uint64(nil), pr.fit...)
	e.size = make([]int32, pr.cells)
	e.used = make([]bool, pr.n)
	e.usedPT = make([]uint64, e.wd)
	e.at = make([]int32, pr.cells)
	e.nplaced = make([]int8, pr.cells)
	e.stamp = make([]uint64, pr.cells)
	e.scr = make([]uint64, e.wd)
	e.trail = make([]uint64, 0, 64*(e.wd+1))
	if e.boco {
		e.cc = make([]int16, 4*pr.cells*e.nc)
		e.ccScr = make([]int16, 4*e.nc)
		e.ccTrail = make([]int16, 0, 64*4*e.nc)
	}
	if e.boco {
		e.fitColors = make([]uint64, 4*pr.cells)
	}
	e.fitSize = make([]int32, pr.cells)
	for c := range pr.cells {
		e.at[c] = -1
		e.size[c] = popcount(e.cell(c))
		e.fitSize[c] = max(1, e.size[c])
		if e.boco {
			for i, x := range e.cell(c) {
				for ; x != 0; x &= x - 1 {
					ed := pr.edges[i*64+bits.TrailingZeros64(x)]
					for s := range 4 {
						e.fitColors[4*c+s] |= 1 << uint8(ed>>(8*s))
					}
				}
			}
		}
	}
	if e.boco {
		for c := range pr.cells {
			if e.size[c] <= countedMax {
				e.addCounts(c, e.cell(c))
			}
		}
	}
	e.serial = 1
	for c, pt := range pr.hint {
		if pt >= 0 && !e.assign(int32(c), pt) {
			return false
		}
	}
	if e.boco {
		// Count the small domains: the colours they cannot show go from
		// their neighbours.
		for c := range pr.cells {
			if e.at[c] < 0 && e.size[c] <= countedMax {
				e.countFresh(c)
			}
		}
		e.propagate()
		e.queue = e.queue[:0]
	}
	if e.prune {
		e.checkAll()
	}
	e.trail = e.trail[:0] // the root is never undone
	e.ccTrail = e.ccTrail[:0]
	return !e.fail
}

func (e *domainEngine) cell(c int) []uint64 { return e.dom[c*e.wd : (c+1)*e.wd] }

// save writes cell c's domain (and counts) on the trail, once per node.
func (e *domainEngine) save(c int) {
	if e.stamp[c] == e.serial {
		return
	}
	e.stamp[c] = e.serial
	e.trail = append(e.trail, e.cell(c)...)
	e.trail = append(e.trail, uint64(c)|uint64(e.size[c])<<32)
	if e.boco {
		e.ccTrail = append(e.ccTrail, e.cc[4*c*e.nc:4*(c+1)*e.nc]...)
	}
}

// restrict keeps in cell c's domain the pts of set (keep) or not in set
// (!keep); the pieces on the board go too.
func (e *domainEngine) restrict(c int, set []uint64, keep bool) {
	d := e.cell(c)
	var removed, left int32
	for i, x := range d {
		y := x & set[i]
		if !keep {
			y = x &^ set[i]
		}
		y &^= e.usedPT[i]
		removed += int32(bits.OnesCount64(x &^ y))
		left += int32(bits.OnesCount64(y))
	}
	if removed == 0 {
		return
	}
	e.save(c)
	old := e.size[c]
	e.size[c] = left
	if left == 0 && e.prune {
		e.fail = true
	}
	switch {
	case !e.boco || left > countedMax:
		// no counts to keep: a large domain counts as showing every colour
	case old > countedMax:
		e.apply(d, set, keep)
		e.countFresh(c)
		return
	case removed > left+int32(e.nc):
		// cheaper to count the few pts left than to take off the many gone
		e.apply(d, set, keep)
		e.recount(c)
		return
	default:
		for i, x := range d {
			y := x & set[i]
			if !keep {
				y = x &^ set[i]
			}
			y &^= e.usedPT[i]
			if y != x {
				d[i] = y
				e.lose(c, i, x&^y)
			}
		}
		return
	}
	e.apply(d, set, keep)
}

// apply writes the restriction of restrict into domain d.
func (e *domainEngine) apply(d, set []uint64, keep bool) {
	for i := range d {
		if keep {
			d[i] &= set[i] &^ e.usedPT[i]
		} else {
			d[i] &^= set[i] | e.usedPT[i]
		}
	}
}

// assign puts pt on empty cell c and updates the domains; it returns false
// on a dead end (only the pruning models find them here). The changes stay
// on the trail either way.
func (e *domainEngine) assign(c, pt int32) bool {
	pr := e.pr
	e.serial++
	e.fail = false
	p := pt >> 2
	e.at[c] = pt
	e.used[p] = true
	word, shift := int(p>>4), uint(p&15)*4
	mask := uint64(15) << shift
	e.usedPT[word] |= mask
	// Empty neighbours keep the pts that show the piece's colour back.
	for s := range 4 {
		n := pr.nb[4*int(c)+s]
		if n < 0 {
			continue
		}
		e.nplaced[n]++
		if e.at[n] >= 0 {
			continue
		}
		k := int(pr.color(pt, s))
		e.restrict(int(n), e.sideCol[(((s+2)&3)*e.nc+k)*e.wd:], true)
	}
	// The frontier loses the piece in every turn.
	for n := range pr.cells {
		if e.at[n] < 0 && e.nplaced[n] > 0 && e.dom[n*e.wd+word]&mask != 0 {
			e.restrict(n, e.usedPT, false)
		}
	}
	if e.boco && !e.fail {
		e.propagate()
	}
	e.queue = e.queue[:0]
	if e.prune && !e.fail {
		e.checkPieces()
	}
	return !e.fail
}

// checkAll fails when an empty cell has no pt left or a piece no cell.
func (e *domainEngine) checkAll() {
	for c := range e.pr.cells {
		if e.at[c] < 0 && e.size[c] == 0 {
			e.fail = true
			return
		}
	}
	e.checkPieces()
}

// checkPieces fails when an unplaced piece fits no empty cell in any turn.
func (e *domainEngine) checkPieces() {
	u := e.scr
	clear(u)
	for c := range e.pr.cells {
		if e.at[c] < 0 {
			for i, x := range e.cell(c) {
				u[i] |= x
			}
		}
	}
	for i, x := range u {
		// a nibble per piece: fold each onto its low bit
		x |= x >> 1
		x |= x >> 2
		missing := ^x & 0x1111111111111111 &^ (e.usedPT[i] & 0x1111111111111111)
		if n := e.pr.n - 16*i; n < 16 {
			missing &= 1<<(4*uint(n)) - 1
		}
		if missing != 0 {
			e.fail = true
			return
		}
	}
}

// undoTo takes back the placement of depth d and everything after it.
func (e *domainEngine) undoTo(d int) {
	mark := int(e.mark[d])
	blk := 4 * e.nc
	for len(e.trail) > mark {
		top := len(e.trail) - 1
		h := e.trail[top]
		c := int(uint32(h))
		e.size[c] = int32(h >> 32)
		copy(e.cell(c), e.trail[top-e.wd:top])
		e.trail = e.trail[:top-e.wd]
		if e.boco {
			t := len(e.ccTrail) - blk
			copy(e.cc[c*blk:(c+1)*blk], e.ccTrail[t:])
			e.ccTrail = e.ccTrail[:t]
		}
	}
	c := e.cellAt[d]
	pt := e.at[c]
	p := pt >> 2
	e.used[p] = false
	e.usedPT[p>>4] &^= uint64(15) << (uint(p&15) * 4)
	for _, n := range e.pr.nb[4*c : 4*c+4] {
		if n >= 0 {
			e.nplaced[n]--
		}
	}
	e.at[c] = -1
}
