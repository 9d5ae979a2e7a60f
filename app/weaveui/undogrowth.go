package weaveui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
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
	for w.m.Stats().Steps > g.from {
		if !w.undoStep() {
			break
		}
	}
	w.growths = w.growths[:k]
	w.regrowths = append(w.regrowths, g)
	if w.selected > w.m.Len() {
		w.selected = 0
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("Took back the growth: %s now."), pointsText(w.m.Len())))
	w.rebuild()
	return true
}

// redoGrowth replays the last growth taken back when the lattice is where
// it started, and reports whether it did.
func (w *Workspace) redoGrowth() bool {
	k := len(w.regrowths) - 1
	if k < 0 || w.regrowths[k].from != w.m.Stats().Steps {
		return false
	}
	g := w.regrowths[k]
	for w.m.Stats().Steps < g.to {
		if !w.redoStep() {
			break
		}
	}
	w.regrowths = w.regrowths[:k]
	w.growths = append(w.growths, g)
	w.status.SetMessage(fmt.Sprintf(lang.L("Grew again: %s."), pointsText(w.m.Len())))
	w.rebuild()
	return true
}

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
