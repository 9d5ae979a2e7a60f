package rikudo

import (
	"math"
	"slices"
)

// embedHex places the graph on the hex grid so that two cells are neighbours
// exactly when their positions are (an induced subgraph of the grid). It
// returns nil when the graph is not connected, cannot be placed, or the search
// runs out of its budget. The result is centred on the middle of its smallest
// enclosing hexagon and oriented to follow the canonical ring numbering as
// closely as possible, so a bench file stripped of its coords gets them back.
func embedHex(p *Puzzle) []Hex {
	n := p.N()
	if len(p.edges) > 3*n {
		return nil
	}
	for _, l := range p.nbr {
		if len(l) > 6 {
			return nil
		}
	}
	if !connected(p) {
		return nil
	}
	e := &embedder{p: p, pos: make([]Hex, n), placed: make([]bool, n),
		nPlaced: make([]int, n), occ: make(map[Hex]int, n), budget: 20*n + 1000}
	start := 0
	for c := range n {
		if len(p.nbr[c]) > len(p.nbr[start]) {
			start = c
		}
	}
	e.place(start, Hex{})
	if !e.search(1) {
		return nil
	}
	pos := recentre(e.pos)
	for _, h := range pos {
		if h.Ring() > MaxRadius {
			return nil
		}
	}
	return orient(pos)
}

func connected(p *Puzzle) bool {
	n := p.N()
	seen := make([]bool, n)
	stack := []int{0}
	seen[0] = true
	count := 1
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range p.nbr[c] {
			if !seen[d] {
				seen[d] = true
				count++
				stack = append(stack, d)
			}
		}
	}
	return count == n
}

type embedder struct {
	p       *Puzzle
	pos     []Hex
	placed  []bool
	nPlaced []int // placed neighbours of each cell
	occ     map[Hex]int
	budget  int
}

func (e *embedder) place(c int, h Hex) {
	e.pos[c], e.placed[c], e.occ[h] = h, true, c
	for _, d := range e.p.nbr[c] {
		e.nPlaced[d]++
	}
}

func (e *embedder) unplace(c int) {
	delete(e.occ, e.pos[c])
	e.placed[c] = false
	for _, d := range e.p.nbr[c] {
		e.nPlaced[d]--
	}
}

// search places the remaining cells, most constrained first (the one with the
// most placed neighbours), backtracking on contradictions.
func (e *embedder) search(depth int) bool {
	n := e.p.N()
	if depth == n {
		return true
	}
	if e.budget--; e.budget < 0 {
		return false
	}
	c := -1
	for d := range n {
		if !e.placed[d] && (c < 0 || e.nPlaced[d] > e.nPlaced[c]) {
			c = d
		}
	}
	var anchor int
	for _, d := range e.p.nbr[c] {
		if e.placed[d] {
			anchor = d
			break
		}
	}
	for _, dir := range Directions {
		h := e.pos[anchor].Add(dir)
		if !e.fits(c, h) {
			continue
		}
		e.place(c, h)
		if e.search(depth + 1) {
			return true
		}
		e.unplace(c)
		if depth == 1 {
			break // the second cell's direction is a free choice of rotation
		}
	}
	return false
}

// fits reports whether c may sit at h: a free position next to every placed
// neighbour of c and next to no other placed cell.
func (e *embedder) fits(c int, h Hex) bool {
	if _, taken := e.occ[h]; taken {
		return false
	}
	near := 0
	for _, dir := range Directions {
		o, ok := e.occ[h.Add(dir)]
		if !ok {
			continue
		}
		if !e.p.IsEdge(c, o) {
			return false
		}
		near++
	}
	return near == e.nPlaced[c]
}

// recentre moves the positions so the centre of their smallest enclosing
// hexagon is the origin, preferring a free centre (the usual blocked cell).
func recentre(pos []Hex) []Hex {
	minQ, maxQ, minR, maxR := pos[0].Q, pos[0].Q, pos[0].R, pos[0].R
	occ := make(map[Hex]bool, len(pos))
	for _, h := range pos {
		minQ, maxQ = min(minQ, h.Q), max(maxQ, h.Q)
		minR, maxR = min(minR, h.R), max(maxR, h.R)
		occ[h] = true
	}
	best, bestRad, bestFree := Hex{}, math.MaxInt, false
	for q := minQ; q <= maxQ; q++ {
		for r := minR; r <= maxR; r++ {
			c := Hex{q, r}
			rad := 0
			for _, h := range pos {
				rad = max(rad, Distance(c, h))
			}
			free := !occ[c]
			if rad < bestRad || (rad == bestRad && free && !bestFree) {
				best, bestRad, bestFree = c, rad, free
			}
		}
	}
	out := make([]Hex, len(pos))
	for i, h := range pos {
		out[i] = h.Sub(best)
	}
	return out
}

