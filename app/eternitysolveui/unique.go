package eternitysolveui

import (
	"context"
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	solver "plateau/solvers/eternity"
)

// CheckUnique searches the design, with the chosen configuration, for a
// second solution that is not a turn of the whole board of the first: it
// stops there, or proves by exhausting the tree that the puzzle has one
// solution up to turning the board, or none. Designers want to know that
// of a puzzle before they give it away; counting every solution would
// take as long as the proof and answer a harder question.
func (p *Panel) CheckUnique() {
	if p.w.Status().Busy() {
		return
	}
	p.solvedFor = solver.PuzzleID(p.w.Design().Puzzle)
	p.search(func(solver.Config) string { return lang.L("Checking uniqueness") },
		func(o *solver.Options) { o.All, o.Distinct = true, 2 }, p.finishUnique)
}

// finishUnique says what the check found, and puts the solutions found,
// one per set of turns, to step through.
func (p *Panel) finishUnique(r solver.Result, err error) {
	_ = p.w.ShowBoard(nil)
	if err != nil && !errors.Is(err, context.Canceled) {
		p.setResult("") // the status bar shows the error
		return
	}
	p.setResult(uniqueText(r))
	p.w.Status().SetMessage(uniqueText(r))
	p.solutions, p.at = solver.OnePerTurns(r.Kept), 0
	if len(p.solutions) > 2 { // workers racing past the second: the answer speaks of two
		p.solutions = p.solutions[:2]
	}
	if len(p.solutions) > 0 {
		p.nav.Show()
		p.showSolution()
	}
}

// uniqueText is the answer of a uniqueness check.
func uniqueText(r solver.Result) string {
	nodes, took := kit.Human(float64(r.Nodes)), kit.Duration(r.Elapsed)
	switch {
	case !r.Complete && r.Distinct > 0:
		return fmt.Sprintf(lang.L("Stopped before an answer: one solution found (%s nodes, %s), the rest of the tree not searched."), nodes, took)
	case !r.Complete:
		return fmt.Sprintf(lang.L("Stopped before an answer: no solution found yet (%s nodes, %s)."), nodes, took)
	case r.Distinct == 0:
		return fmt.Sprintf(lang.L("No solution (proved in %s, %s nodes)."), took, nodes)
	case r.Distinct == 1:
		return fmt.Sprintf(lang.L("Exactly one solution, up to turning the whole board (proved in %s, %s nodes)."), took, nodes)
	}
	return fmt.Sprintf(lang.L("Several solutions: two that are not turns of each other, found in %s (%s nodes)."), took, nodes)
}
