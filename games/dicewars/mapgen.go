package dicewars

import (
	"math/bits"
	"math/rand/v2"

	"plateau/games/reason"
)

// Limits of the map generator. Territory sets are 64-bit masks, hence the cap.
const (
	MinSide        = 3
	MaxSide        = 100
	MinTerritories = 2
	MaxTerritories = 64
	// FillPercent is the seed's stop rule: grow until the territories are one
	// connected group covering at least this share of the cells.
	FillPercent = 75
)

// Map is a generated board: a cols x rows offset-row hex matrix whose cells
// belong to a territory or to the sea.
type Map struct {
	Cols, Rows int
	// Cells holds, row by row from the top-left, the territory of each cell
	// or -1 for an empty (sea) cell.
	Cells []int8
	// Territories are numbered in order of appearance: by their first cell in
	// reading order, which is the order the seed deals them in.
	Territories []Territory

	adj []uint64 // Territories[t].Adj, packed for the hot loops
}

// Territory is one region of the map.
type Territory struct {
	// Cells lists the territory's cells (row*Cols+col), ascending.
	Cells []int
	// Neighbours lists the adjacent territories, ascending.
	Neighbours []int
	// Adj is Neighbours as a bit mask (bit t set when t is adjacent), the form
	// the rules and the solvers iterate over.
	Adj uint64
}

// N returns the number of territories.
func (m *Map) N() int { return len(m.Territories) }

// Adj returns the neighbours of territory t (0 <= t < N()) as a bit mask.
func (m *Map) Adj(t int) uint64 { return m.adj[t] }

// Adjacent reports whether territories a and b share a border.
func (m *Map) Adjacent(a, b int) bool {
	return a >= 0 && a < len(m.adj) && b >= 0 && b < 64 && m.adj[a]&(1<<uint(b)) != 0
}

// CellTerritory returns the territory of cell (row, col), or -1 for the sea or
// outside the matrix.
func (m *Map) CellTerritory(row, col int) int {
	if row < 0 || row >= m.Rows || col < 0 || col >= m.Cols {
		return -1
	}
	return int(m.Cells[row*m.Cols+col])
}

// CheckMapSize reports whether a map of this shape can be generated.
func CheckMapSize(cols, rows, territories int) error {
	if cols < MinSide || cols > MaxSide || rows < MinSide || rows > MaxSide {
		return reason.New("map size %dx%d: each side must be %d..%d", cols, rows, MinSide, MaxSide)
	}
	if territories < MinTerritories || territories > MaxTerritories {
		return reason.New("%d territories: must be %d..%d", territories, MinTerritories, MaxTerritories)
	}
	if territories*2 > cols*rows {
		return reason.New("%d territories do not fit a %dx%d map (at most %d)", territories, cols, rows, cols*rows/2)
	}
	return nil
}

// GenerateMap grows a map as the seed describes: one random seed cell per
// territory, then each territory in turn takes one random free cell next to it
// (cell by cell, territory by territory) until the territories form a single
// connected group and at least FillPercent% of the cells are taken.
func GenerateMap(cols, rows, territories int, rng *rand.Rand) (*Map, error) {
	if err := CheckMapSize(cols, rows, territories); err != nil {
		return nil, err
	}
	g := newGrower(cols, rows, territories)
	g.plant(rng)
	g.grow(rng)
	return g.build(), nil
}

// grower is the generator's working state. Connectivity is tracked
// incrementally with a union-find over cells so the stop test costs O(1).
type grower struct {
	cols, rows, n int
	nb            [][6]int32
	owner         []int8
	parent        []int32
	frontier      [][]int32 // candidate free cells per territory (may hold stale or repeated entries)
	filled        int
	components    int
	target        int
}

func newGrower(cols, rows, n int) *grower {
	cells := cols * rows
	g := &grower{
		cols: cols, rows: rows, n: n,
		nb:       neighbourTable(cols, rows),
		owner:    make([]int8, cells),
		parent:   make([]int32, cells),
		frontier: make([][]int32, n),
		target:   (cells*FillPercent + 99) / 100,
	}
	for i := range g.owner {
		g.owner[i] = -1
		g.parent[i] = int32(i)
	}
	return g
}

// plant puts each territory's seed cell on a distinct random cell.
func (g *grower) plant(rng *rand.Rand) {
	cells := len(g.owner)
	perm := make([]int32, cells)
	for i := range perm {
		perm[i] = int32(i)
	}
	for t := 0; t < g.n; t++ {
		j := t + rng.IntN(cells-t)
		perm[t], perm[j] = perm[j], perm[t]
		g.take(int(perm[t]), t)
	}
}

// grow adds cells round-robin until the stop rule holds. It always ends: the
// hex matrix is connected, so a full matrix is one group.
func (g *grower) grow(rng *rand.Rand) {
	for !g.done() {
		for t := 0; t < g.n && !g.done(); t++ {
			if c := g.pick(t, rng); c >= 0 {
				g.take(c, t)
			}
		}
	}
}

