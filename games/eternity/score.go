package eternity

import "math/bits"

// Join names an edge of cell (X, Y): with Side East or South it is the join
// between that cell and its right or lower neighbour; on the board's outside
// it may be any side.
type Join struct {
	X, Y int
	Side Side
}

// Score measures a board. An inner join (between two cells) is matched when
// both cells hold pieces whose touching edges share a colour other than grey.
type Score struct {
	Matched    int    // matched inner joins
	Total      int    // all inner joins: W(H-1) + H(W-1), 480 at 16x16
	Mismatched []Join // inner joins with two pieces whose edges differ (or are both grey), Side East or South
	Exposed    []Join // outer edges of placed pieces that are not grey
	Placed     int    // cells holding a piece
	Cells      int    // all cells
}

// Solved reports a full board with every join matched and only grey outside.
func (s Score) Solved() bool {
	return s.Placed == s.Cells && s.Matched == s.Total && len(s.Exposed) == 0
}

// ScoreBoard scores board b of puzzle p. Cells holding a piece number the
// puzzle does not have count as empty.
func ScoreBoard(p *Puzzle, b *Board) Score {
	s := Score{Total: b.W*(b.H-1) + b.H*(b.W-1), Cells: b.W * b.H}
	edges := make([]Piece, len(b.Cells))
	full := make([]bool, len(b.Cells))
	for y := range b.H {
		for x := range b.W {
			i := b.Index(x, y)
			edges[i], full[i] = b.Edges(p, x, y)
			if !full[i] {
				continue
			}
			s.Placed++
			for m := OuterSides(b.W, b.H, x, y); m != 0; m &= m - 1 {
				side := Side(bits.TrailingZeros8(m))
				if edges[i][side] != Grey {
					s.Exposed = append(s.Exposed, Join{x, y, side})
				}
			}
		}
	}
	for y := range b.H {
		for x := range b.W {
			i := b.Index(x, y)
			if x+1 < b.W {
				s.join(edges, full, i, i+1, Join{x, y, East})
			}
			if y+1 < b.H {
				s.join(edges, full, i, i+b.W, Join{x, y, South})
			}
		}
	}
	return s
}

func (s *Score) join(edges []Piece, full []bool, a, b int, j Join) {
	if !full[a] || !full[b] {
		return
	}
	ca, cb := edges[a][j.Side], edges[b][j.Side.Opposite()]
	if ca == cb && ca != Grey {
		s.Matched++
		return
	}
	s.Mismatched = append(s.Mismatched, j)
}
