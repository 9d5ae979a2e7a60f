package weaveui

import (
	"image"
	"runtime/debug"

	"plateau/app/kit"
	"plateau/render/scene3d"
)

// The whole frame of a large lattice is painted off the UI goroutine.
// Fyne paints the view on the UI goroutine, and a whole frame of a
// million points took 0.2 s of it (two seconds at ten million), after
// every rest of a move, colour change, end of a growth and restore: the
// window froze each time. The view shows the coarse frame of the same
// view meanwhile, and the whole one replaces it once painted, unless the
// view or the lattice changed since; a frame asked for while another is
// painted is painted next, in place of any asked before it.

// wholeOffUI is the number of points above which the whole frame is
// painted off the UI goroutine: about 40 ms of painting. A variable, so
// that a test has a small lattice painted so.
var wholeOffUI = 200_000

// wholeFrames paints whole frames on a goroutine, one at a time, with a
// renderer of its own (the UI goroutine's draws the coarse frames).
type wholeFrames struct {
	rend   *scene3d.Renderer
	busy   bool        // a frame is being painted
	want   frameKey    // the frame last asked for
	wanted bool        // ... and not yet shown, nor given up by a move
	done   frameKey    // the frame img shows
	img    *image.RGBA // nil before the first
	lent   bool        // the scene's arrays are being read by the painting goroutine: a rebuild must not write into them
	last   frameKey    // the frame rend painted last, whose points it knows
	shown  bool        // the view shows img, not a frame of the UI goroutine's renderer
}

// frameKey is what a frame shows: two frames with equal keys are the same
// picture.
type frameKey struct {
	cam      scene3d.Camera
	opts     scene3d.Options
	w, h     int
	rebuilds int
}

// wholePainted, when not nil, is called on the UI goroutine each time a
// whole frame painted off it is ready to show (for tests).
var wholePainted func()

// wholeFrame returns the whole frame for key when it has been painted,
// and otherwise has it painted (nil then).
func (w *Workspace) wholeFrame(key frameKey) *image.RGBA {
	f := &w.whole
	if f.img != nil && f.done == key {
		return f.img
	}
	f.want, f.wanted = key, true
	if !f.busy {
		w.paintWhole(key)
	}
	return nil
}

// paintWhole paints the frame of key on a goroutine, from the scene as it
// is: rebuild writes into new arrays while it is lent.
func (w *Workspace) paintWhole(key frameKey) {
	f := &w.whole
	if f.rend == nil {
		f.rend = scene3d.NewBackgroundRenderer()
	}
	f.busy, f.lent = true, true
	rend, scene, cam, opts := f.rend, w.scene, key.cam, key.opts
	go func() {
		img := rend.Render(&cam, &scene, key.w, key.h, &opts)
		out := image.NewRGBA(img.Rect) // the renderer's own is overwritten by its next frame
		copy(out.Pix, img.Pix)
		kit.Do(func() { w.paintedWhole(key, out) })
	}()
}

// paintedWhole shows the frame just painted if it is still the one
// wanted, or paints the one asked for meanwhile in its place.
func (w *Workspace) paintedWhole(key frameKey, img *image.RGBA) {
	f := &w.whole
	f.busy, f.lent, f.last = false, false, key
	switch {
	case !f.wanted: // the view moved since
	case f.want != key:
		w.paintWhole(f.want)
	default:
		f.img, f.done, f.wanted = img, key, false
		w.view.Refresh()
		if wholePainted != nil {
			wholePainted()
		}
	}
}

// forgetWhole drops a frame asked for and not yet painted: the view
// moves, and will ask for another once it rests.
func (w *Workspace) forgetWhole() { w.whole.wanted = false }

// dropWhole lets the whole frames' renderer go once the lattice is small
// enough to be painted whole on the UI goroutine: its buffers, 1.6 GB
// for ten million points, stayed after Undo had left 400, and the memory
// goes back to the system.
func (w *Workspace) dropWhole() {
	f := &w.whole
	if f.rend == nil || f.busy {
		return
	}
	f.rend, f.img, f.wanted = nil, nil, false
	go debug.FreeOSMemory()
}

// picker is the renderer that drew the frame on show, whose points a click
// picks: that of the whole frames when it shows one. The UI goroutine's
// drew a coarse frame last, which knows only the points it drew.
func (w *Workspace) picker() *scene3d.Renderer {
	if f := &w.whole; f.shown && !f.busy && f.rend != nil && f.last == f.done {
		return f.rend
	}
	return w.rend
}
