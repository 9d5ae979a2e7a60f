package eternity

import (
	"math/bits"
	"slices"

	"plateau/games/eternity"
)

// bitEngine is the brute force of scanEngine on bit sets: it searches the
// same tree in the same order (so the same nodes and the same first
// solution) with about 1.4 times as many nodes a second, for the boards it
// can take.
//
// Pieces are grouped by kind (corner, border, inner), each group numbered
// 0..63 so that a set of pieces is one word. The candidates of a cell are,
// per tuple of colours its placed neighbours show it, a word of the pieces
// with a turn that fits (and a second word for the rare piece that fits in
// two turns: three equal sides in a row); the free candidates are that word
// without the group's used word, one AND where the scan engine tests each
// candidate. A candidate's turn is found by its rank among the word's bits.
//
// It takes boards with at most 64 pieces of each kind (up to 10x10) where
// no piece fits a cell's key colours in three turns (which a cell with one
// placed neighbour or none, inside the frame, allows: spiral-out without
// a fixed corner); newBitEngine says when. Most cells have two placed
// neighbours, the third and fourth next to fixed pieces or in spirals key
// bigger tables, in a branch of their own.
type bitEngine struct {
	cellPath
	steps []bitStep

	nc     int32
	keys   []bitKey
	packed []uint64 // edges<<32 | pt, per key: the first turns by piece, then the second turns

	thirdTurn bool // some key has a piece fitting in three turns: not for this engine

	group []uint8 // piece -> its kind's group
	bit   []uint8 // piece -> its number in the group

	// state
	edge  []uint32  // cell -> edges of its piece turn; entry pr.cells stays 0
	used  [4]uint64 // group -> its pieces placed (4: indexed by group&3 without a bounds check)
	c1    []uint64  // depth -> first turns still to try
	c2    []uint64  // depth -> second turns still to try
	key   []int32   // depth -> its key
	bitAt []uint64  // depth -> the bit of the piece placed, in its group
}

// bitKey is the candidates of a key (a class of cells and the colours its
// key neighbours show).
type bitKey struct {
	first  uint64 // pieces of the key's group with a fitting turn
	second uint64 // pieces with a second fitting turn
	at1    int32  // index in packed of the first turn of the lowest piece in first
	at2    int32  // the same for second
}

// bitStep is what the loop needs at a depth.
type bitStep struct {
	keyA, keyB int32 // cells giving the key colours a and b (pr.cells: none, colour 0)
	shA, shB   uint8
	xtra       bool // a third placed neighbour: keyC, and keyD for a fourth
	keyC, keyD int32
	shC, shD   uint8
	mulD       int32 // ncolors with a fourth neighbour, 1 without
	grp        uint8
	feeds      bool  // the cell shows colours to the finale
	table      int32 // the class's first key
	cell       int32
}

// newBitEngine builds the bit-set brute force for order o and finale fin
// (nil for none), or returns nil when the board is one it does not take.
func newBitEngine(w *worker, pr *problem, o Order, fin *finale) *bitEngine {
	e := &bitEngine{nc: int32(pr.ncolors)}
	var feeds []bool
	e.cellPath, feeds = newCellPath(w, pr, o, fin)
	if !e.groupPieces() {
		return nil
	}
	if !e.compileSteps() || e.thirdTurn {
		return nil
	}
	for d := range e.steps {
		e.steps[d].feeds = feeds[d]
	}
	if fin != nil {
		fin.pieceSets(e.group, e.bit)
	}
	e.edge = make([]uint32, pr.cells+1)
	for c, h := range pr.hint {
		if h >= 0 {
			e.edge[c] = pr.edges[h]
			e.used[e.group[h>>2]] |= 1 << e.bit[h>>2]
		}
	}
	nd := len(e.order) + 1
	e.c1, e.c2, e.key, e.bitAt = make([]uint64, nd), make([]uint64, nd), make([]int32, nd), make([]uint64, nd)
	return e
}

// groupPieces numbers the pieces within their kind; false when a kind has
// more than 64.
func (e *bitEngine) groupPieces() bool {
	var ok bool
	e.group, e.bit, ok = kindGroups(e.pr.puz)
	return ok
}

