package sat

import (
	"bufio"
	"fmt"
	"io"
)

// WriteDIMACS writes the CNF in the DIMACS format: a header of comment lines
// (the puzzle's size, the symmetry breaking, the variable convention, then
// one line per variable saying what it means, so that a model found by any
// solver can be read back), the line "p cnf V C", and the clauses, one a
// line, each ended by 0.
//
// The variable lines are "c x V X Y PIECE TURN" for placement variables
// (piece 1..N on cell column X, row Y from the top-left, TURN quarter turns
// clockwise) and "c j V X Y SIDE COLOUR" for join colours (SIDE E is the
// join of cell (X, Y) with its right neighbour, S with the one below).
func (c *CNF) WriteDIMACS(w io.Writer) error {
	return c.f.WriteDIMACS(w, c.header)
}

// header writes WriteDIMACS's comment lines.
func (c *CNF) header(bw *bufio.Writer) {
	pw, ph := c.Size()
	fmt.Fprintf(bw, "c plateau eternity edge-matching SAT encoding (after Heule 2008)\n")
	fmt.Fprintf(bw, "c puzzle %dx%d, %d pieces; %s\n", pw, ph, len(c.puz.Pieces), c.symmetry)
	fmt.Fprintf(bw, "c variables 1..%d: x(cell, piece, turn), lines \"c x VAR X Y PIECE TURN\" (cells from the top-left, turns clockwise)\n", len(c.place))
	fmt.Fprintf(bw, "c variables %d..%d: colour of a join, lines \"c j VAR X Y SIDE COLOUR\" (side E: with the right neighbour, S: with the one below)\n",
		len(c.place)+1, c.colourEnd())
	if c.f.Vars() > c.colourEnd() { // none when no cell has more than a few candidates
		fmt.Fprintf(bw, "c variables %d..%d: auxiliary (at-most-one counters)\n", c.colourEnd()+1, c.f.Vars())
	}
	for v, pl := range c.place {
		fmt.Fprintf(bw, "c x %d %d %d %d %d\n", v+1, int(pl.cell)%pw, int(pl.cell)/pw, pl.piece, pl.turn)
	}
	for _, jn := range c.joins {
		for i, k := range jn.colours {
			fmt.Fprintf(bw, "c j %d %d %d %v %d\n", int(jn.first)+i, jn.x, jn.y, jn.side, k)
		}
	}
}

// colourEnd is the last colour variable.
func (c *CNF) colourEnd() int {
	end := len(c.place)
	for _, jn := range c.joins {
		end += len(jn.colours)
	}
	return end
}
