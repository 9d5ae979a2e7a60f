package rikudo

import "plateau/games/rikudo"

// state is a partial solution held as domains: dom(c) is the set of numbers
// cell c may still hold. The engine behind the rating, the hints and the
// generator's random dives; its rules are the ones a solver by hand names
// (the proof search uses the stronger engine). Its propagation keeps:
//   - support: c keeps v only if a neighbour may hold v-1 (unless v = 1) and
//     one may hold v+1 (unless v = n), which amounts to distance pruning
//     from every placed number through the cells that may carry the path;
//   - bridges: c keeps v only if its bridge partner may hold v-1 or v+1;
//   - all different: a placed number leaves every other domain;
//   - hidden singles: a number left in one domain is placed there, a number
//     left in none is a contradiction.
type state struct {
	g      *graph
	n, w   int
	dist   []int16
	dom    []uint64 // n*w
	val    []int32  // cell -> its number once its domain is a single one, else 0
	pos    []int32  // number -> cell, -1 while unplaced
	placed []uint64 // the placed numbers
	nPlace int
	full   []uint64 // every number 1..n

	queue      []int32
	inQ        []bool
	s1, s2, s3 []uint64
	s4, s5     []uint64
	end1, endN []uint64 // the numbers 1 and n, which need no predecessor or successor
	once, two  []uint64
	saves      []saved
	cursor     int32 // where probeOnce resumes
	reg        regions

	// stop, when set, is asked now and then during a propagation, which
	// on a graph of 2,000 cells can take seconds; when it says yes the
	// propagation ends as if in a contradiction and stopped is set: the
	// caller must not take it for one.
	stop    func() bool
	stopped bool
	revised int
}

type saved struct {
	dom      []uint64
	val, pos []int32
	placed   []uint64
	nPlace   int
}

func newState(g *graph, dist []int16) *state {
	n, w := g.n, words(g.n)
	s := &state{g: g, n: n, w: w, dist: dist,
		dom: make([]uint64, n*w), val: make([]int32, n), pos: make([]int32, n+2),
		placed: make([]uint64, w), full: make([]uint64, w), queue: make([]int32, 0, n), inQ: make([]bool, n),
		s1: make([]uint64, w), s2: make([]uint64, w), s3: make([]uint64, w), s4: make([]uint64, w), s5: make([]uint64, w),
		end1: make([]uint64, w), endN: make([]uint64, w),
		once: make([]uint64, w), two: make([]uint64, w)}
	for v := int32(1); v <= int32(n); v++ {
		setBit(s.full, v)
	}
	setBit(s.end1, 1)
	setBit(s.endN, int32(n))
	for c := range n {
		copy(s.d(int32(c)), s.full)
	}
	for i := range s.pos {
		s.pos[i] = -1
	}
	s.reg.init(n)
	return s
}

// load places the puzzle's givens and narrows every domain to the distance
// windows between them; false when the givens already contradict.
func (s *state) load(p *rikudo.Puzzle) bool {
	for c := range s.n {
		if v := p.Given(c); v != 0 && !s.fix(int32(c), int32(v)) {
			return false
		}
	}
	return s.windows()
}

func (s *state) d(c int32) []uint64 { return s.dom[int(c)*s.w : int(c+1)*s.w] }

func (s *state) push(c int32) {
	if !s.inQ[c] {
		s.inQ[c] = true
		s.queue = append(s.queue, c)
	}
}

func (s *state) clearQueue() {
	for _, c := range s.queue {
		s.inQ[c] = false
	}
	s.queue = s.queue[:0]
}

// fix places v in cell c; false when c cannot hold v.
func (s *state) fix(c, v int32) bool {
	d := s.d(c)
	if !hasBit(d, v) || (s.pos[v] >= 0 && s.pos[v] != c) {
		return false
	}
	if s.val[c] == v {
		return true
	}
	clear(d)
	setBit(d, v)
	s.placeNew(c, v)
	return true
}

