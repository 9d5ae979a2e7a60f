package dicewars

import (
	"testing"

	dw "plateau/games/dicewars"
)

// Dice standing in the map's top row rise above it: the layout leaves
// them room, for the app's maps of two to eight players. (The view cut
// them off on seed 427792616 with two players.)
func TestFullStacksFitTheView(t *testing.T) {
	topRow := 0 // maps with dice standing in their top row
	for players := dw.MinPlayers; players <= 8; players++ {
		for seed := uint64(1); seed <= 20; seed++ {
			// a view wider than the map, so that its height is what limits
			// it: the app's board at 1280 x 800 is 745 x 690
			const w, h = 900, 600
			g, err := dw.New(dw.DefaultOptions(players), seed)
			if err != nil {
				t.Fatal(err)
			}
			m := g.Map()
			l := NewLayout(m, w, h)
			first := m.Rows
			for c, tr := range m.Cells {
				if tr >= 0 {
					first = min(first, c/m.Cols)
				}
			}
			for tr := range m.N() {
				if l.LabelCell(tr)/m.Cols == first {
					topRow++
				}
				// StackTop leaves 0.9 R above the dice for a note.
				if y := StackTop(l, tr, 8).Y + 0.9*l.R; y < 0 {
					t.Errorf("%d players, seed %d: territory %d's dice reach %.1f px above the view", players, seed, tr, -y)
				}
			}
		}
	}
	if topRow == 0 {
		t.Fatal("no map stands dice in its top row: the test checks nothing")
	}
}

// The map keeps a margin of at least a cell's radius from the edges of
// its view, as the other boards do: with half of one it touched them.
// (Dice in the top row may rise into it: TestFullStacksFitTheView.)
func TestMapKeepsAMargin(t *testing.T) {
	for _, size := range [][2]float64{{745, 690}, {900, 600}, {500, 900}} {
		w, h := size[0], size[1]
		for seed := uint64(1); seed <= 5; seed++ {
			g, err := dw.New(dw.DefaultOptions(4), seed)
			if err != nil {
				t.Fatal(err)
			}
			l := NewLayout(g.Map(), w, h)
			minX, minY, maxX, maxY := w, h, 0.0, 0.0
			for tr := range g.Map().N() {
				for _, loop := range l.Outline(tr) {
					for _, p := range loop {
						minX, minY, maxX, maxY = min(minX, p.X), min(minY, p.Y), max(maxX, p.X), max(maxY, p.Y)
					}
				}
			}
			if m := min(minX, minY, w-maxX, h-maxY); m < l.R {
				t.Errorf("%vx%v, seed %d: the map comes %.1f px from an edge, less than a cell's radius (%.1f)", w, h, seed, m, l.R)
			}
		}
	}
}
