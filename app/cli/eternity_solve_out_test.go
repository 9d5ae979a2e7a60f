package cli

import (
	"context"
	"testing"

	"plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

// turnsCounted says what the solver does: a first-solution search counts
// 4 solutions, the board found and its 3 turns, exactly when it does.
func TestTurnsCountedAsTheSolverCounts(t *testing.T) {
	square := readBench(t, "brendan1_04x04.txt")
	wide, _, err := eternity.Generate(eternity.GenOptions{W: 5, H: 4, BorderColors: 2, InnerColors: 3, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	sol := benchSolution(t, square, "brendan1_04x04.solutions.txt")
	fixed := eternity.NewBoard(4, 4)
	fixed.Cells[5] = sol.Cells[5]
	fixed.Cells[5].Fixed = true
	tests := []struct {
		name  string
		p     *eternity.Puzzle
		nosym bool
		hints *eternity.Board
		want  bool
	}{
		{"square", square, false, nil, true},
		{"square, an empty board of hints", square, false, eternity.NewBoard(4, 4), true},
		{"square, --nosym", square, true, nil, false},
		{"square, a fixed piece", square, false, fixed, false},
		{"not square", wide, false, nil, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := solver.Options{Workers: 1, Hints: tc.hints}
			o.Config = solver.Default
			o.NoSymmetry = tc.nosym
			if got := turnsCounted(tc.p, o); got != tc.want {
				t.Errorf("turnsCounted %v, want %v", got, tc.want)
			}
			s, err := solver.NewSearchContext(context.Background(), tc.p, o)
			if err != nil {
				t.Fatal(err)
			}
			res, err := s.Run(context.Background())
			if err != nil || !res.Solved {
				t.Fatalf("solved %v, %v", res.Solved, err)
			}
			if want := map[bool]int64{true: 4, false: 1}[tc.want]; res.Solutions != want {
				t.Errorf("the solver counted %d solutions, turnsCounted says %d", res.Solutions, want)
			}
		})
	}
}

// The plain output says what a search was asked and what its count holds:
// a search that stopped at its first solution said "first solution
// (complete): 4 solutions".
func TestSolveSummary(t *testing.T) {
	first, all := solver.Options{}, solver.Options{All: true}
	unique := solver.Options{All: true, Distinct: 2}
	tests := []struct {
		name  string
		res   solver.Result
		o     solver.Options
		turns bool
		want  string
	}{
		{"first with turns", solver.Result{Solutions: 4, Complete: true}, first, true,
			"first solution (with its 3 turns of the whole board: 4 solutions)"},
		{"first met by two workers", solver.Result{Solutions: 8, Complete: true}, first, true,
			"first solution (2 boards with their 3 turns each met at once: 8 solutions)"},
		{"first stopped", solver.Result{Solutions: 4}, first, true,
			"first solution (stopped, with its 3 turns of the whole board: 4 solutions)"},
		{"first without turns", solver.Result{Solutions: 1, Complete: true}, first, false,
			"first solution (complete): 1 solution"},
		{"first, none", solver.Result{Complete: true}, first, true, "first solution (complete): 0 solutions"},
		{"all", solver.Result{Solutions: 36, Complete: true}, all, true, "all solutions (complete): 36 solutions"},
		{"unique", solver.Result{Solutions: 8, Complete: true}, unique, true,
			"uniqueness (complete): 8 solutions, 2 boards with their 3 turns each"},
		{"unique, one board", solver.Result{Solutions: 4, Complete: true}, unique, true,
			"uniqueness (complete): 4 solutions, 1 board with its 3 turns"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := solveSummary(tc.res, tc.o, tc.turns)
			if got != tc.want {
				t.Errorf("%q, want %q", got, tc.want)
			}
		})
	}
}
