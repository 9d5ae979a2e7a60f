package maxscore

import "plateau/games/eternity"

// polisher improves full boards by local moves: turn one piece, or swap two
// pieces of the same kind, each taking a turn that fits its new cell,
// whenever that removes breaks, until no such move is left. The scan's
// boards are exhaustively searched only near the end of the scan; a swap
// between an early cell and a late one is a move the scan never makes.
type polisher struct {
	c    *compiled
	nb   []int32 // 4*cell+side -> neighbour cell, -1 on the outside
	mask []uint8 // cell -> outer sides
	kind []eternity.Kind
}

func newPolisher(c *compiled) *polisher {
	pl := &polisher{c: c, nb: make([]int32, 4*c.cells), mask: make([]uint8, c.cells), kind: make([]eternity.Kind, c.cells)}
	for i := range c.cells {
		x, y := i%c.w, i/c.w
		pl.mask[i] = eternity.OuterSides(c.w, c.h, x, y)
		pl.kind[i] = eternity.CellKind(c.w, c.h, x, y)
		for s, d := range [4][2]int{{0, -1}, {1, 0}, {0, 1}, {-1, 0}} {
			pl.nb[4*i+s] = -1
			if nx, ny := x+d[0], y+d[1]; nx >= 0 && ny >= 0 && nx < c.w && ny < c.h {
				pl.nb[4*i+s] = int32(ny*c.w + nx)
			}
		}
	}
	return pl
}

// around counts the breaks on the joins of cell i.
func (pl *polisher) around(cells []int32, i int32) int32 {
	e := pl.c.edges[cells[i]]
	var b int32
	for s := range uint(4) {
		n := pl.nb[4*i+int32(s)]
		if n >= 0 && e>>(8*s)&0xff != pl.c.edges[cells[n]]>>(8*((s+2)&3))&0xff {
			b++
		}
	}
	return b
}

// breaks counts the breaks of a full board.
func (pl *polisher) breaks(cells []int32) int32 {
	var b int32
	for i := range int32(len(cells)) {
		b += pl.around(cells, i)
	}
	return b / 2
}

// local counts the breaks on the joins of cells i and j, once each.
func (pl *polisher) local(cells []int32, i, j int32) int32 {
	b := pl.around(cells, i)
	if i == j {
		return b
	}
	b += pl.around(cells, j)
	for s := range uint(4) {
		if pl.nb[4*i+int32(s)] == j {
			e := pl.c.edges[cells[i]]
			if e>>(8*s)&0xff != pl.c.edges[cells[j]]>>(8*((s+2)&3))&0xff {
				b--
			}
		}
	}
	return b
}

// polish improves the full board cells (a pt per cell) with b breaks in
// place and returns its breaks. It gives up early, with the board as good as
// it got, when stop returns true (it asks once per cell of a sweep).
func (pl *polisher) polish(cells []int32, b int32, stop func() bool) int32 {
	free := pl.c.order
	for better := true; better && b > 0; {
		better = false
		for a, i := range free {
			if stop() {
				return b
			}
			for _, j := range free[a:] {
				if pl.kind[i] != pl.kind[j] {
					continue
				}
				if d := pl.try(cells, i, j); d > 0 {
					b -= d
					better = true
				}
			}
		}
	}
	return b
}

// try makes the best move between cells i and j (the same cell: a turn),
// if it removes breaks, and returns how many it removed.
func (pl *polisher) try(cells []int32, i, j int32) int32 {
	oi, oj := cells[i], cells[j]
	before := pl.local(cells, i, j)
	best, bi, bj := before, oi, oj
	pi, pj := oj&^3, oi&^3 // the pieces that would go on i and j
	if i == j {
		pi = oi &^ 3
	}
	for ti := range int32(4) {
		if pl.c.greyMask[pi|ti] != pl.mask[i] {
			continue
		}
		cells[i] = pi | ti
		for tj := range int32(4) {
			if i != j {
				if pl.c.greyMask[pj|tj] != pl.mask[j] {
					continue
				}
				cells[j] = pj | tj
			} else if tj > 0 {
				break
			}
			if n := pl.local(cells, i, j); n < best {
				best, bi, bj = n, cells[i], cells[j]
			}
		}
	}
	cells[i], cells[j] = oi, oj
	if best == before {
		return 0
	}
	cells[i], cells[j] = bi, bj
	return before - best
}
