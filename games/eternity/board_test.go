package eternity

import (
	"slices"
	"testing"
)

func TestBoardEdits(t *testing.T) {
	b := NewBoard(4, 4)
	steps := []struct {
		name string
		do   func() error
		ok   bool
	}{
		{"place 3 on (1, 2)", func() error { _, err := b.Place(1, 2, 3, 1); return err }, true},
		{"place 3 again elsewhere", func() error { _, err := b.Place(0, 0, 3, 0); return err }, false},
		{"place 3 again on its own cell, turn 2", func() error { _, err := b.Place(1, 2, 3, 2); return err }, true},
		{"place piece 17 of 16", func() error { _, err := b.Place(0, 0, 17, 0); return err }, false},
		{"place piece 0", func() error { _, err := b.Place(0, 0, 0, 0); return err }, false},
		{"place outside", func() error { _, err := b.Place(4, 0, 1, 0); return err }, false},
		{"rotate an empty cell", func() error { return b.Rotate(0, 0, 1) }, false},
		{"rotate (1, 2) by 2", func() error { return b.Rotate(1, 2, 2) }, true},
		{"fix (1, 2)", func() error { return b.SetFixed(1, 2, true) }, true},
		{"fix an empty cell", func() error { return b.SetFixed(0, 1, true) }, false},
		{"remove a fixed piece", func() error { _, err := b.Remove(1, 2); return err }, false},
		{"rotate a fixed piece", func() error { return b.Rotate(1, 2, 1) }, false},
		{"cover a fixed piece", func() error { _, err := b.Place(1, 2, 5, 0); return err }, false},
		{"place 5 on (2, 2)", func() error { _, err := b.Place(2, 2, 5, 2); return err }, true},
	}
	for _, s := range steps {
		before := b.Clone()
		err := s.do()
		if (err == nil) != s.ok {
			t.Fatalf("%s: error %v, want ok=%v", s.name, err, s.ok)
		}
		if err != nil && !slices.Equal(before.Cells, b.Cells) {
			t.Fatalf("%s failed but changed the board", s.name)
		}
	}
	if got := b.At(1, 2); got != (Placement{Piece: 3, Turn: 0, Fixed: true}) {
		t.Errorf("(1, 2) holds %+v, want piece 3 turn 0 fixed", got)
	}
	if x, y, ok := b.Where(5); !ok || x != 2 || y != 2 {
		t.Errorf("piece 5 found at (%d, %d) %v, want (2, 2)", x, y, ok)
	}
	if got := b.Unplaced(16); len(got) != 14 || slices.Contains(got, 3) || slices.Contains(got, 5) {
		t.Errorf("unplaced %v, want the 14 others", got)
	}
	old, err := b.Place(2, 2, 7, 0)
	if err != nil || old.Piece != 5 || b.At(2, 2).Piece != 7 {
		t.Errorf("replacing 5 by 7 returned %+v, %v", old, err)
	}
}

func TestBoardValidate(t *testing.T) {
	p := &Puzzle{W: 3, H: 3, Pieces: make([]Piece, 9)}
	tests := []struct {
		name string
		b    *Board
		ok   bool
	}{
		{"empty", NewBoard(3, 3), true},
		{"other size", NewBoard(4, 3), false},
		{"piece twice", &Board{W: 3, H: 3, Cells: []Placement{{Piece: 1}, {Piece: 1}, {}, {}, {}, {}, {}, {}, {}}}, false},
		{"piece 10", &Board{W: 3, H: 3, Cells: []Placement{{Piece: 10}, {}, {}, {}, {}, {}, {}, {}, {}}}, false},
		{"turn 4", &Board{W: 3, H: 3, Cells: []Placement{{Piece: 1, Turn: 4}, {}, {}, {}, {}, {}, {}, {}, {}}}, false},
		{"fixed empty", &Board{W: 3, H: 3, Cells: []Placement{{Fixed: true}, {}, {}, {}, {}, {}, {}, {}, {}}}, false},
	}
	for _, tc := range tests {
		if err := tc.b.Validate(p); (err == nil) != tc.ok {
			t.Errorf("%s: %v, want ok=%v", tc.name, err, tc.ok)
		}
	}
}
