package weaveui

import (
	"plateau/app/kit"
	"plateau/games/weave"
)

// While a growth's job owns the model, the UI goroutine reads none of it:
// the recovery's tick every ten seconds, a workspace switch, the quit
// question, New and Save ask Unsaved meanwhile, and they read the model
// the job was appending to, a data race (a revision read from a slice
// being reallocated gave a wrong verdict). They answer from the figures
// the job last published through kit.Do instead: five numbers. Giving the
// job a copy of the lattice to grow and handing it over at the end would
// have copied some 300 MB on the UI goroutine at three million points.

// growthSeen is what the UI goroutine knows of a lattice a growth's job
// owns.
type growthSeen struct {
	stats     weave.Stats // its figures, as the job last published them
	from      int         // its steps when the growth started
	unchanged bool        // it was as last opened, saved or started then
}

// seeGrowth notes that a growth's job is about to own m, and returns what
// the job publishes its figures with (from its goroutine); endGrowth
// forgets it once the job has ended.
func (w *Workspace) seeGrowth(m *weave.Model) (publish func(weave.Stats)) {
	s := m.Stats()
	seen := &growthSeen{stats: s, from: s.Steps, unchanged: w.saved == w.mark()}
	w.seen = seen
	return func(s weave.Stats) {
		kit.Do(func() {
			if w.seen == seen { // a late one, after the job's end, is not
				seen.stats = s
			}
		})
	}
}

func (w *Workspace) endGrowth() { w.seen = nil }

// stats are the lattice's figures: the model's, or those a growth's job
// last published while it owns the model.
func (w *Workspace) stats() weave.Stats {
	if w.seen != nil {
		return w.seen.stats
	}
	return w.m.Stats()
}

// changed reports whether the lattice changed since it was last opened,
// saved or started: during a growth, whether it was changed then or has
// grown since.
func (w *Workspace) changed() bool {
	if g := w.seen; g != nil {
		return !g.unchanged || g.stats.Steps != g.from
	}
	return w.saved != w.mark()
}