// placeNew records that c's domain is now {v} and removes v elsewhere.
func (s *state) placeNew(c, v int32) {
	s.val[c], s.pos[v] = v, c
	setBit(s.placed, v)
	s.nPlace++
	s.push(c)
	for e := range int32(s.n) {
		if e != c && hasBit(s.d(e), v) {
			clearBit(s.d(e), v)
			s.push(e)
		}
	}
}

// revise narrows dom(c) by its neighbours and bridge partners; false on a
// contradiction. It is the hot loop of the direct search: one pass over the
// words, no slicing per neighbour beyond the domain itself.
func (s *state) revise(c int32) bool {
	w, dom := s.w, s.dom
	u := s.s1[:w]
	clear(u)
	for _, e := range s.g.nbr(c) {
		src := dom[int(e)*w : int(e)*w+w]
		for i, x := range src {
			u[i] |= x
		}
	}
	d := dom[int(c)*w : int(c)*w+w]
	nd := s.s2[:w]
	changed := false
	var carry uint64
	for i := range w {
		lo := u[i]<<1 | carry // v-1 possible next door
		carry = u[i] >> 63
		hi := u[i] >> 1 // v+1 possible next door
		if i+1 < w {
			hi |= u[i+1] << 63
		}
		x := d[i] & (lo | s.end1[i]) & (hi | s.endN[i])
		nd[i] = x
		changed = changed || x != d[i]
	}
	br := s.g.bridges(c)
	if !changed && len(br) == 0 {
		return true
	}
	for _, q := range br {
		// c keeps v only if its partner may hold v-1 or v+1.
		shl1(s.s3, s.d(q))
		shr1(s.s5, s.d(q))
		for i := range nd {
			nd[i] &= s.s3[i] | s.s5[i]
		}
	}
	return s.narrow(c, nd)
}

// narrow sets dom(c) to nd (a subset), queueing the neighbours when it
// shrank; false when it became empty or a number placed elsewhere.
func (s *state) narrow(c int32, nd []uint64) bool {
	d := s.d(c)
	if equal(d, nd) {
		return true
	}
	copy(d, nd)
	k := count(d)
	if k == 0 {
		return false
	}
	if k == 1 && s.val[c] == 0 {
		v := first(d)
		if s.pos[v] >= 0 {
			return false
		}
		s.placeNew(c, v)
	}
	for _, e := range s.g.nbr(c) {
		s.push(e)
	}
	for _, e := range s.g.bridges(c) {
		s.push(e)
	}
	return true
}

// propagate runs the full propagation to its fixpoint.
func (s *state) propagate() bool {
	for {
		for len(s.queue) > 0 {
			c := s.queue[len(s.queue)-1]
			s.queue = s.queue[:len(s.queue)-1]
			s.inQ[c] = false
			if s.revised++; s.stop != nil && s.revised%1024 == 0 && s.stop() {
				s.stopped = true
			}
			if s.stopped || !s.revise(c) {
				s.clearQueue()
				return false
			}
		}
		k := s.hiddenSingles()
		if k < 0 {
			s.clearQueue()
			return false
		}
		if k == 0 {
			return true
		}
	}
}

// hiddenSingles places every number left in a single domain; it returns
// how many, or -1 when some number has no cell left.
func (s *state) hiddenSingles() int {
	clear(s.once)
	clear(s.two)
	for c := range int32(s.n) {
		if s.val[c] != 0 {
			continue
		}
		for i, x := range s.d(c) {
			s.two[i] |= s.once[i] & x
			s.once[i] |= x
		}
	}
	for i := range s.once {
		if s.full[i]&^s.placed[i]&^s.once[i] != 0 {
			return -1
		}
		s.once[i] &^= s.two[i] | s.placed[i]
	}
	k := 0
	for v := first(s.once); v >= 0; v = first(s.once) {
		clearBit(s.once, v)
		for c := range int32(s.n) {
			if s.val[c] == 0 && hasBit(s.d(c), v) {
				if !s.fix(c, v) {
					return -1
				}
				k++
				break
			}
		}
	}
	return k
}

