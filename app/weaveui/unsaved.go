package weaveui

import (
	"fyne.io/fyne/v2/lang"

	"plateau/games/weave"
)

// savedMark is the lattice as it was when last opened, saved as JSON or
// started afresh.
type savedMark struct {
	m     *weave.Model
	steps int
	last  int // the last point expanded
}

func (w *Workspace) mark() savedMark {
	return savedMark{w.m, w.m.Stats().Steps, w.m.LastExpanded()}
}

// Unsaved names a lattice grown by hand since it was last opened, saved or
// started (kit.Unsaved). One grown in an automatic order is not work to
// lose: its settings grow it again the same.
func (w *Workspace) Unsaved() string {
	if !w.manual() || w.saved == w.mark() {
		return ""
	}
	return lang.L("the Weave lattice grown by hand")
}
