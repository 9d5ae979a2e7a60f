package eternity

import "plateau/games/reason"

// Placement is what a board cell holds: piece number 1..N in a turn, or
// nothing (Piece 0). Fixed marks a hint piece the player may not move.
type Placement struct {
	Piece int
	Turn  Turn
	Fixed bool
}

// Empty reports whether no piece is on the cell.
func (pl Placement) Empty() bool { return pl.Piece == 0 }

// Board is a W x H grid of placements, row by row from the top-left. Its
// pieces are numbers into a Puzzle of the same size (1..W*H).
type Board struct {
	W, H  int
	Cells []Placement
}

// NewBoard is an empty w x h board.
func NewBoard(w, h int) *Board {
	return &Board{W: w, H: h, Cells: make([]Placement, w*h)}
}

// Clone is a deep copy.
func (b *Board) Clone() *Board {
	c := *b
	c.Cells = append([]Placement(nil), b.Cells...)
	return &c
}

// Inside reports whether (x, y) is a cell of the board.
func (b *Board) Inside(x, y int) bool { return x >= 0 && y >= 0 && x < b.W && y < b.H }

// Index is the number of cell (x, y), row by row from the top-left.
func (b *Board) Index(x, y int) int { return y*b.W + x }

// At is the placement on cell (x, y), which must be inside the board.
func (b *Board) At(x, y int) Placement { return b.Cells[y*b.W+x] }

// Where finds the cell holding piece n.
func (b *Board) Where(n int) (x, y int, ok bool) {
	for i, pl := range b.Cells {
		if pl.Piece == n && n != 0 {
			return i % b.W, i / b.W, true
		}
	}
	return 0, 0, false
}

// Placed is the number of cells holding a piece.
func (b *Board) Placed() int {
	n := 0
	for _, pl := range b.Cells {
		if !pl.Empty() {
			n++
		}
	}
	return n
}

// Unplaced lists, in increasing order, the pieces 1..n that are on no cell.
func (b *Board) Unplaced(n int) []int {
	on := make([]bool, n+1)
	for _, pl := range b.Cells {
		if pl.Piece > 0 && pl.Piece <= n {
			on[pl.Piece] = true
		}
	}
	var out []int
	for i := 1; i <= n; i++ {
		if !on[i] {
			out = append(out, i)
		}
	}
	return out
}

func (b *Board) cell(x, y int) (int, error) {
	if !b.Inside(x, y) {
		return 0, reason.New("cell (%d, %d) is outside the %dx%d board", x, y, b.W, b.H)
	}
	return b.Index(x, y), nil
}

// Place puts piece n, turned t, on cell (x, y) and returns what the cell held
// before (that piece goes back to the tray). It refuses, changing nothing, a
// cell outside the board, a fixed cell, a piece number out of 1..W*H, or a
// piece already on another cell.
func (b *Board) Place(x, y, n int, t Turn) (Placement, error) {
	i, err := b.cell(x, y)
	if err != nil {
		return Placement{}, err
	}
	if n < 1 || n > b.W*b.H {
		return Placement{}, reason.New("piece %d out of range 1..%d", n, b.W*b.H)
	}
	old := b.Cells[i]
	if old.Fixed {
		return Placement{}, reason.New("cell (%d, %d) holds fixed piece %d", x, y, old.Piece)
	}
	if px, py, ok := b.Where(n); ok && (px != x || py != y) {
		return Placement{}, reason.New("piece %d is already on cell (%d, %d)", n, px, py)
	}
	b.Cells[i] = Placement{Piece: n, Turn: t & 3}
	return old, nil
}

// Remove empties cell (x, y) and returns what it held; a fixed piece stays.
func (b *Board) Remove(x, y int) (Placement, error) {
	i, err := b.cell(x, y)
	if err != nil {
		return Placement{}, err
	}
	old := b.Cells[i]
	if old.Fixed {
		return Placement{}, reason.New("cell (%d, %d) holds fixed piece %d", x, y, old.Piece)
	}
	b.Cells[i] = Placement{}
	return old, nil
}

// Rotate turns the piece on cell (x, y) by t more quarter turns clockwise.
func (b *Board) Rotate(x, y int, t Turn) error {
	i, err := b.cell(x, y)
	if err != nil {
		return err
	}
	switch pl := b.Cells[i]; {
	case pl.Empty():
		return reason.New("cell (%d, %d) is empty", x, y)
	case pl.Fixed:
		return reason.New("cell (%d, %d) holds fixed piece %d", x, y, pl.Piece)
	}
	b.Cells[i].Turn = b.Cells[i].Turn.Plus(t)
	return nil
}

// SetFixed fixes (or frees) the piece on cell (x, y) as a hint.
func (b *Board) SetFixed(x, y int, fixed bool) error {
	i, err := b.cell(x, y)
	if err != nil {
		return err
	}
	if b.Cells[i].Empty() {
		return reason.New("cell (%d, %d) is empty", x, y)
	}
	b.Cells[i].Fixed = fixed
	return nil
}

// Edges is the colours the piece on cell (x, y) shows, once turned; ok is
// false for an empty cell or a piece number the puzzle does not have.
func (b *Board) Edges(p *Puzzle, x, y int) (Piece, bool) {
	pl := b.Cells[y*b.W+x]
	if pl.Piece < 1 || pl.Piece > len(p.Pieces) {
		return Piece{}, false
	}
	return p.Pieces[pl.Piece-1].Turned(pl.Turn), true
}

// Validate reports the first reason the board does not fit puzzle p: another
// size, a piece number out of range, a piece on two cells, a fixed empty cell
// or a turn above 3.
func (b *Board) Validate(p *Puzzle) error {
	if b.W != p.W || b.H != p.H || len(b.Cells) != b.W*b.H {
		return reason.New("the board is %dx%d with %d cells, the puzzle %dx%d", b.W, b.H, len(b.Cells), p.W, p.H)
	}
	seen := make([]int, len(p.Pieces)+1)
	for i, pl := range b.Cells {
		x, y := i%b.W, i/b.W
		switch {
		case pl.Piece < 0 || pl.Piece > len(p.Pieces):
			return reason.New("cell (%d, %d): piece %d out of range 1..%d", x, y, pl.Piece, len(p.Pieces))
		case pl.Turn > 3:
			return reason.New("cell (%d, %d): turn %d out of range 0..3", x, y, pl.Turn)
		case pl.Empty() && pl.Fixed:
			return reason.New("cell (%d, %d) is empty but marked fixed", x, y)
		case pl.Empty():
			continue
		case seen[pl.Piece] != 0:
			j := seen[pl.Piece] - 1
			return reason.New("piece %d is on cells (%d, %d) and (%d, %d)", pl.Piece, j%b.W, j/b.W, x, y)
		}
		seen[pl.Piece] = i + 1
	}
	return nil
}
