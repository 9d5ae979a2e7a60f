package weaveui

import (
	"image"
	"image/draw"
	"runtime/debug"

	"plateau/app/kit"
	"plateau/render/paint"
	"plateau/render/scene3d"
)

// The frames of a large lattice are painted off the UI goroutine. Fyne
// paints the view on the UI goroutine, and a whole frame of a million
// points took 0.2 s of it (two seconds at ten million), after every rest
// of a move, colour change, end of a growth and restore: the window froze
// each time. A coarse frame of four million points, drawn while the view
// turns, still took 120-270 ms of it, most of it projecting points
// scattered over a 112 MB array (the profile of BenchmarkFrame), and the
// window turned in jerks. The view shows the last frame painted meanwhile,
// of an earlier view of the same lattice, or at worst of the lattice
// before (picking then waits for a frame of this one); a frame asked for
// while another is painted is painted next, in place of any asked before
// it, and one of a lattice changed since is dropped.
//
// Play draws on the UI goroutine, coarsely: each tick changes the
// lattice, and a frame painted off it would be dropped before shown.

// wholeOffUI is the number of points above which frames are painted off
// the UI goroutine: about 40 ms of painting a whole frame. A variable, so
// that a test has a small lattice painted so.
var wholeOffUI = 200_000

// wholeFrames paints frames on a goroutine, one at a time, with renderers
// of their own: rend the whole frames, coarse those of a moving view, so
// that the renderer of the frame on show is free to pick while the next
// paints, mostly (a coarse frame after a coarse frame is not).
type wholeFrames struct {
	rend, coarse *scene3d.Renderer
	busy         bool              // a frame is being painted
	painting     *scene3d.Renderer // ... by this renderer
	want         frameKey          // the frame last asked for
	wanted       bool              // ... and not yet painted, nor given up by a move
	done         frameKey          // the frame img shows
	img          *image.RGBA       // nil before the first
	by           *scene3d.Renderer // the renderer that painted img, nil once it paints another
	byCompact    *scene3d.Compact  // ... from this copy of the scene's coarse part, nil for a whole frame
	compact      compactFor        // the last copy of the coarse part, for the frames of a move
	lent         bool              // the scene's arrays are being read by the painting goroutine: a rebuild must not write into them
	shown        bool              // the view shows img, not a frame of the UI goroutine's renderer
	hidden       bool              // the workspace is hidden: nothing more is painted
	taps         []tap             // clicks on a frame whose renderer was busy, picked once it is free
}

// tap is a click waiting for the renderer of the frame on show.
type tap struct {
	at       paint.Pt
	rebuilds int // the lattice clicked on: a click on one changed since is dropped
}

