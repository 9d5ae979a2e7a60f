package rikudo

import (
	"math/bits"

	"plateau/games/rikudo"
)

// engine is the domain state of the proof search (solveDirect). Like state
// it holds, for each cell, the set of numbers it may still hold, but it is
// built for probing, which is where the proof spends its time: changes are
// undone from a trail rather than by copying the state, the queue is first
// in first out (support spreads in waves), each number keeps the set of
// cells that may hold it (so placing it and finding hidden singles need no
// scan), and it reasons on the path's links (englinks.go), which makes it
// much stronger than state's propagation.
type engine struct {
	g      *graph
	n, w   int
	dist   []int16
	dom    []uint64 // n*w, the numbers each cell may hold
	val    []int32  // cell -> its number once its domain is a single one, else 0
	pos    []int32  // number -> cell, -1 while unplaced
	nPlace int
	cnt    []int32  // number -> how many cells may hold it
	cells  []uint64 // number v -> the cells that may hold it, cw words at v*cw
	cw     int
	vq     []int32 // numbers whose count fell to one or none, for hiddenSingles
	end1   []uint64
	endN   []uint64 // {1} and {n}: the numbers that need one link only

	link   []int32 // cell c's proven links are link[2c : 2c+nlink[c]]
	nlink  []int8
	end    []int32 // for a cell with fewer than two links: the other end of its chain of links
	clen   []int32 // for a chain end: the number of cells of its chain
	chains []chainRec

	queue      []int32 // ring buffer of cells to revise
	head, size int
	inQ        []bool

	trail []entry
	saved []uint64 // old domains of the trail's domain entries
	stamp []uint32 // cell -> epoch of its last saved domain
	epoch uint32

	self int32    // the cell under revision, which narrow need not queue
	open []int32  // scratch: offsets of the neighbours open to the cell under revision
	caps []uint64 // scratch: per open neighbour, the numbers it could link
	nd   []uint64 // scratch: the new domain revise computes
	buf  []uint64 // scratch
	lost []uint64 // scratch: the numbers a narrowing removed
	next []uint64 // scratch: the numbers next to a lost one
	reg  engRegions
}

// entry is one undoable change: a domain (saved at off in engine.saved), a
// placement, or a link between c and x.
type entry struct {
	kind uint8
	c, x int32
	off  int32
}

const (
	entryDom uint8 = iota
	entryPlace
	entryLink
)

// mark is a point of the trail to come back to.
type mark struct{ trail, saved int }

func newEngine(g *graph) *engine {
	n, w := g.n, words(g.n)
	e := &engine{g: g, n: n, w: w, dist: g.distances(),
		dom: make([]uint64, n*w), val: make([]int32, n), pos: make([]int32, n+2),
		cnt: make([]int32, n+2), cw: (n + 63) / 64, end1: make([]uint64, w), endN: make([]uint64, w),
		link: make([]int32, 2*n), nlink: make([]int8, n), end: make([]int32, n), clen: make([]int32, n),
		queue: make([]int32, max(n, 1)), inQ: make([]bool, n), stamp: make([]uint32, n), epoch: 1, self: -1,
		open: make([]int32, 0, g.maxDeg), caps: make([]uint64, g.maxDeg),
		nd: make([]uint64, w), buf: make([]uint64, w), lost: make([]uint64, w), next: make([]uint64, w)}
	setBit(e.end1, 1)
	setBit(e.endN, int32(n))
	for c := range int32(n) {
		for v := int32(1); v <= int32(n); v++ {
			setBit(e.d(c), v)
		}
		e.end[c], e.clen[c] = c, 1
	}
	e.cells = make([]uint64, (n+2)*e.cw)
	for v := 1; v <= n; v++ {
		e.cnt[v] = int32(n)
		for c := range int32(n) {
			setBit(e.cells[v*e.cw:(v+1)*e.cw], c)
		}
	}
	for i := range e.pos {
		e.pos[i] = -1
	}
	e.reg.init(n)
	return e
}

// load places the givens and the bridges' links and narrows every domain
// to the distance windows between the givens; false when they contradict.
// Every cell is queued: the caller propagates next.
func (e *engine) load(p *rikudo.Puzzle) bool {
	for c := range int32(e.n) {
		for _, q := range e.g.bridges(c) {
			if c < q && !e.addLink(c, q) {
				return false
			}
		}
	}
	for c := range e.n {
		if v := p.Given(c); v != 0 && !e.fix(int32(c), int32(v)) {
			return false
		}
	}
	if !e.windows() {
		return false
	}
	for c := range int32(e.n) {
		e.push(c)
	}
	return true
}

func (e *engine) d(c int32) []uint64 { return e.dom[int(c)*e.w : int(c+1)*e.w] }

// mark starts a new epoch, so that changes from now on are saved again.
func (e *engine) mark() mark {
	e.epoch++
	return mark{len(e.trail), len(e.saved)}
}

// undo takes the state back to m.
func (e *engine) undo(m mark) {
	for i := len(e.trail) - 1; i >= m.trail; i-- {
		t := e.trail[i]
		switch t.kind {
		case entryDom:
			d, old := e.d(t.c), e.saved[t.off:int(t.off)+e.w]
			for i, x := range old {
				if back := x &^ d[i]; back != 0 {
					e.restored(t.c, i, back)
				}
			}
			copy(d, old)
		case entryPlace:
			v := e.val[t.c]
			e.val[t.c], e.pos[v] = 0, -1
			e.nPlace--
		case entryLink:
			e.unlink(t.c, t.x)
		}
	}
	e.trail = e.trail[:m.trail]
	e.saved = e.saved[:m.saved]
	e.epoch++
	e.clearQueue()
}

