package maxscore

import (
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// official is the real Eternity II with its starter piece.
func official(tb testing.TB) (*eternity.Puzzle, *eternity.Board) {
	tb.Helper()
	p := eternitytest.Puzzle(tb, "e2_official")
	h, err := OfficialHints(p)
	if err != nil {
		tb.Fatal(err)
	}
	return p, h
}

// checkBoard fails unless b is a full board of p that keeps the hints, uses
// every piece once, shows grey exactly on the outside and scores score.
func checkBoard(tb testing.TB, p *eternity.Puzzle, hints, b *eternity.Board, score int) {
	tb.Helper()
	if b == nil {
		tb.Fatal("no board")
	}
	if err := b.Validate(p); err != nil {
		tb.Fatal(err)
	}
	sc := eternity.ScoreBoard(p, b)
	if sc.Placed != sc.Cells {
		tb.Fatalf("%d of %d cells hold a piece", sc.Placed, sc.Cells)
	}
	if len(sc.Exposed) != 0 {
		tb.Fatalf("colour edges face the outside at %v", sc.Exposed)
	}
	if sc.Matched != score {
		tb.Fatalf("the model scores %d, the search reported %d", sc.Matched, score)
	}
	for y := range b.H {
		for x := range b.W {
			e, _ := b.Edges(p, x, y)
			if e.GreyMask() != eternity.OuterSides(b.W, b.H, x, y) {
				tb.Fatalf("cell (%d, %d): piece %d does not fit the frame", x, y, b.At(x, y).Piece)
			}
		}
	}
	if hints == nil {
		return
	}
	for i, pl := range hints.Cells {
		if got := b.Cells[i]; !pl.Empty() && (got.Piece != pl.Piece || got.Turn != pl.Turn) {
			tb.Fatalf("cell %d holds %d turned %d, the hint is %d turned %d", i, got.Piece, got.Turn, pl.Piece, pl.Turn)
		}
	}
}
