package eternity

import (
	"fmt"
	"slices"
)

// rowTables are the half rows the row engine places, for every row of the
// board: the LEFT halves (cells x = 0..half-1) keyed by the colours the row
// above shows their cells, and the RIGHT halves (x = half..W-1) keyed by
// those colours and the colour their first cell shows to the west. A
// half row is a sequence of piece turns that fit its cells (pr.fitsCell,
// so the frame and the corolles; a hint cell holds its hint) and match
// each other left to right, each piece once.
//
// Within a key the halves are in lexicographic order of their piece
// turns, the order in which the bit engine meets them cell by cell, so
// that the row engine finds the solutions in the bit engine's order; and
// the halves that agree on their first cells stand together, which lets
// a run continue a row whose first cells an opening fixed.
//
// The tables depend on the problem only (pieces, corolles, hints): the
// workers of a search share them, read-only.
type rowTables struct {
	w, h       int
	half, rest int   // cells of a left half, of a right half
	nc         int32 // colours: the base of the keys' digits

	// row -> where its keys start in lStart, rStart
	lKey, rKey []int32
	// key -> its first half (an index in the arrays below); key+1 -> its end
	lStart, rStart []int32

	// per half: its pieces (bit p for piece p), the key its cells' south
	// colours give the row below, and for a left half the colour its last
	// cell shows to the east
	lMask, rMask   []uint64
	lSouth, rSouth []int32
	lEast          []int32
	lPts, rPts     []uint8 // half*cells + j -> the piece turn of its cell j

	stopped func() bool // while they are built: the search was stopped
}

// Bounds on the tables: past them the board goes to the bit engine (on
// brendan1 8x8 the halves number about 260,000, rows alike sharing
// theirs, 400,000 with corolles of radius 2; brendan2 8x8 540,000). A
// board with more has few colours and many solutions, which the bit
// engine finds at once: 2.3 million halves of an 8x8 of 3+4 colours took
// a third of a second to file before its first solution, found in 20,000
// nodes.
const (
	maxRowHalves = 1 << 20
	maxRowKeys   = 1 << 23
)

// rowStopEvery is how many halves the tables' enumeration files between
// two looks at whether the search was stopped.
const rowStopEvery = 1 << 12

// newRowTables builds the half rows of every row of pr, or returns nil
// when the board has more than 64 pieces (a set of pieces is one word),
// is narrower than two cells, the tables would pass the bounds, or
// stopped says the search was stopped meanwhile (a tenth of a second
// on the biggest tables).
func newRowTables(pr *problem, stopped func() bool) *rowTables {
	if pr.n > 64 || pr.w < 2 {
		return nil
	}
	t := &rowTables{w: pr.w, h: pr.h, half: pr.w / 2, rest: pr.w - pr.w/2, nc: int32(pr.ncolors), stopped: stopped}
	nkL, okL := power(pr.ncolors, t.half)
	nkR, okR := power(pr.ncolors, t.rest+1)
	if !okL || !okR || int64(pr.h)*int64(nkL+nkR+2) > maxRowKeys {
		return nil
	}
	var hintPieces uint64
	for _, h := range pr.hint {
		if h >= 0 {
			hintPieces |= 1 << (h >> 2)
		}
	}
	fitOf := pr.fitClasses()
	seenL, seenR := map[string]int32{}, map[string]int32{}
	for y := range pr.h {
		var ok bool
		if t.lKey, ok = t.addHalves(pr, y, 0, t.half, hintPieces, fitOf, seenL, nkL, t.lKey); !ok {
			return nil
		}
		if t.rKey, ok = t.addHalves(pr, y, t.half, pr.w, hintPieces, fitOf, seenR, nkR, t.rKey); !ok {
			return nil
		}
	}
	return t
}

