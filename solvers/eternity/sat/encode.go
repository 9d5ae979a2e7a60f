package sat

import (
	"context"
	"errors"
	"fmt"

	"plateau/games/eternity"
	"plateau/games/reason"
	"plateau/solvers/cnf"
)

// MaxPlacements bounds the placement variables of an encoding: beyond it
// (about a 25x25 board without fixed pieces) the CNF would take hundreds of
// megabytes, so Encode refuses rather than exhausting memory. A 16x16 board
// needs about 157,000.
const MaxPlacements = 1 << 20

// CNF is the SAT encoding of one puzzle with its fixed pieces. Variables are
// numbered from 1: first the placement variables x(cell, piece, turn), cell
// by cell (row by row from the top-left) and within a cell by piece then
// turn; then the colour variables c(join, k), join by join (for each cell
// row by row, its join with the right neighbour then with the one below) and
// within a join by increasing colour; then the auxiliary variables of the
// at-most-one counters. A CNF is not changed once built and may be shared.
type CNF struct {
	puz       *eternity.Puzzle // a private copy, for Decode's check
	place     []placement      // x variable v is place[v-1]
	cellStart []int32          // x variables of cell c are cellStart[c]+1 .. cellStart[c+1]
	joins     []join
	fixed     []bool // cells forced by a hint
	symmetry  string // how the board's symmetry was broken, for the DIMACS header
	f         cnf.Formula
}

// placement is what an x variable means.
type placement struct {
	cell  int32
	piece int16 // 1..N
	turn  eternity.Turn
}

// join is an edge between two cells: cell (x, y) and its neighbour on side
// East or South. Its colour variables are first, first+1, ... for colours,
// in increasing order.
type join struct {
	x, y    int
	side    eternity.Side
	first   int32
	colours []eternity.Color
}

// options choose between encodings that are all correct; the defaults are
// what measured fastest on the bench instances (see bench_test.go).
type options struct {
	fullCellAMO bool // at-most-one over all placements of a cell, not only same-looking ones
	support     bool // Heule's support clauses: c(join, k) -> some placement shows k there, both sides
	noSymmetry  bool // do not fix a corner piece when there are no hints
	pairwiseMax int  // at-most-one groups up to this size are pairwise, bigger ones a sequential counter
}

var defaultOptions = options{support: true, pairwiseMax: 150}

// Encode builds the CNF of puzzle p, with the non-empty cells of hints (nil
// for none) as forced placements. It reports an error, and builds nothing,
// for an invalid puzzle (see eternity.Puzzle.Validate), a hints board that
// does not fit it (eternity.Board.Validate), a hint whose grey edges do not
// face exactly the outside of its cell, or a board too big to encode
// (MaxPlacements). A puzzle that cannot be solved is not an error: its CNF is
// unsatisfiable, possibly through an empty clause when some cell or piece has
// no placement left.
func Encode(p *eternity.Puzzle, hints *eternity.Board) (*CNF, error) {
	return encode(context.Background(), p, hints, defaultOptions)
}

// encode is Encode with a context checked between passes and options.
func encode(ctx context.Context, p *eternity.Puzzle, hints *eternity.Board, o options) (*CNF, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if hints != nil {
		if err := hints.Validate(p); err != nil {
			return nil, reason.Of(err, "hints: %v", err)
		}
	}
	b := newBuilder(ctx, p, o)
	if err := b.candidates(); err != nil {
		return nil, err
	}
	if err := b.force(hints); err != nil {
		return nil, err
	}
	if err := b.prune(); err != nil {
		return nil, err
	}
	b.number()
	if err := b.emit(); err != nil {
		return nil, err
	}
	return b.cnf, nil
}

// Vars is the number of variables, auxiliary ones included.
func (c *CNF) Vars() int { return c.f.Vars() }

// Clauses is the number of clauses.
func (c *CNF) Clauses() int { return c.f.Clauses() }

// Placements is the number of placement variables x(cell, piece, turn),
// numbered 1..Placements().
func (c *CNF) Placements() int { return len(c.place) }

// Size is the board's width and height.
func (c *CNF) Size() (w, h int) { return c.puz.W, c.puz.H }

// Var is the variable of "piece n sits on cell (x, y) in turn t", or 0 when
// the encoding has no such placement (it breaks the frame, repeats another
// turn of a symmetric piece, or was pruned as impossible).
func (c *CNF) Var(x, y, n int, t eternity.Turn) int {
	w, h := c.Size()
	if x < 0 || y < 0 || x >= w || y >= h {
		return 0
	}
	cell := y*w + x
	for v := c.cellStart[cell] + 1; v <= c.cellStart[cell+1]; v++ {
		if pl := c.place[v-1]; int(pl.piece) == n && pl.turn == t {
			return int(v)
		}
	}
	return 0
}

// Placement is what placement variable v (1..Placements()) means: piece n
// on cell (x, y) in turn t; ok is false for any other variable.
func (c *CNF) Placement(v int) (x, y, n int, t eternity.Turn, ok bool) {
	if v < 1 || v > len(c.place) {
		return 0, 0, 0, 0, false
	}
	pl := c.place[v-1]
	w, _ := c.Size()
	return int(pl.cell) % w, int(pl.cell) / w, int(pl.piece), pl.turn, true
}

// Decode turns a model of the CNF (model(v) is the value of variable v) into
// the board it describes, with the hint cells marked Fixed, and checks that
// board with the puzzle's own scorer: an error means the model is not a
// model of this CNF (or an internal error), never a partial board.
func (c *CNF) Decode(model func(v int) bool) (*eternity.Board, error) {
	w, h := c.Size()
	b := eternity.NewBoard(w, h)
	for v, pl := range c.place {
		if !model(v + 1) {
			continue
		}
		cell := int(pl.cell)
		if old := b.Cells[cell]; !old.Empty() {
			return nil, fmt.Errorf("the model puts pieces %d and %d on cell (%d, %d)", old.Piece, pl.piece, cell%w, cell/w)
		}
		b.Cells[cell] = eternity.Placement{Piece: int(pl.piece), Turn: pl.turn, Fixed: c.fixed[cell]}
	}
	if err := Check(c.puz, b); err != nil {
		return nil, fmt.Errorf("the model's board: %w", err)
	}
	return b, nil
}

// Check reports why board b is not a solution of puzzle p, using the model
// package's own validation and scorer; nil means it is one.
func Check(p *eternity.Puzzle, b *eternity.Board) error {
	if b == nil {
		return errors.New("no board")
	}
	if err := b.Validate(p); err != nil {
		return err
	}
	s := eternity.ScoreBoard(p, b)
	switch {
	case s.Placed != s.Cells:
		return fmt.Errorf("%d of %d cells hold a piece", s.Placed, s.Cells)
	case len(s.Exposed) > 0:
		j := s.Exposed[0]
		return fmt.Errorf("cell (%d, %d) shows a colour on its outer %v side", j.X, j.Y, j.Side)
	case s.Matched != s.Total:
		j := s.Mismatched[0]
		return fmt.Errorf("%d of %d joins match; cell (%d, %d) does not match on its %v side", s.Matched, s.Total, j.X, j.Y, j.Side)
	case !s.Solved():
		return errors.New("the scorer does not count the board as solved")
	}
	return nil
}
