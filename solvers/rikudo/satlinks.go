package rikudo

import (
	"plateau/games/rikudo"
	"plateau/solvers/cnf"
)

// encodeLinks adds to the seed's model redundant successor variables, which
// let unit propagation reason on the path's links as the direct search does:
// s(c, e) means "e holds the number after c's". Cell c holding v < n has
// exactly one successor, cell e holding v > 1 exactly one predecessor; a
// successor holds the next number and the next number makes a successor; two
// cells are not each other's successor; a bridge is a successor one way or
// the other. A pair (c, e) that can never hold consecutive numbers gets no
// variable. The solutions are the same; the search is much shorter.
func (m *Model) encodeLinks(g *graph) {
	n := m.n
	succ := make([]int32, len(g.adj)) // edge index (as in g.adj) -> s(c, e), 0 when impossible
	for c := range int32(n) {
		base := g.adjOff[c]
		for k, e := range g.nbr(c) {
			if m.canFollow(c, e) {
				succ[int(base)+k] = m.f.NewVar()
			}
		}
	}
	var buf []int32
	for c := range int32(n) {
		base := g.adjOff[c]
		for k, e := range g.nbr(c) {
			s := succ[int(base)+k]
			if s == 0 {
				continue
			}
			for v := 1; v <= n; v++ {
				x := m.x[int(c)*n+v-1]
				if x == 0 {
					continue
				}
				if v == n {
					m.f.Clause(-s, -x)
					continue
				}
				if y := m.x[int(e)*n+v]; y != 0 {
					m.f.Clause(-s, -x, y)
					m.f.Clause(-x, -y, s)
				} else {
					m.f.Clause(-s, -x)
				}
			}
			if back := succ[m.edgeIndex(g, e, c)]; back != 0 && c < e {
				m.f.Clause(-s, -back)
			}
		}
		// One successor unless c holds n.
		buf = buf[:0]
		if x := m.x[int(c)*n+n-1]; x != 0 {
			buf = append(buf, x)
		}
		buf = m.oneOf(buf, succ[base:g.adjOff[c+1]])
		// One predecessor unless c holds 1.
		buf = buf[:0]
		if x := m.x[int(c)*n]; x != 0 {
			buf = append(buf, x)
		}
		var preds []int32
		for _, e := range g.nbr(c) {
			preds = append(preds, succ[m.edgeIndex(g, e, c)])
		}
		buf = m.oneOf(buf, preds)
		for _, q := range g.bridges(c) {
			if c < q {
				a, b := succ[m.edgeIndex(g, c, q)], succ[m.edgeIndex(g, q, c)]
				m.f.Clause(nonZero(a, b)...)
			}
		}
	}
}

// canFollow reports whether e may hold the number after c's.
func (m *Model) canFollow(c, e int32) bool {
	n := m.n
	for v := 1; v < n; v++ {
		if m.x[int(c)*n+v-1] != 0 && m.x[int(e)*n+v] != 0 {
			return true
		}
	}
	return false
}

// edgeIndex returns the index in g.adj of e among c's neighbours.
func (m *Model) edgeIndex(g *graph, c, e int32) int {
	for k, f := range g.nbr(c) {
		if f == e {
			return int(g.adjOff[c]) + k
		}
	}
	return -1
}

// oneOf adds "at least one of alt and the nonzero vars, at most one of the
// vars" and returns the buffer it used.
func (m *Model) oneOf(buf []int32, vars []int32) []int32 {
	start := len(buf)
	for _, s := range vars {
		if s != 0 {
			buf = append(buf, s)
		}
	}
	m.f.Clause(buf...)
	m.f.AtMostOne(buf[start:], cnf.Pairwise)
	return buf
}

func nonZero(a ...int32) []int32 {
	out := a[:0]
	for _, x := range a {
		if x != 0 {
			out = append(out, x)
		}
	}
	return out
}

// pruneByEngine clears in ok the pairs the direct engine's propagation
// rules out (it is sound: it only removes what no solution uses). When the
// propagation finds a contradiction, ok is left as is and the solver finds
// it again.
func pruneByEngine(p *rikudo.Puzzle, g *graph, ok []bool) {
	e := newEngine(g)
	if !e.load(p) || !e.propagate() || !e.feasible() {
		return
	}
	n := g.n
	for c := range int32(n) {
		d := e.d(c)
		for v := 1; v <= n; v++ {
			if !hasBit(d, int32(v)) {
				ok[int(c)*n+v-1] = false
			}
		}
	}
}
