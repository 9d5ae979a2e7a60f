package eternitysolveui

import (
	"context"
	"errors"
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/eternity"
	"plateau/solvers/eternity/maxscore"
	"plateau/solvers/eternity/sat"
)

// The panel's methods: the search of seed 002 with the configuration of
// the selectors, the SAT encoding, and the max-score search for puzzles
// with no known solution.
const (
	methodSearch   = "search"
	methodSAT      = "sat"
	methodMaxScore = "max-score"
)

func methodNames() []string {
	return []string{lang.L("Search"), lang.L("SAT"), lang.L("Max score")}
}

// method is the chosen method's key.
func (p *Panel) method() string {
	switch p.methods.SelectedIndex() {
	case 1:
		return methodSAT
	case 2:
		return methodMaxScore
	}
	return methodSearch
}

// methodChanged enables the settings the chosen method reads.
func (p *Panel) methodChanged() {
	search := p.method() == methodSearch
	for _, s := range []fyne.Disableable{p.order, p.vars, p.vals, p.model, p.corolle, p.openings, p.finale, p.all, p.count, p.saveOpenings, p.unique, p.makeUnique} {
		if search {
			s.Enable()
		} else {
			s.Disable()
		}
	}
	if p.method() == methodMaxScore {
		p.starter.Show()
	} else {
		p.starter.Hide()
	}
}

// runSAT solves the design through the SAT encoding.
func (p *Panel) runSAT() {
	st := p.w.Status()
	d := p.w.Design()
	h := d.Board.FixedOnly()
	opt := sat.Options{Workers: workersOf(p), Seed: uint64(time.Now().UnixNano())} // read here, not in the job: a widget
	var res sat.Result
	job := func(ctx context.Context, pr *kit.Progress) error {
		var err error
		res, err = sat.Solve(ctx, d.Puzzle, h, opt, func(s sat.Stats) {
			pr.SetText(fmt.Sprintf(lang.L("SAT: %s · %s variables, %s clauses · %s"),
				lang.L(s.Phase.String()), kit.Human(float64(s.Vars)), kit.Human(float64(s.Clauses)), kit.Duration(s.Elapsed)))
		})
		if errors.Is(err, sat.ErrMemory) {
			err = fmt.Errorf(lang.L("SAT outgrew its memory bound of %d GB: this board is too hard for it; try the search instead"), sat.DefaultMaxHeap>>30)
		}
		return stopped(ctx, res.Complete, err)
	}
	p.starting()
	_ = st.Run(lang.L("Solving through SAT"), within(p.timeLimit(), job), func(err error) {
		if !p.answered(err) {
			return
		}
		size := fmt.Sprintf(lang.L("%s variables, %s clauses, %s."), kit.Human(float64(res.Vars)), kit.Human(float64(res.Clauses)), kit.Duration(res.Elapsed))
		text := lang.L("Stopped: ") + size
		switch {
		case res.Solved:
			text = lang.L("Found a solution: ") + size
			p.solutions, p.at, p.found = []*game.Board{res.Board}, 0, 1
			p.nav.Show()
			p.showSolution()
		case res.Unsat:
			text = lang.L("No solution: ") + size
			if why := fixedClash(p.w.Design()); why != "" {
				text += " " + why
			}
		}
		p.setResult(text)
		st.SetMessage(text) // what came of it, rather than "done"
	})
}

// runMaxScore looks for the board with the most matched joins until
// stopped, showing the best board as it improves.
func (p *Panel) runMaxScore() {
	st := p.w.Status()
	d := p.w.Design()
	h := d.Board.FixedOnly()
	opt := maxscore.Options{Workers: workersOf(p), Seed: uint64(time.Now().UnixNano())}
	if p.starter.Checked {
		opt.Quota = maxscore.OfficialQuota() // the record solvers' colour quota, for Eternity II
		e2, err := maxscore.OfficialHints(d.Puzzle)
		if err != nil {
			st.SetMessage(kit.ErrorText(err))
			return
		}
		if h, err = h.WithFixed(e2); err != nil {
			st.SetMessage(kit.ErrorText(err))
			return
		}
	}
	var res maxscore.Result
	job := func(ctx context.Context, pr *kit.Progress) error {
		var err error
		opt.Progress = func(s maxscore.Stats) {
			pr.SetText(fmt.Sprintf(lang.L("best %d of %d joins · %s nodes · %s · %s"),
				max(s.Best, 0), s.Max, kit.Human(float64(s.Nodes)),
				kit.Count(int64(s.Restarts), lang.L("%d restart"), lang.L("%d restarts")), kit.Duration(s.Elapsed)))
		}
		res, err = maxscore.Search(ctx, d.Puzzle, h, opt, func(_ int, b *game.Board) { kit.Do(func() { _ = p.w.ShowLiveBoard(b) }) })
		// The search runs until stopped: say "stopped", unless it proved
		// its board the best there is.
		return stopped(ctx, res.Optimal, err)
	}
	p.starting()
	_ = st.Run(lang.L("Looking for the best score"), within(p.timeLimit(), job), func(err error) {
		if !p.answered(err) || res.Board == nil {
			return
		}
		text := fmt.Sprintf(lang.L("Best board: %d of %d joins matched (%s nodes, %s)."),
			res.Score, res.Max, kit.Human(float64(res.Stats.Nodes)), kit.Duration(res.Stats.Elapsed))
		if res.Optimal {
			text += " " + lang.L("No board scores more.")
		}
		p.setResult(text)
		st.SetMessage(text) // the score reached, rather than "stopped", its usual end
		p.solutions, p.at, p.found = []*game.Board{res.Board}, 0, 1
		p.bestOnly = res.Score < res.Max
		p.nav.Show()
		p.showSolution()
	})
}
