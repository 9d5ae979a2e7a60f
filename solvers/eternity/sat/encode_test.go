package sat

import (
	"context"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

func TestEncodeErrors(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	sol := eternitytest.Solution(t, "brendan1_04x04", p)
	wrongSize := eternity.NewBoard(5, 4)
	badTurn := eternity.NewBoard(4, 4)
	badTurn.Cells[0] = sol.Cells[0]
	badTurn.Cells[0].Turn = sol.Cells[0].Turn.Plus(1)
	innerOnCorner := eternity.NewBoard(4, 4)
	innerOnCorner.Cells[0] = sol.Cells[5]
	twice := eternity.NewBoard(4, 4)
	twice.Cells[5], twice.Cells[6] = sol.Cells[5], sol.Cells[5]
	outOfRange := eternity.NewBoard(4, 4)
	outOfRange.Cells[3] = eternity.Placement{Piece: 17}
	short := p.Clone()
	short.Pieces = short.Pieces[1:]
	tests := []struct {
		name  string
		p     *eternity.Puzzle
		hints *eternity.Board
	}{
		{"nil puzzle", nil, nil},
		{"missing piece", short, nil},
		{"hints of another size", p, wrongSize},
		{"hint turned wrong", p, badTurn},
		{"inner piece on a corner", p, innerOnCorner},
		{"piece fixed twice", p, twice},
		{"piece out of range", p, outOfRange},
		{"too big", huge(), nil},
	}
	for _, tc := range tests {
		if c, err := Encode(tc.p, tc.hints); err == nil || c != nil {
			t.Errorf("%s: no error", tc.name)
		} else {
			t.Logf("%s: %v", tc.name, err)
		}
		if _, err := Solve(context.Background(), tc.p, tc.hints, Options{}, nil); err == nil {
			t.Errorf("%s: Solve: no error", tc.name)
		}
	}
}

// huge is a valid 30x30 puzzle, beyond MaxPlacements.
func huge() *eternity.Puzzle {
	const n = 30
	p := &eternity.Puzzle{W: n, H: n}
	for y := range n {
		for x := range n {
			pc := eternity.Piece{1, 2, 3, 4}
			for m, s := eternity.OuterSides(n, n, x, y), 0; s < 4; s++ {
				if m&(1<<s) != 0 {
					pc[s] = eternity.Grey
				}
			}
			p.Pieces = append(p.Pieces, pc)
		}
	}
	return p
}

// Var and Placement are inverse; impossible placements have no variable.
func TestVarMap(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	c, err := Encode(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	for v := 1; v <= c.Placements(); v++ {
		x, y, n, tu, ok := c.Placement(v)
		if !ok || c.Var(x, y, n, tu) != v {
			t.Fatalf("variable %d: (%d, %d) piece %d turn %d ok %v, back %d", v, x, y, n, tu, ok, c.Var(x, y, n, tu))
		}
	}
	if _, _, _, _, ok := c.Placement(c.Placements() + 1); ok {
		t.Error("a colour variable read as a placement")
	}
	inner := 0
	for i, pc := range p.Pieces {
		if pc.Kind() == eternity.Inner {
			inner = i + 1
			break
		}
	}
	if c.Var(0, 0, inner, 0) != 0 || c.Var(-1, 0, 1, 0) != 0 || c.Var(5, 0, 1, 0) != 0 {
		t.Error("a variable for an impossible placement")
	}
	if c.Var(0, 0, firstCorner(p), 0)+c.Var(0, 0, firstCorner(p), 1)+c.Var(0, 0, firstCorner(p), 2)+c.Var(0, 0, firstCorner(p), 3) == 0 {
		t.Error("the first corner piece cannot go in the top-left corner")
	}
	if w, h := c.Size(); w != 5 || h != 5 || c.Vars() < c.Placements() || c.Clauses() == 0 {
		t.Errorf("size %dx%d, %d vars, %d clauses", w, h, c.Vars(), c.Clauses())
	}
}

// Decode refuses a model that is not a solution.
func TestDecodeRefuses(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	c, err := Encode(p, nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, model := range map[string]func(int) bool{
		"all false":      func(int) bool { return false },
		"all true":       func(int) bool { return true },
		"first per cell": func(v int) bool { return isFirstOfCell(c, v) },
	} {
		if b, err := c.Decode(model); err == nil || b != nil {
			t.Errorf("%s: decoded", name)
		} else {
			t.Logf("%s: %v", name, err)
		}
	}
}

func isFirstOfCell(c *CNF, v int) bool {
	if v < 1 || v > c.Placements() {
		return false
	}
	x, y, _, _, _ := c.Placement(v)
	return v == 1 || func() bool { px, py, _, _, _ := c.Placement(v - 1); return px != x || py != y }()
}
