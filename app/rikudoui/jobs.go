package rikudoui

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/rikudo"
	solve "plateau/solvers/rikudo"
)

// progressText copies a running search's counter into the progress line
// (set, a Progress's SetText) ten times a second until the returned stop
// function is called, which writes the final count: once the ticker has
// ended, or a tick under way wrote its older count after it, and the
// status bar kept that.
func progressText(set func(string), n *atomic.Int64, label func(int64) string) (stop func()) {
	done, exited := make(chan struct{}), make(chan struct{})
	tick := time.NewTicker(100 * time.Millisecond)
	go func() {
		defer close(exited)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
				set(label(n.Load()))
			}
		}
	}()
	return func() {
		close(done)
		<-exited
		set(label(n.Load()))
	}
}

func nodesText(n int64) string { return kit.Count(n, lang.L("%d node"), lang.L("%d nodes")) }

func satCallsText(n int64) string {
	return kit.Count(n, lang.L("%d SAT call"), lang.L("%d SAT calls"))
}

func solverCallsText(n int64) string {
	return kit.Count(n, lang.L("%d solver call"), lang.L("%d solver calls"))
}

// search runs the chosen solver on a copy of the puzzle for up to count
// solutions, within the panel's time limit, and hands the result to done
// on the UI goroutine, unless the puzzle was edited meanwhile: the answer
// would be about another puzzle. A search the limit ended says so instead.
func (w *Workspace) search(title string, count int, done func(r solve.Result, of string)) {
	p := w.p.Clone()
	of := puzzleText(p)
	stale := func() bool { return puzzleText(w.p) != of }
	method, limit := w.panel.method(), w.panel.timeLimit()
	var res solve.Result
	var timedOut bool
	job := func(ctx context.Context, pr *kit.Progress) error {
		if limit > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, limit)
			defer cancel()
		}
		var n atomic.Int64
		var quick atomic.Bool // answered by the quick search: its nodes
		defer progressText(pr.SetText, &n, func(v int64) string {
			if method == solve.SAT && !quick.Load() {
				return satCallsText(v)
			}
			return nodesText(v)
		})()
		var err error
		res, err = solve.Solve(ctx, p, solve.Options{Method: method, Limit: count, Progress: &n})
		if res.Quick {
			quick.Store(true)
			n.Store(res.Nodes)
		}
		if errors.Is(err, context.DeadlineExceeded) {
			// the limit, not a fault: the bar says "stopped", as for Stop
			timedOut, err = true, context.Canceled
		}
		return err
	}
	if err := w.status.Run(title, job, func(err error) {
		switch {
		case err != nil && !errors.Is(err, context.Canceled):
		case stale():
			w.staleEnd(lang.L("The puzzle changed during the search: run it again."))
		case timedOut && res.Status() == solve.Unknown:
			msg := fmt.Sprintf(lang.L("No answer within %s: the clues leave the puzzle too open for the solvers. Add clues, try the other solver, or raise the time limit."), kit.Duration(limit))
			w.panel.setResult(msg, of)
			w.status.SetMessage(msg)
		default:
			done(res, of)
		}
	}); err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	w.stale = stale
}

// checkUnique counts solutions up to two: exactly one, none, or several,
// then shown side by side with the cells where they differ.
func (w *Workspace) checkUnique() {
	if w.busy() {
		return
	}
	w.search(lang.L("Checking uniqueness"), 2, func(r solve.Result, of string) {
		w.shown, w.compare = nil, nil
		msg := statusText(r)
		switch r.Status() {
		case solve.Several:
			w.compare, w.severalOf = r.Solutions[:2], of
			msg += " " + lang.L("Two of them are side by side; tinted cells differ.")
		case solve.Unique:
			w.key, w.keyOf = r.Solutions[0], of
		}
		w.panel.setResult(msg, of)
		w.status.SetMessage(msg)
		w.changed()
	})
}

