// Package rikudo models Rikudo puzzles: cells of a hexagonal grid (or of any
// graph read from a file) to be filled with 1..n so that consecutive numbers
// are neighbours, with givens (fixed numbers) and bridges (neighbours that
// must hold consecutive numbers). It reads and writes the seed's text format,
// lays out graphs read without coordinates, and checks solutions.
//
// Cells are numbered 0..n-1 in this API; files and messages number them 1..n.
package rikudo

import (
	"slices"

	"plateau/games/reason"
)

// MaxCells bounds the number of cells of a puzzle, so an absurd file or shape
// is refused instead of exhausting memory in the solvers (the SAT model has n²
// variables).
const MaxCells = 2000

// MaxRadius bounds the hex coordinates of every puzzle: hexagon shapes,
// the positions an editor may unblock, a file's coordinates (farther ones
// are refused) and the grid layout of a graph (one that would spread
// farther is laid out in the plane). The editor walks every position of
// the frame (Blocked, Holes): two cells 2,000 apart made that millions.
const MaxRadius = 20

// Edge joins two neighbouring cells A < B (0-based); Bridge marks a link the
// path must use.
type Edge struct {
	A, B   int
	Bridge bool
}

// Point is a position in the plane, used for graphs that do not fit on the
// hexagonal grid; neighbouring cells are about one unit apart.
type Point struct{ X, Y float64 }

// Puzzle is a Rikudo instance: n cells, their adjacency, bridges and givens,
// and where to draw the cells. The zero value is not usable; build one with
// NewHexagon, NewShape, NewGraph or Read.
type Puzzle struct {
	coords []Hex   // cell -> axial position, nil when the graph is not on the hex grid
	plane  []Point // fallback drawing positions, only when coords is nil
	edges  []Edge  // sorted by (A, B)
	given  []int   // cell -> given value, 0 when none

	// Derived from the above by index.
	nbr    [][]int
	edgeAt map[[2]int]int
	cellAt map[Hex]int
}

// NewHexagon returns the usual empty puzzle: a hexagon of radius r around a
// blocked centre (3r(r+1) cells), numbered ring by ring as the bench files are.
func NewHexagon(r int) (*Puzzle, error) {
	if r < 1 || r > MaxRadius {
		return nil, reason.New("radius %d out of range 1..%d", r, MaxRadius)
	}
	var cells []Hex
	for k := 1; k <= r; k++ {
		cells = append(cells, RingHexes(k)...)
	}
	return NewShape(cells)
}

// NewShape returns an empty puzzle on the given positions, each joined to its
// neighbouring positions, numbered in canonical ring order around the origin.
func NewShape(cells []Hex) (*Puzzle, error) {
	if len(cells) == 0 {
		return nil, reason.New("a shape needs at least one cell")
	}
	if len(cells) > MaxCells {
		return nil, reason.New("%d cells is too many (at most %d)", len(cells), MaxCells)
	}
	seen := make(map[Hex]bool, len(cells))
	for _, h := range cells {
		if h.Ring() > MaxRadius {
			return nil, reason.New("position (%d, %d) is farther than %d from the centre", h.Q, h.R, MaxRadius)
		}
		if seen[h] {
			return nil, reason.New("position (%d, %d) listed twice", h.Q, h.R)
		}
		seen[h] = true
	}
	p := &Puzzle{}
	p.setShape(cells, nil, nil)
	return p, nil
}

