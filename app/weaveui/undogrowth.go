package weaveui

import (
	"context"
	"fmt"
	"runtime/debug"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/games/weave"
)

// A Grow to of a million points is one action for the person who asked
// for it: Undo took it back one expansion at a time (half a second each,
// the scene rebuilt every time), and only New went back to before it.
// Undo and Redo take a growth back and replay it whole. A Play run, from
// Play to its pause, is one too.

// growth is a Grow to or Play run: the model's step count before and
// after it. ofRule marks a new rule's lattice grown to the size of the
// one it replaced: Undo takes it back with the rule, the lattice before
// back in one press.
type growth struct {
	from, to int
	ofRule   bool
}

// replayInJob is the number of steps from which the Undo or Redo of a
// growth runs in a job, as Grow to does: replaying a growth of a million
// points step by step on the UI goroutine froze the window for two
// seconds (seven at ten million). Fewer are taken back at once. A
// variable, so that a test has a small growth replayed in a job.
var replayInJob = 20_000

// undoGrowth takes back the last growth when it is the last thing done,
// and reports whether it did.
func (w *Workspace) undoGrowth() bool {
	k := len(w.growths) - 1
	if k < 0 || w.growths[k].to != w.m.Stats().Steps {
		return false
	}
	g := w.growths[k]
	if g.ofRule && w.bringBack() {
		return true
	}
	if g.to-g.from < replayInJob {
		w.m.UndoTo(g.from)
		w.tookBack(g)
		return true
	}
	undo := func(_ context.Context, m *weave.Model, report func(float64)) error {
		m.UndoTo(g.from) // one pass, shorter than a Stop would wait for
		report(1)
		return nil
	}
	if !w.latticeJob(lang.L("Taking back the growth"), undo, func(*weave.Model, error) { w.tookBack(g) }) {
		w.status.SetMessage(lang.L("Undo: wait for the work under way to finish, or stop it."))
	}
	return true
}

// tookBack notes that growth g was taken back, for Redo, and shows the
// lattice before it.
func (w *Workspace) tookBack(g growth) {
	w.shuffled = true // as undoStep notes
	w.growths = w.growths[:len(w.growths)-1]
	w.regrowths = append(w.regrowths, g)
	if w.selected > w.m.Len() {
		w.selected = 0
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("Took back the growth: %s now."), pointsText(w.m.Len())))
	w.rebuild()
}

// redoGrowth replays the last growth taken back when the lattice is where
// it started, and reports whether it did: a large one in a job that Stop
// ends where it is, the steps replayed so far then a growth of their own.
func (w *Workspace) redoGrowth() bool {
	k := len(w.regrowths) - 1
	if k < 0 || w.regrowths[k].from != w.m.Stats().Steps {
		return false
	}
	g := w.regrowths[k]
	if g.to-g.from < replayInJob {
		redoSteps(context.Background(), w.m, g.to, nil)
		w.grewAgain(g, nil)
		return true
	}
	redo := func(ctx context.Context, m *weave.Model, report func(float64)) error {
		return redoSteps(ctx, m, g.to, func() { report(float64(m.Stats().Steps-g.from) / float64(g.to-g.from)) })
	}
	if !w.latticeJob(lang.L("Growing again"), redo, func(_ *weave.Model, err error) { w.grewAgain(g, err) }) {
		w.status.SetMessage(lang.L("Redo: wait for the work under way to finish, or stop it."))
	}
	return true
}

// grewAgain notes that growth g was replayed, up to where it was
// stopped (err, which the status bar has told), and shows the lattice.
func (w *Workspace) grewAgain(g growth, err error) {
	w.shuffled = true // as redoStep notes
	w.regrowths = w.regrowths[:len(w.regrowths)-1]
	if g.to = w.m.Stats().Steps; g.to > g.from {
		w.growths = append(w.growths, g)
	}
	if err == nil {
		w.status.SetMessage(fmt.Sprintf(lang.L("Grew again: %s."), pointsText(w.m.Len())))
	}
	w.rebuild()
}

