package rikudo

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"slices"

	"plateau/games/reason"
	"plateau/games/rikudo"
	"plateau/solvers/cnf"
)

// Model is the seed's SAT encoding of a puzzle. Variable x(c, v) means "cell
// c holds v" and exists only where the distance to every given allows it:
// dist(c, g) <= |v - w| for each given w in cell g, refined to a fixpoint by
// requiring a possible predecessor and successor among the neighbours.
// Clauses: each cell holds one number and each number is in one cell
// (at-least-one clauses plus sequential-counter at-most-one, not pairwise);
// a cell holding v < n has a neighbour holding v+1 and one holding v > 1 has
// a neighbour holding v-1; each bridge end holding v has the other end
// holding v-1 or v+1. Givens are the fixed domains.
type Model struct {
	n        int
	x        []int32 // x[c*n+v-1] is the DIMACS variable of x(c, v), 0 when pruned
	f        cnf.Formula
	unsat    bool  // a cell or a number has no possible place
	tooBig   int   // when nonzero, the model was not built: it would have this many x variables
	stopped  error // the context's error when it ended before the model was built
	comments []string
}

// NewModel builds the SAT model of p.
func NewModel(p *rikudo.Puzzle) *Model {
	return buildModel(p, modelSpec{apart: noApart()})
}

// modelSpec adds to a model what the generator's focused questions need.
type modelSpec struct {
	rng *rand.Rand // when set, shuffles the clause order
	// forbidValue > 0 removes x(forbidCell, forbidValue): "this given is broken".
	forbidCell, forbidValue int
	// apart: when both >= 0, cells apart[0] and apart[1] may not hold
	// consecutive numbers: "this bridge is broken".
	apart [2]int
	// fast adds what makes solveSAT quick: the domains are pruned further by
	// the direct engine's propagation (without its probing), and the
	// successor variables of encodeLinks give unit propagation the links.
	fast bool
	// ctx, when set, stops the encoding when it ends (Model.stopped): a
	// hexagon of radius 10 takes the generator's plain model half a second.
	ctx context.Context
}

func noApart() [2]int { return [2]int{-1, -1} }

// maxModelVars bounds the x variables of a model (a few hundred bytes each
// once encoded), so a huge sparse file is refused rather than exhausting
// memory; a 330-cell hexagon with no given needs 108,900.
const maxModelVars = 1 << 20

// errTooBig reports a model over maxModelVars.
func (m *Model) errTooBig() error {
	return reason.New("the SAT model would have %d variables (at most %d): use the direct search or add givens", m.tooBig, maxModelVars)
}

func countTrue(b []bool) int {
	k := 0
	for _, x := range b {
		if x {
			k++
		}
	}
	return k
}

// NumVars returns the number of variables, including the counters'.
func (m *Model) NumVars() int { return m.f.Vars() }

// NumClauses returns the number of clauses.
func (m *Model) NumClauses() int { return m.f.Clauses() }

// Var returns the DIMACS variable of "cell c holds v" (c 0-based, v 1..n), or
// 0 when distance pruning removed it.
func (m *Model) Var(c, v int) int {
	if m.tooBig > 0 || c < 0 || c >= m.n || v < 1 || v > m.n {
		return 0
	}
	return int(m.x[c*m.n+v-1])
}

// WriteDIMACS writes the model in DIMACS CNF, with comments naming the
// variables x(c, v) so a model can be read back by hand.
func (m *Model) WriteDIMACS(w io.Writer) error {
	if m.tooBig > 0 {
		return m.errTooBig()
	}
	f := &m.f
	if m.unsat {
		// The encoding stopped at the cell or number with no place, so its
		// clauses alone may be satisfiable: the empty clause, first, makes
		// the file say what the model means.
		f = new(cnf.Formula)
		f.Clause()
		f.Append(&m.f)
	}
	return f.WriteDIMACS(w, m.header)
}