// NewGraph returns a puzzle on an arbitrary graph of n cells (0-based edges,
// A < B) with givens (cell -> value, 0 for none; nil for no givens). It is laid
// out on the hex grid when the graph is an induced subgraph of it, and in the
// plane otherwise.
func NewGraph(n int, edges []Edge, givens []int) (*Puzzle, error) {
	if n < 1 || n > MaxCells {
		return nil, reason.New("%d cells out of range 1..%d", n, MaxCells)
	}
	if givens != nil && len(givens) != n {
		return nil, reason.New("%d givens for %d cells", len(givens), n)
	}
	seen := make(map[[2]int]bool, len(edges))
	for _, e := range edges {
		if e.A < 0 || e.B >= n || e.A >= e.B {
			return nil, reason.New("edge %d-%d: need 1 <= i < j <= %d", e.A+1, e.B+1, n)
		}
		if seen[[2]int{e.A, e.B}] {
			return nil, reason.New("edge %d-%d listed twice", e.A+1, e.B+1)
		}
		seen[[2]int{e.A, e.B}] = true
	}
	g := make([]int, n)
	used := make(map[int]int)
	for c, v := range givens {
		if v == 0 {
			continue
		}
		if v < 1 || v > n {
			return nil, reason.New("cell %d: given %d out of range 1..%d", c+1, v, n)
		}
		if d, ok := used[v]; ok {
			return nil, reason.New("cell %d: value %d is already given in cell %d", c+1, v, d+1)
		}
		used[v] = c
		g[c] = v
	}
	p := &Puzzle{edges: slices.Clone(edges), given: g}
	p.sortEdges()
	p.index()
	p.coords = embedHex(p)
	if p.coords == nil {
		p.plane = planeLayout(p)
	}
	p.index()
	return p, nil
}

// setShape replaces the cells by the given positions in canonical ring order,
// keeping the givens (a map position -> value) and bridges (position pairs)
// that still apply.
func (p *Puzzle) setShape(cells []Hex, givens map[Hex]int, bridges map[[2]Hex]bool) {
	maxRing := 0
	for _, h := range cells {
		maxRing = max(maxRing, h.Ring())
	}
	order := ringOrder(maxRing)
	sorted := slices.Clone(cells)
	slices.SortFunc(sorted, func(a, b Hex) int { return order[a] - order[b] })
	p.coords = sorted
	p.plane = nil
	p.given = make([]int, len(sorted))
	at := make(map[Hex]int, len(sorted))
	for i, h := range sorted {
		at[h] = i
		p.given[i] = givens[h]
	}
	p.edges = p.edges[:0]
	for i, h := range sorted {
		for _, d := range Directions {
			j, ok := at[h.Add(d)]
			if !ok || j <= i {
				continue
			}
			br := bridges[[2]Hex{h, sorted[j]}] || bridges[[2]Hex{sorted[j], h}]
			p.edges = append(p.edges, Edge{A: i, B: j, Bridge: br})
		}
	}
	p.sortEdges()
	p.index()
}

func (p *Puzzle) sortEdges() {
	slices.SortFunc(p.edges, func(x, y Edge) int {
		if x.A != y.A {
			return x.A - y.A
		}
		return x.B - y.B
	})
}

// index rebuilds the neighbour lists and lookup tables from edges and coords.
func (p *Puzzle) index() {
	n := len(p.given)
	p.nbr = make([][]int, n)
	p.edgeAt = make(map[[2]int]int, len(p.edges))
	for k, e := range p.edges {
		p.nbr[e.A] = append(p.nbr[e.A], e.B)
		p.nbr[e.B] = append(p.nbr[e.B], e.A)
		p.edgeAt[[2]int{e.A, e.B}] = k
	}
	for _, l := range p.nbr {
		slices.Sort(l)
	}
	p.cellAt = nil
	if p.coords != nil {
		p.cellAt = make(map[Hex]int, n)
		for i, h := range p.coords {
			p.cellAt[h] = i
		}
	}
}

// Clone returns an independent copy, e.g. for an undo stack.
func (p *Puzzle) Clone() *Puzzle {
	q := &Puzzle{
		coords: slices.Clone(p.coords),
		plane:  slices.Clone(p.plane),
		edges:  slices.Clone(p.edges),
		given:  slices.Clone(p.given),
	}
	q.index()
	return q
}

// N returns the number of cells, which is also the largest number to place.
func (p *Puzzle) N() int { return len(p.given) }

// HasCoords reports whether every cell has an axial position (always true for
// shapes, and for files whose graph fits on the hex grid).
func (p *Puzzle) HasCoords() bool { return p.coords != nil }

