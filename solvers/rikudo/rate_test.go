package rikudo

import (
	"context"
	"errors"
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
