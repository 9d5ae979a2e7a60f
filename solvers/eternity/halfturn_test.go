package eternity

import (
	"context"
	"strings"
	"testing"

	"plateau/games/eternity"
)

// Puzzles with a piece that looks the same turned half way (4 5 4 5),
// each with exactly one solution up to turning the whole board (found by
// hand-checked enumeration in a differential audit): the search shows the
// piece in its first equal turn, a half turn of the board in the other.
const (
	halfTurn4x3 = "4 3\n1 4 3 0\n1 0 3 4\n4 5 4 5\n3 0 1 6\n0 2 5 1\n1 2 0 0\n3 0 0 1\n0 3 5 1\n0 0 2 1\n4 4 6 5\n3 0 0 3\n0 3 5 2\n"
	halfTurn3x3 = "3 3\n0 1 4 1\n2 0 2 5\n0 0 1 3\n0 3 2 0\n1 0 0 2\n3 0 3 4\n1 0 0 1\n4 5 4 5\n0 1 5 1\n"
	// piece 2 (5 4 5 4) belongs on the centre, where a designer may fix it
	halfTurnCentre3x3 = "3 3\n3 5 3 0\n5 4 5 4\n0 3 1 0\n3 0 0 3\n0 2 5 3\n2 0 1 4\n0 0 1 3\n1 0 3 4\n2 2 0 0\n"
)

func readPlain(t *testing.T, text string) *eternity.Puzzle {
	t.Helper()
	p, _, err := eternity.ReadPlain(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// A solution and its own half turn are one solution, though a piece that
// looks the same turned half way shows in another turn in each: the
// uniqueness check finds one, tells no cell apart, and Make unique fixes
// nothing. Before, the turn numbers made them two ("differ on 1 cell"),
// and Make unique fixed a needless piece.
func TestHalfTurnSymmetricPieceIsUnique(t *testing.T) {
	centre := func(turn eternity.Turn) *eternity.Board {
		b := eternity.NewBoard(3, 3)
		b.Cells[4] = eternity.Placement{Piece: 2, Turn: turn, Fixed: true}
		return b
	}
	for _, tc := range []struct {
		name  string
		text  string
		hints *eternity.Board
	}{
		{"4x3", halfTurn4x3, nil},
		{"3x3", halfTurn3x3, nil},
		{"3x3 centre fixed", halfTurnCentre3x3, centre(0)},
		{"3x3 centre fixed half turned", halfTurnCentre3x3, centre(2)},
	} {
		p := readPlain(t, tc.text)
		designer := 0
		if tc.hints != nil {
			designer = tc.hints.Placed()
		}
		for _, c := range coverConfigs {
			for _, nosym := range []bool{false, true} {
				c.NoSymmetry = nosym
				o := Options{Config: c, Hints: tc.hints, Keep: 16}
				r := distinct(t, p, o, 2)
				one := OnePerTurns(p, r.Kept)
				if !r.Complete || r.Distinct != 1 || len(one) != 1 {
					t.Errorf("%s %v: complete %v, %d distinct, %d of %d boards kept up to turns, want 1", tc.name, c, r.Complete, r.Distinct, len(one), len(r.Kept))
					continue
				}
				for _, b := range r.Kept {
					if cells := DiffCells(p, one[0], b, tc.hints); len(cells) != 0 {
						t.Errorf("%s %v: a board kept differs from the first on cells %v", tc.name, c, cells)
					}
				}
				u, err := MakeUnique(context.Background(), p, o, nil)
				if err != nil || u.Added != 0 || u.Hints.Placed() != designer {
					t.Errorf("%s %v: Make unique fixed %d pieces (%d in all), error %v; want none added", tc.name, c, u.Added, u.Hints.Placed(), err)
				}
			}
		}
	}
}
