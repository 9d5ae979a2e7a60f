package eternitysolveui

import (
	"context"
	"fmt"
	"io"
	"strconv"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/app/safefile"
	game "plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

// estimateProbes is the number of random dives of the size estimate: a
// fraction of a second on 16x16.
const estimateProbes = 5000

// maxCount stops counting openings there: the count is then shown as a
// lower bound.
const maxCount = 20_000_000

// Estimate counts the openings of the chosen depth (the depth the search
// would pick when it is "auto") and estimates the search tree, so that a
// user sees how the work splits before running it.
func (p *Panel) Estimate() {
	st := p.w.Status()
	a, ok := p.openingsJob(p.Estimate)
	if !ok {
		return
	}
	d, depth := a.d, a.depth
	o := solver.Options{Config: a.cfg, Hints: d.Board.FixedOnly()}
	p.solvedFor = designKey(d)
	var text string
	job := func(ctx context.Context, pr *kit.Progress) error {
		est, err := solver.EstimateTree(ctx, d.Puzzle, o, estimateProbes, 1)
		if err != nil {
			return err
		}
		if depth == 0 {
			depth = autoDepth(est, 64*a.workers)
		}
		pr.SetText(fmt.Sprintf(lang.L("Counting the openings of depth %d…"), depth))
		n, all, err := solver.Openings(ctx, d.Puzzle, o, depth, maxCount, func(solver.Opening) bool { return true })
		if err == nil {
			// Stopped, Openings says how many it had counted: not the
			// count, and no measure of an opening.
			err = ctx.Err()
		}
		if err != nil {
			return err
		}
		more := ""
		if !all {
			more = "+"
		}
		// the counters say the count, not "Counting…" once it is done
		pr.SetText(fmt.Sprintf(lang.L("%s%s openings of depth %d"), kit.Human(float64(n)), more, depth))
		text = fmt.Sprintf(lang.L("%s%s openings of depth %d; the search tree holds about %s nodes, %s an opening."),
			kit.Human(float64(n)), more, depth, kit.Human(est.Nodes), kit.Human(est.Nodes/float64(max(n, 1))))
		return nil
	}
	_ = st.Run(lang.L("Estimating the search"), job, func(err error) {
		// asked first: an edit of the puzzle stops the count, which then
		// says why rather than a bare "stopped"
		if !p.changedDuring() && err == nil {
			p.setResult(text)
			st.SetMessage(text)
		}
	})
}

// autoDepth is the first depth with at least target openings by the
// estimate, as the search's own choice does by counting.
func autoDepth(est solver.Estimate, target int) int {
	for d := 1; d < len(est.ByDepth); d++ {
		if est.At(d) >= float64(target) {
			return d
		}
	}
	return max(1, len(est.ByDepth)-1)
}

// workersOf is the Workers chosen. UI goroutine only: a job gets it
// passed in.
func workersOf(p *Panel) int {
	n, _ := strconv.Atoi(p.workers.Selected)
	return max(n, 1)
}

// SaveOpenings writes the openings of the chosen depth to a file that
// `plateau eternity solve --openings-file` shares out between machines
// (see the README's job files). "auto" saves those of the depth the search
// would pick on this computer's workers.
func (p *Panel) SaveOpenings() {
	st := p.w.Status()
	a, ok := p.openingsJob(p.SaveOpenings)
	if !ok {
		return
	}
	cfg, d, depth := a.cfg, a.d, a.depth
	o := solver.Options{Config: cfg, Hints: d.Board.FixedOnly()}
	name := d.Name
	if name == "" {
		name = "eternity"
	}
	p.w.Kit().SaveWith("eternity-openings", lang.L("Save the openings"), kit.Beside(p.w.Document(), name+".openings.txt", ".openings.txt"), []string{".txt"},
		func(path string) error {
			var n int64
			job := func(ctx context.Context, pr *kit.Progress) error {
				if depth == 0 {
					est, err := solver.EstimateTree(ctx, d.Puzzle, o, estimateProbes, 1)
					if err != nil {
						return err
					}
					depth = autoDepth(est, 64*a.workers)
				}
				return safefile.Write(path, func(w io.Writer) error {
					h := solver.OpeningsHeader{Puzzle: solver.PuzzleID(d.Puzzle, d.Board), Config: cfg.String(), Depth: depth}
					var all bool
					var err error
					n, all, err = solver.WriteOpeningsFile(ctx, w, d.Puzzle, o, depth, 0, h, func(k int64) {
						if k%4096 == 0 {
							pr.SetText(fmt.Sprintf(lang.L("%s openings written"), kit.Human(float64(k))))
						}
					})
					if err == nil && !all {
						err = ctx.Err() // stopped: the file is not written
					}
					return err
				})
			}
			return st.Run(lang.L("Saving the openings"), kit.SaveJob(path, job), func(err error) {
				if err == nil {
					p.setResult(fmt.Sprintf(lang.L("%s openings of depth %d saved to %s."), kit.Human(float64(n)), depth, path))
				}
			})
		}, nil)
}

// openingsAsk is what Count and Save… work on, read from the panel on the
// UI goroutine when pressed: the job read Workers from its goroutine (a
// data race), and its auto depth followed a Workers changed after Count.
type openingsAsk struct {
	cfg     solver.Config
	d       *game.Design // a copy
	depth   int          // 0 for auto
	workers int          // what auto aims at: 64 openings a worker
}

// openingsJob reads what Count and Save… work on. It is false, with the
// reason in the status bar, when a job runs (see busy: again, the action,
// may wait for it) or the settings are wrong.
func (p *Panel) openingsJob(again func()) (openingsAsk, bool) {
	if p.busy(again) {
		return openingsAsk{}, false
	}
	cfg, err := p.Config()
	if err != nil {
		p.w.Status().SetMessage(kit.ErrorText(err))
		return openingsAsk{}, false
	}
	depth, _ := strconv.Atoi(p.openings.Selected) // "auto" reads as 0
	return openingsAsk{cfg: cfg, d: p.w.Design(), depth: depth, workers: workersOf(p)}, true
}
