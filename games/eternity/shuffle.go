package eternity

import "math/rand/v2"

// rngStream is the PCG stream of the generator's and Shuffle's random
// numbers ("eternity" in ASCII).
const rngStream = 0x657465726e697479

// shuffled numbers the pieces of p in random order, each randomly turned,
// and returns them with board b laid out anew: every cell shows what it
// showed, through the new number and turn of its piece, and keeps its
// fixed flag. The generator's shuffle and Shuffle's: a puzzle whose pieces
// are numbered along its solution gives the solution away.
func shuffled(p *Puzzle, b *Board, rng *rand.Rand) (*Puzzle, *Board) {
	n := p.N()
	q := &Puzzle{W: p.W, H: p.H, Pieces: make([]Piece, n), Comments: append([]string(nil), p.Comments...)}
	number := make([]int, n+1) // the new number of each old piece
	turn := make([]Turn, n+1)  // the turn that shows an old piece as it was, once renumbered
	for k, c := range rng.Perm(n) {
		t := Turn(rng.IntN(4))
		q.Pieces[k] = p.Pieces[c].Turned(t)
		number[c+1], turn[c+1] = k+1, t.Inverse()
	}
	nb := b.Clone()
	for i, pl := range b.Cells {
		if pl.Piece >= 1 && pl.Piece <= n {
			nb.Cells[i].Piece, nb.Cells[i].Turn = number[pl.Piece], turn[pl.Piece].Plus(pl.Turn)
		}
	}
	return q, nb
}

// Shuffle is design d with its pieces renumbered at random and each turned
// at random, the same for the same seed: what a designer gives away, whose
// numbers no longer tell the solution. The fixed pieces (hints) stay on
// their cells, showing the same colours under their new numbers, so it is
// the same puzzle with as many solutions; the other pieces go back to the
// tray, where the person the puzzle is for finds them. The palette, name
// and comments stay; d is not changed.
func Shuffle(d *Design, seed uint64) *Design {
	p, b := shuffled(d.Puzzle, d.Board, rand.New(rand.NewPCG(seed, rngStream)))
	for i, pl := range b.Cells {
		if !pl.Fixed {
			b.Cells[i] = Placement{}
		}
	}
	out := *d
	out.Puzzle, out.Board = p, b
	out.Palette = append(Palette(nil), d.Palette...)
	return &out
}

// InOrder reports whether the pieces of p, laid out in number order
// unturned (piece n on cell n, row by row, as a sheet of pieces prints
// them), make a solved board: a list or a sheet of them gives the
// solution away. A design painted on a Blank canvas is so until shuffled.
func InOrder(p *Puzzle) bool {
	b := NewBoard(p.W, p.H)
	for i := range b.Cells {
		b.Cells[i].Piece = i + 1
	}
	return len(p.Pieces) == len(b.Cells) && ScoreBoard(p, b).Solved()
}
