package sat

import (
	"context"
	"fmt"

	"plateau/games/eternity"
	"plateau/games/reason"
)

// cand is a placement still possible on a cell, with the colours it shows.
type cand struct {
	piece int16
	turn  eternity.Turn
	edges eternity.Piece // the piece turned: the colours on the cell's N, E, S, W
}

// builder holds the work of one encoding.
type builder struct {
	ctx    context.Context
	p      *eternity.Puzzle
	o      options
	w, h   int
	cands  [][]cand // per cell
	joinOf []int32  // joinOf[4*cell+side] is the join on that side of the cell, -1 for none
	dom    []uint64 // per join, the colours it may have (bit k for colour k)
	colVar []int32  // colVar[64*join+k] is the variable c(join, k), 0 for none
	fixed  []bool
	dups   bool // two pieces are the same up to turning
	cnf    *CNF
}

func newBuilder(ctx context.Context, p *eternity.Puzzle, o options) *builder {
	b := &builder{ctx: ctx, p: p, o: o, w: p.W, h: p.H}
	n := p.W * p.H
	b.cands = make([][]cand, n)
	b.fixed = make([]bool, n)
	b.joinOf = make([]int32, 4*n)
	for i := range b.joinOf {
		b.joinOf[i] = -1
	}
	b.cnf = &CNF{puz: p.Clone(), fixed: b.fixed}
	for y := range p.H {
		for x := range p.W {
			if x+1 < p.W {
				b.addJoin(x, y, eternity.East, 1)
			}
			if y+1 < p.H {
				b.addJoin(x, y, eternity.South, p.W)
			}
		}
	}
	b.dom = make([]uint64, len(b.cnf.joins))
	seen := make(map[uint32]bool, len(p.Pieces))
	for _, pc := range p.Pieces {
		k := pc.Canonical()
		b.dups = b.dups || seen[k]
		seen[k] = true
	}
	return b
}

// addJoin records the join on side s of cell (x, y), whose neighbour is step
// cells further on.
func (b *builder) addJoin(x, y int, s eternity.Side, step int) {
	j := int32(len(b.cnf.joins))
	b.cnf.joins = append(b.cnf.joins, join{x: x, y: y, side: s})
	cell := y*b.w + x
	b.joinOf[4*cell+int(s)] = j
	b.joinOf[4*(cell+step)+int(s.Opposite())] = j
}

// orientations lists the turns of a piece on a cell whose outside is the
// mask outer: the one turn that puts its greys there for a corner or border
// piece, each turn showing a new look for an inner piece on an inner cell.
func orientations(pc eternity.Piece, outer uint8) []eternity.Turn {
	if outer != 0 {
		if t, ok := pc.FitTurn(outer); ok {
			return []eternity.Turn{t}
		}
		return nil
	}
	if pc.Kind() != eternity.Inner {
		return nil
	}
	ts := make([]eternity.Turn, 0, 4)
next:
	for t := eternity.Turn(0); t < 4; t++ {
		for _, u := range ts {
			if pc.Turned(u) == pc.Turned(t) {
				continue next
			}
		}
		ts = append(ts, t)
	}
	return ts
}

// candidates lists every frame-respecting placement of every cell, after
// checking that their number stays under MaxPlacements.
func (b *builder) candidates() error {
	var perMask [16]int // placements a cell with this outer mask would get
	for _, pc := range b.p.Pieces {
		for m := range perMask {
			perMask[m] += len(orientations(pc, uint8(m)))
		}
	}
	total := 0
	for y := range b.h {
		for x := range b.w {
			total += perMask[eternity.OuterSides(b.w, b.h, x, y)]
		}
	}
	if total > MaxPlacements {
		return reason.New("the %dx%d puzzle would need %d placement variables (at most %d): fix some pieces or use another solver", b.w, b.h, total, MaxPlacements)
	}
	for y := range b.h {
		for x := range b.w {
			outer := eternity.OuterSides(b.w, b.h, x, y)
			cell := y*b.w + x
			for i, pc := range b.p.Pieces {
				for _, t := range orientations(pc, outer) {
					b.cands[cell] = append(b.cands[cell], cand{piece: int16(i + 1), turn: t, edges: pc.Turned(t)})
				}
			}
		}
	}
	return nil
}

// force applies the hints, or without any the symmetry breaking.
func (b *builder) force(hints *eternity.Board) error {
	if hints != nil && hints.Placed() > 0 {
		return b.applyHints(hints)
	}
	c0 := b.firstCorner()
	switch {
	case c0 == 0 || b.o.noSymmetry:
		b.cnf.symmetry = "no symmetry breaking"
	case b.w == b.h:
		b.cnf.symmetry = fmt.Sprintf("piece %d, the lowest-numbered corner piece, fixed in the top-left corner (symmetry breaking)", c0)
		owner := make([]int, len(b.cands))
		owner[0] = c0
		b.pin(owner)
	default:
		b.allowCorner(c0)
	}
	return nil
}

