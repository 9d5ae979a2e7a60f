package eternity

import (
	"slices"
	"testing"
)

// tiny is a 3x3 puzzle solved by laying its pieces in order, unturned:
//
//	0 1 2
//	3 4 5
//	6 7 8
func tiny() (*Puzzle, *Board) {
	p := &Puzzle{W: 3, H: 3, Pieces: []Piece{
		{0, 1, 5, 0}, {0, 2, 6, 1}, {0, 0, 1, 2},
		{5, 3, 2, 0}, {6, 4, 7, 3}, {1, 0, 2, 4},
		{2, 1, 0, 0}, {7, 2, 0, 1}, {2, 0, 0, 2},
	}}
	b := NewBoard(3, 3)
	for i := range b.Cells {
		b.Cells[i].Piece = i + 1
	}
	return p, b
}

func TestScore(t *testing.T) {
	p, solved := tiny()
	if probs := Check(p); len(probs) != 0 {
		t.Fatalf("tiny breaks the laws: %v", probs)
	}
	tests := []struct {
		name       string
		edit       func(b *Board)
		matched    int
		mismatched []Join
		exposed    []Join
		solved     bool
	}{
		{"solved", func(b *Board) {}, 12, nil, nil, true},
		{"empty", func(b *Board) { *b = *NewBoard(3, 3) }, 0, nil, nil, false},
		{"centre removed", func(b *Board) { b.Cells[4] = Placement{} }, 8, nil, nil, false},
		{"centre turned", func(b *Board) { b.Cells[4].Turn = 1 }, 8,
			[]Join{{1, 0, South}, {0, 1, East}, {1, 1, East}, {1, 1, South}}, nil, false},
		{"corner turned", func(b *Board) { b.Cells[0].Turn = 2 }, 10,
			[]Join{{0, 0, East}, {0, 0, South}}, []Join{{0, 0, North}, {0, 0, West}}, false},
		{"two corners swapped", func(b *Board) { b.Cells[0], b.Cells[8] = b.Cells[8], b.Cells[0] }, 8,
			[]Join{{0, 0, East}, {0, 0, South}, {2, 1, South}, {1, 2, East}},
			[]Join{{0, 0, North}, {0, 0, West}, {2, 2, East}, {2, 2, South}}, false},
		// Piece 6 turned once on (2, 0) shows grey South, over piece 3's
		// grey North on (2, 1): both grey is no match (Score's doc).
		{"grey against grey", func(b *Board) { b.Cells[2], b.Cells[5] = Placement{Piece: 6, Turn: 1}, Placement{Piece: 3} }, 9,
			[]Join{{2, 0, South}, {1, 1, East}, {2, 1, South}}, []Join{{2, 0, North}, {2, 0, East}}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := solved.Clone()
			tc.edit(b)
			s := ScoreBoard(p, b) // joins come row by row, E before S; outer sides N E S W
			if s.Total != 12 || s.Matched != tc.matched || s.Solved() != tc.solved {
				t.Errorf("matched %d of %d, solved %v; want %d of 12, %v", s.Matched, s.Total, s.Solved(), tc.matched, tc.solved)
			}
			if !slices.Equal(s.Mismatched, tc.mismatched) {
				t.Errorf("mismatched %v, want %v", s.Mismatched, tc.mismatched)
			}
			if !slices.Equal(s.Exposed, tc.exposed) {
				t.Errorf("exposed %v, want %v", s.Exposed, tc.exposed)
			}
		})
	}
}

// Solved needs only grey outside: a full board whose joins all match but
// which shows a colour on its outer edges (a puzzle breaking law 2, which
// the editor lets one make and play) is not solved.
func TestSolvedNeedsGreyOutside(t *testing.T) {
	pcs := make([]Piece, 9)
	for i := range pcs {
		pcs[i] = Piece{1, 1, 1, 1}
	}
	p, err := NewPuzzle(3, 3, pcs)
	if err != nil {
		t.Fatal(err)
	}
	b := NewBoard(3, 3)
	for i := range b.Cells {
		b.Cells[i].Piece = i + 1
	}
	s := ScoreBoard(p, b)
	if s.Placed != 9 || s.Matched != s.Total || len(s.Exposed) != 12 {
		t.Fatalf("%d placed, matched %d of %d, %d exposed; want 9 placed, all matched, 12 exposed", s.Placed, s.Matched, s.Total, len(s.Exposed))
	}
	if s.Solved() {
		t.Error("a board showing colour 1 on all 12 outer edges counts as solved")
	}
}