// compactFor is the part of the scene a coarse frame draws, copied
// compact (scene3d.Compact), and what it was copied for: the frames of a
// move read it rather than points scattered over the scene's arrays, 46
// ms of painting a frame of four million points rather than 108
// (BenchmarkFrame).
type compactFor struct {
	c                          *scene3d.Compact
	rebuilds, stride, cur, sel int
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
// frame painted off it is ready to show (for tests).
var wholePainted func()

// offUI reports whether the frames are painted off the UI goroutine.
func (w *Workspace) offUI() bool {
	return len(w.scene.Points) > wholeOffUI && !w.player.playing
}

// showOffUI puts on r the frame of key painted off the UI goroutine, or,
// while it is painted, the last frame painted (nothing before the first).
func (w *Workspace) showOffUI(r *paint.Raster, key frameKey) {
	f := &w.whole
	if f.img == nil || f.done != key {
		f.want, f.wanted = key, true
		if !f.busy && !f.hidden {
			w.paintNext()
		}
	}
	f.shown = f.img != nil
	switch {
	case f.img == nil:
	case f.img.Rect == r.Img.Rect:
		copy(r.Img.Pix, f.img.Pix)
	default: // of the view's size before
		draw.Draw(r.Img, r.Img.Rect, f.img, image.Point{}, draw.Src)
	}
}

// paintNext paints the frame wanted, or first its coarse frame when the
// view shows nothing of the lattice as it is: the whole frame of four
// million points takes a second or two, during which a click's selection
// or a step did not show.
func (w *Workspace) paintNext() {
	f := &w.whole
	key := f.want
	if key.opts.Stride <= 1 && (f.img == nil || f.done.rebuilds != key.rebuilds) {
		key.opts.Stride = coarseStride(len(w.scene.Points))
	}
	w.paintWhole(key)
	f.wanted = key != f.want
}

// paintWhole paints the frame of key on a goroutine, from the scene as it
// is: rebuild writes into new arrays while it is lent.
func (w *Workspace) paintWhole(key frameKey) {
	f := &w.whole
	if f.rend == nil {
		f.rend, f.coarse = scene3d.NewBackgroundRenderer(), scene3d.NewBackgroundRenderer()
	}
	rend := f.rend
	if key.opts.Stride > 1 {
		rend = f.coarse
	}
	if f.by == rend {
		f.by = nil // its points become the next frame's
	}
	f.busy, f.painting, f.lent, f.wanted = true, rend, true, false
	scene, cam, opts, compact := w.scene, key.cam, key.opts, f.compact
	go func() {
		s, o := &scene, opts
		if opts.Stride > 1 {
			compact = compactOf(compact, &scene, key)
			s, o.Stride, o.Discs, o.Current, o.Selected = &compact.c.Scene, 1, compact.c.Discs, compact.c.Current, compact.c.Selected
		}
		img := rend.Render(&cam, s, key.w, key.h, &o)
		out := image.NewRGBA(img.Rect) // the renderer's own is overwritten by its next frame
		copy(out.Pix, img.Pix)
		kit.Do(func() {
			w.whole.compact = compact
			w.paintedWhole(key, rend, compact.c, out)
		})
	}()
}

// compactOf returns c when it is the coarse part of scene for key's frame,
// and copies it otherwise.
func compactOf(c compactFor, scene *scene3d.Scene, key frameKey) compactFor {
	want := compactFor{c.c, key.rebuilds, key.opts.Stride, key.opts.Current, key.opts.Selected}
	if c.c != nil && c == want {
		return c
	}
	want.c = scene3d.NewCompact(scene, want.stride, want.cur, want.sel)
	return want
}

// paintedWhole shows the frame just painted unless the lattice changed
// since, picks where the person clicked meanwhile, and paints the frame
// asked for meanwhile, if any.
func (w *Workspace) paintedWhole(key frameKey, rend *scene3d.Renderer, compact *scene3d.Compact, img *image.RGBA) {
	f := &w.whole
	f.busy, f.painting, f.lent = false, nil, false
	if key.rebuilds == w.rebuilds {
		f.img, f.done, f.by, f.byCompact = img, key, rend, nil
		if key.opts.Stride > 1 {
			f.byCompact = compact
		}
		f.wanted = f.wanted && f.want != key // asked for again while painted
		w.view.Refresh()
		if wholePainted != nil {
			wholePainted()
		}
	}
	w.pickTaps()
	if f.wanted && !f.hidden {
		w.paintNext()
	}
}

// forgetWhole drops a frame asked for and not yet painted: the view
// moves, and asks for another.
func (w *Workspace) forgetWhole() { w.whole.wanted = false }

// hideWhole stops painting frames while the workspace is hidden, and
// has the view's frame painted again once it is shown.
func (w *Workspace) hideWhole(hidden bool) {
	w.whole.hidden = hidden
	if hidden {
		w.forgetWhole()
	} else {
		w.view.Refresh()
	}
}

// dropWhole lets the renderers of frames painted off the UI goroutine go
// once the lattice is small enough to be painted on it: their buffers,
// 1.6 GB for ten million points, stayed after Undo had left 400, and the
// memory goes back to the system.
func (w *Workspace) dropWhole() {
	f := &w.whole
	if f.rend == nil || f.busy {
		return
	}
	f.rend, f.coarse, f.img, f.by, f.byCompact, f.wanted, f.taps = nil, nil, nil, nil, nil, false, nil
	f.compact = compactFor{}
	go debug.FreeOSMemory()
}

// picker picks a point of the frame on show, with the renderer that drew
// it (scene3d.Renderer.Pick: the point's index or -1): that of the frame
// painted off the UI goroutine when it shows one; nil when that renderer
// is painting another frame since, or the frame is of the lattice before.
// The UI goroutine's drew a coarse frame last, which knows only the
// points it drew.
func (w *Workspace) picker() func(x, y, radius float32) int {
	f := &w.whole
	switch {
	case !f.shown:
		return w.rend.Pick
	case f.done.rebuilds != w.rebuilds || f.by == nil:
		return nil
	case f.byCompact != nil:
		rend, c := f.by, f.byCompact
		return func(x, y, radius float32) int { return c.Point(rend.Pick(x, y, radius)) }
	}
	return f.by.Pick
}

// pickTaps picks where the person clicked while the frame on show had no
// renderer free, once it has; clicks on a lattice changed since are
// dropped.
func (w *Workspace) pickTaps() {
	f := &w.whole
	if len(f.taps) == 0 || w.picker() == nil {
		return
	}
	taps := f.taps
	f.taps = nil
	for _, t := range taps {
		if t.rebuilds == w.rebuilds {
			w.pick(t.at)
		}
	}
}
