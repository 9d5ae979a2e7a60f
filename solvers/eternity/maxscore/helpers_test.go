package maxscore

import (
	"os"
	"path/filepath"
	"testing"

	"plateau/games/eternity"
)

// load reads a bench instance from games/eternity/testdata/bench.
func load(tb testing.TB, name string) *eternity.Puzzle {
	tb.Helper()
	f, err := os.Open(filepath.Join("..", "..", "..", "games", "eternity", "testdata", "bench", name+".txt"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	p, _, err := eternity.ReadPlain(f)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// loadSolution reads the known solution of bench instance name, puzzle p.
func loadSolution(tb testing.TB, name string, p *eternity.Puzzle) *eternity.Board {
	tb.Helper()
	f, err := os.Open(filepath.Join("..", "..", "..", "games", "eternity", "testdata", "bench", name+".solutions.txt"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	sol, err := eternity.ReadSolution(f, p)
	if err != nil {
		tb.Fatal(err)
	}
	return sol
}

// official is the real Eternity II with its starter piece.
func official(tb testing.TB) (*eternity.Puzzle, *eternity.Board) {
	tb.Helper()
	p := load(tb, "e2_official")
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
