// Package weave grows the lattice of seed 000: points created three at a time
// around a free point, linked both ways, on an unbounded integer board.
//
// Points are numbered 1, 2, 3, ... in creation order (P1 is the first). The
// Model keeps them in flat slices indexed by number-1, so a lattice of a
// million points costs about a hundred bytes a point and no pointer.
package weave

import "fmt"

// Config chooses the rule, the main direction of P1, the visiting order and
// the seed of the random order.
type Config struct {
	Rule  Rule
	Main  Dir
	Order Order
	Seed  uint64
}

// Model is a growing lattice. It is not safe for concurrent use: the app runs
// growth on one goroutine and reads copies of the slices it draws.
type Model struct {
	cfg  Config
	geo  geometry
	pos  [][3]int32
	link [][6]int32 // link[i][k]: index+1 of the neighbour in slot k, 0 if none
	free []bool
	par  []int32 // index of the point that created i, -1 for P1
	gen  []int32 // generation: P1 is 0, a created point is its creator's + 1
	at   coordTable

	links, nfree, steps int
	last                int32 // index of the last expanded point, -1 if none
	picker              picker
	undo                undoLog
}

// New returns a lattice holding P1 at (0,0,0), free.
func New(cfg Config) (*Model, error) {
	if cfg.Rule < RuleSeed || cfg.Rule > RuleCubic {
		return nil, fmt.Errorf("weave: unknown rule %d", int(cfg.Rule))
	}
	if cfg.Main < D1 || cfg.Main > D6 {
		return nil, fmt.Errorf("weave: unknown main direction %d", int(cfg.Main))
	}
	m := newEmpty(cfg)
	m.addPoint([3]int32{}, -1)
	if err := m.SetOrder(cfg.Order, cfg.Seed); err != nil {
		return nil, err
	}
	return m, nil
}

// newEmpty returns a model with no point and no picker.
func newEmpty(cfg Config) *Model {
	return &Model{cfg: cfg, geo: newGeometry(cfg.Rule, cfg.Main), at: newCoordTable(0), last: -1}
}

// Config returns the configuration (with the current order and seed).
func (m *Model) Config() Config { return m.cfg }

// Len returns the number of points; they are P1..P(Len()).
func (m *Model) Len() int { return len(m.pos) }

// Reserve makes room for n points so that growing to n allocates nothing more.
func (m *Model) Reserve(n int) {
	if n <= cap(m.pos) {
		return
	}
	m.pos = grown(m.pos, n)
	m.link = grown(m.link, n)
	m.free = grown(m.free, n)
	m.par = grown(m.par, n)
	m.gen = grown(m.gen, n)
	m.at.reserve(n)
	// A step expands a point that exists, so there are at most n steps.
	m.undo.point = grown(m.undo.point, n)
	m.undo.oldLen = grown(m.undo.oldLen, n)
	m.undo.end = grown(m.undo.end, n)
	m.undo.sum = grown(m.undo.sum, n)
}

// grown returns s with capacity at least n.
func grown[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s
	}
	t := make([]T, len(s), n)
	copy(t, s)
	return t
}

// Point describes point n for display.
type Point struct {
	N     int      // number, 1-based
	P     [3]int32 // coordinates
	Free  bool
	Gen   int   // generation (0 for P1)
	Links []int // numbers of the linked points, in slot order
}

// Point returns point n (1..Len()); ok is false when there is no such point.
func (m *Model) Point(n int) (p Point, ok bool) {
	if n < 1 || n > len(m.pos) {
		return Point{}, false
	}
	i := n - 1
	p = Point{N: n, P: m.pos[i], Free: m.free[i], Gen: int(m.gen[i])}
	for _, v := range m.link[i][:m.geo.n] {
		if v != 0 {
			p.Links = append(p.Links, int(v))
		}
	}
	return p, true
}

// At returns the number of the point at coordinates p, or 0 if none.
func (m *Model) At(p [3]int32) int { return int(m.at.get(p)) + 1 }

// Positions returns the coordinates of all points, P1 first. The slice is the
// model's own: read it, do not keep it across a change of the model.
func (m *Model) Positions() [][3]int32 { return m.pos }

// FreeFlags returns the free flag of every point (the model's own slice).
func (m *Model) FreeFlags() []bool { return m.free }

// Generations returns the generation of every point (the model's own slice).
func (m *Model) Generations() []int32 { return m.gen }

// AppendLinks appends every link once as a pair of 0-based indices (lower
// first) to dst and returns it; pass dst[:0] to reuse a buffer.
func (m *Model) AppendLinks(dst [][2]int32) [][2]int32 {
	m.eachLink(func(a, b int32) bool { dst = append(dst, [2]int32{a, b}); return true })
	return dst
}

// LastExpanded returns the number of the point expanded by the last step, or
// 0 before the first step (and after undoing it).
func (m *Model) LastExpanded() int { return int(m.last) + 1 }

// addPoint appends a free point at p created by point index parent.
func (m *Model) addPoint(p [3]int32, parent int32) int32 {
	idx := int32(len(m.pos))
	m.pos = append(m.pos, p)
	m.link = append(m.link, [6]int32{})
	m.free = append(m.free, true)
	m.par = append(m.par, parent)
	g := int32(0)
	if parent >= 0 {
		g = m.gen[parent] + 1
	}
	m.gen = append(m.gen, g)
	m.at.put(p, idx)
	m.nfree++
	return idx
}

// connect links i (through its slot k) and j both ways.
func (m *Model) connect(i int32, k int, j int32) {
	m.link[i][k] = j + 1
	m.link[j][m.geo.opp[parity(m.pos[i])][k]] = i + 1
	m.links++
}

// expand applies the rule at free point index i: for each direction of its
// tripod, create the missing neighbour or link an unlinked existing one, then
// tag i as not free. It records the step in the undo log.
func (m *Model) expand(i int32) {
	g := &m.geo
	par := parity(m.pos[i])
	p := m.pos[i]
	m.undo.begin(i, int32(len(m.pos)))
	for t := 0; t < g.n; t++ {
		k := m.slotTried(i, t)
		if m.link[i][k] != 0 {
			continue
		}
		d := &g.dirs[par][k]
		q := [3]int32{p[0] + d[0], p[1] + d[1], p[2] + d[2]}
		j := m.at.get(q)
		if j < 0 {
			j = m.addPoint(q, i)
		} else {
			m.undo.linkOnly(j)
		}
		m.connect(i, k, j)
	}
	m.free[i] = false
	m.nfree--
	m.steps++
	m.last = i
}

// slotTried returns the slot that point i tries t-th: P1 starts at the main
// direction, the others go in ascending order.
func (m *Model) slotTried(i int32, t int) int {
	if i == 0 {
		return int(m.geo.first[t])
	}
	return t
}

// Expand expands free point n, whatever the order (the manual order's
// clicks).
func (m *Model) Expand(n int) error {
	if n < 1 || n > len(m.pos) {
		return refuse("no point P%d (there are %d)", n, len(m.pos))
	}
	if !m.free[n-1] {
		return refuse("P%d is not free", n)
	}
	m.undo.redo = m.undo.redo[:0]
	from := int32(len(m.pos))
	m.expand(int32(n - 1))
	m.picker.added(m, from)
	return nil
}
