package momentum

import (
	"fmt"
	"slices"
	"testing"
)

// board builds a position from a picture, one string per row: '.' empty,
// '1'..'9' a wall of that value, 'A' player 1, 'B' player 2.
func board(t testing.TB, rows []string, m1, m2, turn int) (Options, Position) {
	t.Helper()
	o := DefaultOptions()
	o.Height, o.Width = len(rows), len(rows[0])
	pos := Position{Walls: make([]int, o.Width*o.Height), Momentum: [2]int{m1, m2}, Turn: turn}
	for y, row := range rows {
		if len(row) != o.Width {
			t.Fatalf("row %d has %d cells, want %d", y, len(row), o.Width)
		}
		for x, ch := range row {
			switch {
			case ch == 'A':
				pos.Players[P1] = Cell{x, y}
			case ch == 'B':
				pos.Players[P2] = Cell{x, y}
			case ch >= '1' && ch <= '9':
				pos.Walls[y*o.Width+x] = int(ch - '0')
			case ch != '.':
				t.Fatalf("bad board character %q", ch)
			}
		}
	}
	return o, pos
}

func mustGame(t testing.TB, rows []string, m1, m2, turn int) *Game {
	t.Helper()
	o, pos := board(t, rows, m1, m2, turn)
	g, err := FromPosition(o, pos)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustApply(t testing.TB, g *Game, acts ...Action) {
	t.Helper()
	for _, a := range acts {
		if err := g.Apply(a); err != nil {
			t.Fatalf("apply %v: %v", a, err)
		}
	}
}

func mustUndo(t *testing.T, g *Game) {
	t.Helper()
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
}

// diffState describes the first difference between two games' states,
// including the undo history and the repetition table; "" when equal.
func diffState(a, b *Game) string {
	switch {
	case !slices.Equal(a.cells, b.cells):
		return fmt.Sprintf("cells %v != %v", a.cells, b.cells)
	case a.pos != b.pos:
		return fmt.Sprintf("pos %v != %v", a.pos, b.pos)
	case a.mom != b.mom:
		return fmt.Sprintf("momentum %v != %v", a.mom, b.mom)
	case a.dest != b.dest:
		return fmt.Sprintf("destroyed %v != %v", a.dest, b.dest)
	case a.turn != b.turn || a.step != b.step:
		return fmt.Sprintf("turn/step %d/%d != %d/%d", a.turn, a.step, b.turn, b.step)
	case a.hash != b.hash:
		return fmt.Sprintf("hash %x != %x", a.hash, b.hash)
	case a.result != b.result:
		return fmt.Sprintf("result %v != %v", a.result, b.result)
	case !slices.Equal(a.hist, b.hist):
		return fmt.Sprintf("history of %d != %d", len(a.hist), len(b.hist))
	case !slices.Equal(a.reps.counts, b.reps.counts):
		return "repetition counts differ"
	}
	for i, c := range a.reps.counts {
		if c > 0 && a.reps.keys[i] != b.reps.keys[i] { // keys of empty slots are stale garbage
			return "repetition keys differ"
		}
	}
	return ""
}