func (g *grower) done() bool { return g.filled >= g.target && g.components == 1 }

// pick draws a free frontier cell of territory t, dropping stale entries; -1
// when the territory is enclosed. Repeated entries make cells touching the
// territory on several sides likelier, which keeps territories compact.
func (g *grower) pick(t int, rng *rand.Rand) int {
	f := g.frontier[t]
	for len(f) > 0 {
		i := rng.IntN(len(f))
		c := f[i]
		f[i] = f[len(f)-1]
		f = f[:len(f)-1]
		if g.owner[c] < 0 {
			g.frontier[t] = f
			return int(c)
		}
	}
	g.frontier[t] = f
	return -1
}

// take gives cell c to territory t and links it to its filled neighbours.
func (g *grower) take(c, t int) {
	g.owner[c] = int8(t)
	g.filled++
	g.components++
	for _, n := range g.nb[c] {
		if n < 0 {
			continue
		}
		if g.owner[n] < 0 {
			g.frontier[t] = append(g.frontier[t], n)
		} else if g.union(int32(c), n) {
			g.components--
		}
	}
}

func (g *grower) find(x int32) int32 {
	for g.parent[x] != x {
		g.parent[x] = g.parent[g.parent[x]]
		x = g.parent[x]
	}
	return x
}

func (g *grower) union(a, b int32) bool {
	ra, rb := g.find(a), g.find(b)
	if ra == rb {
		return false
	}
	g.parent[ra] = rb
	return true
}

// build renumbers territories in reading order and derives the territory graph.
func (g *grower) build() *Map {
	renum := make([]int8, g.n)
	for i := range renum {
		renum[i] = -1
	}
	next := int8(0)
	cells := make([]int8, len(g.owner))
	for c, o := range g.owner {
		if o < 0 {
			cells[c] = -1
			continue
		}
		if renum[o] < 0 {
			renum[o] = next
			next++
		}
		cells[c] = renum[o]
	}
	return buildMap(g.cols, g.rows, g.n, cells, g.nb)
}

// buildMap derives the territory lists and graph from numbered cells.
func buildMap(cols, rows, n int, cells []int8, nb [][6]int32) *Map {
	m := &Map{Cols: cols, Rows: rows, Cells: cells, Territories: make([]Territory, n)}
	for c, t := range cells {
		if t < 0 {
			continue
		}
		m.Territories[t].Cells = append(m.Territories[t].Cells, c)
		for _, o := range nb[c] {
			if o >= 0 && cells[o] >= 0 && cells[o] != t {
				m.Territories[t].Adj |= 1 << uint(cells[o])
			}
		}
	}
	m.adj = make([]uint64, n)
	for t := range m.Territories {
		m.adj[t] = m.Territories[t].Adj
		for a := m.Territories[t].Adj; a != 0; a &= a - 1 {
			m.Territories[t].Neighbours = append(m.Territories[t].Neighbours, bits.TrailingZeros64(a))
		}
	}
	return m
}

// NewMap builds a map from a hand-made cell matrix (row by row, territory
// numbers 0..n-1 or -1 for the sea), for tests, puzzles and saved positions.
// Every territory must be non-empty and connected.
func NewMap(cols, rows int, cells []int8) (*Map, error) {
	if cols < 1 || cols > MaxSide || rows < 1 || rows > MaxSide || len(cells) != cols*rows {
		return nil, reason.New("map: %d cells do not make a %dx%d matrix", len(cells), cols, rows)
	}
	n := 0
	for _, t := range cells {
		if t < -1 || int(t) >= MaxTerritories {
			return nil, reason.New("map: territory %d out of range -1..%d", t, MaxTerritories-1)
		}
		n = max(n, int(t)+1)
	}
	m := buildMap(cols, rows, n, append([]int8(nil), cells...), neighbourTable(cols, rows))
	for t := range m.Territories {
		if len(m.Territories[t].Cells) == 0 {
			return nil, reason.New("map: territory %d has no cell", t)
		}
		if !m.territoryConnected(t) {
			return nil, reason.New("map: territory %d is not connected", t)
		}
	}
	return m, nil
}

// territoryConnected reports whether the cells of territory t form one piece.
func (m *Map) territoryConnected(t int) bool {
	cells := m.Territories[t].Cells
	seen := map[int]bool{cells[0]: true}
	stack := []int{cells[0]}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for d := 0; d < 6; d++ {
			n := Neighbour(m.Cols, m.Rows, c/m.Cols, c%m.Cols, d)
			if n >= 0 && int(m.Cells[n]) == t && !seen[n] {
				seen[n] = true
				stack = append(stack, n)
			}
		}
	}
	return len(seen) == len(cells)
}
