package rikudo

import "testing"

// A graph laid out on the hex grid keeps within MaxRadius of the centre;
// one that would spread farther (a path of 2,000 cells) is laid out in the
// plane. Reading such a path took ten seconds, sorting millions of frame
// positions, and its editor would have walked them all again.
func TestGridLayoutKeepsWithinTheFrame(t *testing.T) {
	for _, tc := range []struct {
		n    int
		grid bool
	}{
		{7, true},
		{2000, false},
	} {
		edges := make([]Edge, tc.n-1)
		for i := range edges {
			edges[i] = Edge{A: i, B: i + 1}
		}
		p, err := NewGraph(tc.n, edges, nil)
		if err != nil {
			t.Fatal(err)
		}
		if p.HasCoords() != tc.grid || p.Frame() > MaxRadius {
			t.Errorf("a path of %d cells: on the grid %v, frame %d; want on the grid %v within %d", tc.n, p.HasCoords(), p.Frame(), tc.grid, MaxRadius)
		}
	}
}
