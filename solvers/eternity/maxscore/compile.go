package maxscore

import (
	"errors"
	"fmt"

	"plateau/games/eternity"
	"plateau/games/reason"
)

// compiled is the read-only form of a puzzle and its hints that every worker
// shares: piece turns as packed edges, the scan order and what each depth of
// the scan looks at.
type compiled struct {
	w, h, cells int
	total       int // joins between two cells, the maximum score
	ncolors     int32
	npieces     int
	edges       []uint32  // pt (piece*4+turn) -> N | E<<8 | S<<16 | W<<24
	greyMask    []uint8   // pt -> the sides that are grey
	fixed       []int32   // cell -> pt of a hint piece, -1 when free
	hintBreaks  int32     // mismatched joins between two hint cells
	order       []int32   // depth -> free cell, row by row from the top-left
	steps       []step    // depth -> what the scan reads there
	classes     []uint8   // class index -> outer-side mask of its cells
	classPts    [][]int32 // class index -> the free piece turns that fit it
	pol         *polisher
	heur        []uint8 // pt -> its sides of a quota colour
	thr         []int32 // depth -> least quota sides placed once it is placed
	quota       bool    // a quota is set
}

// compileQuota counts, for every piece turn, its sides of the quota's
// colours, and lays out the minimum by depth (zero beyond the quota).
func (c *compiled) compileQuota(q *Quota) {
	c.heur = make([]uint8, len(c.edges))
	c.thr = make([]int32, len(c.order))
	if q == nil || len(q.Colors) == 0 {
		return
	}
	c.quota = true
	for pt, e := range c.edges {
		for s := range uint(4) {
			for _, h := range q.Colors {
				if e>>(8*s)&0xff == uint32(h) {
					c.heur[pt]++
				}
			}
		}
	}
	for d := range min(len(q.Min), len(c.thr)) {
		c.thr[d] = int32(q.Min[d])
	}
}

// step is what the scan reads at one depth: the cell, the cells whose edges
// key its candidate list (its west and north neighbours, or the sentinel
// cell, whose edges are all grey, on the frame), and the hint cells to its
// east and south, whose joins it must count too.
type step struct {
	cell        int32
	west, north int32
	class       int32
	east, south int32 // hint neighbour cell, -1 for none
	xtra        bool  // east or south is a hint
	_           [3]byte
}

// Side shifts in a packed edge word.
const (
	shN = 0
	shE = 8
	shS = 16
	shW = 24
)

func pack(pc eternity.Piece) uint32 {
	return uint32(pc[eternity.North]) | uint32(pc[eternity.East])<<8 | uint32(pc[eternity.South])<<16 | uint32(pc[eternity.West])<<24
}

// compile checks the puzzle and hints and builds the shared tables. Every
// piece on the hints board stays where it is, in its turn, whether or not it
// is marked Fixed.
func compile(p *eternity.Puzzle, hints *eternity.Board, o Options) (*compiled, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	c := &compiled{w: p.W, h: p.H, cells: p.W * p.H, npieces: p.N()}
	c.total = p.W*(p.H-1) + p.H*(p.W-1)
	c.ncolors = int32(p.MaxUsedColor()) + 1
	c.edges = make([]uint32, 4*p.N())
	c.greyMask = make([]uint8, 4*p.N())
	for n, pc := range p.Pieces {
		if pc.Kind() == eternity.Malformed {
			return nil, fmt.Errorf("piece %d has grey edges that fit no cell", n+1)
		}
		for t := range eternity.Turn(4) {
			q := pc.Turned(t)
			c.edges[4*n+int(t)] = pack(q)
			c.greyMask[4*n+int(t)] = q.GreyMask()
		}
	}
	if err := c.placeHints(p, hints); err != nil {
		return nil, err
	}
	if err := c.checkCounts(p); err != nil {
		return nil, err
	}
	c.compileSteps(o.StripRows)
	c.compileQuota(o.Quota)
	c.compileClasses()
	c.pol = newPolisher(c)
	return c, nil
}

// placeHints records the hint pieces, refusing one whose grey edges do not
// face exactly the outside of its cell.
func (c *compiled) placeHints(p *eternity.Puzzle, hints *eternity.Board) error {
	c.fixed = make([]int32, c.cells)
	for i := range c.fixed {
		c.fixed[i] = -1
	}
	if hints == nil {
		return nil
	}
	if err := hints.Validate(p); err != nil {
		return reason.Of(err, "hints: %v", err)
	}
	for i, pl := range hints.Cells {
		if pl.Empty() {
			continue
		}
		x, y := i%c.w, i/c.w
		pt := int32(4*(pl.Piece-1) + int(pl.Turn))
		if c.greyMask[pt] != eternity.OuterSides(c.w, c.h, x, y) {
			return reason.New("hint on cell (%d, %d): piece %d in turn %d does not put its grey edges exactly on the outside of the board", x, y, pl.Piece, pl.Turn)
		}
		c.fixed[i] = pt
	}
	for i, pt := range c.fixed {
		if pt < 0 {
			continue
		}
		if x := i % c.w; x+1 < c.w && c.fixed[i+1] >= 0 && side(c.edges[pt], shE) != side(c.edges[c.fixed[i+1]], shW) {
			c.hintBreaks++
		}
		if i+c.w < c.cells && c.fixed[i+c.w] >= 0 && side(c.edges[pt], shS) != side(c.edges[c.fixed[i+c.w]], shN) {
			c.hintBreaks++
		}
	}
	return nil
}