// header writes WriteDIMACS's comment lines.
func (m *Model) header(bw *bufio.Writer) {
	fmt.Fprintf(bw, "c Rikudo, %d cells: variable x(i,j) = \"cell i holds j\" (cells and numbers from 1)\n", m.n)
	for c := range m.n {
		for v := 1; v <= m.n; v++ {
			if x := m.x[c*m.n+v-1]; x != 0 {
				fmt.Fprintf(bw, "c x(%d,%d) = %d\n", c+1, v, x)
			}
		}
	}
	for _, s := range m.comments {
		fmt.Fprintf(bw, "c %s\n", s)
	}
}

// pairwiseMax is the largest exactly-one group kept pairwise; bigger ones
// get Sinz's sequential counter, whose 3k-4 clauses grow linearly where the
// k(k-1)/2 pairs grow quadratically.
const pairwiseMax = 4

// domains computes which x(c, v) survive: givens fixed, distance pruning from
// every given, then the neighbour-support fixpoint, cut short when ctx (if
// not nil) ends.
func domains(ctx context.Context, p *rikudo.Puzzle, g *graph, dist []int16, forbidCell, forbidValue int) []bool {
	n := p.N()
	ok := make([]bool, n*n)
	for i := range ok {
		ok[i] = true
	}
	if forbidValue > 0 {
		ok[forbidCell*n+forbidValue-1] = false
	}
	for gc := range n {
		gv := p.Given(gc)
		if gv == 0 {
			continue
		}
		for c := range n {
			if c == gc {
				for v := 1; v <= n; v++ {
					ok[c*n+v-1] = v == gv
				}
				continue
			}
			ok[c*n+gv-1] = false
			// |v - gv| < dist excludes the window around gv.
			r := int(dist[c*n+gc])
			for v := max(1, gv-r+1); v <= min(n, gv+r-1); v++ {
				ok[c*n+v-1] = false
			}
		}
	}
	supportFixpoint(ctx, g, ok)
	return ok
}

// supportFixpoint removes x(c, v) without a possible neighbour for v-1 or
// v+1, or a bridge partner for either, until nothing changes. A removal
// can only take the support of its neighbours' and bridge partners' v-1
// and v+1, so those alone are looked at again (a work list): sweeping
// every x(c, v) until a sweep changed nothing took 2.2 s on a hexagon of
// radius 20, a removal travelling one step a sweep. It gives up when ctx
// (if not nil) ends, leaving ok sound but larger.
func supportFixpoint(ctx context.Context, g *graph, ok []bool) {
	n := g.n
	allowed := func(c int32, v int) bool { return v >= 1 && v <= n && ok[int(c)*n+v-1] }
	has := func(cells []int32, v int) bool {
		for _, e := range cells {
			if allowed(e, v) {
				return true
			}
		}
		return false
	}
	unsupported := func(c int32, v int) bool {
		nb := g.nbr(c)
		if (v < n && !has(nb, v+1)) || (v > 1 && !has(nb, v-1)) {
			return true
		}
		for _, q := range g.bridges(c) {
			if !allowed(q, v-1) && !allowed(q, v+1) {
				return true
			}
		}
		return false
	}
	queued := slices.Clone(ok) // x(c, v) to look at, each at most once in the list
	work := make([]int32, 0, len(ok))
	for i, b := range ok {
		if b {
			work = append(work, int32(i))
		}
	}
	requeue := func(cells []int32, v int) {
		for _, e := range cells {
			if allowed(e, v) && !queued[int(e)*n+v-1] {
				queued[int(e)*n+v-1] = true
				work = append(work, e*int32(n)+int32(v-1))
			}
		}
	}
	for steps := 0; len(work) > 0; steps++ {
		// The first pass alone looks at every x(c, v): a tenth of a
		// second at radius 20.
		if steps%(1<<16) == 0 && ctx != nil && ctx.Err() != nil {
			return
		}
		i := int(work[len(work)-1])
		work = work[:len(work)-1]
		queued[i] = false
		c, v := int32(i/n), i%n+1
		if !ok[i] || !unsupported(c, v) {
			continue
		}
		ok[i] = false
		for _, cells := range [2][]int32{g.nbr(c), g.bridges(c)} {
			requeue(cells, v-1)
			requeue(cells, v+1)
		}
	}
}