// addHalves appends to keys (lKey or rKey) where the halves of cells
// x0..x1-1 of row y start, enumerating and filing them unless a row
// before has the same cells (the same fit sets, fixed pieces on them and
// around them: rows inside the frame without corolles or hints), whose
// halves it shares.
// False past the bounds.
func (t *rowTables) addHalves(pr *problem, y, x0, x1 int, hintPieces uint64, fitOf []int, seen map[string]int32, nk int, keys []int32) ([]int32, bool) {
	var sig []byte
	for x := x0; x < x1; x++ {
		c := y*pr.w + x
		sig = fmt.Appendf(sig, "%d/%d", fitOf[c], pr.hint[c])
		for s := range 4 {
			if nb := pr.nb[4*c+s]; nb >= 0 {
				sig = fmt.Appendf(sig, "/%d", pr.hint[nb])
			}
		}
		sig = append(sig, ',')
	}
	if at, ok := seen[string(sig)]; ok {
		return append(keys, at), true
	}
	left := x0 == 0
	at := int32(len(t.rStart))
	if left {
		at = int32(len(t.lStart))
	}
	hs := enumerateHalves(pr, y, x0, x1, hintPieces, maxRowHalves-len(t.lMask)-len(t.rMask), t.stopped)
	if hs == nil {
		return keys, false
	}
	if left {
		t.fileLeft(hs, nk)
	} else {
		t.fileRight(hs, nk)
	}
	seen[string(sig)] = at
	return append(keys, at), true
}

// power is b^e, false when it passes maxRowKeys.
func power(b, e int) (int, bool) {
	p := 1
	for range e {
		p *= b
		if p > maxRowKeys {
			return 0, false
		}
	}
	return p, true
}

// halves is the half rows of one row's cells x0..x1-1, in lexicographic
// order, before they are filed by key.
type halves struct {
	k     int     // cells
	pts   []uint8 // i*k + j -> piece turn of half i's cell j
	mask  []uint64
	north []int32 // the key digits of the colours they show north
	south []int32 // the same for south
	west  []int32 // the colour the first cell shows west
	east  []int32 // the colour the last cell shows east
}

// enumerateHalves lists the half rows of cells x0..x1-1 of row y, trying
// the piece turns of each cell in increasing order (the bit engine's),
// so that the list comes in lexicographic order. Pieces fixed elsewhere
// (hintPieces) stay out; it returns nil past limit halves, or once
// stopped says so.
func enumerateHalves(pr *problem, y, x0, x1 int, hintPieces uint64, limit int, stopped func() bool) *halves {
	k := x1 - x0
	hs := &halves{k: k}
	cands := halfCandidates(pr, y, x0, x1, hintPieces)
	var first []uint8 // the first cell's, whatever they show west
	for _, l := range cands[0] {
		first = append(first, l...)
	}
	slices.Sort(first)
	seq := make([]uint8, k)
	var walk func(j int, used uint64) bool
	walk = func(j int, used uint64) bool {
		if j == k {
			if n := len(hs.mask); n >= limit || n%rowStopEvery == rowStopEvery-1 && stopped() {
				return false
			}
			hs.add(pr, seq, used&^hintPieces)
			return true
		}
		list := first
		if j > 0 {
			list = cands[j][pr.color(int32(seq[j-1]), 1)]
		}
		for _, pt := range list {
			b := uint64(1) << (pt >> 2)
			if used&b != 0 && pr.hint[y*pr.w+x0+j] < 0 {
				continue
			}
			seq[j] = pt
			if !walk(j+1, used|b) {
				return false
			}
		}
		return true
	}
	if !walk(0, 0) {
		return nil
	}
	return hs
}