// checkCounts makes sure the free pieces of each kind fill the free cells of
// that kind exactly, so that every scan can reach a full board.
func (c *compiled) checkCounts(p *eternity.Puzzle) error {
	var pieces, cells [4]int
	used := make([]bool, p.N())
	for _, pt := range c.fixed {
		if pt >= 0 {
			used[pt>>2] = true
		}
	}
	for n, pc := range p.Pieces {
		if !used[n] {
			pieces[pc.Kind()]++
		}
	}
	for i, pt := range c.fixed {
		if pt < 0 {
			cells[eternity.CellKind(c.w, c.h, i%c.w, i/c.w)]++
		}
	}
	for _, k := range []eternity.Kind{eternity.Corner, eternity.Border, eternity.Inner} {
		if pieces[k] != cells[k] {
			return fmt.Errorf("%d free %s pieces for %d free %s cells", pieces[k], k, cells[k], k)
		}
	}
	return nil
}

func side(e uint32, sh uint) uint32 { return e >> sh & 0xff }

// wnBreaks is how many of piece turn e's west and north sides differ from
// the colours w and n its neighbours there show (0, 1 or 2).
func wnBreaks(e, w, n uint32) uint32 {
	var k uint32
	if side(e, shW) != w {
		k++
	}
	if side(e, shN) != n {
		k++
	}
	return k
}

// scanCells is the scan order: row by row from the top-left, except the
// last strip rows, which go column by column (top to bottom, columns left
// to right). Either way the west and north neighbours of a cell come
// before it. Ending on short columns rather than long rows spreads the
// frame pieces of the last row over the end of the scan instead of
// leaving them all for the very end, where they would have the fewest
// pieces left to match (the order of the E2 record solvers).
func scanCells(w, h, strip int) []int32 {
	strip = min(max(strip, 0), h)
	var out []int32
	for y := range h - strip {
		for x := range w {
			out = append(out, int32(y*w+x))
		}
	}
	for x := range w {
		for y := h - strip; y < h; y++ {
			out = append(out, int32(y*w+x))
		}
	}
	return out
}

// compileSteps lays out the scan: free cells in scan order, each keyed by
// its west and north neighbours, which the scan has always placed (or are
// hints) by then; hints to the east or south are checked explicitly.
func (c *compiled) compileSteps(strip int) {
	classOf := map[uint8]int32{}
	sentinel := int32(c.cells)
	for _, i := range scanCells(c.w, c.h, strip) {
		x, y := int(i)%c.w, int(i)/c.w
		if c.fixed[i] >= 0 {
			continue
		}
		mask := eternity.OuterSides(c.w, c.h, x, y)
		cl, ok := classOf[mask]
		if !ok {
			cl = int32(len(c.classes))
			classOf[mask] = cl
			c.classes = append(c.classes, mask)
		}
		st := step{cell: i, west: sentinel, north: sentinel, class: cl, east: -1, south: -1}
		if x > 0 {
			st.west = i - 1
		}
		if y > 0 {
			st.north = i - int32(c.w)
		}
		if x+1 < c.w && c.fixed[i+1] >= 0 {
			st.east, st.xtra = i+1, true
		}
		if y+1 < c.h && c.fixed[i+int32(c.w)] >= 0 {
			st.south, st.xtra = i+int32(c.w), true
		}
		c.order = append(c.order, i)
		c.steps = append(c.steps, st)
	}
}

// compileClasses lists, for each class of cell, the turns of the free
// pieces whose grey sides face exactly its outside.
func (c *compiled) compileClasses() {
	hint := make([]bool, c.npieces)
	for _, pt := range c.fixed {
		if pt >= 0 {
			hint[pt>>2] = true
		}
	}
	c.classPts = make([][]int32, len(c.classes))
	for cl, mask := range c.classes {
		for pt := range int32(len(c.edges)) {
			if !hint[pt>>2] && c.greyMask[pt] == mask {
				c.classPts[cl] = append(c.classPts[cl], pt)
			}
		}
	}
}

// errBug marks a disagreement between the engine's own count and the
// model's scorer: a defect, never bad input.
var errBug = errors.New("maxscore: internal error: the engine's score disagrees with eternity.ScoreBoard")
