package rikudo

import "math/bits"

// engRegions is the scratch of the engine's global checks.
type engRegions struct {
	comp     []int32 // cell -> free component, -1 for placed cells
	size     []int32
	capacity []int32 // total length of the runs the component could host
	runs     []int32 // how many runs it could host
	one      []int32 // the length of one of them
	mark     []int32 // component -> stamp, to count a component once per run
	stamp    int32
	queue    []int32
	runOf    []int32 // number -> index of its run of missing numbers, -1 when placed
	runLen   []int32 // run -> its length
	confined []int32 // (first run, span) -> free cells whose numbers all lie in those runs
}

// hallSpan is how many consecutive runs hallRuns considers together.
const hallSpan = 2

func (r *engRegions) init(n int) {
	r.comp, r.size, r.capacity = make([]int32, n), make([]int32, n), make([]int32, n)
	r.runs, r.one, r.mark, r.queue = make([]int32, n), make([]int32, n), make([]int32, n), make([]int32, n)
	r.runOf, r.runLen, r.confined = make([]int32, n+2), make([]int32, n+2), make([]int32, (n+2)*hallSpan)
}

// feasible checks the position globally: no runs of missing numbers have
// more free cells confined to them than numbers (hallRuns), and the free
// regions can be covered by the runs that reach them (coverable).
func (e *engine) feasible() bool {
	if e.nPlace == 0 || e.nPlace == e.n {
		return true
	}
	return e.hallRuns() && e.coverable()
}

// hallRuns numbers the runs of missing numbers in order and checks Hall's
// condition on each run and each pair of consecutive runs: the free cells
// whose numbers all lie in them must be no more than their numbers.
func (e *engine) hallRuns() bool {
	n := int32(e.n)
	r := &e.reg
	g := int32(0)
	r.runLen[0] = 0
	for v := int32(1); v <= n; v++ {
		if e.pos[v] >= 0 {
			r.runOf[v] = -1
			if v > 1 && e.pos[v-1] < 0 {
				g++
				r.runLen[g] = 0
			}
			continue
		}
		r.runOf[v] = g
		r.runLen[g]++
	}
	runs := g + 1
	conf := r.confined[:runs*hallSpan]
	clear(conf)
	for c := range n {
		if e.val[c] != 0 {
			continue
		}
		d := e.d(c)
		lo, hi := first(d), last(d)
		if lo < 0 {
			return false
		}
		if a, b := r.runOf[lo], r.runOf[hi]; b-a < hallSpan {
			conf[a*hallSpan+b-a]++
		}
	}
	for a := range runs {
		numbers := int32(0)
		for s := int32(0); s < hallSpan && a+s < runs; s++ {
			numbers += r.runLen[a+s]
			cells := int32(0)
			for i := a; i <= a+s; i++ {
				for t := int32(0); i+t <= a+s; t++ {
					cells += conf[i*hallSpan+t]
				}
			}
			if cells > numbers {
				return false
			}
		}
	}
	return true
}

// last returns the largest value in s, or -1.
func last(s []uint64) int32 {
	for i := len(s) - 1; i >= 0; i-- {
		if x := s[i]; x != 0 {
			return int32(i*64 + 63 - bits.LeadingZeros64(x))
		}
	}
	return -1
}

// coverable labels the free components and checks that each run of
// missing numbers (between placed a < b, or an open end) fits in a
// component touching both its ends, and that each component can be filled
// by the runs that fit in it.
func (e *engine) coverable() bool {
	r := &e.reg
	nc := e.label()
	n := int32(e.n)
	last := int32(0)
	for v := int32(1); v <= n+1; v++ {
		if v <= n && e.pos[v] < 0 {
			continue
		}
		if v-last >= 2 && !e.host(last, v) {
			return false
		}
		last = v
	}
	for cc := range nc {
		if r.capacity[cc] < r.size[cc] || (r.runs[cc] == 1 && r.one[cc] != r.size[cc]) {
			return false
		}
	}
	return true
}

// label numbers the connected components of the free cells.
func (e *engine) label() int32 {
	r := &e.reg
	nc := labelFree(e.g, e.val, r.comp, r.queue, r.size)
	clear(r.capacity[:nc])
	clear(r.runs[:nc])
	clear(r.mark[:nc])
	return nc
}

// host records which components can take the run of numbers between a and
// b (0 and n+1 for the open ends); false when none can.
func (e *engine) host(a, b int32) bool {
	r := &e.reg
	n := int32(e.n)
	length := b - a - 1
	end, other := int32(-1), int32(-1)
	if a >= 1 {
		end = e.pos[a]
		if b <= n {
			other = e.pos[b]
		}
	} else {
		end = e.pos[b]
	}
	r.stamp++
	hosted := false
	for _, f := range e.g.nbr(end) {
		cc := r.comp[f]
		if cc < 0 || r.mark[cc] == r.stamp || r.size[cc] < length {
			continue
		}
		r.mark[cc] = r.stamp
		if other >= 0 && !e.touches(other, cc) {
			continue
		}
		hosted = true
		r.capacity[cc] += length
		r.runs[cc]++
		r.one[cc] = length
	}
	return hosted
}

func (e *engine) touches(c, comp int32) bool {
	for _, f := range e.g.nbr(c) {
		if e.reg.comp[f] == comp {
			return true
		}
	}
	return false
}
