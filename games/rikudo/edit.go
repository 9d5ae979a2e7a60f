package rikudo

import "plateau/games/reason"

// The editing operations change the puzzle in place and leave it untouched
// when they return an error. Blocking and unblocking renumber the cells in
// canonical ring order, so a caller should remember a selection by position
// (Coord/CellAt), not by cell number.

// Block removes the cell at position h, with its given and bridges.
func (p *Puzzle) Block(h Hex) error {
	if p.coords == nil {
		return reason.New("this puzzle is not on the hex grid: cells cannot be blocked")
	}
	c := p.CellAt(h)
	if c < 0 {
		return reason.New("position (%d, %d) is already blocked", h.Q, h.R)
	}
	n := p.N()
	if n == 1 {
		return reason.New("cannot block the last cell")
	}
	for d, v := range p.given {
		if v == n && d != c {
			return reason.New("cell %d holds %d, more than the %d cells left: clear that given first", d+1, v, n-1)
		}
	}
	cells := make([]Hex, 0, n-1)
	for i, g := range p.coords {
		if i != c {
			cells = append(cells, g)
		}
	}
	p.reshape(cells)
	return nil
}

// Unblock adds a cell at the free position h, joined to its neighbouring cells
// by plain edges.
func (p *Puzzle) Unblock(h Hex) error {
	if p.coords == nil {
		return reason.New("this puzzle is not on the hex grid: cells cannot be added")
	}
	if p.CellAt(h) >= 0 {
		return reason.New("position (%d, %d) is already a cell", h.Q, h.R)
	}
	if h.Ring() > MaxRadius {
		return reason.New("position (%d, %d) is farther than %d from the centre", h.Q, h.R, MaxRadius)
	}
	if p.N() >= MaxCells {
		return reason.New("the puzzle already has the maximum of %d cells", MaxCells)
	}
	p.reshape(append(append([]Hex(nil), p.coords...), h))
	return nil
}

// reshape keeps givens and bridges by position across the renumbering.
func (p *Puzzle) reshape(cells []Hex) {
	givens := make(map[Hex]int)
	for i, v := range p.given {
		if v != 0 {
			givens[p.coords[i]] = v
		}
	}
	bridges := make(map[[2]Hex]bool)
	for _, e := range p.edges {
		if e.Bridge {
			bridges[[2]Hex{p.coords[e.A], p.coords[e.B]}] = true
		}
	}
	p.setShape(cells, givens, bridges)
}

// SetGiven fixes value v (1..n) in cell c, replacing any given it had.
func (p *Puzzle) SetGiven(c, v int) error {
	n := p.N()
	if c < 0 || c >= n {
		return reason.New("no cell %d (the puzzle has %d)", c+1, n)
	}
	if v < 1 || v > n {
		return reason.New("value %d out of range 1..%d", v, n)
	}
	for d, w := range p.given {
		if w == v && d != c {
			return reason.New("value %d is already given in cell %d", v, d+1)
		}
	}
	p.given[c] = v
	return nil
}

// ClearGiven removes the given of cell c, if any.
func (p *Puzzle) ClearGiven(c int) error {
	if c < 0 || c >= p.N() {
		return reason.New("no cell %d (the puzzle has %d)", c+1, p.N())
	}
	p.given[c] = 0
	return nil
}

// ToggleBridge adds or removes the bridge between neighbouring cells a and b.
// A cell takes at most two bridges, and bridges may not close a loop: no path
// could use them all.
func (p *Puzzle) ToggleBridge(a, b int) error {
	n := p.N()
	if a < 0 || a >= n || b < 0 || b >= n {
		return reason.New("no cell %d or %d (the puzzle has %d)", a+1, b+1, n)
	}
	k, ok := p.edgeAt[key(a, b)]
	if !ok {
		return reason.New("cells %d and %d are not neighbours", a+1, b+1)
	}
	if p.edges[k].Bridge {
		p.edges[k].Bridge = false
		return nil
	}
	for _, c := range []int{a, b} {
		if len(p.BridgePartners(c)) >= 2 {
			return reason.New("cell %d already has two bridges", c+1)
		}
	}
	if p.bridgeConnected(a, b) {
		return reason.New("a bridge between cells %d and %d would close a loop of bridges", a+1, b+1)
	}
	p.edges[k].Bridge = true
	return nil
}

// bridgeConnected reports whether a chain of bridges already joins a to b.
func (p *Puzzle) bridgeConnected(a, b int) bool {
	seen := map[int]bool{a: true}
	stack := []int{a}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range p.BridgePartners(c) {
			if d == b {
				return true
			}
			if !seen[d] {
				seen[d] = true
				stack = append(stack, d)
			}
		}
	}
	return false
}
