package rikudo

import (
	"context"
	"errors"
	"slices"
	"testing"

	"plateau/games/rikudo"
)

// The published puzzles grade in the order of their published levels.
func TestRateBench(t *testing.T) {
	score := map[string]int{}
	for _, name := range []string{"beginner1", "beginner2", "beginner3", "easy1", "easy2", "easy3", "medium1", "medium2", "medium3"} {
		r := Rate(load(t, benchDir+"/lunatikub_"+name+".txt"))
		if r.Contradiction || r.Level == Guess || r.Level == 0 {
			t.Errorf("%s: %+v", name, r)
		}
		score[name[:len(name)-1]] += r.Score
	}
	if !(score["beginner"] < score["easy"] && score["easy"] < score["medium"]) {
		t.Errorf("scores %v not in published order", score)
	}
	if r := Rate(load(t, benchDir+"/lunatikub_beginner3.txt")); r.Level > Medium {
		t.Errorf("beginner3 rated %v", r.Level)
	}
}

func TestRateLevels(t *testing.T) {
	// All numbers given: nothing to do.
	p := load(t, benchDir+"/lunatikub_beginner1.txt")
	full := p.Clone()
	for c, v := range loadSolution(t, benchDir+"/lunatikub_beginner1.txt") {
		_ = full.SetGiven(c, v)
	}
	if r := Rate(full); r.Level != 0 || r.Score != 0 {
		t.Errorf("full grid rated %+v", r)
	}
	// All but one: an easy step.
	_ = full.ClearGiven(5)
	if r := Rate(full); r.Level != Easy || r.Steps[Easy] != 1 {
		t.Errorf("one missing rated %+v", r)
	}
	// Contradictory givens.
	bad := p.Clone()
	_ = bad.SetGiven(35, 2) // far from 1
	if r := Rate(bad); !r.Contradiction {
		t.Errorf("contradiction not found: %+v", r)
	}
	// No givens at all: the rules are stuck.
	empty, _ := rikudo.NewHexagon(2)
	if r := Rate(empty); r.Level != Guess {
		t.Errorf("empty grid rated %+v", r)
	}
}

func TestNextHint(t *testing.T) {
	name := benchDir + "/lunatikub_easy1.txt"
	p := load(t, name)
	sol := loadSolution(t, name)
	fill := make([]int, p.N())
	// Follow the hints to the end: each is right and the grid completes.
	for range p.N() {
		h, err := NextHint(context.Background(), p, fill)
		if errors.Is(err, ErrComplete) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Wrong || h.Value != sol[h.Cell] || fill[h.Cell] != 0 || p.Given(h.Cell) != 0 {
			t.Fatalf("hint %+v, solution %d, fill %d", h, sol[h.Cell], fill[h.Cell])
		}
		fill[h.Cell] = h.Value
	}
	if err := p.Check(merge(p, fill)); err != nil {
		t.Fatalf("hints did not complete the grid: %v", err)
	}
	// A wrong number is pointed at.
	fill = make([]int, p.N())
	free := 0
	for p.Given(free) != 0 {
		free++
	}
	given := map[int]bool{}
	for _, v := range p.Givens() {
		given[v] = true
	}
	for v := 1; fill[free] == 0; v++ {
		if v != sol[free] && !given[v] {
			fill[free] = v
		}
	}
	h, err := NextHint(context.Background(), p, fill)
	if err != nil || !h.Wrong || h.Cell != free || h.Value != sol[free] {
		t.Errorf("wrong fill: hint %+v %v", h, err)
	}
	if _, err := NextHint(context.Background(), p, fill[:3]); err == nil {
		t.Error("short fill accepted")
	}
}