// Solve shows a solution on the board.
func (w *Workspace) Solve() {
	if w.busy() {
		return
	}
	w.search(lang.L("Solving"), 1, func(r solve.Result, of string) {
		if len(r.Solutions) == 0 {
			w.panel.setResult(statusText(r), of)
			w.status.SetMessage(statusText(r))
			return
		}
		w.compare, w.shown = nil, r.Solutions[0]
		w.panel.setResult(fmt.Sprintf(lang.L("Solved in %s."), kit.Duration(r.Elapsed)), of)
		w.changed()
	})
}

func statusText(r solve.Result) string {
	switch r.Status() {
	case solve.Unique:
		return fmt.Sprintf(lang.L("Exactly one solution (proved in %s)."), kit.Duration(r.Elapsed))
	case solve.NoSolution:
		return lang.L("No solution.")
	case solve.Several:
		return lang.L("Several solutions.")
	}
	return lang.L("Stopped before an answer.")
}

// stopStale stops the running job once its answer is void (see stale):
// it went on for its full time after an Undo or an edit, refusing the
// next job, to be thrown away at its end. said is for a change that says
// what it did (Undo, Redo): the job's "stopped" is added to its message;
// otherwise the job's end says why it stopped.
func (w *Workspace) stopStale(said bool) {
	if w.stale == nil || !w.status.Busy() || !w.stale() {
		return
	}
	w.stale = nil
	if said {
		w.status.Interrupt()
	} else {
		w.status.Stop()
	}
}

// staleEnd ends a job whose answer is void: its counters ("126 solver
// calls") go, being of a puzzle no longer shown, and msg says why no
// answer came, unless an Undo, a New or an Open said what it did.
func (w *Workspace) staleEnd(msg string) {
	w.status.SetCounters("")
	if !w.status.Interrupted() {
		w.status.SetMessage(msg)
	}
}

// busy reports whether a job runs, and then says so: Solve, Check unique,
// Generate or Hint during another job did nothing, unsaid.
func (w *Workspace) busy() bool {
	if !w.status.Busy() {
		return false
	}
	w.status.SetMessage(lang.L("Another job is running: wait for it, or press Esc to stop it."))
	return true
}

// generate makes a unique puzzle on the current shape. With pins, the
// designer's givens and bridges are kept; otherwise they are cleared first.
func (w *Workspace) generate(density float64, target solve.Level, pins bool, seed uint64) {
	if w.busy() {
		return
	}
	if err := tooLargeToGenerate(w.p.N()); err != nil {
		w.status.Fail(err, nil)
		return
	}
	of, file := puzzleText(w.p), w.file
	// Edits made meanwhile would go unsaid, and another document (New,
	// Open) may show the same text: an empty hexagon of the same size.
	stale := func() bool { return puzzleText(w.p) != of || w.file != file }
	shape := w.p.Clone()
	if !pins {
		shape = stripClues(shape)
	}
	var gen *solve.Generated
	job := func(ctx context.Context, pr *kit.Progress) error {
		var n atomic.Int64
		defer progressText(pr.SetText, &n, solverCallsText)()
		var err error
		gen, err = solve.Generate(ctx, shape, solve.GenOptions{Seed: seed, Density: density, Target: target, Progress: &n})
		return err
	}
	err := w.status.Run(lang.L("Generating"), job, func(err error) {
		if stale() {
			w.staleEnd(lang.L("The puzzle changed while the new one was generated: generate again."))
			return
		}
		if err != nil {
			return
		}
		w.edit()
		w.p, w.selected = gen.Puzzle, -1
		w.countedOn = w.p // the generator's counters are this puzzle's
		w.fill = make([]int, w.p.N())
		w.key, w.keyOf = gen.Solution, puzzleText(w.p)
		w.level, w.seed, w.levelOf = gen.Rating.Level, seed, w.keyOf
		msg := fmt.Sprintf(lang.L("Generated a unique puzzle: %s, %s, %s, in %s."),
			kit.Count(int64(w.p.NumGivens()), lang.L("%d given"), lang.L("%d givens")),
			kit.Count(int64(len(w.p.Bridges())), lang.L("%d bridge"), lang.L("%d bridges")),
			lang.L(gen.Rating.Level.String()), kit.Duration(gen.Elapsed))
		if gen.Unproven > 0 {
			msg += " " + lang.L("(Not proven minimal: a solver call ran out of time.)")
		}
		w.panel.setResult(msg, puzzleText(w.p))
		w.status.SetMessage(msg)
		w.changed()
	})
	if err == nil {
		w.stale = stale
	}
}