// applyHints gives each hinted cell its one placement, after checking that
// it puts the piece's greys exactly outside.
func (b *builder) applyHints(hints *eternity.Board) error {
	owner := make([]int, len(b.cands))
	for cell, pl := range hints.Cells {
		if pl.Empty() {
			continue
		}
		x, y := cell%b.w, cell/b.w
		edges := b.p.Piece(pl.Piece).Turned(pl.Turn)
		if edges.GreyMask() != eternity.OuterSides(b.w, b.h, x, y) {
			return reason.New("hint on cell (%d, %d): piece %d in turn %d does not put its grey edges exactly on the outside of the board", x, y, pl.Piece, pl.Turn)
		}
		// the hint's own turn, even one a symmetric piece shares with another
		b.cands[cell] = []cand{{piece: int16(pl.Piece), turn: pl.Turn, edges: edges}}
		b.fixed[cell] = true
		owner[cell] = pl.Piece
	}
	b.cnf.symmetry = fmt.Sprintf("%d fixed pieces (hints); no symmetry breaking", hints.Placed())
	b.pin(owner)
	return nil
}

// pin keeps, on each cell with an owner piece, only that piece's
// placements, and removes the owner pieces from every other cell.
func (b *builder) pin(owner []int) {
	home := make([]int, len(b.p.Pieces)+1) // cell+1 of an owner piece
	for cell, n := range owner {
		if n > 0 {
			home[n] = cell + 1
		}
	}
	for cell := range b.cands {
		keep := b.cands[cell][:0]
		for _, c := range b.cands[cell] {
			h := home[c.piece]
			if (owner[cell] == 0 || owner[cell] == int(c.piece)) && (h == 0 || h == cell+1) {
				keep = append(keep, c)
			}
		}
		b.cands[cell] = keep
	}
}

// allowCorner keeps corner piece c0 on the two top corners only: on an
// oblong board a half turn is the one symmetry, and it swaps top and bottom.
func (b *builder) allowCorner(c0 int) {
	b.cnf.symmetry = fmt.Sprintf("piece %d, the lowest-numbered corner piece, kept on the two top corners (oblong board: half-turn symmetry only)", c0)
	for _, cell := range []int{b.w * (b.h - 1), b.w*b.h - 1} {
		keep := b.cands[cell][:0]
		for _, c := range b.cands[cell] {
			if int(c.piece) != c0 {
				keep = append(keep, c)
			}
		}
		b.cands[cell] = keep
	}
}

// firstCorner is the lowest-numbered corner piece, 0 for none.
func (b *builder) firstCorner() int {
	for i, pc := range b.p.Pieces {
		if pc.Kind() == eternity.Corner {
			return i + 1
		}
	}
	return 0
}

// prune computes each join's colours, those both its cells can show there,
// and drops placements showing a colour outside them, until nothing changes.
func (b *builder) prune() error {
	for changed := true; changed; {
		if err := b.ctx.Err(); err != nil {
			return err
		}
		for j := range b.dom {
			b.dom[j] = 0
		}
		var near [2]uint64
		for j, jn := range b.cnf.joins {
			a := jn.y*b.w + jn.x
			nb := a + 1
			if jn.side == eternity.South {
				nb = a + b.w
			}
			near[0], near[1] = 0, 0
			for _, c := range b.cands[a] {
				near[0] |= 1 << c.edges[jn.side]
			}
			for _, c := range b.cands[nb] {
				near[1] |= 1 << c.edges[jn.side.Opposite()]
			}
			b.dom[j] = near[0] & near[1] &^ 1 // never grey inside the board
		}
		changed = false
		for cell := range b.cands {
			keep := b.cands[cell][:0]
			for _, c := range b.cands[cell] {
				if b.fits(cell, c) {
					keep = append(keep, c)
				}
			}
			changed = changed || len(keep) < len(b.cands[cell])
			b.cands[cell] = keep
		}
	}
	return nil
}

// fits reports whether every joined side of placement c on cell shows a
// colour its join may have.
func (b *builder) fits(cell int, c cand) bool {
	for s := range 4 {
		if j := b.joinOf[4*cell+s]; j >= 0 && b.dom[j]&(1<<c.edges[s]) == 0 {
			return false
		}
	}
	return true
}

// number gives the placements and the join colours their variables.
func (b *builder) number() {
	c := b.cnf
	c.cellStart = make([]int32, len(b.cands)+1)
	for cell, cs := range b.cands {
		c.cellStart[cell] = int32(len(c.place))
		for _, cd := range cs {
			c.place = append(c.place, placement{cell: int32(cell), piece: cd.piece, turn: cd.turn})
		}
	}
	c.cellStart[len(b.cands)] = int32(len(c.place))
	next := int32(len(c.place)) + 1
	b.colVar = make([]int32, 64*len(c.joins))
	for j := range c.joins {
		c.joins[j].first = next
		for k := range 64 {
			if b.dom[j]&(1<<k) != 0 {
				c.joins[j].colours = append(c.joins[j].colours, eternity.Color(k))
				b.colVar[64*j+k] = next
				next++
			}
		}
	}
	c.f.AddVars(int(next) - 1)
}
