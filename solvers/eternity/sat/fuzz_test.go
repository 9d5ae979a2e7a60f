package sat

import (
	"bytes"
	"context"
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"plateau/games/eternity"
)

// FuzzEncode: whatever the puzzle and hints, Encode returns a CNF or an
// error and never panics; a CNF exports; on a board small enough for the
// brute force, the SAT verdict is the brute force's.
func FuzzEncode(f *testing.F) {
	f.Add([]byte{0}, false)
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8}, true)
	f.Add([]byte("eternity"), false)
	f.Fuzz(func(t *testing.T, seed []byte, raw bool) {
		var s [16]byte
		copy(s[:], seed)
		r := rand.New(rand.NewPCG(binary.LittleEndian.Uint64(s[:8]), binary.LittleEndian.Uint64(s[8:])))
		var p *eternity.Puzzle
		var hints *eternity.Board
		if raw {
			p, hints = rawPuzzle(r)
		} else {
			p, hints = oddPuzzle(r)
		}
		checkEncode(t, p, hints)
	})
}

// rawPuzzle is any list of pieces with any colours, of any size near the
// smallest, with hints of any content.
func rawPuzzle(r *rand.Rand) (*eternity.Puzzle, *eternity.Board) {
	w, h := 2+r.IntN(3), 2+r.IntN(3)
	n := w*h + r.IntN(3) - 1
	p := &eternity.Puzzle{W: w, H: h}
	for range max(n, 0) {
		var pc eternity.Piece
		for s := range pc {
			pc[s] = eternity.Color(r.IntN(4))
			if r.IntN(20) == 0 {
				pc[s] = eternity.Color(r.IntN(256))
			}
		}
		p.Pieces = append(p.Pieces, pc)
	}
	if r.IntN(2) == 0 {
		return p, nil
	}
	hw, hh := w, h
	if r.IntN(8) == 0 {
		hw++
	}
	b := eternity.NewBoard(hw, hh)
	for range r.IntN(4) {
		b.Cells[r.IntN(len(b.Cells))] = eternity.Placement{Piece: r.IntN(n+2) - 1, Turn: eternity.Turn(r.IntN(6)), Fixed: r.IntN(2) == 0}
	}
	return p, b
}

func checkEncode(t *testing.T, p *eternity.Puzzle, hints *eternity.Board) {
	c, err := Encode(p, hints)
	if err != nil {
		if c != nil {
			t.Fatal("a CNF with an error")
		}
		return
	}
	var buf bytes.Buffer
	if err := c.WriteDIMACS(&buf); err != nil {
		t.Fatal(err)
	}
	if p.W*p.H > 9 {
		return
	}
	res, err := Solve(context.Background(), p, hints, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if want := bruteSolvable(p, hints); res.Solved != want || res.Unsat == want {
		t.Fatalf("%dx%d %v hints %v: solved %v unsat %v, brute force %v", p.W, p.H, p.Pieces, hints, res.Solved, res.Unsat, want)
	}
}

// The fuzz-ish test: a thousand odd and raw puzzles never make Encode
// panic, and the small ones get the brute force's verdict.
func TestEncodeOddPuzzles(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	for range 500 {
		p, hints := oddPuzzle(r)
		checkEncode(t, p, hints)
		p, hints = rawPuzzle(r)
		checkEncode(t, p, hints)
	}
}
