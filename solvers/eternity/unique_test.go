package eternity

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// MakeUnique keeps the pieces fixed already, adds pieces of one solution
// until it is the only one (an exhaustive count with the new fixed pieces
// finds that board alone), says there is nothing to keep when the fixed
// pieces clash, and stops with the context.
func TestMakeUnique(t *testing.T) {
	for _, name := range []string{"brendan1_05x05", "brendan1_06x06"} {
		p := eternitytest.Puzzle(t, name)
		given := eternity.NewBoard(p.W, p.H)
		if name == "brendan1_06x06" { // one piece fixed by the designer, kept
			first, err := Solve(context.Background(), p, Options{})
			if err != nil {
				t.Fatal(err)
			}
			c := p.W + 1
			given.Cells[c] = first.First.Cells[c]
			given.Cells[c].Fixed = true
		}
		var last UniqueProgress
		u, err := MakeUnique(context.Background(), p, Options{Workers: 2, Hints: given}, func(pr UniqueProgress) { last = pr })
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t.Logf("%s: %d pieces added, %d freed, %d nodes", name, u.Added, u.Freed, u.Nodes)
		if u.Added < 1 || last.Added != u.Added || last.Checked != u.Added || u.Nodes == 0 {
			t.Errorf("%s: %d pieces added, progress told %+v, %d nodes", name, u.Added, last, u.Nodes)
		}
		fixed := 0
		for c, pl := range u.Hints.Cells {
			if !pl.Empty() {
				fixed++
				if s := u.Solution.Cells[c]; !pl.Fixed || pl.Piece != s.Piece || pl.Turn != s.Turn {
					t.Errorf("%s: cell %d fixes %v, the solution holds %v", name, c, pl, u.Solution.Cells[c])
				}
			}
			if g := given.Cells[c]; !g.Empty() && g != pl {
				t.Errorf("%s: the designer's piece on cell %d became %v", name, c, pl)
			}
		}
		if fixed != u.Added-u.Freed+given.Placed() {
			t.Errorf("%s: %d pieces fixed, %d given, %d added and %d freed", name, fixed, given.Placed(), u.Added, u.Freed)
		}
		// every piece it fixed is needed: freeing any leaves two solutions
		for c, pl := range u.Hints.Cells {
			if pl.Empty() || !given.Cells[c].Empty() {
				continue
			}
			less := u.Hints.Clone()
			less.Cells[c] = eternity.Placement{}
			if r := distinct(t, p, Options{Hints: less}, 2); r.Distinct != 2 {
				t.Errorf("%s: the piece on cell %d is needless (%d distinct without it)", name, c, r.Distinct)
			}
		}
		r := count(t, p, Options{Hints: u.Hints, Keep: 2})
		if r.Solutions != 1 || len(r.Kept) != 1 || fmtCells(r.Kept[0]) != fmtCells(u.Solution) {
			t.Errorf("%s: %d solutions with the pieces fixed, want the one made", name, r.Solutions)
		}
	}
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	sol := count(t, p, Options{}).First
	clash := eternity.NewBoard(5, 5)
	clash.Cells[6], clash.Cells[7] = sol.Cells[6], sol.Cells[8]
	if _, err := MakeUnique(context.Background(), p, Options{Hints: clash}, nil); !errors.Is(err, ErrNoSolution) {
		t.Errorf("clashing pieces: %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := MakeUnique(ctx, p, Options{}, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("stopped: %v", err)
	}
}

// fmtCells writes a board's pieces and turns, fixed or not.
func fmtCells(b *eternity.Board) string {
	s := ""
	for _, pl := range b.Cells {
		s += fmt.Sprintf("%d/%d ", pl.Piece, pl.Turn)
	}
	return s
}

// The last pass frees a piece the others make needless, newest first, and
// keeps those that are needed.
func TestMakeUniqueFreesNeedlessPieces(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_05x05")
	u, err := MakeUnique(context.Background(), p, Options{Workers: 1}, nil)
	if err != nil || u.Freed != 0 {
		t.Fatalf("%v, %d freed", err, u.Freed)
	}
	var added []int
	for c, pl := range u.Hints.Cells {
		if !pl.Empty() {
			added = append(added, c)
		}
	}
	extra := -1 // a cell of the solution not fixed yet: one piece too many
	for c, pl := range u.Hints.Cells {
		if pl.Empty() {
			extra = c
			break
		}
	}
	more := Uniqued{Hints: u.Hints.Clone(), Solution: u.Solution, Added: len(added) + 1}
	more.Hints.Cells[extra] = u.Solution.Cells[extra]
	more.Hints.Cells[extra].Fixed = true
	var checked []UniqueProgress
	o := Options{Workers: 1, All: true, Distinct: 2, Keep: 16}
	if err := more.free(context.Background(), p, o, append(added, extra), func(up UniqueProgress) { checked = append(checked, up) }); err != nil {
		t.Fatal(err)
	}
	if more.Freed != 1 || !more.Hints.Cells[extra].Empty() || len(checked) != len(added)+1 {
		t.Errorf("freed %d, extra cell holds %v, %d checks", more.Freed, more.Hints.Cells[extra], len(checked))
	}
	for _, c := range added {
		if more.Hints.Cells[c].Empty() {
			t.Errorf("the needed piece on cell %d was freed", c)
		}
	}
}

// Make unique takes the openings and finale a search of the puzzle takes,
// though every piece it fixes leaves a cell fewer: openings that fitted at
// the start were refused halfway through.
func TestMakeUniqueKeepsOpeningsWithinTheCellsLeft(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	for _, o := range []Options{
		{Config: Default, Workers: 2, Openings: 12, Finale: 2},
		{Config: Default, Workers: 2, Openings: 4, Finale: 10},
	} {
		if _, err := Solve(context.Background(), p, o); err != nil {
			t.Fatalf("the search refuses %+v: %v", o, err)
		}
		u, err := MakeUnique(context.Background(), p, o, nil)
		if err != nil || u.Hints == nil {
			t.Errorf("openings %d, finale %d: %v", o.Openings, o.Finale, err)
		}
	}
}