// redoSteps redoes the steps taken back until m has taken to steps, or
// ctx is cancelled (it returns ctx.Err()); report, when not nil, is
// called every few milliseconds of work, between two steps.
func redoSteps(ctx context.Context, m *weave.Model, to int, report func()) error {
	for k := 0; m.Stats().Steps < to; k++ {
		if k%redoReportEvery == redoReportEvery-1 {
			if err := ctx.Err(); err != nil {
				return err
			}
			if report != nil {
				report()
			}
		}
		if !m.Redo() {
			break
		}
	}
	return nil
}

// redoReportEvery is the number of steps redone between two checks of
// Stop and two reports: a few milliseconds.
const redoReportEvery = 1 << 14

// forgetGrowthsBeyond drops the growths new steps from step before
// replace: those taken back (Redo has nothing to replay now) and any that
// ended past it.
func (w *Workspace) forgetGrowthsBeyond(before int) {
	w.regrowths = nil
	for len(w.growths) > 0 && w.growths[len(w.growths)-1].to > before {
		w.growths = w.growths[:len(w.growths)-1]
	}
}

// pointsText is "1 point" or "1,234 points" (it said "1 points").
func pointsText(n int) string {
	if n == 1 {
		return lang.L("1 point")
	}
	return fmt.Sprintf(lang.L("%s points"), kit.Int(n))
}

// growProgressed, when not nil, is called on the growth's goroutine each
// time it reports progress, the count just set: a test lands mid-growth
// with it (it may block there), rather than sleeping. Nil outside tests.
var growProgressed func()

// latticeJob runs work on the lattice in a job titled title (a growth,
// or the Undo or Redo of a large one): the lattice is the job's until it
// ends, edits wait, and the view draws the scene built before. work calls
// report with how far it has come, from 0 to 1, between two changes of
// the lattice; ended gets the lattice worked on and the job's error on
// the UI goroutine once the lattice is the workspace's again.
//
// latticeJob reports false, having started nothing and called nothing,
// when another job holds the status bar (an export of the view, an
// opening): refused by the bar, the Undo of a growth still went through
// ended and moved the growth to the Redo list, the lattice unchanged.
func (w *Workspace) latticeJob(title string, work func(ctx context.Context, m *weave.Model, report func(float64)) error, ended func(*weave.Model, error)) bool {
	if w.status.Busy() {
		return false
	}
	w.growing = true
	w.panel.setGrowing(true)
	m, byGen, pal := w.m, w.byGen, w.opts.Palette
	publish := w.seeGrowth(m)
	var built *prebuilt
	job := func(ctx context.Context, p *kit.Progress) error {
		last := -1.0
		report := func(frac float64) {
			last = frac
			s := m.Stats()
			publish(s)
			p.Set(frac, fmt.Sprintf(lang.L("%s points"), kit.Int(s.Points)))
			if growProgressed != nil {
				growProgressed()
			}
		}
		err := work(ctx, m, report)
		report(last)    // where it stopped: the bar's last count was of some steps before
		if err == nil { // after Stop, the job ends at once
			built = prebuild(m, byGen, pal)
		}
		return err
	}
	err := w.status.Run(title, job, func(err error) {
		w.endGrowth()
		w.growing = false
		w.panel.setGrowing(false)
		w.prebuilt = built
		ended(m, err)
		w.prebuilt = nil
		// the arrays the lattice and the scene outgrew or let go: the
		// collector's target is twice the heap, and an Undo and a Redo
		// of three million points held 2 GB where 1.2 GB were in use
		go debug.FreeOSMemory()
	})
	if err != nil { // Run refuses only while a job runs, which Busy ruled out
		w.endGrowth()
		w.growing = false
		w.panel.setGrowing(false)
		return false
	}
	return true
}
