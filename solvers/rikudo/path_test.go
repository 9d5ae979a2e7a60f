package rikudo

import (
	"errors"
	"math/rand/v2"
	"testing"

	"plateau/games/rikudo"
)

func TestRandomPath(t *testing.T) {
	for r := 1; r <= 6; r++ {
		p, _ := rikudo.NewHexagon(r)
		g := newGraph(p)
		path, err := randomPath(g, rand.New(rand.NewPCG(uint64(r), 1)))
		if err != nil {
			t.Fatalf("R=%d: %v", r, err)
		}
		seen := make([]bool, p.N())
		for i, c := range path {
			if seen[c] {
				t.Fatalf("R=%d: cell %d twice", r, c+1)
			}
			seen[c] = true
			if i > 0 && !p.IsEdge(int(path[i-1]), int(c)) {
				t.Fatalf("R=%d: step %d not between neighbours", r, i)
			}
		}
		if len(path) != p.N() {
			t.Fatalf("R=%d: path of %d cells for %d", r, len(path), p.N())
		}
	}
	// A centre with three separate neighbours has no Hamiltonian path.
	star, _ := rikudo.NewShape([]rikudo.Hex{{Q: 0, R: 0}, {Q: 1, R: 0}, {Q: 0, R: -1}, {Q: -1, R: 1}})
	if _, err := randomPath(newGraph(star), rand.New(rand.NewPCG(1, 1))); !errors.Is(err, errNoPath) {
		t.Errorf("star: %v", err)
	}
}
