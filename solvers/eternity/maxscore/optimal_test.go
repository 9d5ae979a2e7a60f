package maxscore

import (
	"context"
	"math/rand/v2"
	"testing"

	"plateau/games/eternity"
)

// TestOptimal: on small boards with no solution, the exact phase finds the
// best score, which a brute force over every 3x3 board confirms, quota or
// not.
func TestOptimal(t *testing.T) {
	unsolvable := 0
	for seed := range uint64(8) {
		p := broken3x3(seed)
		want := bruteBest(p)
		if want < 12 {
			unsolvable++
		}
		opt := Options{Workers: 1 + int(seed%2), Seed: seed}
		if seed%4 >= 2 {
			// a quota that leaves boards out: the exact phase must ignore it
			opt.Quota = &Quota{Colors: []eternity.Color{3}, Min: []int{2, 4, 6, 8, 10}}
		}
		res, err := Search(context.Background(), p, nil, opt, nil)
		if err != nil {
			t.Fatal(err)
		}
		if res.Score != want || !res.Optimal {
			t.Fatalf("seed %d: score %d optimal %v, brute force %d", seed, res.Score, res.Optimal, want)
		}
		checkBoard(t, p, nil, res.Board, res.Score)
	}
	if unsolvable < 4 {
		t.Fatalf("only %d of 8 puzzles lack a solution: the exact phase is hardly tested", unsolvable)
	}
}

// broken3x3 is a random 3x3 puzzle (frame colours 1-2, inner 3-5) with a
// few edges recoloured, so that it seldom has a solution.
func broken3x3(seed uint64) *eternity.Puzzle {
	r := rand.New(rand.NewPCG(seed, 3))
	const w, h = 3, 3
	b := eternity.NewBoard(w, h)
	p := &eternity.Puzzle{W: w, H: h, Pieces: make([]eternity.Piece, w*h)}
	for y := range h {
		for x := range w {
			i := y*w + x
			b.Cells[i].Piece = i + 1
			if x+1 < w {
				c := eternity.Color(3 + r.IntN(3))
				if y == 0 || y == h-1 {
					c = eternity.Color(1 + r.IntN(2))
				}
				p.Pieces[i][eternity.East], p.Pieces[i+1][eternity.West] = c, c
			}
			if y+1 < h {
				c := eternity.Color(3 + r.IntN(3))
				if x == 0 || x == w-1 {
					c = eternity.Color(1 + r.IntN(2))
				}
				p.Pieces[i][eternity.South], p.Pieces[i+w][eternity.North] = c, c
			}
		}
	}
	for range 3 {
		i := r.IntN(w * h)
		for s := range 4 {
			if p.Pieces[i][s] != eternity.Grey {
				p.Pieces[i][s] = eternity.Color(1 + r.IntN(5))
				break
			}
		}
	}
	// turn every piece at random: the search must find the turns
	for i := range p.Pieces {
		p.Pieces[i] = p.Pieces[i].Turned(eternity.Turn(r.IntN(4)))
	}
	return p
}

// bruteBest is the best score over every 3x3 board with the frame
// respected: corners and border pieces in every order, the inner piece in
// every turn.
func bruteBest(p *eternity.Puzzle) int {
	var corners, borders []int
	inner := 0
	for n := 1; n <= p.N(); n++ {
		switch p.Piece(n).Kind() {
		case eternity.Corner:
			corners = append(corners, n)
		case eternity.Border:
			borders = append(borders, n)
		default:
			inner = n
		}
	}
	cornerCells := []int{0, 2, 6, 8}
	borderCells := []int{1, 3, 5, 7}
	best := -1
	b := eternity.NewBoard(3, 3)
	put := func(cell, n int) {
		x, y := cell%3, cell/3
		t, _ := p.Piece(n).FitTurn(eternity.OuterSides(3, 3, x, y))
		b.Cells[cell] = eternity.Placement{Piece: n, Turn: t}
	}
	permute(corners, func(cs []int) {
		for i, n := range cs {
			put(cornerCells[i], n)
		}
		permute(borders, func(bs []int) {
			for i, n := range bs {
				put(borderCells[i], n)
			}
			for turn := range eternity.Turn(4) {
				b.Cells[4] = eternity.Placement{Piece: inner, Turn: turn}
				best = max(best, eternity.ScoreBoard(p, b).Matched)
			}
		})
	})
	return best
}

// permute calls f with every order of a (Heap's algorithm).
func permute(a []int, f func([]int)) {
	a = append([]int(nil), a...)
	var gen func(k int)
	gen = func(k int) {
		if k <= 1 {
			f(a)
			return
		}
		for i := range k {
			gen(k - 1)
			if k%2 == 0 {
				a[i], a[k-1] = a[k-1], a[i]
			} else {
				a[0], a[k-1] = a[k-1], a[0]
			}
		}
	}
	gen(len(a))
}
