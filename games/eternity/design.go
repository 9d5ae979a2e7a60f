package eternity

import (
	"fmt"

	"plateau/games/reason"
)

// Blank is a canvas for designing a w x h puzzle by painting: every piece
// placed unturned on its own cell (piece n on cell n-1), grey outside,
// colour 1 on the joins along the frame and colour 2 on the others. It
// breaks law 1 until its joins are painted apart.
func Blank(w, h int) (*Design, error) {
	if err := CheckSize(w, h); err != nil {
		return nil, err
	}
	p := &Puzzle{W: w, H: h, Pieces: make([]Piece, w*h)}
	b := NewBoard(w, h)
	for y := range h {
		for x := range w {
			i := y*w + x
			outer := OuterSides(w, h, x, y)
			for s := North; s <= West; s++ {
				if outer&(1<<s) == 0 {
					p.Pieces[i][s] = 2
				}
			}
			frame := p.Pieces[i].FrameSides()
			for s := North; s <= West; s++ {
				if frame&(1<<s) != 0 {
					p.Pieces[i][s] = 1
				}
			}
			b.Cells[i] = Placement{Piece: i + 1}
		}
	}
	d := NewDesign(fmt.Sprintf("new %dx%d", w, h), p)
	d.Board = b
	return d, nil
}

// SetEdge paints colour c on side s of the piece on cell (x, y), side s as
// the piece shows on the board (the colour goes to the piece's own side
// under its turn).
func SetEdge(p *Puzzle, b *Board, x, y int, s Side, c Color) error {
	if !b.Inside(x, y) {
		return reason.New("cell (%d, %d) is outside the %dx%d board", x, y, b.W, b.H)
	}
	pl := b.At(x, y)
	if pl.Piece < 1 || pl.Piece > p.N() {
		return reason.New("cell (%d, %d) holds no piece", x, y)
	}
	if c > MaxColor {
		return reason.New("colour %d out of range 0..%d", c, MaxColor)
	}
	// the piece's own side that shows as s once turned by pl.Turn
	p.Pieces[pl.Piece-1][(s+4-Side(pl.Turn))&3] = c
	return nil
}

// PaintJoin paints colour c on side s of the piece on cell (x, y) and on
// the touching side of its neighbour, if that cell holds a piece, so that
// the join stays matched. Nothing changes on error.
func PaintJoin(p *Puzzle, b *Board, x, y int, s Side, c Color) error {
	nx, ny := neighbour(x, y, s)
	if err := SetEdge(p, b, x, y, s, c); err != nil {
		return err
	}
	if b.Inside(nx, ny) && !b.At(nx, ny).Empty() {
		return SetEdge(p, b, nx, ny, s.Opposite(), c)
	}
	return nil
}

func neighbour(x, y int, s Side) (int, int) {
	switch s {
	case North:
		return x, y - 1
	case East:
		return x + 1, y
	case South:
		return x, y + 1
	}
	return x - 1, y
}
