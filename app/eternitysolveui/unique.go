package eternitysolveui

import (
	"context"
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

// CheckUnique searches the design, with the chosen configuration, for a
// second solution that is not a turn of the whole board of the first: it
// stops there, or proves by exhausting the tree that the puzzle has one
// solution up to turning the board, or none. Designers want to know that
// of a puzzle before they give it away; counting every solution would
// take as long as the proof and answer a harder question.
func (p *Panel) CheckUnique() {
	if p.busy(p.CheckUnique) {
		return
	}
	p.solvedFor = designKey(p.w.Design())
	p.search(func(solver.Config) string { return lang.L("Checking uniqueness") },
		func(o *solver.Options) { o.All, o.Distinct = true, 2 }, p.finishUnique)
}

// finishUnique says what the check found, and puts the solutions found,
// one per set of turns, to step through; two that differ show with the
// pieces where they part outlined.
func (p *Panel) finishUnique(r solver.Result, err error) {
	if !p.answered(err) {
		return
	}
	puz := p.w.Design().Puzzle // as it was for the search: the design is the same
	p.solutions, p.at, p.found = solver.OnePerTurns(puz, r.Kept), 0, 0
	if len(p.solutions) > 2 { // workers racing past the second: the answer speaks of two
		p.solutions = p.solutions[:2]
	}
	var apart []int
	if len(p.solutions) == 2 {
		fixed := p.w.Design().Board.FixedOnly()
		a, b := p.solutions[0], p.solutions[1]
		apart = solver.DiffCells(puz, a, b, fixed)
		p.marks = map[*game.Board][]int{a: piecesOn(a, apart), b: piecesOn(b, solver.DiffCells(puz, b, a, fixed))}
	}
	text := uniqueText(r, len(apart))
	p.setResult(text)
	p.w.Status().SetMessage(text)
	if len(p.solutions) > 0 {
		p.nav.Show()
		p.showSolution()
	}
}

// uniqueText is the answer of a uniqueness check; apart is the number of
// cells where its two solutions part, when it found two.
func uniqueText(r solver.Result, apart int) string {
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
	// how far apart they are tells a designer how much is left to pin
	return fmt.Sprintf(lang.L("Several solutions: two that differ on %d of %d cells, found in %s (%s nodes)."),
		apart, len(r.First.Cells), took, nodes)
}

// MakeUnique fixes pieces of one solution until it is the only one (see
// solver.MakeUnique, with the panel's configuration and workers), then
// puts the fixed pieces on the board, the rest in the tray, as one edit
// that Undo takes back.
func (p *Panel) MakeUnique() {
	if p.busy(p.MakeUnique) {
		return
	}
	st := p.w.Status()
	cfg, err := p.Config()
	if err != nil {
		st.SetMessage(kit.ErrorText(err))
		return
	}
	d := p.w.Design()
	p.solvedFor = designKey(d)
	opt := p.searchOptions(cfg, d)
	var u solver.Uniqued
	none := false
	job := func(ctx context.Context, pr *kit.Progress) error {
		pr.SetText(lang.L("looking for a second solution"))
		var err error
		u, err = solver.MakeUnique(ctx, d.Puzzle, opt, func(up solver.UniqueProgress) {
			if up.Checked > 0 {
				pr.Set(float64(up.Checked)/float64(up.Added), fmt.Sprintf(lang.L("checking each piece fixed is needed: %d of %d"), up.Checked, up.Added))
				return
			}
			pr.SetText(kit.Count(int64(up.Added), lang.L("%d piece fixed so far"), lang.L("%d pieces fixed so far")))
		})
		if errors.Is(err, solver.ErrNoSolution) {
			none, err = true, nil // an answer, not a failure: no error dialog
		}
		return err
	}
	p.starting()
	_ = st.Run(lang.L("Making the puzzle unique"), within(p.timeLimit(), job), func(err error) {
		switch {
		case !p.answered(err) || err != nil: // stopped: nothing made
		case none:
			p.setResult(lang.L("No solution with these fixed pieces: nothing to make unique."))
			st.SetMessage(p.result.Text)
		default:
			p.madeUnique(u)
		}
	})
}

// madeUnique puts the fixed pieces of u on the board and says so, with
// the one solution to look at.
func (p *Panel) madeUnique(u solver.Uniqued) {
	kept := u.Added - u.Freed
	if kept > 0 { // else the board keeps what the person put there
		if err := p.w.ApplyHints(u.Hints); err != nil {
			p.w.Status().SetMessage(kit.ErrorText(err))
			return
		}
	}
	p.solvedFor = designKey(p.w.Design())
	nodes := kit.Human(float64(u.Nodes))
	fixed := kit.Count(int64(kept), lang.L("%d piece fixed"), lang.L("%d pieces fixed"))
	text := fmt.Sprintf(lang.L("Exactly one solution now, with %s, none of which can be freed (proved in %s nodes)."), fixed, nodes)
	if before := u.Hints.Placed() - kept; before > 0 {
		text = fmt.Sprintf(lang.L("Exactly one solution now, with %s besides the %d there were, none of which can be freed (proved in %s nodes)."), fixed, before, nodes)
	}
	if kept == 0 {
		text = fmt.Sprintf(lang.L("It was unique already: exactly one solution with its fixed pieces (proved in %s nodes)."), nodes)
	}
	p.setResult(text)
	p.w.Status().SetMessage(text)
	p.solutions, p.at, p.found = []*game.Board{u.Solution}, 0, 0
	p.nav.Show()
	p.showSolution()
}

// piecesOn is the pieces board b holds on cells.
func piecesOn(b *game.Board, cells []int) []int {
	out := make([]int, len(cells))
	for i, c := range cells {
		out[i] = b.Cells[c].Piece
	}
	return out
}