// touch saves c's domain before its first change in this epoch.
func (e *engine) touch(c int32) {
	if e.stamp[c] == e.epoch {
		return
	}
	e.stamp[c] = e.epoch
	e.trail = append(e.trail, entry{kind: entryDom, c: c, off: int32(len(e.saved))})
	e.saved = append(e.saved, e.d(c)...)
}

func (e *engine) push(c int32) {
	if e.inQ[c] {
		return
	}
	e.inQ[c] = true
	i := e.head + e.size
	if i >= e.n {
		i -= e.n
	}
	e.queue[i] = c
	e.size++
}

func (e *engine) pop() int32 {
	c := e.queue[e.head]
	e.inQ[c] = false
	if e.head++; e.head == e.n {
		e.head = 0
	}
	e.size--
	return c
}

func (e *engine) clearQueue() {
	for e.size > 0 {
		e.pop()
	}
	e.head = 0
	e.vq = e.vq[:0]
}

// pushAround queues c and its neighbours, whose revision depends on c.
func (e *engine) pushAround(c int32) {
	e.push(c)
	for _, f := range e.g.nbr(c) {
		e.push(f)
	}
}

// dropped accounts for the numbers x (word i of a domain) that cell c lost.
func (e *engine) dropped(c int32, i int, x uint64) {
	ci, cb := int(c>>6), uint64(1)<<(uint(c)&63)
	for x != 0 {
		v := int32(i*64 + bits.TrailingZeros64(x))
		x &= x - 1
		e.cells[int(v)*e.cw+ci] &^= cb
		if e.cnt[v]--; e.cnt[v] <= 1 {
			e.vq = append(e.vq, v)
		}
	}
}

// restored accounts for the numbers x (word i) given back to cell c.
func (e *engine) restored(c int32, i int, x uint64) {
	ci, cb := int(c>>6), uint64(1)<<(uint(c)&63)
	for x != 0 {
		v := i*64 + bits.TrailingZeros64(x)
		x &= x - 1
		e.cells[v*e.cw+ci] |= cb
		e.cnt[v]++
	}
}

// fix places v in cell c; false when c cannot hold v.
func (e *engine) fix(c, v int32) bool {
	d := e.d(c)
	if !hasBit(d, v) || (e.pos[v] >= 0 && e.pos[v] != c) {
		return false
	}
	if e.val[c] == v {
		return true
	}
	e.touch(c)
	copy(e.lost, d)
	clearBit(e.lost, v)
	for i, x := range e.lost {
		if x != 0 {
			e.dropped(c, i, x)
		}
	}
	clear(d)
	setBit(d, v)
	e.placeNew(c, v)
	e.pushLost(c, e.lost)
	return true
}

// placeNew records that c's domain is now {v} and removes v elsewhere,
// queueing the cells that lost it and their neighbours next to v.
func (e *engine) placeNew(c, v int32) {
	e.val[c], e.pos[v] = v, c
	e.nPlace++
	e.trail = append(e.trail, entry{kind: entryPlace, c: c})
	wi, bit := int(v>>6), uint64(1)<<(uint(v)&63)
	cs := e.cells[int(v)*e.cw : int(v+1)*e.cw]
	for j := range cs {
		for x := cs[j]; x != 0; x &= x - 1 {
			f := int32(j*64 + bits.TrailingZeros64(x))
			if f == c {
				continue
			}
			e.touch(f)
			e.dom[int(f)*e.w+wi] &^= bit
			e.dropped(f, wi, bit)
			e.push(f)
			if e.nlink[f] < 2 && e.end[f] != f {
				e.push(e.end[f])
			}
			for _, g := range e.g.nbr(f) {
				if gd := e.d(g); (v > 1 && hasBit(gd, v-1)) || hasBit(gd, v+1) {
					e.push(g)
				}
			}
		}
	}
}

// narrow sets dom(c) to nd, a subset; false when it became empty or a
// number placed elsewhere.
func (e *engine) narrow(c int32, nd []uint64) bool {
	d := e.d(c)
	if equal(d, nd) {
		return true
	}
	e.touch(c)
	for i := range d {
		x := d[i] &^ nd[i]
		e.lost[i] = x
		if x != 0 {
			e.dropped(c, i, x)
		}
	}
	copy(d, nd)
	k := count(d)
	if k == 0 {
		return false
	}
	if k == 1 && e.val[c] == 0 {
		v := first(d)
		if e.pos[v] >= 0 {
			return false
		}
		e.placeNew(c, v)
	}
	e.pushLost(c, e.lost)
	return true
}

// pushLost queues c, whose domain lost the numbers in lost, the other end
// of its chain, and the neighbours that hold a number next to a lost one:
// the others' revision does not depend on what c lost.
func (e *engine) pushLost(c int32, lost []uint64) {
	if c != e.self {
		e.push(c)
	}
	if e.nlink[c] < 2 && e.end[c] != c {
		e.push(e.end[c])
	}
	w := e.w
	next := e.next
	lo, hi := w, -1
	for i := range w {
		if next[i] = plus1(lost, i) | minus1(lost, i); next[i] != 0 {
			lo, hi = min(lo, i), i
		}
	}
	for _, g := range e.g.nbr(c) {
		if e.inQ[g] {
			continue
		}
		x := e.dom[int(g)*w : int(g)*w+w]
		for i := lo; i <= hi; i++ {
			if x[i]&next[i] != 0 {
				e.push(g)
				break
			}
		}
	}
}

// fill returns the values as a solution (cell -> number).
func (e *engine) fill() []int {
	out := make([]int, e.n)
	for c, v := range e.val {
		out[c] = int(v)
	}
	return out
}
