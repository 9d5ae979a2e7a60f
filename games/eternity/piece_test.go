package eternity

import "testing"

func TestTurned(t *testing.T) {
	p := Piece{1, 2, 3, 4}
	tests := []struct {
		t    Turn
		want Piece
	}{
		{0, Piece{1, 2, 3, 4}},
		{1, Piece{4, 1, 2, 3}}, // a clockwise turn moves the N colour to E
		{2, Piece{3, 4, 1, 2}},
		{3, Piece{2, 3, 4, 1}},
	}
	for _, tc := range tests {
		if got := p.Turned(tc.t); got != tc.want {
			t.Errorf("Turned(%d) = %v, want %v", tc.t, got, tc.want)
		}
		if back := p.Turned(tc.t).Turned(tc.t.Inverse()); back != p {
			t.Errorf("turn %d then its inverse %d gives %v", tc.t, tc.t.Inverse(), back)
		}
	}
	if got := Turn(3).Plus(2); got != 1 {
		t.Errorf("3+2 quarter turns = %d, want 1", got)
	}
}

func TestKind(t *testing.T) {
	tests := []struct {
		p    Piece
		want Kind
	}{
		{Piece{1, 2, 3, 4}, Inner},
		{Piece{0, 2, 3, 4}, Border},
		{Piece{1, 2, 3, 0}, Border},
		{Piece{0, 0, 3, 4}, Corner},
		{Piece{0, 2, 3, 0}, Corner},
		{Piece{0, 2, 0, 4}, Malformed},
		{Piece{0, 0, 0, 4}, Malformed},
		{Piece{0, 0, 0, 0}, Malformed},
	}
	for _, tc := range tests {
		if got := tc.p.Kind(); got != tc.want {
			t.Errorf("%v.Kind() = %v, want %v", tc.p, got, tc.want)
		}
	}
}

func TestCanonical(t *testing.T) {
	p := Piece{5, 1, 7, 2}
	for tu := Turn(0); tu < 4; tu++ {
		if p.Turned(tu).Canonical() != p.Canonical() {
			t.Errorf("turn %d changes the canonical key", tu)
		}
	}
	mirror := Piece{5, 2, 7, 1}
	if mirror.Canonical() == p.Canonical() {
		t.Error("a mirrored piece has the same canonical key: pieces cannot be flipped")
	}
}

func TestHalfSymmetric(t *testing.T) {
	if !(Piece{3, 4, 3, 4}).HalfSymmetric() || !(Piece{3, 3, 3, 3}).HalfSymmetric() {
		t.Error("3 4 3 4 and 3 3 3 3 equal themselves turned half way")
	}
	if (Piece{3, 4, 4, 3}).HalfSymmetric() {
		t.Error("3 4 4 3 is not the same turned half way")
	}
}

func TestFitTurn(t *testing.T) {
	const w, h = 4, 4
	tests := []struct {
		p    Piece
		x, y int
		want Turn
		ok   bool
	}{
		{Piece{0, 0, 1, 2}, 0, 0, 3, true}, // greys N E, wanted N W
		{Piece{0, 0, 1, 2}, 3, 0, 0, true},
		{Piece{0, 0, 1, 2}, 3, 3, 1, true},
		{Piece{0, 0, 1, 2}, 0, 3, 2, true},
		{Piece{0, 1, 3, 2}, 1, 3, 2, true}, // border grey N, wanted S
		{Piece{0, 1, 3, 2}, 1, 1, 0, false},
		{Piece{4, 1, 3, 2}, 1, 1, 0, true},
		{Piece{4, 1, 3, 2}, 0, 1, 0, false},
	}
	for _, tc := range tests {
		got, ok := tc.p.FitTurn(OuterSides(w, h, tc.x, tc.y))
		if got != tc.want || ok != tc.ok {
			t.Errorf("%v on (%d, %d): turn %d %v, want %d %v", tc.p, tc.x, tc.y, got, ok, tc.want, tc.ok)
		}
		if ok && tc.p.Turned(got).Kind() != CellKind(w, h, tc.x, tc.y) {
			t.Errorf("%v does not fit cell (%d, %d)", tc.p, tc.x, tc.y)
		}
	}
}

func TestFrameSides(t *testing.T) {
	tests := []struct {
		p    Piece
		want uint8
	}{
		{Piece{0, 1, 2, 3}, 1<<East | 1<<West},
		{Piece{1, 0, 2, 3}, 1<<North | 1<<South},
		{Piece{0, 0, 2, 3}, 1<<South | 1<<West},
		{Piece{1, 2, 3, 4}, 0},
	}
	for _, tc := range tests {
		if got := tc.p.FrameSides(); got != tc.want {
			t.Errorf("%v.FrameSides() = %04b, want %04b", tc.p, got, tc.want)
		}
	}
}
