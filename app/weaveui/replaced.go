package weaveui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/games/weave"
)

// New and another rule or main direction replace the lattice. Undo brings
// the one replaced back, with its settings, file and unsaved work, and
// Redo replaces it again, as Undo takes back New in Eternity and Rikudo:
// the lattice went for good, however long it took to grow, and a rule
// tried in the selector could not be taken back.

// shown is a lattice that was on show, with what the workspace notes of
// it.
type shown struct {
	m                  *weave.Model
	selected           int
	saved              savedMark
	runs               []run
	reseeded, shuffled bool
	growths, regrowths []growth
	doc                string
	disk               kit.OnDisk
	// For Redo: the lattice Undo brought back in its place, and that
	// lattice's revision then; Redo replaces it again only as it was.
	over    *weave.Model
	overRev uint64
}

// keptMax bounds the points of the lattices kept for Undo and Redo, about
// 100 MB: a larger one goes when replaced, as it did before.
var keptMax = 1_000_000

// onShow is the lattice on show and its notes.
func (w *Workspace) onShow() shown {
	return shown{m: w.m, selected: w.selected, saved: w.saved, runs: w.runs,
		reseeded: w.reseeded, shuffled: w.shuffled, growths: w.growths, regrowths: w.regrowths, doc: w.doc, disk: w.disk}
}

// show puts a lattice kept back on show.
func (w *Workspace) show(s shown) {
	w.m, w.selected, w.saved, w.runs = s.m, s.selected, s.saved, s.runs
	w.reseeded, w.shuffled, w.growths, w.regrowths = s.reseeded, s.shuffled, s.growths, s.regrowths
	w.doc, w.disk = s.doc, s.disk
	w.panel.showConfig(w.m.Config())
	w.keepSettings()
	if !w.status.Busy() {
		w.status.SetCounters("")
	}
	w.rebuild()
	w.fit()
}

// replaceWith shows lattice m, new, in place of the one on show, which
// Undo brings back.
func (w *Workspace) replaceWith(m *weave.Model) {
	was, before := w.onShow(), w.before
	w.setModel(m) // forgets the lattices replaced, as Open does
	w.before = append(before, was)
	w.trimKept()
}

// forgetReplaced forgets the lattices kept for Undo and Redo.
func (w *Workspace) forgetReplaced() { w.before, w.after = nil, nil }

// trimKept lets the lattices replaced longest ago go, then those to redo
// farthest away, until those kept have keptMax points at most.
func (w *Workspace) trimKept() {
	total := 0
	for _, s := range w.before {
		total += s.m.Len()
	}
	for _, s := range w.after {
		total += s.m.Len()
	}
	for total > keptMax && len(w.before) > 0 {
		total -= w.before[0].m.Len()
		w.before = w.before[1:]
	}
	for total > keptMax && len(w.after) > 0 {
		total -= w.after[0].m.Len()
		w.after = w.after[1:]
	}
}

// bringBack shows the lattice the one on show replaced, if kept, and
// reports whether it did.
func (w *Workspace) bringBack() bool {
	k := len(w.before) - 1
	if k < 0 {
		return false
	}
	s := w.before[k]
	w.before = w.before[:k]
	next := w.onShow()
	next.over, next.overRev = s.m, s.m.Revision()
	w.after = append(w.after, next)
	w.show(s)
	w.status.SetMessage(fmt.Sprintf(lang.L("Took back the new lattice: %s now."), pointsText(w.m.Len())))
	return true
}

// canReplaceAgain reports whether Redo would replace the lattice on show
// again: it is as Undo brought it back.
func (w *Workspace) canReplaceAgain() bool {
	k := len(w.after) - 1
	return k >= 0 && w.after[k].over == w.m && w.after[k].overRev == w.m.Revision()
}

// replaceAgain shows again the lattice Undo took back, when the one on
// show is as Undo brought it back, and reports whether it did.
func (w *Workspace) replaceAgain() bool {
	if !w.canReplaceAgain() {
		return false
	}
	k := len(w.after) - 1
	s := w.after[k]
	w.after = w.after[:k]
	w.before = append(w.before, w.onShow())
	w.show(s)
	w.status.SetMessage(fmt.Sprintf(lang.L("New lattice again: %s."), pointsText(w.m.Len())))
	return true
}
