package eternity

import "errors"

// rowEngine is the plain rowscan brute force placing half a row at a time
// from rowTables: where the bit engine walks every cell of a half row and
// backs out of its dead ends one piece at a time, the row engine only
// tests whether a complete half row, known to fit its cells and the row
// above, uses a piece already placed: one AND per half row. It searches
// the bit engine's tree in the bit engine's order (the same solutions in
// the same sequence, so the same first solution), in about half the bit
// engine's time on brendan1 6x6.
//
// Its nodes are not the bit engine's: the dead ends inside a half row are
// never visited, and two halves that share their first cells count them
// twice. It counts a node per piece it places, a free half row placing
// its cells but the fixed ones (about four fifths of the bit engine's
// nodes on brendan1 6x6, more than them next to fixed pieces);
// Result.Nodes means that for the configurations it runs.
//
// It takes the rowscan brute force without a finale on boards of at most
// 64 pieces whose tables stay small (up to 8x8; newRowEngine says when),
// and it does not cut the tree into openings: the search gives the runs
// that do (cut > base) to the bit engine.
type rowEngine struct {
	cellPath
	t    *rowTables
	used uint64  // pieces placed, the fixed ones included
	at   []int32 // cell -> piece turn of a fixed piece or of the placed prefix, -1
	// row*half + j, row*rest + j -> the depth of the cell j of the row's
	// left, right half, -1 for a fixed piece
	lDepth, rDepth []int32
	// row -> the depths placed once its left half, its whole row is
	depthL, depthR []int32

	// the run: its first row, and per row the nodes a left and a right
	// half place (fewer in the first row when an opening fixed its first
	// cells)
	r0         int
	cntL, cntR []int64
	// per row, the search's place: its range of left halves [llo, lhi) and
	// the one placed (or the next to try in the current row), the same for
	// right halves; key digits of the south colours of row r-1 at index r
	llo, li, lhi []int32
	rlo, ri, rhi []int32
	southL       []int32
	southR       []int32
	cur          int  // the row the search stands in
	inRight      bool // it has placed that row's left half
	pinR         int  // the run's first row: its right cells fixed by the opening
}

// newRowEngine builds the row engine of order o and finale fin for worker
// w, sharing the tables tables() returns (nil when the board has none),
// or returns nil when it does not take the configuration.
func newRowEngine(w *worker, pr *problem, o Order, fin *finale, tables func() *rowTables) *rowEngine {
	if o != RowScan || fin != nil {
		return nil
	}
	t := tables()
	if t == nil {
		return nil
	}
	e := &rowEngine{t: t}
	e.cellPath, _ = newCellPath(w, pr, o, nil)
	e.at = make([]int32, pr.cells)
	copy(e.at, pr.hint)
	for _, h := range pr.hint {
		if h >= 0 {
			e.used |= 1 << (h >> 2)
		}
	}
	e.mapDepths()
	n := pr.h + 1
	e.cntL, e.cntR = make([]int64, n), make([]int64, n)
	e.llo, e.li, e.lhi = make([]int32, n), make([]int32, n), make([]int32, n)
	e.rlo, e.ri, e.rhi = make([]int32, n), make([]int32, n), make([]int32, n)
	e.southL, e.southR = make([]int32, n), make([]int32, n)
	return e
}

// mapDepths finds the depth of every cell of every half row and the
// depths reached once a row's halves are placed.
func (e *rowEngine) mapDepths() {
	t, pr := e.t, e.pr
	depthOf := make([]int32, pr.cells)
	for c := range depthOf {
		depthOf[c] = -1
	}
	for d, c := range e.order {
		depthOf[c] = int32(d)
	}
	d := int32(0)
	for y := range pr.h {
		for x := range pr.w {
			c := y*pr.w + x
			if x < t.half {
				e.lDepth = append(e.lDepth, depthOf[c])
			} else {
				e.rDepth = append(e.rDepth, depthOf[c])
			}
			if depthOf[c] >= 0 {
				d++
			}
			if x == t.half-1 {
				e.depthL = append(e.depthL, d)
			}
		}
		e.depthR = append(e.depthR, d)
	}
}

// place puts pt on the cell of depth d without counting a node (replaying
// an opening); it reports whether the piece fits there, as the bit engine
// would: the cell's fit set, an unused piece, matching its placed
// neighbours.
func (e *rowEngine) place(d int, cell, pt int32) bool {
	pr := e.pr
	if d >= len(e.order) || cell != e.order[d] || pt < 0 || int(pt) >= pr.nt {
		return false
	}
	b := uint64(1) << (pt >> 2)
	if e.used&b != 0 || !pr.fitsCell(int(cell), int(pt)) {
		return false
	}
	for s := range 4 {
		nb := pr.nb[4*int(cell)+s]
		if nb >= 0 && e.at[nb] >= 0 && pr.color(pt, s) != pr.color(e.at[nb], (s+2)&3) {
			return false
		}
	}
	e.used |= b
	e.ptAt[d], e.at[cell] = pt, pt
	return true
}

// unplace takes back the pts of depths d-1 down to 0.
func (e *rowEngine) unplace(d int) {
	for d--; d >= 0; d-- {
		e.used &^= 1 << (e.ptAt[d] >> 2)
		e.at[e.order[d]] = -1
	}
}

// errRowCut is the search asking the row engine for openings, which it
// leaves to the bit engine.
var errRowCut = errors.New("internal error: the row engine was asked to cut the tree into openings")

// position is how far the run has gone (addPosition): per row from the
// deepest up, the right half tried among its key's, then the left one,
// each a candidate of its range (those whose pieces are used included).
func (e *rowEngine) position(base, depth int) float64 {
	p := 0.0
	for r := e.cur; r >= e.r0; r-- {
		if r < e.cur || e.inRight {
			p = addPosition(p, int(e.ri[r]-e.rlo[r])+1, int(e.rhi[r]-e.rlo[r]))
		}
		p = addPosition(p, int(e.li[r]-e.llo[r])+1, int(e.lhi[r]-e.llo[r]))
	}
	return min(p, 1)
}

// noRowEngine makes the rowscan brute force use the bit engine, for the
// tests and benchmarks that compare the two.
var noRowEngine bool
