package eternity

import (
	"math/bits"

	"plateau/games/eternity"
)

// bitEngine is the brute force of scanEngine on bit sets: it searches the
// same tree in the same order (so the same nodes and the same first
// solution) about one and a half times faster, for the boards it can take.
//
// Pieces are grouped by kind (corner, border, inner), each group numbered
// 0..63 so that a set of pieces is one word. The candidates of a cell are,
// per pair of colours its two key neighbours show it, a word of the pieces
// with a turn that fits (and a second word for the rare piece that fits in
// two turns: three equal sides in a row); the free candidates are that word
// without the group's used word, one AND where the scan engine tests each
// candidate. A candidate's turn is found by its rank among the word's bits.
//
// It takes orders in which every cell has at most two placed neighbours when
// its turn comes (rowscan, column scan, diagonal), at most 64 pieces of each
// kind (boards up to 10x10) and no piece that fits a cell's key colours in
// three turns (a cell with one key neighbour or none, inside the frame);
// newBitEngine says when.
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
	var count [3]int
	e.group, e.bit = make([]uint8, e.pr.n), make([]uint8, e.pr.n)
	for i, pc := range e.pr.puz.Pieces {
		g := 2
		switch pc.Kind() {
		case eternity.Corner:
			g = 0
		case eternity.Border:
			g = 1
		}
		if count[g] == 64 {
			return false
		}
		e.group[i], e.bit[i] = uint8(g), uint8(count[g])
		count[g]++
	}
	return true
}

// compileSteps finds each depth's key neighbours and builds the candidate
// words of its class; false when a cell has more than two placed
// neighbours or accepts pieces of two kinds.
func (e *bitEngine) compileSteps() bool {
	pr := e.pr
	placed := make([]bool, pr.cells)
	for c, h := range pr.hint {
		placed[c] = h >= 0
	}
	fitOf := pr.fitClasses()
	tables := map[classKey]int32{}
	for _, c := range e.order {
		var sides []int
		for s := range 4 {
			if n := pr.nb[4*int(c)+s]; n >= 0 && placed[n] {
				sides = append(sides, s)
			}
		}
		if len(sides) > 2 {
			return false
		}
		st := bitStep{keyA: int32(pr.cells), keyB: int32(pr.cells), cell: c}
		k := classKey{fitOf: fitOf[c], sa: -1, sb: -1}
		if len(sides) > 0 {
			k.sa = sides[0]
			st.keyA, st.shA = pr.nb[4*int(c)+sides[0]], uint8(8*((sides[0]+2)&3))
		}
		if len(sides) > 1 {
			k.sb = sides[1]
			st.keyB, st.shB = pr.nb[4*int(c)+sides[1]], uint8(8*((sides[1]+2)&3))
		}
		grp, ok := e.cellGroup(int(c))
		if !ok {
			return false
		}
		st.grp = grp
		t, ok := tables[k]
		if !ok {
			t = e.buildTable(int(c), k)
			tables[k] = t
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

// buildTable appends the keys of a class, one per pair of key colours.
func (e *bitEngine) buildTable(c int, k classKey) int32 {
	pr := e.pr
	start := int32(len(e.keys))
	for a := range pr.ncolors {
		for b := range pr.ncolors {
			var m1, m2 uint64
			var t1, t2 []uint64
			none := (k.sa < 0 && a != 0) || (k.sb < 0 && b != 0) // no such key: left empty
			for pt := range pr.nt {
				switch {
				case none, !pr.fitsCell(c, pt):
				case k.sa >= 0 && int(pr.color(int32(pt), k.sa)) != a:
				case k.sb >= 0 && int(pr.color(int32(pt), k.sb)) != b:
				default:
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
			}
			e.keys = append(e.keys, bitKey{first: m1, second: m2,
				at1: int32(len(e.packed)), at2: int32(len(e.packed) + len(t1))})
			e.packed = append(e.packed, t1...)
			e.packed = append(e.packed, t2...)
		}
	}
	return start
}

// keyOf is the key of depth d from the colours its key neighbours show.
func (e *bitEngine) keyOf(st *bitStep) int32 {
	return st.table + int32(e.edge[st.keyA]>>st.shA&0xff)*e.nc + int32(e.edge[st.keyB]>>st.shB&0xff)
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
func (e *bitEngine) finish() bool { return e.cellPath.finish(e.free) }

// free reports whether piece p is unplaced.
func (e *bitEngine) free(p int32) bool { return e.used[e.group[p]&3]&(1<<e.bit[p]) == 0 }

// noBitEngine makes the brute force use the scan engine everywhere, for
// the tests and benchmarks that compare the two.
var noBitEngine bool
