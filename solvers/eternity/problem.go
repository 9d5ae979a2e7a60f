package eternity

import (
	"context"
	"errors"
	"fmt"

	"plateau/games/eternity"
	"plateau/games/reason"
)

// problem is a puzzle compiled for the engines: pieces pre-turned into flat
// records, the board's neighbours and frame, and which piece turns each cell
// may hold. A piece turn ("pt") is piece*4 + turn, piece counted from 0.
type problem struct {
	puz     *eternity.Puzzle
	w, h    int
	cells   int
	n       int // pieces
	nt      int // piece turns, 4n
	ncolors int // colours 0..ncolors-1 occur

	edges   []uint32 // pt -> its colours once turned, side s in byte s
	valid   []bool   // pt is a turn to try: the piece is not malformed and no smaller turn looks the same
	outer   []uint8  // cell -> mask of its sides facing the outside
	nb      []int32  // cell*4+side -> neighbour cell, -1 outside
	fit     []uint64 // cell*words -> pts whose grey edges are exactly the cell's outer sides (and that some corolle allows)
	words   int      // uint64 words in a set of pts
	sideCol []uint64 // (side*ncolors+colour)*words -> pts showing that colour on that side

	hint      []int32 // cell -> pt fixed there before the search, -1 for none
	nhints    int
	symmetric bool // the lowest corner piece was fixed top-left for the board's symmetry
}

func (pr *problem) color(pt int32, s int) uint8 { return uint8(pr.edges[pt] >> (8 * s)) }

// compile prepares puzzle p for configuration c. Hints are fixed pieces
// (the non-empty cells of board hints, which may be nil).
func compile(ctx context.Context, p *eternity.Puzzle, hints *eternity.Board, c Config) (*problem, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if err := c.Validate(); err != nil {
		return nil, err
	}
	pr := &problem{puz: p, w: p.W, h: p.H, cells: p.W * p.H, n: p.N(), nt: 4 * p.N()}
	pr.ncolors = int(p.MaxUsedColor()) + 1
	pr.words = (pr.nt + 63) / 64
	pr.turnPieces()
	pr.frame()
	if err := pr.setHints(hints, !c.NoSymmetry); err != nil {
		return nil, err
	}
	pr.fits()
	pr.sideCol = pr.sideColors()
	if c.Corolle > 0 {
		if err := pr.filterCorolles(ctx, c.Corolle); err != nil {
			return nil, err
		}
	}
	return pr, nil
}

func (pr *problem) turnPieces() {
	pr.edges = make([]uint32, pr.nt)
	pr.valid = make([]bool, pr.nt)
	for i, pc := range pr.puz.Pieces {
		for t := range 4 {
			q := pc.Turned(eternity.Turn(t))
			pt := 4*i + t
			pr.edges[pt] = uint32(q[0]) | uint32(q[1])<<8 | uint32(q[2])<<16 | uint32(q[3])<<24
			// A piece that looks the same after a half turn would count
			// every board twice; the first law forbids it, the search
			// tolerates it by trying only the first of equal turns.
			pr.valid[pt] = pc.Kind() != eternity.Malformed
			for u := range t {
				if pc.Turned(eternity.Turn(u)) == q {
					pr.valid[pt] = false
				}
			}
		}
	}
}

func (pr *problem) frame() {
	pr.outer = make([]uint8, pr.cells)
	pr.nb = make([]int32, 4*pr.cells)
	for y := range pr.h {
		for x := range pr.w {
			c := y*pr.w + x
			pr.outer[c] = eternity.OuterSides(pr.w, pr.h, x, y)
			for s := range 4 {
				nx, ny := x+stepX[(s+3)&3], y+stepY[(s+3)&3] // side N is step north, E east...
				if nx < 0 || ny < 0 || nx >= pr.w || ny >= pr.h {
					pr.nb[4*c+s] = -1
				} else {
					pr.nb[4*c+s] = int32(ny*pr.w + nx)
				}
			}
		}
	}
}

