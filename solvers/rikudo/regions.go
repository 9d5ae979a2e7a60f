package rikudo

// regions holds the scratch of the global check on the free cells (those
// without a placed number).
type regions struct {
	comp     []int32 // cell -> free component, -1 for placed cells
	size     []int32
	capacity []int32 // total length of the gaps the component could host
	gaps     []int32 // how many gaps it could host
	one      []int32 // the length of one of them
	mark     []int32 // component -> stamp, to count a component once per gap
	stamp    int32
	queue    []int32
}

func (r *regions) init(n int) {
	r.comp, r.size, r.capacity = make([]int32, n), make([]int32, n), make([]int32, n)
	r.gaps, r.one, r.mark, r.queue = make([]int32, n), make([]int32, n), make([]int32, n), make([]int32, n)
}

// open counts the missing path neighbours (0..2) of the placed number in c.
func (s *state) open(c int32) int {
	v, k := s.val[c], 0
	if v < int32(s.n) && s.pos[v+1] < 0 {
		k++
	}
	if v > 1 && s.pos[v-1] < 0 {
		k++
	}
	return k
}

// feasible checks the position globally: every free cell has room for its
// two path neighbours (only the missing ends 1 and n may have one), every
// placed number has room for its missing neighbours, and the free regions
// can be covered by the runs of missing numbers that reach them.
func (s *state) feasible() bool {
	if s.nPlace == 0 || s.nPlace == s.n {
		return true
	}
	ends := 0
	if s.pos[1] < 0 {
		ends++
	}
	if s.pos[s.n] < 0 {
		ends++
	}
	dead := 0
	for c := range int32(s.n) {
		free, avail := 0, 0
		for _, e := range s.g.nbr(c) {
			if s.val[e] == 0 {
				free++
				avail++
			} else if s.open(e) > 0 {
				avail++
			}
		}
		if s.val[c] != 0 {
			if free < s.open(c) {
				return false
			}
			continue
		}
		if avail == 0 {
			return false
		}
		if avail == 1 {
			if dead++; dead > ends {
				return false
			}
		}
	}
	return s.coverable()
}

// coverable labels the free components and checks that each run of
// missing numbers (a gap between placed a < b, or an open end) fits in a
// component touching both its ends, and that each component can be filled
// by the runs that fit in it.
func (s *state) coverable() bool {
	r := &s.reg
	nc := r.label(s)
	n := int32(s.n)
	last := int32(0)
	for v := int32(1); v <= n+1; v++ {
		if v <= n && s.pos[v] < 0 {
			continue
		}
		if v-last >= 2 && !s.host(last, v, nc) {
			return false
		}
		last = v
	}
	for cc := range nc {
		if r.capacity[cc] < r.size[cc] || (r.gaps[cc] == 1 && r.one[cc] != r.size[cc]) {
			return false
		}
	}
	return true
}

func (r *regions) label(s *state) int32 {
	nc := labelFree(s.g, s.val, r.comp, r.queue, r.size)
	clear(r.capacity[:nc])
	clear(r.gaps[:nc])
	clear(r.mark[:nc])
	return nc
}

// labelFree numbers the connected components of the cells of g that hold
// no number yet (val 0) into comp (-1 for the others), using queue as
// scratch, and writes each component's size; it returns how many there are.
func labelFree(g *graph, val, comp, queue, size []int32) int32 {
	nc := int32(0)
	for c := range comp {
		comp[c] = -1
	}
	for start := range int32(len(val)) {
		if val[start] != 0 || comp[start] >= 0 {
			continue
		}
		comp[start] = nc
		queue[0] = start
		head, tail := 0, 1
		for head < tail {
			c := queue[head]
			head++
			for _, e := range g.nbr(c) {
				if val[e] == 0 && comp[e] < 0 {
					comp[e] = nc
					queue[tail] = e
					tail++
				}
			}
		}
		size[nc] = int32(tail)
		nc++
	}
	return nc
}

// host records which components can take the run of numbers between a and
// b (0 and n+1 for the open ends); false when none can.
func (s *state) host(a, b, nc int32) bool {
	r := &s.reg
	n := int32(s.n)
	length := b - a - 1
	end, other := int32(-1), int32(-1)
	if a >= 1 {
		end = s.pos[a]
		if b <= n {
			other = s.pos[b]
		}
	} else {
		end = s.pos[b]
	}
	r.stamp++
	hosted := false
	for _, e := range s.g.nbr(end) {
		cc := r.comp[e]
		if cc < 0 || r.mark[cc] == r.stamp || r.size[cc] < length {
			continue
		}
		r.mark[cc] = r.stamp
		if other >= 0 && !r.touches(s, other, cc) {
			continue
		}
		hosted = true
		r.capacity[cc] += length
		r.gaps[cc]++
		r.one[cc] = length
	}
	return hosted
}

func (r *regions) touches(s *state, c, comp int32) bool {
	for _, e := range s.g.nbr(c) {
		if r.comp[e] == comp {
			return true
		}
	}
	return false
}