// On a puzzle with several solutions a hint is a number every solution
// has (a rule's deduction), or ErrSeveral: a number of one solution was
// given as "must hold". A number only known to be wrong is cleared
// (Value 0), the cell one of those breaking a rule: the hint overwrote a
// right 1 next to a misplaced 2 with the 12 of one solution.
func TestHintWithSeveralSolutions(t *testing.T) {
	p, _ := rikudo.NewHexagon(2)
	fill := make([]int, p.N())
	h, err := NextHint(context.Background(), p, fill)
	switch {
	case errors.Is(err, ErrSeveral):
	case err != nil:
		t.Fatal(err)
	default:
		all, err := Solve(context.Background(), p, Options{Method: Direct, Limit: 1 << 20})
		if err != nil || !all.Exhausted {
			t.Fatalf("all solutions: %d, exhausted %v, %v", len(all.Solutions), all.Exhausted, err)
		}
		for _, sol := range all.Solutions {
			if sol[h.Cell] != h.Value {
				t.Fatalf("hint %+v: a solution holds %d there", h, sol[h.Cell])
			}
		}
	}
	// 1 and 2 on cells that are not neighbours
	a, b := 0, -1
	for c := 1; c < p.N() && b < 0; c++ {
		if !p.IsEdge(a, c) {
			b = c
		}
	}
	fill[a], fill[b] = 1, 2
	h, err = NextHint(context.Background(), p, fill)
	if err != nil || !h.Wrong || h.Value != 0 || (h.Cell != a && h.Cell != b) {
		t.Errorf("1 on %d, 2 on %d: hint %+v, %v; want one of them cleared", a, b, h, err)
	}
}

// With several solutions, a number the rules deduce is given, and it is
// one every solution has: an easy generated puzzle with two givens taken
// away, so that it has several solutions and the rules still find numbers.
func TestHintDeducedWithSeveralSolutions(t *testing.T) {
	shape, _ := rikudo.NewHexagon(3)
	gen, err := Generate(context.Background(), shape, GenOptions{Seed: 1, Target: Easy})
	if err != nil {
		t.Fatal(err)
	}
	var givens []int
	for c := range gen.Puzzle.N() {
		if gen.Puzzle.Given(c) != 0 {
			givens = append(givens, c)
		}
	}
	for i, a := range givens {
		for _, b := range givens[i+1:] {
			q := gen.Puzzle.Clone()
			_, _ = q.ClearGiven(a), q.ClearGiven(b)
			all, err := Solve(context.Background(), q, Options{Method: Direct, Limit: 1 << 16})
			if err != nil || !all.Exhausted || len(all.Solutions) < 2 {
				continue
			}
			h, err := NextHint(context.Background(), q, make([]int, q.N()))
			if errors.Is(err, ErrSeveral) {
				continue
			}
			if err != nil || h.Wrong || h.Level == Guess {
				t.Fatalf("without the givens of cells %d and %d: hint %+v, %v", a, b, h, err)
			}
			for _, sol := range all.Solutions {
				if sol[h.Cell] != h.Value {
					t.Fatalf("hint %+v: a solution holds %d there", h, sol[h.Cell])
				}
			}
			return
		}
	}
	t.Fatal("no two givens whose removal leaves several solutions and a deduction: the test tests nothing")
}

// A puzzle with no solution is rated a contradiction, also when the rules
// fill every cell: the whole grid given with two numbers swapped rated
// "none", and with one more number cleared "easy".
func TestRateOfAGridThatIsNoPath(t *testing.T) {
	name := benchDir + "/lunatikub_beginner1.txt"
	p, sol := load(t, name), loadSolution(t, name)
	n := p.N()
	swapped := p.Clone()
	for c, v := range sol {
		if err := swapped.SetGiven(c, v); err != nil {
			t.Fatal(err)
		}
	}
	a, b := slices.Index(sol, 10), slices.Index(sol, n-5)
	for _, err := range []error{swapped.ClearGiven(a), swapped.ClearGiven(b), swapped.SetGiven(a, n-5), swapped.SetGiven(b, 10)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	cleared := swapped.Clone()
	for c, v := range sol {
		if v == 20 {
			if err := cleared.ClearGiven(c); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, tc := range []struct {
		name string
		p    *rikudo.Puzzle
	}{
		{"every number given", swapped},
		{"one number to find", cleared},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if r := Rate(tc.p); !r.Contradiction || r.Level != Guess {
				t.Errorf("rated %q, contradiction %v", r.Level, r.Contradiction)
			}
		})
	}
}
