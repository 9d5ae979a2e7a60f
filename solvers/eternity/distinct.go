package eternity

import (
	"strconv"
	"strings"

	"plateau/games/eternity"
)

// turnsKey names solution b up to turns of the whole board: the smallest
// of the keys of b and of its turns that keep its shape (the half turn,
// and the quarter turns of a square board), so that a solution and its
// turns share one key.
func turnsKey(b *eternity.Board) string {
	best := ""
	for i, t := range shapeTurns(b) {
		if k := boardKey(t); i == 0 || k < best {
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

// boardKey writes b's placements, cell by cell.
func boardKey(b *eternity.Board) string {
	var sb strings.Builder
	for _, pl := range b.Cells {
		sb.WriteString(strconv.Itoa(pl.Piece))
		sb.WriteByte('/')
		sb.WriteString(strconv.Itoa(int(pl.Turn)))
		sb.WriteByte(' ')
	}
	return sb.String()
}

// OnePerTurns returns the boards of bs that are not turns of the whole
// board of an earlier one: the solutions of a search, which lists each
// turn the symmetry adds, one to a solution.
func OnePerTurns(bs []*eternity.Board) []*eternity.Board {
	seen := map[string]bool{}
	var out []*eternity.Board
	for _, b := range bs {
		if k := turnsKey(b); !seen[k] {
			seen[k] = true
			out = append(out, b)
		}
	}
	return out
}

// DiffCells lists the cells where solutions a and b hold different
// placements, b turned to fit a best by the turns the puzzle allows: those
// that keep the board's shape and the fixed pieces of fixed (nil for none)
// where they are. None for a board and its turns, else where two solutions
// really part, in a's frame.
func DiffCells(a, b, fixed *eternity.Board) []int {
	var best []int
	for i, t := range shapeTurns(b) {
		if t.W != a.W || t.H != a.H || (i > 0 && !keeps(t, fixed)) {
			continue
		}
		var cells []int
		for c, pl := range a.Cells {
			if q := t.Cells[c]; q.Piece != pl.Piece || q.Turn != pl.Turn {
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
func keeps(t, fixed *eternity.Board) bool {
	if fixed == nil {
		return true
	}
	for c, pl := range fixed.Cells {
		if !pl.Empty() && (t.Cells[c].Piece != pl.Piece || t.Cells[c].Turn != pl.Turn) {
			return false
		}
	}
	return true
}