// buildModel encodes p as the spec says.
func buildModel(p *rikudo.Puzzle, spec modelSpec) *Model {
	g := newGraph(p)
	n := g.n
	ok := domains(spec.ctx, p, g, g.distances(), spec.forbidCell, spec.forbidValue)
	m := &Model{n: n}
	if spec.ctx != nil && spec.ctx.Err() != nil {
		m.stopped = spec.ctx.Err()
		return m
	}
	if spec.fast {
		pruneByEngine(p, g, ok)
	}
	if k := countTrue(ok); k > maxModelVars {
		m.tooBig = k
		return m
	}
	m.x = make([]int32, n*n)
	for i, b := range ok {
		if b {
			m.x[i] = m.f.NewVar()
		}
	}
	m.encode(g, spec.apart, spec.ctx)
	if m.stopped != nil {
		return m
	}
	if spec.fast && !m.unsat {
		m.encodeLinks(g)
	}
	if spec.rng != nil {
		m.shuffle(spec.rng)
	}
	return m
}

func (m *Model) encode(g *graph, apart [2]int, ctx context.Context) {
	n := m.n
	var buf []int32
	// A cell's or a value's clauses take a few hundred microseconds at
	// most: the context is read once for each.
	stop := func() bool {
		if ctx != nil && ctx.Err() != nil {
			m.stopped = ctx.Err()
		}
		return m.stopped != nil
	}
	for c := range n {
		if stop() {
			return
		}
		buf = buf[:0]
		for v := 1; v <= n; v++ {
			if x := m.x[c*n+v-1]; x != 0 {
				buf = append(buf, x)
			}
		}
		if len(buf) == 0 {
			m.unsat = true
			return
		}
		m.f.ExactlyOne(buf, pairwiseMax)
	}
	for v := 1; v <= n; v++ {
		if stop() {
			return
		}
		buf = buf[:0]
		for c := range n {
			if x := m.x[c*n+v-1]; x != 0 {
				buf = append(buf, x)
			}
		}
		if len(buf) == 0 {
			m.unsat = true
			return
		}
		m.f.ExactlyOne(buf, pairwiseMax)
	}
	for c := range int32(n) {
		if stop() {
			return
		}
		for v := 1; v <= n; v++ {
			x := m.x[int(c)*n+v-1]
			if x == 0 {
				continue
			}
			for _, w := range [2]int{v + 1, v - 1} {
				if w < 1 || w > n {
					continue
				}
				m.support(x, g.nbr(c), w, &buf)
			}
			for _, q := range g.bridges(c) {
				buf = append(buf[:0], -x)
				for _, w := range [2]int{v - 1, v + 1} {
					if w >= 1 && w <= n && m.x[int(q)*n+w-1] != 0 {
						buf = append(buf, m.x[int(q)*n+w-1])
					}
				}
				m.f.Clause(buf...)
			}
		}
	}
	if a, b := apart[0], apart[1]; a >= 0 && b >= 0 {
		for v := 1; v <= n; v++ {
			for _, w := range [2]int{v - 1, v + 1} {
				if w < 1 || w > n {
					continue
				}
				if x, y := m.x[a*n+v-1], m.x[b*n+w-1]; x != 0 && y != 0 {
					m.f.Clause(-x, -y)
				}
			}
		}
	}
}

// support adds x -> OR of x(e, w) over the cells e.
func (m *Model) support(x int32, cells []int32, w int, buf *[]int32) {
	b := append((*buf)[:0], -x)
	for _, e := range cells {
		if y := m.x[int(e)*m.n+w-1]; y != 0 {
			b = append(b, y)
		}
	}
	m.f.Clause(b...)
	*buf = b
}

// shuffle permutes the clauses and the literals inside each.
func (m *Model) shuffle(rng *rand.Rand) {
	m.f.Shuffle(rng, true)
}
