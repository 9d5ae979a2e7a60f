package eternity

import (
	"context"
	"fmt"
	"os"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// zonesUpToTurns counts the corolle zones of a square board once the four
// turns of the board are identified: turning the board maps zones to zones.
func zonesUpToTurns(pr *problem, h int) int {
	offs := corolleOffsets(h)
	zones, reps := pr.corolleZones(offs)
	id := map[int]int{} // cell -> zone number
	for z, r := range reps {
		for _, c := range zones[string(pr.zoneKey(r, offs))] {
			id[c] = z
		}
	}
	classes := map[int]bool{}
	for c := range pr.cells {
		low := id[c]
		x, y := c%pr.w, c/pr.w
		for range 3 {
			x, y = pr.w-1-y, x // a quarter turn clockwise
			low = min(low, id[y*pr.w+x])
		}
		classes[low] = true
	}
	return len(classes)
}

// The seed's figures 35 and 36: on a 7x7 board, 7 zones for corolles of
// radius 1 and 13 for radius 2 (the seed groups zones that are turns of
// each other; pieces turn, they do not flip).
func TestCorolleZones(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_07x07")
	pr, err := compile(context.Background(), p, nil, Config{NoSymmetry: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ h, want int }{{1, 7}, {2, 13}} {
		if got := zonesUpToTurns(pr, tc.h); got != tc.want {
			t.Errorf("radius %d: %d zones, want %d", tc.h, got, tc.want)
		}
	}
	if n := len(corolleOffsets(2)); n != 13 {
		t.Errorf("a corolle of radius 2 has %d cells, want 13", n)
	}
}

// The corolle filter never drops a piece turn of a known solution, and it
// does drop some.
func TestCorolleSound(t *testing.T) {
	dropped := 0
	for _, size := range []string{"04", "05", "06", "07", "08", "09"} {
		name := "brendan1_" + size + "x" + size
		p := eternitytest.Puzzle(t, name)
		f, err := os.Open("../../games/eternity/testdata/bench/" + name + ".solutions.txt")
		if err != nil {
			t.Fatal(err)
		}
		sol, err := eternity.ReadSolution(f, p)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		plain, _ := compile(context.Background(), p, nil, Config{NoSymmetry: true})
		for h := 1; h <= 2; h++ {
			pr, err := compile(context.Background(), p, nil, Config{NoSymmetry: true, Corolle: h})
			if err != nil {
				t.Fatal(err)
			}
			for c, pl := range sol.Cells {
				if pt := 4*(pl.Piece-1) + int(pl.Turn); !pr.fitsCell(c, pt) {
					t.Errorf("%s radius %d: the solution's %d/%d on cell %d dropped", name, h, pl.Piece, pl.Turn, c)
				}
			}
			n := int(popcount(plain.fit) - popcount(pr.fit))
			dropped += n
			t.Logf("%s radius %d: %d of %d (cell, piece turn) pairs dropped", name, h, n, popcount(plain.fit))
		}
	}
	if dropped == 0 {
		t.Error("the corolles dropped nothing anywhere")
	}
	_ = fmt.Sprint
}