// kindGroups numbers the pieces of p within their kind (group 0 corners,
// 1 border pieces, 2 inner ones), in file order, so that a set of pieces
// of a kind is one word; false when a kind has more than 64.
func kindGroups(p *eternity.Puzzle) (group, bit []uint8, ok bool) {
	var count [3]int
	group, bit = make([]uint8, len(p.Pieces)), make([]uint8, len(p.Pieces))
	for i, pc := range p.Pieces {
		g := 2
		switch pc.Kind() {
		case eternity.Corner:
			g = 0
		case eternity.Border:
			g = 1
		}
		if count[g] == 64 {
			return nil, nil, false
		}
		group[i], bit[i] = uint8(g), uint8(count[g])
		count[g]++
	}
	return group, bit, true
}

// bitClass identifies a candidate table: the cell's fit set and the sides
// its placed neighbours are on, when its turn comes.
type bitClass struct {
	fitOf int
	sides [4]int8 // -1 after the last
}

// maxBitKeys bounds the keys of the tables: a cell with four placed
// neighbours needs ncolors^4 of them.
const maxBitKeys = 1 << 20

// compileSteps finds each depth's placed neighbours and builds the
// candidate words of its class; false when a cell accepts pieces of two
// kinds or the tables would be too big.
func (e *bitEngine) compileSteps() bool {
	pr := e.pr
	placed := make([]bool, pr.cells)
	for c, h := range pr.hint {
		placed[c] = h >= 0
	}
	fitOf := pr.fitClasses()
	tables := map[bitClass]int32{}
	for _, c := range e.order {
		cl := bitClass{fitOf: fitOf[c], sides: [4]int8{-1, -1, -1, -1}}
		keyCell := [4]int32{int32(pr.cells), int32(pr.cells), int32(pr.cells), int32(pr.cells)}
		var shift [4]uint8
		n := 0
		for s := range 4 {
			if nb := pr.nb[4*int(c)+s]; nb >= 0 && placed[nb] {
				cl.sides[n], keyCell[n], shift[n] = int8(s), nb, uint8(8*((s+2)&3))
				n++
			}
		}
		st := bitStep{cell: c, keyA: keyCell[0], keyB: keyCell[1], shA: shift[0], shB: shift[1],
			keyC: keyCell[2], keyD: keyCell[3], shC: shift[2], shD: shift[3], xtra: n > 2, mulD: 1}
		if n == 4 {
			st.mulD = e.nc
		}
		grp, ok := e.cellGroup(int(c))
		if !ok {
			return false
		}
		st.grp = grp
		t, ok := tables[cl]
		if !ok {
			if t, ok = e.buildTable(int(c), cl, n); !ok {
				return false
			}
			tables[cl] = t
		}
		st.table = t
		e.steps = append(e.steps, st)
		placed[c] = true
	}
	return true
}

// cellGroup is the one group whose pieces cell c accepts (0 when none).
func (e *bitEngine) cellGroup(c int) (uint8, bool) {
	g := -1
	for pt := range e.pr.nt {
		if e.pr.fitsCell(c, pt) {
			switch pg := int(e.group[pt>>2]); {
			case g < 0:
				g = pg
			case g != pg:
				return 0, false
			}
		}
	}
	return uint8(max(g, 0)), true
}

