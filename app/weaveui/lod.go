package weaveui

import (
	"time"

	"plateau/app/kit"
)

// While the view moves (an orbit, a pan, a zoom, a new size), a lattice of more than
// lodPoints points is drawn one point and one link in a stride that keeps
// about lodPoints of them, so that the frame keeps up with the hand (a
// million points took 137 ms a frame whole, 49 ms so: BenchmarkFrame); the
// whole lattice is drawn again once the view has rested restDelay, or at
// once when a drag ends.
var (
	lodPoints = 150_000
	restDelay = 200 * time.Millisecond
)

// moved repaints the view after a change of the camera, coarsely for a
// large lattice until the view rests.
func (w *Workspace) moved() {
	w.unsettle()
	w.view.Refresh()
}

// unsettle has the frames drawn coarsely until the view rests: restDelay
// after the last call, the whole lattice is drawn again.
func (w *Workspace) unsettle() {
	w.moving = true
	w.forgetWhole()
	w.restGen++
	gen := w.restGen
	if w.restTimer != nil {
		w.restTimer.Stop()
	}
	w.restTimer = time.AfterFunc(restDelay, func() {
		kit.Do(func() {
			if gen == w.restGen {
				w.rest()
			}
		})
	})
}

// rest draws the whole lattice again after a move.
func (w *Workspace) rest() {
	if w.restTimer != nil {
		w.restTimer.Stop()
	}
	w.restGen++
	if w.moving {
		w.moving = false
		w.view.Refresh()
	}
}

// stride is the frame's drawing stride: 1 at rest or for a lattice of no
// more than lodPoints points. Play draws coarsely too: a frame a tick of
// a million points drawn whole kept Play at a few frames a second, and
// Space and Escape waited on it.
func (w *Workspace) stride() int {
	n := len(w.scene.Points)
	if (!w.moving && !w.player.playing) || n <= lodPoints {
		return 1
	}
	return coarseStride(n)
}

// coarseStride is the stride that draws about lodPoints of n points.
func coarseStride(n int) int { return max((n+lodPoints-1)/lodPoints, 1) }