// windows narrows every free cell to the numbers it can reach in time from
// the placed numbers around them: v between placed a < v < b needs
// dist(c, a) <= v-a and dist(c, b) <= b-v (static distances).
func (s *state) windows() bool {
	for c := range int32(s.n) {
		if s.val[c] != 0 {
			continue
		}
		clear(s.s1)
		last := int32(0)
		for v := int32(1); v <= int32(s.n)+1; v++ {
			if v <= int32(s.n) && s.pos[v] < 0 {
				continue
			}
			lo, hi := last+1, v-1
			if last > 0 {
				lo = last + int32(s.dist[int(c)*s.n+int(s.pos[last])])
			}
			if v <= int32(s.n) {
				hi = v - int32(s.dist[int(c)*s.n+int(s.pos[v])])
			}
			for x := max(lo, last+1); x <= min(hi, v-1); x++ {
				setBit(s.s1, x)
			}
			last = v
		}
		d := s.d(c)
		for i := range s.s1 {
			s.s1[i] &= d[i]
		}
		if !equal(s.s1, d) {
			if !s.narrow(c, s.s1) {
				s.clearQueue()
				return false
			}
			s.push(c)
		}
	}
	return true
}

// probeOnce looks for one number whose trial leads to a contradiction, in
// a cell with at most maxDom numbers left (a solver by hand tries cells with
// two or three), and removes it (without propagating further). It resumes
// where the last call stopped. found reports whether it found one; ok is
// false when the removal empties the cell.
func (s *state) probeOnce(slot, maxDom int) (found, ok bool) {
	for i := range int32(s.n) {
		c := (s.cursor + i) % int32(s.n)
		if s.val[c] != 0 || count(s.d(c)) > maxDom {
			continue
		}
		for v := first(s.d(c)); v >= 0; v = s.next(c, v) {
			s.save(slot)
			good := s.fix(c, v) && s.propagate() && s.feasible()
			s.restore(slot)
			if good {
				continue
			}
			s.cursor = c
			copy(s.s4, s.d(c))
			clearBit(s.s4, v)
			ok = s.narrow(c, s.s4)
			s.clearQueue()
			return true, ok
		}
	}
	return false, true
}

// next returns the smallest number above v in dom(c), or -1.
func (s *state) next(c, v int32) int32 {
	d := s.d(c)
	for v++; v <= int32(s.n); v++ {
		if d[v>>6]>>(uint(v)&63) == 0 {
			v = (v>>6+1)<<6 - 1 // rest of the word is empty
			continue
		}
		if hasBit(d, v) {
			return v
		}
	}
	return -1
}

// save stores the state at the given level, reusing its buffers.
func (s *state) save(level int) {
	for len(s.saves) <= level {
		s.saves = append(s.saves, saved{dom: make([]uint64, len(s.dom)), val: make([]int32, s.n),
			pos: make([]int32, s.n+2), placed: make([]uint64, s.w)})
	}
	sv := &s.saves[level]
	copy(sv.dom, s.dom)
	copy(sv.val, s.val)
	copy(sv.pos, s.pos)
	copy(sv.placed, s.placed)
	sv.nPlace = s.nPlace
}

func (s *state) restore(level int) {
	sv := &s.saves[level]
	copy(s.dom, sv.dom)
	copy(s.val, sv.val)
	copy(s.pos, sv.pos)
	copy(s.placed, sv.placed)
	s.nPlace = sv.nPlace
	s.clearQueue()
}

// fill returns the values as a solution (cell -> number).
func (s *state) fill() []int {
	out := make([]int, s.n)
	for c, v := range s.val {
		out[c] = int(v)
	}
	return out
}
