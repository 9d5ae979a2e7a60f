package eternity

import (
	"context"
	"errors"
	"strings"
	"testing"

	"plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// The refusals of a setting are of its kind, for the caller to name the
// setting; an opening that does not fit is ErrUnits, found as it is tried.
func TestSettingRefusalKinds(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	var units []Opening
	if _, _, err := Openings(context.Background(), p, Options{Config: Default}, 3, 0, func(o Opening) bool {
		units = append(units, o)
		return true
	}); err != nil {
		t.Fatal(err)
	}
	// an opening placing its first piece twice
	twice := []Opening{append(Opening{}, units[0]...)}
	twice[0][2] = Placed{Cell: twice[0][2].Cell, Placement: twice[0][0].Placement}
	pessimistic := Default
	pessimistic.Var = VarPessimistic
	tests := []struct {
		name string
		o    Options
		want error
	}{
		{"finale off the scan", Options{Config: pessimistic, Finale: 4}, ErrFinale},
		{"finale past the board", Options{Config: Default, Finale: 30}, ErrFinale},
		{"openings past the board", Options{Config: Default, Openings: 100}, ErrDepth},
		{"openings deeper than the cells before the finale", Options{Config: Default, Units: units, Finale: 12}, ErrUnits},
		{"an opening with a piece twice", Options{Config: Default, Units: twice}, ErrUnits},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, err := NewSearchContext(context.Background(), p, tc.o)
			if err == nil {
				_, err = s.Run(context.Background())
			}
			if !errors.Is(err, tc.want) {
				t.Errorf("%v, want an error of kind %v", err, tc.want)
			}
		})
	}
	if _, _, err := Openings(context.Background(), p, Options{Config: Default}, 100, 0, func(Opening) bool { return true }); !errors.Is(err, ErrDepth) {
		t.Errorf("Openings at depth 100: %v, want ErrDepth", err)
	}
}

// Where the fixed pieces leave one cell to place, no depth of openings
// cuts the search, and the refusal says so: it read "out of range 1..0".
func TestNoOpeningsWhereOneCellIsLeft(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	hints := eternitytest.Solution(t, "brendan1_04x04", p).Clone()
	hints.Cells[5] = eternity.Placement{}
	for i := range hints.Cells {
		hints.Cells[i].Fixed = i != 5
	}
	_, err := NewSearchContext(context.Background(), p, Options{Config: Default, Hints: hints, Openings: 1})
	if !errors.Is(err, ErrDepth) || !strings.Contains(err.Error(), "no depth cuts this search") {
		t.Errorf("openings with one cell left: %v, want ErrDepth saying no depth cuts the search", err)
	}
}

// found checks a full board independently, with the puzzle's own scorer,
// before it counts it: a board holding every piece once, in turns 0..3, but
// with a piece turned out of place is an internal error, and nothing is
// counted.
func TestFoundRefusesANonSolution(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	sol := eternitytest.Solution(t, "brendan1_04x04", p)
	pts := make([]int32, len(sol.Cells))
	for c, pl := range sol.Cells {
		pts[c] = int32(pl.Piece-1)<<2 | int32(pl.Turn)
	}
	s, err := NewSearch(p, Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.found(pts)
	if s.err != nil || s.first == nil {
		t.Fatalf("the bench solution: err %v, first %v", s.err, s.first)
	}
	inner := 1*4 + 1 // (1, 1), turned a quarter more
	pts[inner] = pts[inner]&^3 | (pts[inner]+1)&3
	s, _ = NewSearch(p, Options{})
	s.found(pts)
	if s.err == nil || !strings.Contains(s.err.Error(), "not a solution") || s.first != nil || s.solutions.Load() != 0 {
		t.Errorf("a board with an inner piece turned: err %v, first %v, %d solutions; want an internal error and nothing counted",
			s.err, s.first, s.solutions.Load())
	}
}
