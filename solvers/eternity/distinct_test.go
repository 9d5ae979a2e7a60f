package eternity

import (
	"context"
	"slices"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// distinct runs an All search stopping at want solutions distinct up to
// turns of the whole board.
func distinct(t *testing.T, p *eternity.Puzzle, o Options, want int) Result {
	t.Helper()
	o.All, o.Distinct = true, want
	r, err := Solve(context.Background(), p, o)
	if err != nil {
		t.Fatalf("%v: %v", o.Config, err)
	}
	return r
}

// Distinct 2 tells a puzzle with one solution up to turning the board from
// one with several: it stops at the second (Complete, having done what it
// was asked, in fewer nodes than the whole tree), and proves uniqueness by
// exhausting the tree. The answers agree with the full counts, with the
// board's symmetry used or not, in every engine.
func TestDistinctTellsUniqueFromSeveral(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	full := count(t, p, Options{Config: Config{NoSymmetry: true}})
	if full.Solutions < 8 || full.Solutions%4 != 0 {
		t.Fatalf("brendan1 5x5: %d solutions, want several, four turns each", full.Solutions)
	}
	sol := full.First
	unique := eternity.NewBoard(5, 5) // enough of one solution to leave it alone
	for _, c := range []int{0, 2, 6, 12, 18, 22, 24} {
		unique.Cells[c] = sol.Cells[c]
	}
	if n := count(t, p, Options{Hints: unique}).Solutions; n != 1 {
		t.Fatalf("the fixed pieces leave %d solutions, want 1: pick others", n)
	}
	clash := eternity.NewBoard(5, 5)
	clash.Cells[6], clash.Cells[7] = sol.Cells[6], sol.Cells[8]
	for _, c := range coverConfigs {
		for _, tc := range []struct {
			name     string
			hints    *eternity.Board
			distinct int
		}{
			{"several", nil, 2},
			{"unique", unique, 1},
			{"no solution", clash, 0},
		} {
			r := distinct(t, p, Options{Config: c, Hints: tc.hints, Keep: 16}, 2)
			if !r.Complete || r.Distinct != tc.distinct || r.Solved != (tc.distinct > 0) {
				t.Errorf("%s %v: complete %v, %d distinct (%d boards), want %d", tc.name, c, r.Complete, r.Distinct, r.Solutions, tc.distinct)
			}
			one := OnePerTurns(p, r.Kept)
			if len(one) != tc.distinct {
				t.Errorf("%s %v: %d boards kept, %d up to turns, want %d", tc.name, c, len(r.Kept), len(one), tc.distinct)
			}
			for _, b := range r.Kept { // every board kept is a turn of one of those
				if len(DiffCells(p, one[0], b, nil)) != 0 && (len(one) < 2 || len(DiffCells(p, one[1], b, nil)) != 0) {
					t.Errorf("%s %v: a board kept is a turn of neither", tc.name, c)
				}
			}
			if len(one) == 2 && len(DiffCells(p, one[0], one[1], nil)) == 0 {
				t.Errorf("%s %v: the two solutions differ nowhere", tc.name, c)
			}
			if tc.hints == nil && r.Nodes >= full.Nodes && c == (Config{NoSymmetry: true}) {
				t.Errorf("%s %v: %d nodes, the whole tree has %d", tc.name, c, r.Nodes, full.Nodes)
			}
		}
	}
}

// The turns of a solution share its key, and on an oblong board only the
// half turn does: an exhaustive Distinct count is the number of solutions
// over the turns that keep the board's shape.
func TestDistinctCountsUpToTurns(t *testing.T) {
	for _, tc := range []struct {
		w, h  int
		turns int64
	}{{4, 4, 4}, {5, 3, 2}, {4, 3, 2}} {
		b, i := eternity.SuggestedColors(tc.w, tc.h)
		p, _, err := eternity.Generate(eternity.GenOptions{W: tc.w, H: tc.h, BorderColors: b, InnerColors: i, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		all := count(t, p, Options{Config: Config{NoSymmetry: true}})
		r := distinct(t, p, Options{Config: Config{NoSymmetry: true}}, 1<<20)
		t.Logf("%dx%d: %d solutions, %d distinct", tc.w, tc.h, all.Solutions, r.Distinct)
		if all.Solutions == 0 || all.Solutions%tc.turns != 0 || int64(r.Distinct) != all.Solutions/tc.turns {
			t.Errorf("%dx%d: %d solutions, %d distinct, want %d turns each", tc.w, tc.h, all.Solutions, r.Distinct, tc.turns)
		}
	}
}

// DiffCells lists the cells two solutions disagree on, in the first's
// frame, the second turned to fit it best by the turns that keep the fixed
// pieces where they are.
func TestDiffCells(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	a := count(t, p, Options{}).First
	swapped := a.Clone()
	swapped.Cells[5], swapped.Cells[6] = a.Cells[6], a.Cells[5]
	pinned := eternity.NewBoard(4, 4) // a corner fixed: no turn keeps it
	pinned.Cells[0] = a.Cells[0]
	turned := turnBoard(a)
	// a board close to a turn of a, keeping a's corner on cell 0: only
	// unturned may it be compared with a when that corner is fixed
	kept := turned.Clone()
	for c, pl := range turned.Cells {
		if pl.Piece == a.Cells[0].Piece {
			kept.Cells[c], kept.Cells[0] = turned.Cells[0], a.Cells[0]
		}
	}
	differ := func(b *eternity.Board) (cells []int) {
		for c := range a.Cells {
			if a.Cells[c] != b.Cells[c] {
				cells = append(cells, c)
			}
		}
		return cells
	}
	back := turnBoard(turnBoard(turnBoard(kept))) // kept turned back: two cells off
	if len(differ(back)) != 2 {
		t.Fatalf("turned back, the board differs on %v", differ(back))
	}
	for _, tc := range []struct {
		name  string
		b     *eternity.Board
		fixed *eternity.Board
		want  []int
	}{
		{"itself", a, nil, nil},
		{"a quarter turn", turned, nil, nil},
		{"a half turn", turnBoard(turnBoard(a)), nil, nil},
		{"two pieces swapped", swapped, nil, []int{5, 6}},
		{"two pieces swapped, turned", turnBoard(swapped), nil, []int{5, 6}},
		{"two pieces swapped, a corner fixed", swapped, pinned, []int{5, 6}},
		{"near a quarter turn", kept, nil, differ(back)},
		{"near a quarter turn, a corner fixed", kept, pinned, differ(kept)},
	} {
		if got := DiffCells(p, a, tc.b, tc.fixed); !slices.Equal(got, tc.want) {
			t.Errorf("%s: cells %v, want %v", tc.name, got, tc.want)
		}
	}
}