// buildTable appends the keys of a class with n placed neighbours: one per
// tuple of the colours they show (a pair when n < 2, 0 for a missing one),
// the first colour most significant. False when there would be too many.
func (e *bitEngine) buildTable(c int, cl bitClass, n int) (int32, bool) {
	pr := e.pr
	nc := pr.ncolors
	size := 1
	for range max(n, 2) {
		size *= nc
	}
	start := int32(len(e.keys))
	if len(e.keys)+size > maxBitKeys {
		return 0, false
	}
	// file the pts that fit the cell by key (a counting sort keeps them in
	// pt order within a key)
	keyOf := func(pt int) int {
		k := 0
		for j := range max(n, 2) {
			col := 0
			if j < n {
				col = int(pr.color(int32(pt), int(cl.sides[j])))
			}
			k = k*nc + col
		}
		return k
	}
	at := make([]int32, size+1)
	for pt := range pr.nt {
		if pr.fitsCell(c, pt) {
			at[keyOf(pt)+1]++
		}
	}
	for k := range size {
		at[k+1] += at[k]
	}
	filed := make([]int32, at[size])
	next := slices.Clone(at[:size])
	for pt := range pr.nt {
		if pr.fitsCell(c, pt) {
			k := keyOf(pt)
			filed[next[k]] = int32(pt)
			next[k]++
		}
	}
	for k := range size {
		var m1, m2 uint64
		var t1, t2 []uint64
		for _, pt := range filed[at[k]:at[k+1]] {
			v := uint64(pr.edges[pt])<<32 | uint64(pt)
			switch bit := uint64(1) << e.bit[pt>>2]; {
			case m1&bit == 0:
				m1 |= bit
				t1 = append(t1, v)
			case m2&bit == 0:
				m2 |= bit
				t2 = append(t2, v)
			default:
				e.thirdTurn = true
			}
		}
		e.keys = append(e.keys, bitKey{first: m1, second: m2,
			at1: int32(len(e.packed)), at2: int32(len(e.packed) + len(t1))})
		e.packed = append(e.packed, t1...)
		e.packed = append(e.packed, t2...)
	}
	return start, true
}

// keyOf is the key of a depth from the colours its placed neighbours show.
func (e *bitEngine) keyOf(st *bitStep) int32 {
	if st.xtra {
		return e.xtraKey(st)
	}
	return st.table + int32(e.edge[st.keyA]>>st.shA&0xff)*e.nc + int32(e.edge[st.keyB]>>st.shB&0xff)
}

// xtraKey is the key of a depth with three or four placed neighbours (next
// to fixed pieces, or in a spiral).
func (e *bitEngine) xtraKey(st *bitStep) int32 {
	ed, nc := e.edge, e.nc
	k := int32(ed[st.keyA]>>st.shA&0xff)*nc + int32(ed[st.keyB]>>st.shB&0xff)
	k = k*nc + int32(ed[st.keyC]>>st.shC&0xff)
	return st.table + k*st.mulD + int32(ed[st.keyD]>>st.shD&0xff)
}

// place puts pt on the cell of depth d without counting a node (replaying an
// opening); it reports whether the piece fits there.
func (e *bitEngine) place(d int, cell, pt int32) bool {
	if d >= len(e.order) || cell != e.order[d] || pt < 0 || int(pt) >= e.pr.nt {
		return false
	}
	st := &e.steps[d]
	k := e.keyOf(st)
	p := pt >> 2
	g, b := e.group[p], uint64(1)<<e.bit[p]
	if g != st.grp || e.used[g]&b != 0 || !e.hasTurn(k, b, pt) || (st.feeds && !e.feed(d, e.pr.edges[pt])) {
		return false
	}
	e.used[g] |= b
	e.ptAt[d], e.bitAt[d] = pt, b
	e.edge[cell] = e.pr.edges[pt]
	return true
}

// hasTurn reports whether pt is one of key k's candidates.
func (e *bitEngine) hasTurn(k int32, b uint64, pt int32) bool {
	bk := &e.keys[k]
	if m := bk.first; m&b != 0 && int32(e.packed[bk.at1+int32(bits.OnesCount64(m&(b-1)))]) == pt {
		return true
	}
	m := bk.second
	return m&b != 0 && int32(e.packed[bk.at2+int32(bits.OnesCount64(m&(b-1)))]) == pt
}

// unplace takes back the pts of depths d-1 down to 0.
func (e *bitEngine) unplace(d int) {
	for d--; d >= 0; d-- {
		e.used[e.steps[d].grp&3] &^= e.bitAt[d]
	}
}

// finish hands a board placed up to the finale to the finale or reports it.
func (e *bitEngine) finish() bool { return e.cellPath.finish(e.fillFree) }

// fillFree reports whether the pieces of the finale's filling i are all
// unplaced.
func (e *bitEngine) fillFree(i int32) bool { return e.fin.setsFree(i, &e.used) }

// noBitEngine makes the brute force use the scan engine everywhere, for
// the tests and benchmarks that compare the two.
var noBitEngine bool
