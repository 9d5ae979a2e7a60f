package weaveui

import (
	"slices"

	"plateau/games/weave"
)

// Which lattices are work to lose (Unsaved). One the person can have
// again is not: P1 (New), the file it was read from or its last save,
// each grown on in one automatic order, since fifo, lifo and nearest
// choose by the lattice alone and random draws from its seed. Grown in
// two orders, with the seed changed partway, or drawn at random on after
// an Undo or Redo (which reshuffle the draws), it is: counted as saved,
// New or a new rule threw it away unasked, and the recovery did not keep
// it. So the workspace notes the runs of steps each order took.

// run is steps taken in one order, one after the other: from is the step
// count before the first.
type run struct {
	from  int
	order weave.Order
	seed  uint64 // the random order's; 0 in the others, which it does not steer
	fresh bool   // random order: its draws began where it did, from the seed (a new lattice, a file read, an order or seed set)
}

// startRuns notes a lattice just made or read: no run yet, and the
// lattice itself can be had again (New, or Open).
func (w *Workspace) startRuns() {
	w.runs, w.anchors = nil, []int{w.m.Stats().Steps}
	w.reseeded, w.shuffled = true, false
}

// grownFromP1 notes that the lattice on show grew from P1 in its order,
// in one run: the one the workspace opens on, which New grows again.
func (w *Workspace) grownFromP1() {
	cfg := w.m.Config()
	w.runs, w.anchors = []run{{order: cfg.Order, seed: runSeed(cfg), fresh: true}}, []int{0}
}

// savedRuns notes a save: the lattice can be had again from the file. The
// file it was read from may be that one, now written over: only P1 stays
// besides.
func (w *Workspace) savedRuns() {
	w.anchors = append(slices.DeleteFunc(w.anchors, func(a int) bool { return a > 0 }), w.m.Stats().Steps)
}

// runSeed is the seed that steers cfg's order.
func runSeed(cfg weave.Config) uint64 {
	if cfg.Order == weave.OrderRandom {
		return cfg.Seed
	}
	return 0
}

// noteRun notes new steps from step count before in the order set: they
// replace the runs undone beyond it, and a save beyond it is no longer
// where the lattice grew from. They go on the last run when its order
// would have chosen them too.
func (w *Workspace) noteRun(before int) {
	for len(w.runs) > 0 && w.runs[len(w.runs)-1].from >= before {
		w.runs = w.runs[:len(w.runs)-1]
	}
	w.anchors = slices.DeleteFunc(w.anchors, func(a int) bool { return a > before })
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

// growsAgain reports whether the person can have the lattice again: from
// P1, its file or its last save, one automatic order grew it.
func (w *Workspace) growsAgain() bool {
	return slices.ContainsFunc(w.anchors, w.grownInOneOrderFrom)
}

// grownInOneOrderFrom reports whether the steps after step count a were
// all taken by one run in an automatic order that takes them again from
// there: a random one only if it drew from its seed at a.
func (w *Workspace) grownInOneOrderFrom(a int) bool {
	s := w.m.Stats().Steps
	if a > s {
		return false // undone below it
	}
	only := -1
	for i, r := range w.runs {
		end := s
		if i+1 < len(w.runs) {
			end = min(end, w.runs[i+1].from)
		}
		if r.from < end && end > a { // it holds steps after a
			if only >= 0 {
				return false
			}
			only = i
		}
	}
	if only < 0 {
		return s == a
	}
	r := w.runs[only]
	switch {
	case r.from > a, r.order == weave.OrderManual:
		return false
	case r.order == weave.OrderRandom:
		return r.fresh && r.from == a
	}
	return true
}

// grownByHand reports whether the lattice holds a point expanded by a
// click: a hand expansion undone no longer counts, and one redone counts
// again.
func (w *Workspace) grownByHand() bool {
	s := w.m.Stats().Steps
	return slices.ContainsFunc(w.runs, func(r run) bool { return r.order == weave.OrderManual && r.from < s })
}
