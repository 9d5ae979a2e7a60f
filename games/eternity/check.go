package eternity

import (
	"fmt"
	"strings"
)

// ProblemKind names a way a puzzle breaks the two laws of Eternity II (seed
// 002, section 2.3): law 1, every piece is unique; law 2, the colours are
// finely balanced, frame colours apart from inner ones.
type ProblemKind uint8

// The problems Check reports.
const (
	// Duplicate: two or more pieces are the same up to turning (law 1).
	Duplicate ProblemKind = iota + 1
	// HalfTurnSymmetric: a piece equals itself turned half way, so it fits
	// a cell two ways (law 1).
	HalfTurnSymmetric
	// MisplacedGrey: grey edges on opposite sides, or more than two.
	MisplacedGrey
	// WrongKindCount: not 4 corners, 2(W-2)+2(H-2) border pieces and
	// (W-2)(H-2) inner pieces (law 2).
	WrongKindCount
	// MixedColor: a colour used both along the frame and on inner edges
	// (law 2: frame colours and inner colours are separate sets).
	MixedColor
	// UnpairedColor: a colour appears an odd number of times on frame (or
	// inner) edges, so its edges cannot all pair up (law 2).
	UnpairedColor
)

// Law is the law a problem breaks, 1 or 2 (0 for misplaced greys, which
// break the shape of the pieces rather than a law).
func (k ProblemKind) Law() int {
	switch k {
	case Duplicate, HalfTurnSymmetric:
		return 1
	case WrongKindCount, MixedColor, UnpairedColor:
		return 2
	}
	return 0
}

// Problem is one violation, with the pieces concerned (numbers 1..N, in
// increasing order) so that an editor can highlight them.
type Problem struct {
	Kind   ProblemKind
	Pieces []int
	// Color is the colour concerned (MixedColor, UnpairedColor).
	Color Color
	// Frame tells, for UnpairedColor, whether the odd count is on frame
	// edges; for MixedColor, whether Pieces are those using the colour on
	// the frame (the minority use) rather than inside.
	Frame bool
	// PieceKind, Want and Got describe a WrongKindCount; Got is also the
	// odd count of an UnpairedColor.
	PieceKind Kind
	Want, Got int
}

// String describes the problem in one English sentence.
func (p Problem) String() string {
	list := pieceList(p.Pieces)
	where := "inner"
	if p.Frame {
		where = "frame"
	}
	switch p.Kind {
	case Duplicate:
		return fmt.Sprintf("pieces %s are the same up to turning", list)
	case HalfTurnSymmetric:
		return fmt.Sprintf("piece %s is the same turned half way", list)
	case MisplacedGrey:
		return fmt.Sprintf("piece %s has grey edges that fit no cell", list)
	case WrongKindCount:
		return fmt.Sprintf("%d %s pieces where the board needs %d (%s)", p.Got, p.PieceKind, p.Want, list)
	case MixedColor:
		return fmt.Sprintf("colour %d is used on both frame and inner edges; on %s edges by pieces %s", p.Color, where, list)
	case UnpairedColor:
		return fmt.Sprintf("colour %d appears %d times on %s edges, an odd number that cannot pair up (pieces %s)", p.Color, p.Got, where, list)
	}
	return "unknown problem"
}

func pieceList(ns []int) string {
	const most = 12
	var b strings.Builder
	for i, n := range ns {
		if i == most {
			fmt.Fprintf(&b, " and %d more", len(ns)-most)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprint(&b, n)
	}
	return b.String()
}

// Check lists every way puzzle p breaks the two laws, grouped by kind in the
// order of the ProblemKind constants; no problem means both laws hold. The
// puzzle must be valid (see Puzzle.Validate).
func Check(p *Puzzle) []Problem {
	var out []Problem
	out = append(out, duplicates(p)...)
	for i, pc := range p.Pieces {
		if pc.Kind() != Malformed && pc.HalfSymmetric() {
			out = append(out, Problem{Kind: HalfTurnSymmetric, Pieces: []int{i + 1}})
		}
	}
	for i, pc := range p.Pieces {
		if pc.Kind() == Malformed {
			out = append(out, Problem{Kind: MisplacedGrey, Pieces: []int{i + 1}})
		}
	}
	out = append(out, kindCounts(p)...)
	out = append(out, colorProblems(p)...)
	return out
}

func duplicates(p *Puzzle) []Problem {
	groups := map[uint32][]int{}
	var order []uint32
	for i, pc := range p.Pieces {
		k := pc.Canonical()
		if len(groups[k]) == 0 {
			order = append(order, k)
		}
		groups[k] = append(groups[k], i+1)
	}
	var out []Problem
	for _, k := range order {
		if g := groups[k]; len(g) > 1 {
			out = append(out, Problem{Kind: Duplicate, Pieces: g})
		}
	}
	return out
}

func kindCounts(p *Puzzle) []Problem {
	var out []Problem
	n := p.Count()
	for _, k := range []Kind{Corner, Border, Inner} {
		if want := Expected(p.W, p.H, k); n[k] != want {
			out = append(out, Problem{Kind: WrongKindCount, PieceKind: k, Want: want, Got: n[k], Pieces: piecesOfKind(p, k)})
		}
	}
	return out
}

func piecesOfKind(p *Puzzle, k Kind) []int {
	var out []int
	for i, pc := range p.Pieces {
		if pc.Kind() == k {
			out = append(out, i+1)
		}
	}
	return out
}

func colorProblems(p *Puzzle) []Problem {
	u := p.Uses()
	var out []Problem
	for c := Color(1); c <= MaxColor; c++ {
		if u.Frame[c] > 0 && u.Inner[c] > 0 {
			onFrame := u.Frame[c] <= u.Inner[c]
			out = append(out, Problem{Kind: MixedColor, Color: c, Frame: onFrame, Pieces: piecesUsing(p, c, onFrame)})
		}
	}
	for c := Color(1); c <= MaxColor; c++ {
		for _, frame := range []bool{true, false} {
			n := u.Inner[c]
			if frame {
				n = u.Frame[c]
			}
			if n%2 == 1 {
				out = append(out, Problem{Kind: UnpairedColor, Color: c, Frame: frame, Got: n, Pieces: piecesUsing(p, c, frame)})
			}
		}
	}
	return out
}

// piecesUsing lists the pieces showing colour c on a frame edge (frame) or
// an inner edge (!frame).
func piecesUsing(p *Puzzle, c Color, frame bool) []int {
	var out []int
	for i, pc := range p.Pieces {
		if pc.Kind() == Malformed {
			continue
		}
		fr := pc.FrameSides()
		for s, e := range pc {
			if e == c && (fr&(1<<s) != 0) == frame {
				out = append(out, i+1)
				break
			}
		}
	}
	return out
}