// orient picks, among the 12 rotations and reflections about the origin, the
// one under which the most cells keep their number in canonical ring order.
func orient(pos []Hex) []Hex {
	best, bestScore := pos, -1
	cur := slices.Clone(pos)
	for refl := range 2 {
		for range 6 {
			if s := canonicalScore(cur); s > bestScore {
				best, bestScore = slices.Clone(cur), s
			}
			for i, h := range cur {
				cur[i] = Hex{-h.R, h.Q + h.R} // rotate by 60 degrees
			}
		}
		if refl == 0 {
			for i, h := range cur {
				cur[i] = Hex{h.R, h.Q} // mirror
			}
		}
	}
	return best
}

func canonicalScore(pos []Hex) int {
	maxRing := 0
	for _, h := range pos {
		maxRing = max(maxRing, h.Ring())
	}
	order := ringOrder(maxRing)
	idx := make([]int, len(pos))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return order[pos[a]] - order[pos[b]] })
	score := 0
	for rank, c := range idx {
		if rank == c {
			score++
		}
	}
	return score
}

// planeLayout places a graph that does not fit the hex grid: BFS layers give a
// starting position, a bounded spring relaxation spreads it out, and the
// result is scaled so neighbours are about one unit apart.
func planeLayout(p *Puzzle) []Point {
	n := p.N()
	pts := layerLayout(p)
	iters := min(200, 40_000_000/(n*n+1))
	temp := 1.0
	disp := make([]Point, n)
	for it := 0; it < iters; it++ {
		clear(disp)
		for i := range n {
			for j := i + 1; j < n; j++ {
				dx, dy := pts[i].X-pts[j].X, pts[i].Y-pts[j].Y
				d2 := max(dx*dx+dy*dy, 1e-4)
				f := 1 / d2 // repulsion ~ 1/d
				disp[i].X += dx * f
				disp[i].Y += dy * f
				disp[j].X -= dx * f
				disp[j].Y -= dy * f
			}
		}
		for _, e := range p.edges {
			dx, dy := pts[e.A].X-pts[e.B].X, pts[e.A].Y-pts[e.B].Y
			d := math.Sqrt(dx*dx + dy*dy)
			f := d // attraction ~ d²
			disp[e.A].X -= dx * f
			disp[e.A].Y -= dy * f
			disp[e.B].X += dx * f
			disp[e.B].Y += dy * f
		}
		for i := range n {
			l := math.Hypot(disp[i].X, disp[i].Y)
			if l > 0 {
				s := min(l, temp) / l
				pts[i].X += disp[i].X * s
				pts[i].Y += disp[i].Y * s
			}
		}
		temp *= 0.97
	}
	return normalise(p, pts)
}

// layerLayout puts each connected component's BFS layers in columns.
func layerLayout(p *Puzzle) []Point {
	n := p.N()
	pts := make([]Point, n)
	depth := make([]int, n)
	for i := range depth {
		depth[i] = -1
	}
	rows := map[int]int{}
	x0 := 0
	for s := range n {
		if depth[s] >= 0 {
			continue
		}
		depth[s] = 0
		queue := []int{s}
		maxD := 0
		for len(queue) > 0 {
			c := queue[0]
			queue = queue[1:]
			pts[c] = Point{float64(x0 + depth[c]), float64(rows[x0+depth[c]])}
			rows[x0+depth[c]]++
			maxD = max(maxD, depth[c])
			for _, d := range p.nbr[c] {
				if depth[d] < 0 {
					depth[d] = depth[c] + 1
					queue = append(queue, d)
				}
			}
		}
		x0 += maxD + 2
	}
	return pts
}

func normalise(p *Puzzle, pts []Point) []Point {
	var cx, cy float64
	for _, q := range pts {
		cx += q.X
		cy += q.Y
	}
	cx /= float64(len(pts))
	cy /= float64(len(pts))
	scale := 1.0
	if len(p.edges) > 0 {
		var sum float64
		for _, e := range p.edges {
			sum += math.Hypot(pts[e.A].X-pts[e.B].X, pts[e.A].Y-pts[e.B].Y)
		}
		if sum > 0 {
			scale = float64(len(p.edges)) / sum
		}
	}
	for i := range pts {
		pts[i] = Point{(pts[i].X - cx) * scale, (pts[i].Y - cy) * scale}
	}
	return pts
}
