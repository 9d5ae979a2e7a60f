package rikudo

// The path-enumeration rule, as a solver by hand applies it to a short run
// of missing numbers between two placed ones: list every way through free
// cells (each cell allowed by its domain, in reach of the far end), then a
// number can only sit where some way puts it.

// gapScratch is reused by enumGaps.
type gapScratch struct {
	mask  []uint16 // cell -> steps at which some path visits it
	on    []bool   // cell is on the current path
	touch []int32  // cells whose mask is set, to clear them
	path  []int32
	count int
	limit int
}

// enumGaps applies the rule to every closed run of at most maxLen numbers.
// It narrows the domains (placing the numbers left with one cell) and
// returns false on a contradiction.
func (s *state) enumGaps(maxLen int, sc *gapScratch) bool {
	if sc.mask == nil {
		sc.mask, sc.on = make([]uint16, s.n), make([]bool, s.n)
		sc.path = make([]int32, 16)
	}
	n := int32(s.n)
	last := int32(0)
	for v := int32(1); v <= n; v++ {
		if s.pos[v] < 0 {
			continue
		}
		if last > 0 && v-last >= 2 && int(v-last-1) <= maxLen && !s.enumGap(last, v, sc) {
			return false
		}
		last = v
	}
	return true
}

// enumGap enumerates the paths for the numbers between placed a and b.
func (s *state) enumGap(a, b int32, sc *gapScratch) bool {
	length := int(b - a - 1)
	if s.pos[a] < 0 || s.pos[b] < 0 {
		return true // an earlier narrowing of this pass placed or moved them
	}
	sc.count, sc.limit = 0, 500
	s.walk(a, b, 0, s.pos[a], sc)
	defer func() {
		for _, c := range sc.touch {
			sc.mask[c] = 0
		}
		sc.touch = sc.touch[:0]
	}()
	if sc.count == 0 {
		return false
	}
	if sc.count > sc.limit {
		return true // too many ways to conclude anything
	}
	for k := range length {
		w := a + 1 + int32(k)
		for c := range int32(s.n) {
			if s.val[c] != 0 || !hasBit(s.d(c), w) || sc.mask[c]&(1<<k) != 0 {
				continue
			}
			copy(s.s4, s.d(c))
			clearBit(s.s4, w)
			if !s.narrow(c, s.s4) {
				return false
			}
		}
	}
	return s.hiddenSingles() >= 0
}

// walk extends the path at step k from cell prev.
func (s *state) walk(a, b int32, k int, prev int32, sc *gapScratch) {
	length := int(b - a - 1)
	if sc.count > sc.limit {
		return
	}
	if k == length {
		if !s.isNbr(prev, s.pos[b]) {
			return
		}
		sc.count++
		for i := range length {
			c := sc.path[i]
			if sc.mask[c] == 0 {
				sc.touch = append(sc.touch, c)
			}
			sc.mask[c] |= 1 << i
		}
		return
	}
	w := a + 1 + int32(k)
	target := s.pos[b]
	for _, e := range s.g.nbr(prev) {
		if s.val[e] != 0 || sc.on[e] || !hasBit(s.d(e), w) {
			continue
		}
		if int(s.dist[int(e)*s.n+int(target)]) > length-k {
			continue
		}
		if !s.bridgesAllow(e, w) {
			continue
		}
		sc.on[e] = true
		sc.path[k] = e
		s.walk(a, b, k+1, e, sc)
		sc.on[e] = false
	}
}

// bridgesAllow reports whether no placed bridge partner of e forbids w.
func (s *state) bridgesAllow(e, w int32) bool {
	for _, q := range s.g.bridges(e) {
		if u := s.val[q]; u != 0 && u != w-1 && u != w+1 {
			return false
		}
	}
	return true
}

func (s *state) isNbr(a, b int32) bool {
	for _, e := range s.g.nbr(a) {
		if e == b {
			return true
		}
	}
	return false
}
