package maxscore

import (
	"plateau/games/eternity"
	"plateau/games/reason"
)

// The Eternity II starter piece, as the community places it.
//
// The box says piece 139 goes on square I8. In the lettering the community's
// tools use (Eternity2Puzzles.jl: "square I8 (row 9, column 8)"; Joshua
// Blackwood's record solver; the SAT models that feed e2.bucas.name), the
// letter names the row, A at the top, and the number the column, 1 on the
// left: I8 is the cell in the 9th row from the top and the 8th column from
// the left, x = 7, y = 8 on our Board (0-based, y downwards), cell 135 in
// an e2.bucas.name link. The piece is turned half way (Turn 2) from the way
// the usual piece list (bench e2_official.txt, in the same orientation as the
// community's e2pieces.txt) gives it, so that it shows N 18, E 6, S 6, W 11:
// the record solvers look for a neighbour with 6 on its north side below it
// and 11 on its east side to its left.
//
// The bench README reads I8 as column I, row 8 from the top: cell x = 8,
// y = 7. That cell with Turn 0 is the same puzzle turned half way round (the
// four cells around the centre, each with its matching turn, are the same
// puzzle turned), so either gives the same scores; we follow the community so
// that our boards and its links agree cell for cell.
const (
	StarterPiece = 139              // the piece number, in the usual piece list
	StarterX     = 7                // its column, 0 = left
	StarterY     = 8                // its row, 0 = top
	StarterTurn  = eternity.Turn(2) // its quarter turns clockwise
)

// OfficialHints is the board of the real Eternity II with its starter piece
// fixed (see StarterPiece): piece 139, turned half way, on I8. It refuses a
// puzzle that is not 16x16, or whose piece 139 is not an inner piece.
func OfficialHints(p *eternity.Puzzle) (*eternity.Board, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if p.W != 16 || p.H != 16 {
		return nil, reason.New("the Eternity II starter piece needs a 16x16 puzzle, not %dx%d", p.W, p.H)
	}
	switch p.Piece(StarterPiece).Kind() {
	case eternity.Inner:
	case eternity.Border:
		return nil, reason.New("piece %d is a border piece: this is not the Eternity II piece list", StarterPiece)
	case eternity.Corner:
		return nil, reason.New("piece %d is a corner piece: this is not the Eternity II piece list", StarterPiece)
	default:
		return nil, reason.New("piece %d is not an inner piece: this is not the Eternity II piece list", StarterPiece)
	}
	b := eternity.NewBoard(16, 16)
	b.Cells[b.Index(StarterX, StarterY)] = eternity.Placement{Piece: StarterPiece, Turn: StarterTurn, Fixed: true}
	return b, nil
}