// stripClues returns the shape of p with no givens and no bridges.
func stripClues(p *game.Puzzle) *game.Puzzle {
	for c := 0; c < p.N(); c++ {
		if p.Given(c) > 0 {
			_ = p.ClearGiven(c)
		}
	}
	for _, e := range p.Bridges() {
		_ = p.ToggleBridge(e.A, e.B)
	}
	return p
}

// hint fills one number the puzzle forces, or points at a wrong one.
func (w *Workspace) hint() {
	if w.busy() { // before the mode changes: nothing happens
		return
	}
	if !w.play {
		w.setPlay(true)
	}
	p, fill := w.p.Clone(), append([]int(nil), w.fill...)
	of := puzzleText(p)
	// A new puzzle, Start over or a number typed meanwhile: the hint is of
	// another grid (written in, a smaller one crashed).
	stale := func() bool { return puzzleText(w.p) != of || !slices.Equal(w.fill, fill) }
	var h solve.Hint
	complete, several, none := false, false, false
	job := func(ctx context.Context, _ *kit.Progress) error {
		var err error
		h, err = solve.NextHint(ctx, p, fill)
		switch {
		case errors.Is(err, solve.ErrComplete):
			// an answer, not a failure: no error dialog
			complete = true
			return nil
		case errors.Is(err, solve.ErrSeveral):
			several = true
			return nil
		case errors.Is(err, solve.ErrNoSolution):
			// an answer too: the puzzle's, which the person can mend
			none = true
			return nil
		}
		return err
	}
	err := w.status.Run(lang.L("Looking for a hint"), job, func(err error) {
		if stale() {
			w.staleEnd(lang.L("The grid changed while the hint was looked for: ask again."))
			return
		}
		switch {
		case complete:
			w.status.SetMessage(lang.L("The grid is complete."))
			return
		case several:
			w.status.SetMessage(lang.L("The rules force no number here, and the puzzle has several solutions from here (Check unique shows two)."))
			return
		case none:
			w.status.SetMessage(lang.L("This puzzle has no solution: check the given numbers."))
			return
		case err != nil:
			return
		}
		w.edit()
		w.fill[h.Cell] = h.Value
		w.selected = h.Cell
		switch {
		case h.Wrong && h.Value == 0:
			w.status.SetMessage(lang.L("The selected cell was wrong: cleared (the puzzle has several solutions, so its number cannot be told)."))
		case h.Wrong:
			w.status.SetMessage(fmt.Sprintf(lang.L("The selected cell was wrong: it holds %d."), h.Value))
		default:
			w.status.SetMessage(fmt.Sprintf(lang.L("The selected cell must hold %d (%s)."), h.Value, lang.L(h.Level.String())))
		}
		w.changed()
	})
	if err == nil {
		w.stale = stale
	}
}

// setPlay switches between the editor and play mode.
func (w *Workspace) setPlay(on bool) {
	w.play, w.selected, w.typed = on, -1, ""
	w.shown, w.compare = nil, nil
	w.panel.showMode()
	w.changed()
	w.status.SetMessage(modeHint(on)) // the design's hint no longer held in play
}

// modeHint says what a click and a key do in the mode.
func modeHint(play bool) string {
	if play {
		return lang.L("Play: click a cell and type its number; 1 to n make a path through the bridges. Hint fills one.")
	}
	return lang.L("Click a cell and type a number; click a border to toggle a bridge; right-click to block a cell.")
}
