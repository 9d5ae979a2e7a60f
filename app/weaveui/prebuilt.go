package weaveui

import (
	"plateau/games/weave"
	"plateau/render/scene3d"
)

// A job that changed the lattice (a growth, the Undo or Redo of one)
// builds the scene of the lattice it leaves before it ends: built by
// rebuild on the UI goroutine, the arrays of four million points took
// 0.4 s of it at the job's end.

// prebuilt is a scene built off the UI goroutine, and the lattice it
// shows.
type prebuilt struct {
	scene scene3d.Scene
	m     *weave.Model
	rev   uint64 // m's revision then
	byGen bool
}

// prebuild builds the scene of m, which the calling job owns, in the
// colours chosen when the job started.
func prebuild(m *weave.Model, byGen bool, pal scene3d.Palette) *prebuilt {
	p := &prebuilt{m: m, rev: m.Revision(), byGen: byGen}
	buildScene(&p.scene, m, byGen, pal)
	return p
}

// takePrebuilt shows the scene a job built, when it is of the lattice as
// it is, in the colours chosen, and reports whether it did.
func (w *Workspace) takePrebuilt() bool {
	p := w.prebuilt
	w.prebuilt = nil
	if p == nil || p.m != w.m || p.rev != w.m.Revision() || len(p.scene.Points) != w.m.Len() || p.byGen != w.byGen {
		return false
	}
	w.scene = p.scene // the arrays before, maybe lent to a painter, are left to it
	w.whole.lent = false
	return true
}
