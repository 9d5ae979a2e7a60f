package rikudo

import "plateau/games/reason"

// Check verifies a complete fill (values[c] is the number in cell c) against
// the rules, independently of any solver: every number 1..n appears once, the
// givens are kept, consecutive numbers are neighbours and every bridge joins
// consecutive numbers. The error names the first broken rule.
func (p *Puzzle) Check(values []int) error {
	n := p.N()
	if len(values) != n {
		return reason.New("%d values for %d cells", len(values), n)
	}
	cellOf := make([]int, n+1)
	for i := range cellOf {
		cellOf[i] = -1
	}
	for c, v := range values {
		if v < 1 || v > n {
			return reason.New("cell %d holds %d, outside 1..%d", c+1, v, n)
		}
		if d := cellOf[v]; d >= 0 {
			return reason.New("%d appears in cells %d and %d", v, d+1, c+1)
		}
		cellOf[v] = c
		if g := p.given[c]; g != 0 && g != v {
			return reason.New("cell %d holds %d but its given is %d", c+1, v, g)
		}
	}
	for v := 1; v < n; v++ {
		if !p.IsEdge(cellOf[v], cellOf[v+1]) {
			return reason.New("%d (cell %d) and %d (cell %d) are not neighbours", v, cellOf[v]+1, v+1, cellOf[v+1]+1)
		}
	}
	for _, e := range p.edges {
		if e.Bridge && abs(values[e.A]-values[e.B]) != 1 {
			return reason.New("the bridge between cells %d and %d joins %d and %d", e.A+1, e.B+1, values[e.A], values[e.B])
		}
	}
	return nil
}

// Conflicts returns, for a partial fill (0 for an empty cell), the cells that
// break a rule already: a number out of range or placed twice, a given
// overwritten, a consecutive number placed out of reach, or a bridge whose two
// filled ends are not consecutive. The play mode highlights them.
func (p *Puzzle) Conflicts(values []int) []int {
	n := p.N()
	bad := make([]bool, n)
	cellsOf := make(map[int][]int)
	for c := range min(n, len(values)) {
		v := values[c]
		switch {
		case v == 0:
		case v < 0 || v > n:
			bad[c] = true
		case p.given[c] != 0 && p.given[c] != v:
			bad[c] = true
		default:
			cellsOf[v] = append(cellsOf[v], c)
		}
	}
	for v, cs := range cellsOf {
		if len(cs) > 1 {
			for _, c := range cs {
				bad[c] = true
			}
			continue
		}
		// A neighbour number placed on a non-adjacent cell.
		for _, w := range []int{v - 1, v + 1} {
			if ds := cellsOf[w]; len(ds) == 1 && !p.IsEdge(cs[0], ds[0]) {
				bad[cs[0]] = true
			}
		}
	}
	for _, e := range p.edges {
		if !e.Bridge || e.B >= len(values) {
			continue
		}
		a, b := values[e.A], values[e.B]
		if a != 0 && b != 0 && abs(a-b) != 1 {
			bad[e.A], bad[e.B] = true, true
		}
	}
	var out []int
	for c, b := range bad {
		if b {
			out = append(out, c)
		}
	}
	return out
}