func (pr *problem) greyMask(pt int) uint8 {
	var m uint8
	for s := range 4 {
		if pr.color(int32(pt), s) == 0 {
			m |= 1 << s
		}
	}
	return m
}

// fits fills the sets of piece turns each cell accepts by its frame alone.
func (pr *problem) fits() {
	pr.fit = make([]uint64, pr.cells*pr.words)
	for c := range pr.cells {
		for pt := range pr.nt {
			if pr.valid[pt] && pr.greyMask(pt) == pr.outer[c] {
				pr.fit[c*pr.words+pt>>6] |= 1 << (pt & 63)
			}
		}
	}
}

func (pr *problem) fitsCell(c, pt int) bool { return pr.fit[c*pr.words+pt>>6]&(1<<(pt&63)) != 0 }

// setHints fixes the hint pieces, or, on a square board with none and
// symmetry wanted, the lowest-numbered corner piece in the top-left corner.
func (pr *problem) setHints(hints *eternity.Board, symmetry bool) error {
	pr.hint = make([]int32, pr.cells)
	for i := range pr.hint {
		pr.hint[i] = -1
	}
	if hints != nil && hints.Placed() > 0 {
		if err := hints.Validate(pr.puz); err != nil {
			return fmt.Errorf("fixed pieces: %v", err)
		}
		for c, pl := range hints.Cells {
			if pl.Empty() {
				continue
			}
			pr.hint[c] = int32(4*(pl.Piece-1) + int(pl.Turn))
			pr.nhints++
			// a piece fixed in a wrong turn is an impossible hint, as SAT
			// and max score call it: not a puzzle with no solution
			if pr.greyMask(int(pr.hint[c])) != pr.outer[c] {
				return reason.Of(ErrHints, "hint on cell (%d, %d): piece %d in turn %d does not put its grey edges exactly on the outside of the board", c%pr.w, c/pr.w, pl.Piece, pl.Turn)
			}
		}
		return nil
	}
	if !symmetry || pr.w != pr.h {
		return nil
	}
	for i, pc := range pr.puz.Pieces {
		if pc.Kind() != eternity.Corner {
			continue
		}
		t, ok := pc.FitTurn(pr.outer[0])
		if !ok {
			return errors.New("corner piece fits no corner")
		}
		pr.hint[0] = int32(4*i + int(t))
		pr.nhints = 1
		pr.symmetric = true
		return nil
	}
	return nil // no corner piece: no solution anyway, search the plain tree
}

// hintsFit reports whether the fixed pieces, each grey exactly on the
// frame (setHints refused the others), match each other.
func (pr *problem) hintsFit() bool {
	for c, pt := range pr.hint {
		if pt < 0 {
			continue
		}
		for s := range 4 {
			n := pr.nb[4*c+s]
			if n >= 0 && pr.hint[n] >= 0 && pr.color(pt, s) != pr.color(pr.hint[n], (s+2)&3) {
				return false
			}
		}
	}
	return true
}

// sideColors is, for each side s and colour k, the set of pts showing k on
// s: entry (s*ncolors+k)*words.
func (pr *problem) sideColors() []uint64 {
	sc := make([]uint64, 4*pr.ncolors*pr.words)
	for pt := range pr.nt {
		for s := range 4 {
			k := int(pr.color(int32(pt), s))
			sc[(s*pr.ncolors+k)*pr.words+pt>>6] |= 1 << (pt & 63)
		}
	}
	return sc
}

// fitClasses maps every cell to the first cell with the same fit set, so
// that cells alike share candidate tables.
func (pr *problem) fitClasses() []int {
	out := make([]int, pr.cells)
	seen := map[string]int{}
	for c := range pr.cells {
		var key []byte
		for _, x := range pr.fit[c*pr.words : (c+1)*pr.words] {
			for i := range 8 {
				key = append(key, byte(x>>(8*i)))
			}
		}
		if r, ok := seen[string(key)]; ok {
			out[c] = r
		} else {
			seen[string(key)] = c
			out[c] = c
		}
	}
	return out
}
