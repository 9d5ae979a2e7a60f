package sat

import "plateau/games/eternity"

// emit writes every clause of the encoding.
func (b *builder) emit() error {
	c := b.cnf
	c.f.Grow(12 * len(c.place))
	if err := b.emitCells(); err != nil {
		return err
	}
	if err := b.emitPieces(); err != nil {
		return err
	}
	b.emitJoins()
	if err := b.ctx.Err(); err != nil {
		return err
	}
	b.emitLinks()
	if b.o.support {
		b.emitSupport()
	}
	return b.ctx.Err()
}

// emitCells: a piece on every cell; at most one among the placements that
// show the same colours on every side (the others are kept apart by the
// joins' at-most-one), or among all of them with fullCellAMO.
func (b *builder) emitCells() error {
	c := b.cnf
	var group []int32
	for cell, cs := range b.cands {
		if cell%64 == 0 {
			if err := b.ctx.Err(); err != nil {
				return err
			}
		}
		first := c.cellStart[cell] + 1
		c.f.Clause(varRange(first, len(cs), &group)...)
		if b.o.fullCellAMO {
			c.f.AtMostOne(group, b.o.pairwiseMax)
		} else if b.dups {
			b.sameLooking(cell, first)
		}
	}
	return nil
}

// sameLooking adds the at-most-one among the placements of a cell that show
// the same colours on every side: only pieces duplicated up to turning have
// such placements.
func (b *builder) sameLooking(cell int, first int32) {
	groups := map[eternity.Piece][]int32{}
	var order []eternity.Piece
	for k, cd := range b.cands[cell] {
		if len(groups[cd.edges]) == 0 {
			order = append(order, cd.edges)
		}
		groups[cd.edges] = append(groups[cd.edges], first+int32(k))
	}
	for _, e := range order {
		b.cnf.f.AtMostOne(groups[e], b.o.pairwiseMax)
	}
}

// varRange fills buf with the n variables from first on.
func varRange(first int32, n int, buf *[]int32) []int32 {
	*buf = (*buf)[:0]
	for k := range n {
		*buf = append(*buf, first+int32(k))
	}
	return *buf
}

// emitPieces: every piece placed exactly once.
func (b *builder) emitPieces() error {
	c := b.cnf
	of := make([][]int32, len(b.p.Pieces)+1)
	for v, pl := range c.place {
		of[pl.piece] = append(of[pl.piece], int32(v+1))
	}
	for n := 1; n < len(of); n++ {
		if n%64 == 0 {
			if err := b.ctx.Err(); err != nil {
				return err
			}
		}
		c.f.ExactlyOne(of[n], b.o.pairwiseMax)
	}
	return nil
}

// emitJoins: every join has exactly one colour.
func (b *builder) emitJoins() {
	var group []int32
	for _, jn := range b.cnf.joins {
		group = varRange(jn.first, len(jn.colours), &group)
		b.cnf.f.ExactlyOne(group, b.o.pairwiseMax)
	}
}

// emitLinks: a placement implies the colour of each of its joins.
func (b *builder) emitLinks() {
	for v, pl := range b.cnf.place {
		cell := int(pl.cell)
		edges := b.p.Piece(int(pl.piece)).Turned(pl.turn)
		for s := range 4 {
			if j := b.joinOf[4*cell+s]; j >= 0 {
				b.cnf.f.Clause(-int32(v+1), b.colVar[64*int(j)+int(edges[s])])
			}
		}
	}
}

// emitSupport: Heule's redundant clauses, a join colour needs a placement
// showing it on each of the join's two cells.
func (b *builder) emitSupport() {
	c := b.cnf
	var sup []int32
	for _, jn := range c.joins {
		a := jn.y*b.w + jn.x
		nb := a + 1
		if jn.side == eternity.South {
			nb = a + b.w
		}
		for i, k := range jn.colours {
			for _, side := range []struct {
				cell int
				s    eternity.Side
			}{{a, jn.side}, {nb, jn.side.Opposite()}} {
				sup = append(sup[:0], -(jn.first + int32(i)))
				first := c.cellStart[side.cell] + 1
				for ci, cd := range b.cands[side.cell] {
					if cd.edges[side.s] == k {
						sup = append(sup, first+int32(ci))
					}
				}
				c.f.Clause(sup...)
			}
		}
	}
}
