package sat

import (
	"math/rand/v2"

	"plateau/games/eternity"
)

// bruteSolvable decides by plain backtracking (row by row, every unused
// piece in every turn that puts its greys exactly outside and matches the
// left and upper neighbours) whether puzzle p has a solution keeping the
// non-empty cells of hints: the independent answer the SAT verdicts are
// compared with on small boards.
func bruteSolvable(p *eternity.Puzzle, hints *eternity.Board) bool {
	w, h := p.W, p.H
	board := make([]eternity.Piece, w*h)
	used := make([]bool, len(p.Pieces)+1)
	forced := make([]eternity.Placement, w*h)
	if hints != nil {
		for i, pl := range hints.Cells {
			if !pl.Empty() {
				forced[i] = pl
				used[pl.Piece] = true
			}
		}
	}
	fits := func(cell int, e eternity.Piece) bool {
		x, y := cell%w, cell/w
		if e.GreyMask() != eternity.OuterSides(w, h, x, y) {
			return false
		}
		if x > 0 && board[cell-1][eternity.East] != e[eternity.West] {
			return false
		}
		return y == 0 || board[cell-w][eternity.South] == e[eternity.North]
	}
	var rec func(cell int) bool
	rec = func(cell int) bool {
		if cell == w*h {
			return true
		}
		if pl := forced[cell]; !pl.Empty() {
			e := p.Piece(pl.Piece).Turned(pl.Turn)
			if !fits(cell, e) {
				return false
			}
			board[cell] = e
			return rec(cell + 1)
		}
		for n := 1; n <= len(p.Pieces); n++ {
			if used[n] {
				continue
			}
			for t := eternity.Turn(0); t < 4; t++ {
				e := p.Piece(n).Turned(t)
				if !fits(cell, e) {
					continue
				}
				board[cell], used[n] = e, true
				ok := rec(cell + 1)
				used[n] = false
				if ok {
					return true
				}
			}
		}
		return false
	}
	return rec(0)
}

// oddPuzzle makes a small puzzle that is often but not always solvable:
// pieces cut from a random board with few colours, shuffled and turned,
// then sometimes a corrupted edge (which may break the frame, the balance
// or the shape of a piece), and sometimes a hint or two, right or wrong.
func oddPuzzle(r *rand.Rand) (*eternity.Puzzle, *eternity.Board) {
	w, h := 3+r.IntN(2), 3+r.IntN(2)
	colours := 1 + r.IntN(3)
	// joins: east of each cell, south of each cell
	east := make([]eternity.Color, w*h)
	south := make([]eternity.Color, w*h)
	for i := range east {
		east[i] = eternity.Color(1 + r.IntN(colours))
		south[i] = eternity.Color(1 + r.IntN(colours))
	}
	pieces := make([]eternity.Piece, w*h)
	sol := eternity.NewBoard(w, h)
	for y := range h {
		for x := range w {
			i := y*w + x
			var pc eternity.Piece
			if x+1 < w {
				pc[eternity.East] = east[i]
			}
			if y+1 < h {
				pc[eternity.South] = south[i]
			}
			if x > 0 {
				pc[eternity.West] = east[i-1]
			}
			if y > 0 {
				pc[eternity.North] = south[i-w]
			}
			t := eternity.Turn(r.IntN(4))
			pieces[i] = pc.Turned(t)
			sol.Cells[i] = eternity.Placement{Piece: i + 1, Turn: t.Inverse()}
		}
	}
	if r.IntN(3) == 0 {
		i, s := r.IntN(len(pieces)), r.IntN(4)
		pieces[i][s] = eternity.Color(r.IntN(colours + 2))
	}
	perm := r.Perm(len(pieces))
	shuffled := make([]eternity.Piece, len(pieces))
	hints := eternity.NewBoard(w, h)
	for i, j := range perm {
		shuffled[j] = pieces[i]
		sol.Cells[i].Piece = j + 1
	}
	p := &eternity.Puzzle{W: w, H: h, Pieces: shuffled}
	switch r.IntN(4) {
	case 0: // a right hint
		c := r.IntN(w * h)
		hints.Cells[c] = sol.Cells[c]
	case 1: // any piece anywhere in any turn
		hints.Cells[r.IntN(w*h)] = eternity.Placement{Piece: 1 + r.IntN(w*h), Turn: eternity.Turn(r.IntN(4))}
	default:
		hints = nil
	}
	return p, hints
}
