package scene3d

import "math"

// crowdCell is the side, in pixels, of the cells Crowding takes a
// lattice's footprint in: larger than the gaps between the points of a
// lattice that still shows its links, so that the footprint has no holes.
const crowdCell = 16

// crowdDot is the side, in logical pixels, of the cells Crowding counts
// the points in: about the diameter of the smallest disc.
const crowdDot = 2

// Crowding is how much of the lattice of scene s, seen by cam in a w x h
// frame drawn with o, is covered by its points: the share of the cells of
// crowdDot logical pixels that hold a point's centre, inside its
// footprint (the cells of crowdCell pixels that hold a point, and whose
// neighbours all do: the footprint's rim lies partly over the paper).
// Where points and links stand apart, most are empty; from about 0.8, the
// discs merge into one slab of their colour. It projects the points into
// the renderer's buffers, which the next Render overwrites.
func (r *Renderer) Crowding(cam *Camera, s *Scene, w, h int, o *Options) float64 {
	w, h = min(max(w, 1), maxSide), min(max(h, 1), maxSide)
	r.project(cam, s, w, h, o)
	dot := max(1, int(math.Round(crowdDot*float64(max(o.Scale, 0.5)))))
	big, small := newGrid(w, h, crowdCell), newGrid(w, h, dot)
	for i := range r.discs() {
		if p := &r.pts[i]; p.out == 0 {
			big.mark(p.x, p.y)
		}
	}
	inner := big.inner()
	cells := 0
	for _, in := range inner {
		if in {
			cells++
		}
	}
	if cells == 0 {
		return 0
	}
	for i := range r.discs() {
		if p := &r.pts[i]; p.out == 0 && inner[big.cell(p.x, p.y)] {
			small.mark(p.x, p.y)
		}
	}
	return math.Min(1, float64(small.count*dot*dot)/float64(cells*crowdCell*crowdCell))
}

// grid counts the cells of side pixels that something marks.
type grid struct {
	side, nx, ny int
	taken        []bool
	count        int
}

func newGrid(w, h, side int) grid {
	nx, ny := (w+side-1)/side, (h+side-1)/side
	return grid{side: side, nx: nx, ny: ny, taken: make([]bool, nx*ny)}
}

// cell is the index of the cell of pixel (x, y), clamped to the grid.
func (g *grid) cell(x, y float32) int {
	return min(max(int(y)/g.side, 0), g.ny-1)*g.nx + min(max(int(x)/g.side, 0), g.nx-1)
}

// mark marks the cell of pixel (x, y).
func (g *grid) mark(x, y float32) {
	if c := g.cell(x, y); !g.taken[c] {
		g.taken[c] = true
		g.count++
	}
}

// inner returns which cells are marked with their eight neighbours, all
// inside the grid.
func (g *grid) inner() []bool {
	in := make([]bool, len(g.taken))
	for y := 1; y < g.ny-1; y++ {
		for x := 1; x < g.nx-1; x++ {
			all := true
			for dy := -1; dy <= 1 && all; dy++ {
				for dx := -1; dx <= 1 && all; dx++ {
					all = g.taken[(y+dy)*g.nx+x+dx]
				}
			}
			in[y*g.nx+x] = all
		}
	}
	return in
}