// halfCandidates is, for each cell j of x0..x1-1 on row y and each
// colour w, the piece turns the cell takes that show w west, in
// increasing order: its hint, or those its fit set allows that match
// the fixed pieces around it, the fixed pieces left out.
func halfCandidates(pr *problem, y, x0, x1 int, hintPieces uint64) [][][]uint8 {
	cands := make([][][]uint8, x1-x0)
	for j := range cands {
		c := y*pr.w + x0 + j
		cands[j] = make([][]uint8, pr.ncolors)
		for pt := range pr.nt {
			ok := int32(pt) == pr.hint[c]
			if pr.hint[c] < 0 {
				ok = pr.fitsCell(c, pt) && hintPieces&(1<<(pt>>2)) == 0 && matchesHints(pr, c, pt)
			}
			if ok {
				w := pr.color(int32(pt), 3)
				cands[j][w] = append(cands[j][w], uint8(pt))
			}
		}
	}
	return cands
}

// matchesHints reports whether pt on cell c matches the fixed pieces
// around it: those of the rows above and below too, which the bit engine
// keys on, so that the halves a fixed piece rules out are not tried.
func matchesHints(pr *problem, c, pt int) bool {
	for s := range 4 {
		if nb := pr.nb[4*c+s]; nb >= 0 && pr.hint[nb] >= 0 && pr.color(int32(pt), s) != pr.color(pr.hint[nb], (s+2)&3) {
			return false
		}
	}
	return true
}

// add appends the half row seq with pieces mask.
func (hs *halves) add(pr *problem, seq []uint8, mask uint64) {
	var n, s int32
	nc := int32(pr.ncolors)
	for _, pt := range seq {
		n = n*nc + int32(pr.color(int32(pt), 0))
		s = s*nc + int32(pr.color(int32(pt), 2))
	}
	hs.pts = append(hs.pts, seq...)
	hs.mask = append(hs.mask, mask)
	hs.north = append(hs.north, n)
	hs.south = append(hs.south, s)
	hs.west = append(hs.west, int32(pr.color(int32(seq[0]), 3)))
	hs.east = append(hs.east, int32(pr.color(int32(seq[len(seq)-1]), 1)))
}

// fileLeft appends a row's left halves by key (their north digits), nk
// keys.
func (t *rowTables) fileLeft(hs *halves, nk int) {
	keys := hs.north
	order, starts := fileByKey(keys, nk, int32(len(t.lMask)))
	t.lStart = append(t.lStart, starts...)
	for _, i := range order {
		t.lMask = append(t.lMask, hs.mask[i])
		t.lSouth = append(t.lSouth, hs.south[i])
		t.lEast = append(t.lEast, hs.east[i])
		t.lPts = append(t.lPts, hs.pts[int(i)*hs.k:int(i+1)*hs.k]...)
	}
}

// fileRight appends a row's right halves by key (their north digits, then
// the colour their first cell shows west), nk keys.
func (t *rowTables) fileRight(hs *halves, nk int) {
	keys := make([]int32, len(hs.mask))
	for i := range keys {
		keys[i] = hs.north[i]*t.nc + hs.west[i]
	}
	order, starts := fileByKey(keys, nk, int32(len(t.rMask)))
	t.rStart = append(t.rStart, starts...)
	for _, i := range order {
		t.rMask = append(t.rMask, hs.mask[i])
		t.rSouth = append(t.rSouth, hs.south[i])
		t.rPts = append(t.rPts, hs.pts[int(i)*hs.k:int(i+1)*hs.k]...)
	}
}

// fileByKey is a counting sort of halves 0..len(keys)-1 by key, stable
// (the lexicographic order stays within a key): the halves in filed order,
// and for each key its first position, plus the end, offset by at.
func fileByKey(keys []int32, nk int, at int32) (order []int32, starts []int32) {
	starts = make([]int32, nk+1)
	for _, k := range keys {
		starts[k+1]++
	}
	for k := range nk {
		starts[k+1] += starts[k]
	}
	order = make([]int32, len(keys))
	next := make([]int32, nk)
	copy(next, starts[:nk])
	for i, k := range keys {
		order[next[k]] = int32(i)
		next[k]++
	}
	for k := range starts {
		starts[k] += at
	}
	return order, starts
}
