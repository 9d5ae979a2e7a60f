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
// 64 pieces whose tables stay small (up to 8x8; newRowTables and
// Search.useRowEngine say when),
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
	rows           []rowState

	r0      int  // the run's first row
	cur     int  // the row the search stands in
	inRight bool // it has placed that row's left half
	pinR    int  // the run's first row: its right cells fixed by the opening
}

// rowState is what the search keeps of a row: the halves of its keys and
// the one placed (or the next to try in the current row), the key digits
// of the colours the row above shows it, and its constants.
type rowState struct {
	llo, li, lhi   int32 // left halves [llo, lhi), li placed or next
	rlo, ri, rhi   int32 // right halves, the same
	southL, southR int32 // the row above's south colours, as key digits
	lKey, rKey     int32 // where its keys start in the tables
	depthL, depthR int32 // depths placed once its left half, its whole row is
	cntL, cntR     int64 // nodes a left, a right half places in this run
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
	e.rows = make([]rowState, pr.h+1)
	for y := range pr.h {
		e.rows[y].lKey, e.rows[y].rKey = t.lKey[y], t.rKey[y]
	}
	e.mapDepths()
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
				e.rows[y].depthL = d
			}
		}
		e.rows[y].depthR = d
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
		rs := &e.rows[r]
		if r < e.cur || e.inRight {
			p = addPosition(p, int(rs.ri-rs.rlo)+1, int(rs.rhi-rs.rlo))
		}
		p = addPosition(p, int(rs.li-rs.llo)+1, int(rs.lhi-rs.llo))
	}
	return min(p, 1)
}

// noRowEngine makes the rowscan brute force use the bit engine, for the
// tests and benchmarks that compare the two.
var noRowEngine bool
