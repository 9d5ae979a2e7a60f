package eternity

import (
	"errors"

	"plateau/games/reason"
)

// Board sizes a puzzle may have, each side. Three is the smallest board with
// all three kinds of piece; thirty keeps every piece number within three
// digits, as the e2.bucas.name link writes them.
const (
	MinSize = 3
	MaxSize = 30
)

// Puzzle is a set of W*H pieces for a W x H board. Piece n (1..N) is
// Pieces[n-1]. Comments are free text kept from and written to the plain
// piece list (without the leading "c").
type Puzzle struct {
	W, H     int
	Pieces   []Piece
	Comments []string
}

// NewPuzzle checks the size, the number of pieces and the colour range, and
// returns the puzzle. It does not check the two laws (see Check).
func NewPuzzle(w, h int, pieces []Piece) (*Puzzle, error) {
	p := &Puzzle{W: w, H: h, Pieces: pieces}
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return p, nil
}

// CheckSize reports an error unless w x h is a board size the package accepts.
func CheckSize(w, h int) error {
	if w < MinSize || w > MaxSize || h < MinSize || h > MaxSize {
		return reason.New("board size %dx%d out of range: each side must be %d..%d", w, h, MinSize, MaxSize)
	}
	return nil
}

// Validate reports the first structural error: a size out of range, a number
// of pieces other than W*H, or a colour above MaxColor.
func (p *Puzzle) Validate() error {
	if p == nil {
		return errors.New("no puzzle")
	}
	if err := CheckSize(p.W, p.H); err != nil {
		return err
	}
	if len(p.Pieces) != p.W*p.H {
		return reason.New("a %dx%d puzzle needs %d pieces, got %d", p.W, p.H, p.W*p.H, len(p.Pieces))
	}
	for i, pc := range p.Pieces {
		for _, c := range pc {
			if c > MaxColor {
				return reason.New("piece %d: colour %d out of range 0..%d", i+1, c, MaxColor)
			}
		}
	}
	return nil
}

// N is the number of pieces.
func (p *Puzzle) N() int { return len(p.Pieces) }

// Piece is piece number n (1..N).
func (p *Puzzle) Piece(n int) Piece { return p.Pieces[n-1] }

// Clone is a deep copy.
func (p *Puzzle) Clone() *Puzzle {
	q := *p
	q.Pieces = append([]Piece(nil), p.Pieces...)
	q.Comments = append([]string(nil), p.Comments...)
	return &q
}

// MaxUsedColor is the largest colour any piece uses.
func (p *Puzzle) MaxUsedColor() Color {
	var m Color
	for _, pc := range p.Pieces {
		for _, c := range pc {
			m = max(m, c)
		}
	}
	return m
}

// Expected is how many pieces of a kind a w x h board holds.
func Expected(w, h int, k Kind) int {
	switch k {
	case Corner:
		return 4
	case Border:
		return 2*(w-2) + 2*(h-2)
	case Inner:
		return (w - 2) * (h - 2)
	}
	return 0
}

// FrameSides is the mask of a piece's frame edges: the coloured edges next
// to a grey one, which join two pieces along the frame. Every other coloured
// edge is an inner edge. Inner and malformed pieces have no frame edges.
func (p Piece) FrameSides() uint8 {
	g := p.GreyMask()
	switch p.Kind() {
	case Corner:
		return ^g & 15
	case Border:
		// the two sides next to the grey one: rotate the mask both ways
		return (g<<1 | g>>3 | g>>1 | g<<3) & 15
	}
	return 0
}

// ColorUse counts where colours appear: Frame[c] on frame edges, Inner[c] on
// inner edges, over all pieces.
type ColorUse struct {
	Frame, Inner [MaxColor + 1]int
}

// Uses counts the puzzle's colours on frame and inner edges. Grey is counted
// nowhere, nor are malformed pieces, whose edges belong to no class.
func (p *Puzzle) Uses() ColorUse {
	var u ColorUse
	for _, pc := range p.Pieces {
		if pc.Kind() == Malformed {
			continue
		}
		fr := pc.FrameSides()
		for s, c := range pc {
			switch {
			case c == Grey || c > MaxColor:
			case fr&(1<<s) != 0:
				u.Frame[c]++
			default:
				u.Inner[c]++
			}
		}
	}
	return u
}

// Colors lists the colours used on frame edges and on inner edges, in
// increasing order; a colour used on both appears in both (a law violation).
func (p *Puzzle) Colors() (frame, inner []Color) {
	u := p.Uses()
	for c := Color(1); c <= MaxColor; c++ {
		if u.Frame[c] > 0 {
			frame = append(frame, c)
		}
		if u.Inner[c] > 0 {
			inner = append(inner, c)
		}
	}
	return frame, inner
}

// Count is the number of pieces of each kind, indexed by Kind.
func (p *Puzzle) Count() [4]int {
	var n [4]int
	for _, pc := range p.Pieces {
		n[pc.Kind()]++
	}
	return n
}
