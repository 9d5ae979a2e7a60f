package eternity

import (
	"strconv"
	"strings"

	"plateau/games/eternity"
)

// turnsKey names solution b of puzzle p up to turns of the whole board:
// the smallest of the keys of b and of its turns that keep its shape (the
// half turn, and the quarter turns of a square board), so that a solution
// and its turns share one key.
func turnsKey(p *eternity.Puzzle, b *eternity.Board) string {
	best := ""
	for i, t := range shapeTurns(b) {
		if k := boardKey(p, t); i == 0 || k < best {
			best = k
		}
	}
	return best
}

// shapeTurns is b and its turns that keep its shape: the half turn, and
// the quarter turns of a square board.
func shapeTurns(b *eternity.Board) []*eternity.Board {
	half := turnBoard(turnBoard(b))
	if b.W != b.H {
		return []*eternity.Board{b, half}
	}
	return []*eternity.Board{b, turnBoard(b), half, turnBoard(half)}
}

// boardKey writes b's placements, cell by cell, each piece in the first
// of its turns that look the same: a piece that looks the same turned
// half way shows in either turn, by the search or by a turn of the board.
func boardKey(p *eternity.Puzzle, b *eternity.Board) string {
	var sb strings.Builder
	for _, pl := range b.Cells {
		sb.WriteString(strconv.Itoa(pl.Piece))
		sb.WriteByte('/')
		sb.WriteString(strconv.Itoa(int(firstLook(p, pl))))
		sb.WriteByte(' ')
	}
	return sb.String()
}

// OnePerTurns returns the boards of bs, solutions of puzzle p, that are
// not turns of the whole board of an earlier one: the solutions of a
// search, which lists each turn the symmetry adds, one to a solution.
func OnePerTurns(p *eternity.Puzzle, bs []*eternity.Board) []*eternity.Board {
	seen := map[string]bool{}
	var out []*eternity.Board
	for _, b := range bs {
		if k := turnsKey(p, b); !seen[k] {
			seen[k] = true
			out = append(out, b)
		}
	}
	return out
}

// DiffCells lists the cells where solutions a and b of puzzle p hold
// different placements (a piece in two turns that look the same is one
// placement), b turned to fit a best by the turns the puzzle allows: those
// that keep the board's shape and the fixed pieces of fixed (nil for none)
// where they are. None for a board and its turns, else where two solutions
// really part, in a's frame.
func DiffCells(p *eternity.Puzzle, a, b, fixed *eternity.Board) []int {
	var best []int
	for i, t := range shapeTurns(b) {
		if t.W != a.W || t.H != a.H || (i > 0 && !keeps(p, t, fixed)) {
			continue
		}
		var cells []int
		for c, pl := range a.Cells {
			if !samePlacement(p, t.Cells[c], pl) {
				cells = append(cells, c)
			}
		}
		if i == 0 || len(cells) < len(best) {
			best = cells
		}
	}
	return best
}

// keeps reports whether board t holds every fixed piece of fixed where it
// is fixed (true when fixed is nil).
func keeps(p *eternity.Puzzle, t, fixed *eternity.Board) bool {
	if fixed == nil {
		return true
	}
	for c, pl := range fixed.Cells {
		if !pl.Empty() && !samePlacement(p, t.Cells[c], pl) {
			return false
		}
	}
	return true
}

// samePlacement reports whether x and y put the same piece of p in turns
// that look the same.
func samePlacement(p *eternity.Puzzle, x, y eternity.Placement) bool {
	return x.Piece == y.Piece && firstLook(p, x) == firstLook(p, y)
}

// firstLook is the first turn of pl's piece that looks as pl's turn does
// (pl's turn for an empty cell or a piece p does not have).
func firstLook(p *eternity.Puzzle, pl eternity.Placement) eternity.Turn {
	if pl.Piece < 1 || pl.Piece > len(p.Pieces) {
		return pl.Turn
	}
	pc := p.Pieces[pl.Piece-1]
	look := pc.Turned(pl.Turn)
	for u := range pl.Turn {
		if pc.Turned(u) == look {
			return u
		}
	}
	return pl.Turn
}