// Coord returns the axial position of cell c; ok is false when the puzzle has
// no hex layout or c is out of range.
func (p *Puzzle) Coord(c int) (h Hex, ok bool) {
	if p.coords == nil || c < 0 || c >= len(p.coords) {
		return Hex{}, false
	}
	return p.coords[c], true
}

// CellAt returns the cell at position h, or -1 if there is none.
func (p *Puzzle) CellAt(h Hex) int {
	if c, ok := p.cellAt[h]; ok {
		return c
	}
	return -1
}

// PlaneLayout returns drawing positions for a puzzle without hex coordinates
// (neighbours about one unit apart), or nil when HasCoords.
func (p *Puzzle) PlaneLayout() []Point { return slices.Clone(p.plane) }

// Neighbors returns the sorted neighbours of cell c. The slice is shared: do
// not modify it.
func (p *Puzzle) Neighbors(c int) []int { return p.nbr[c] }

// Edges returns a copy of the edges, sorted by (A, B).
func (p *Puzzle) Edges() []Edge { return slices.Clone(p.edges) }

// Bridges returns the bridge edges, sorted by (A, B).
func (p *Puzzle) Bridges() []Edge {
	var out []Edge
	for _, e := range p.edges {
		if e.Bridge {
			out = append(out, e)
		}
	}
	return out
}

// IsEdge reports whether cells a and b are neighbours.
func (p *Puzzle) IsEdge(a, b int) bool {
	_, ok := p.edgeAt[key(a, b)]
	return ok
}

// IsBridge reports whether cells a and b are joined by a bridge.
func (p *Puzzle) IsBridge(a, b int) bool {
	k, ok := p.edgeAt[key(a, b)]
	return ok && p.edges[k].Bridge
}

// BridgePartners returns the cells joined to c by a bridge.
func (p *Puzzle) BridgePartners(c int) []int {
	var out []int
	for _, d := range p.nbr[c] {
		if p.IsBridge(c, d) {
			out = append(out, d)
		}
	}
	return out
}

// Given returns the given value of cell c, 0 when it has none.
func (p *Puzzle) Given(c int) int { return p.given[c] }

// Givens returns a copy of the givens, cell -> value (0 for none).
func (p *Puzzle) Givens() []int { return slices.Clone(p.given) }

// NumGivens returns how many cells have a given.
func (p *Puzzle) NumGivens() int {
	k := 0
	for _, v := range p.given {
		if v != 0 {
			k++
		}
	}
	return k
}

func key(a, b int) [2]int {
	if a > b {
		a, b = b, a
	}
	return [2]int{a, b}
}

// Frame returns the radius of the smallest hexagon around the origin holding
// every cell (0 without hex coordinates).
func (p *Puzzle) Frame() int {
	r := 0
	for _, h := range p.coords {
		r = max(r, h.Ring())
	}
	return r
}

// Blocked returns the positions inside the frame that are not cells, in ring
// order: what an editor shows as blocked cells the user may unblock.
func (p *Puzzle) Blocked() []Hex {
	if p.coords == nil {
		return nil
	}
	var out []Hex
	for k := 0; k <= p.Frame(); k++ {
		for _, h := range RingHexes(k) {
			if p.CellAt(h) < 0 {
				out = append(out, h)
			}
		}
	}
	return out
}

// Holes returns the blocked positions enclosed by cells (not connected to the
// outside of the frame through other blocked positions), such as the usual
// blocked centre: what a printed puzzle shows as blocked.
func (p *Puzzle) Holes() []Hex {
	blocked := p.Blocked()
	if len(blocked) == 0 {
		return nil
	}
	frame := p.Frame()
	outside := make(map[Hex]bool)
	var stack []Hex
	for _, h := range RingHexes(frame + 1) {
		outside[h] = true
		stack = append(stack, h)
	}
	for len(stack) > 0 {
		h := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range Directions {
			g := h.Add(d)
			if outside[g] || g.Ring() > frame || p.CellAt(g) >= 0 {
				continue
			}
			outside[g] = true
			stack = append(stack, g)
		}
	}
	var out []Hex
	for _, h := range blocked {
		if !outside[h] {
			out = append(out, h)
		}
	}
	return out
}
