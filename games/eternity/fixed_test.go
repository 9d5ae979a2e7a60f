package eternity

import (
	"strings"
	"testing"
)

func TestFixedOnly(t *testing.T) {
	b := NewBoard(3, 2)
	if b.FixedOnly() != nil || (*Board)(nil).FixedOnly() != nil {
		t.Fatal("a board fixing nothing has hints")
	}
	b.Cells[1] = Placement{Piece: 4, Turn: 2, Fixed: true}
	b.Cells[3] = Placement{Piece: 2, Turn: 1}
	h := b.FixedOnly()
	if h == nil || h.Placed() != 1 || h.Cells[1] != b.Cells[1] {
		t.Fatalf("hints %+v", h)
	}
}

func TestWithFixed(t *testing.T) {
	board := func(cells map[int]Placement) *Board {
		b := NewBoard(2, 2)
		for i, pl := range cells {
			b.Cells[i] = pl
		}
		return b
	}
	starter := board(map[int]Placement{2: {Piece: 3, Turn: 1}})
	tests := []struct {
		name   string
		hints  *Board
		extra  *Board
		want   *Board // nil when refused
		refuse string
	}{
		{"no hints yet", nil, starter, board(map[int]Placement{2: {Piece: 3, Turn: 1, Fixed: true}}), ""},
		{"beside another", board(map[int]Placement{0: {Piece: 1, Fixed: true}}), starter,
			board(map[int]Placement{0: {Piece: 1, Fixed: true}, 2: {Piece: 3, Turn: 1, Fixed: true}}), ""},
		{"already there", board(map[int]Placement{2: {Piece: 3, Turn: 1, Fixed: true}}), starter,
			board(map[int]Placement{2: {Piece: 3, Turn: 1, Fixed: true}}), ""},
		{"its cell taken", board(map[int]Placement{2: {Piece: 4, Fixed: true}}), starter, nil, "cell (0, 1) already holds fixed piece 4"},
		{"another turn", board(map[int]Placement{2: {Piece: 3, Turn: 2, Fixed: true}}), starter, nil, "cell (0, 1) already holds fixed piece 3"},
		{"fixed elsewhere", board(map[int]Placement{1: {Piece: 3, Fixed: true}}), starter, nil, "piece 3 is already fixed on cell (1, 0)"},
		{"another size", NewBoard(3, 3), starter, nil, "for a 2x2 board, not 3x3"},
	}
	for _, tc := range tests {
		var before *Board
		if tc.hints != nil {
			before = tc.hints.Clone()
		}
		got, err := tc.hints.WithFixed(tc.extra)
		switch {
		case tc.want == nil && (err == nil || !strings.Contains(err.Error(), tc.refuse)):
			t.Errorf("%s: got %v, want refusal %q", tc.name, err, tc.refuse)
		case tc.want != nil && err != nil:
			t.Errorf("%s: refused: %v", tc.name, err)
		case tc.want != nil && !equalCells(got, tc.want):
			t.Errorf("%s: got %+v, want %+v", tc.name, got.Cells, tc.want.Cells)
		}
		if before != nil && !equalCells(before, tc.hints) {
			t.Errorf("%s: the hints changed", tc.name)
		}
	}
}

func equalCells(a, b *Board) bool {
	if a.W != b.W || a.H != b.H {
		return false
	}
	for i := range a.Cells {
		if a.Cells[i] != b.Cells[i] {
			return false
		}
	}
	return true
}
