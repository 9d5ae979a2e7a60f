package eternity

import "fmt"

// Color is an edge colour. Grey (0) marks the edges that face the outside of
// the board; the others are 1..MaxColor.
type Color uint8

// Grey is the colour of border edges.
const Grey Color = 0

// MaxColor is the largest colour a puzzle may use: it keeps any set of
// colours inside one uint64 bit mask, which the solvers rely on.
const MaxColor = 63

// Side names an edge of a square: North, East, South, West, in clockwise order.
type Side uint8

// The four sides, in the order a Piece lists them.
const (
	North Side = iota
	East
	South
	West
)

// Opposite is the side facing s across a square.
func (s Side) Opposite() Side { return (s + 2) & 3 }

// String is the side's initial, N E S W.
func (s Side) String() string { return string("NESW"[s&3]) }

// Turn counts quarter turns clockwise, 0..3; a clockwise turn moves the North
// colour to East.
type Turn uint8

// Plus adds quarter turns, modulo a full turn.
func (t Turn) Plus(u Turn) Turn { return (t + u) & 3 }

// Inverse is the turn that undoes t.
func (t Turn) Inverse() Turn { return (4 - t&3) & 3 }

// Piece is the colours of a piece's edges, indexed by Side (N, E, S, W).
type Piece [4]Color

// Turned is the piece after t quarter turns clockwise.
func (p Piece) Turned(t Turn) Piece {
	var q Piece
	for s := range 4 {
		q[(s+int(t))&3] = p[s]
	}
	return q
}

// Key packs the four colours into one integer (N in the high byte), a cheap
// map key and total order.
func (p Piece) Key() uint32 {
	return uint32(p[0])<<24 | uint32(p[1])<<16 | uint32(p[2])<<8 | uint32(p[3])
}

// Canonical is the smallest Key over the four turns: two pieces are the same
// up to turning exactly when their canonical keys are equal.
func (p Piece) Canonical() uint32 {
	best := p.Key()
	for t := Turn(1); t < 4; t++ {
		if k := p.Turned(t).Key(); k < best {
			best = k
		}
	}
	return best
}

// HalfSymmetric reports whether the piece is equal to itself turned half way
// (N = S and E = W), which the first law forbids: such a piece fits a cell in
// two turns.
func (p Piece) HalfSymmetric() bool { return p[North] == p[South] && p[East] == p[West] }

// GreyMask has bit s set when side s is grey.
func (p Piece) GreyMask() uint8 {
	var m uint8
	for s := range 4 {
		if p[s] == Grey {
			m |= 1 << s
		}
	}
	return m
}

// Kind is the kind of a piece by its grey edges, or the kind of board cell
// such a piece belongs to.
type Kind uint8

// The kinds. Malformed pieces have three or four grey edges, or two
// opposite ones: they fit no cell.
const (
	Inner Kind = iota
	Border
	Corner
	Malformed
)

// String is the kind's name in English.
func (k Kind) String() string {
	switch k {
	case Inner:
		return "inner"
	case Border:
		return "border"
	case Corner:
		return "corner"
	}
	return "malformed"
}

// Kind classifies the piece by its grey edges.
func (p Piece) Kind() Kind {
	switch m := p.GreyMask(); m {
	case 0:
		return Inner
	case 1, 2, 4, 8:
		return Border
	case 3, 6, 12, 9:
		return Corner
	}
	return Malformed
}

// String writes the piece as its four colours, N E S W.
func (p Piece) String() string { return fmt.Sprintf("%d %d %d %d", p[0], p[1], p[2], p[3]) }

// FitTurn is the turn that puts the piece's grey edges exactly on the sides
// in outer (a mask of sides, as from OuterSides); ok is false when no turn
// does. An inner piece fits an inner cell (outer = 0) in turn 0.
func (p Piece) FitTurn(outer uint8) (t Turn, ok bool) {
	for t := Turn(0); t < 4; t++ {
		if p.Turned(t).GreyMask() == outer {
			return t, true
		}
	}
	return 0, false
}

// OuterSides is the mask of the sides of cell (x, y) that face the outside of
// a w x h board.
func OuterSides(w, h, x, y int) uint8 {
	var m uint8
	if y == 0 {
		m |= 1 << North
	}
	if x == w-1 {
		m |= 1 << East
	}
	if y == h-1 {
		m |= 1 << South
	}
	if x == 0 {
		m |= 1 << West
	}
	return m
}

// CellKind is the kind of piece that belongs on cell (x, y) of a w x h board.
func CellKind(w, h, x, y int) Kind {
	n := 0
	for m := OuterSides(w, h, x, y); m != 0; m &= m - 1 {
		n++
	}
	switch n {
	case 0:
		return Inner
	case 1:
		return Border
	case 2:
		return Corner
	}
	return Malformed
}
