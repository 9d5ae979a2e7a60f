package weaveui

import (
	"slices"

	"plateau/games/weave"
)

// How a lattice is kept (Unsaved, Snapshot). One grown from P1 in one
// automatic order grows again from its settings and step count alone,
// since fifo, lifo and nearest choose by the lattice alone and random
// draws from its seed: the recovery keeps that recipe, a few bytes, where
// the lattice itself takes up to 50 MB, and none past half a million
// points. Grown in two orders, with the seed changed partway, or drawn at
// random on after an Undo or Redo (which reshuffle the draws), or on from
// a file, it is kept whole. So the workspace notes the runs of steps each
// order took.

// run is steps taken in one order, one after the other: from is the step
// count before the first.
type run struct {
	from  int
	order weave.Order
	seed  uint64 // the random order's; 0 in the others, which it does not steer
	fresh bool   // random order: its draws began where it did, from the seed (a new lattice, a file read, an order or seed set)
}

// startRuns notes a lattice just made or read: no run yet.
func (w *Workspace) startRuns() {
	w.runs = nil
	w.reseeded, w.shuffled = true, false
}

// grownFromP1 notes that the lattice on show grew from P1 in its order,
// in one run: the one the workspace opens on. Its next steps go on with
// that run, a random order's draws too: they counted as a run of their
// own, and the opening lattice of a kept random order grown on was kept
// whole, not as its recipe.
func (w *Workspace) grownFromP1() {
	cfg := w.m.Config()
	w.runs = []run{{order: cfg.Order, seed: runSeed(cfg), fresh: true}}
	w.reseeded = false
}

// runSeed is the seed that steers cfg's order.
func runSeed(cfg weave.Config) uint64 {
	if cfg.Order == weave.OrderRandom {
		return cfg.Seed
	}
	return 0
}

// noteRun notes new steps from step count before in the order set: they
// replace the runs undone beyond it. They go on the last run when its
// order would have chosen them too.
func (w *Workspace) noteRun(before int) {
	for len(w.runs) > 0 && w.runs[len(w.runs)-1].from >= before {
		w.runs = w.runs[:len(w.runs)-1]
	}
	cfg := w.m.Config()
	random := cfg.Order == weave.OrderRandom
	r := run{from: before, order: cfg.Order, seed: runSeed(cfg), fresh: random && w.reseeded}
	k := len(w.runs) - 1
	goesOn := k >= 0 && w.runs[k].order == r.order && w.runs[k].seed == r.seed && (!random || !w.reseeded && !w.shuffled)
	if !goesOn {
		w.runs = append(w.runs, r)
	}
	w.reseeded, w.shuffled = false, false
}

// setOrder sets the order and seed of the next steps.
func (w *Workspace) setOrder(o weave.Order, seed uint64) error {
	if err := w.m.SetOrder(o, seed); err != nil {
		return err
	}
	w.reseeded = true // a random order draws afresh from its seed
	w.keepSettings()
	return nil
}

// undoStep and redoStep are the model's Undo and Redo, noted: a random
// order's draws go on from a shuffled list after either.
func (w *Workspace) undoStep() bool {
	ok := w.m.Undo()
	w.shuffled = w.shuffled || ok
	return ok
}

func (w *Workspace) redoStep() bool {
	ok := w.m.Redo()
	w.shuffled = w.shuffled || ok
	return ok
}

// grownRun is the run that took every step of the lattice from P1, in an
// automatic order that takes them again from there (a random one only if
// it drew from its seed at P1); ok is false when there is none. P1 alone
// took no step: its run is the order set.
func (w *Workspace) grownRun() (r run, ok bool) {
	s := w.stats().Steps
	only := -1
	for i, r := range w.runs {
		end := s
		if i+1 < len(w.runs) {
			end = min(end, w.runs[i+1].from)
		}
		if r.from < end { // it holds steps: not all undone
			if only >= 0 {
				return run{}, false
			}
			only = i
		}
	}
	if only < 0 {
		cfg := w.m.Config()
		return run{order: cfg.Order, seed: runSeed(cfg), fresh: true}, s == 0
	}
	r = w.runs[only]
	return r, r.from == 0 && r.order != weave.OrderManual && (r.order != weave.OrderRandom || r.fresh)
}

// grownByHand reports whether the lattice holds a point expanded by a
// click: a hand expansion undone no longer counts, and one redone counts
// again.
func (w *Workspace) grownByHand() bool {
	s := w.stats().Steps
	return slices.ContainsFunc(w.runs, func(r run) bool { return r.order == weave.OrderManual && r.from < s })
}
