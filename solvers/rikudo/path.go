package rikudo

import (
	"math/rand/v2"

	"plateau/games/reason"
)

// errNoPath: the random walk found no Hamiltonian path within its budget.
var errNoPath = reason.New("no path through every cell found (is the shape connected?)")

// pathWalker grows and mixes a Hamiltonian path by backbite moves: from an
// end e, pick a neighbour u; if u is off the path, step onto it; otherwise
// reverse the part of the path after u, which makes u's successor the new end.
type pathWalker struct {
	g    *graph
	rng  *rand.Rand
	path []int32 // cells in path order
	at   []int32 // cell -> index in path, -1 when off the path
}

// randomPath returns a random Hamiltonian path (cells in order), starting
// with a randomised Warnsdorff walk and completing it with backbite moves,
// then mixing it with as many moves again so its shape is not the walk's
// spiral along the border.
func randomPath(g *graph, rng *rand.Rand) ([]int32, error) {
	w := &pathWalker{g: g, rng: rng, path: make([]int32, 0, g.n), at: make([]int32, g.n)}
	for i := range w.at {
		w.at[i] = -1
	}
	w.warnsdorff()
	budget := 2000 * g.n
	for len(w.path) < g.n {
		if budget--; budget < 0 {
			return nil, errNoPath
		}
		w.backbite()
	}
	for range 20 * g.n {
		w.backbite()
	}
	return w.path, nil
}

func (w *pathWalker) push(c int32) {
	w.at[c] = int32(len(w.path))
	w.path = append(w.path, c)
}

// warnsdorff walks from a random cell to the free neighbour with the fewest
// free neighbours (ties broken at random) until stuck.
func (w *pathWalker) warnsdorff() {
	c := int32(w.rng.IntN(w.g.n))
	w.push(c)
	for {
		best, bestDeg, ties := int32(-1), 1<<30, 0
		for _, u := range w.g.nbr(c) {
			if w.at[u] >= 0 {
				continue
			}
			deg := 0
			for _, v := range w.g.nbr(u) {
				if w.at[v] < 0 {
					deg++
				}
			}
			switch {
			case deg < bestDeg:
				best, bestDeg, ties = u, deg, 1
			case deg == bestDeg:
				ties++
				if w.rng.IntN(ties) == 0 {
					best = u
				}
			}
		}
		if best < 0 {
			return
		}
		c = best
		w.push(c)
	}
}

// backbite makes one move at a random end of the path.
func (w *pathWalker) backbite() {
	if w.rng.IntN(2) == 0 {
		w.reverse(0, len(w.path)-1)
	}
	end := w.path[len(w.path)-1]
	nb := w.g.nbr(end)
	if len(nb) == 0 {
		return
	}
	u := nb[w.rng.IntN(len(nb))]
	i := w.at[u]
	switch {
	case i < 0:
		w.push(u)
	case int(i) < len(w.path)-2:
		w.reverse(int(i)+1, len(w.path)-1)
	}
}

// reverse reverses path[i..j] in place.
func (w *pathWalker) reverse(i, j int) {
	for ; i < j; i, j = i+1, j-1 {
		w.path[i], w.path[j] = w.path[j], w.path[i]
		w.at[w.path[i]], w.at[w.path[j]] = int32(i), int32(j)
	}
}
