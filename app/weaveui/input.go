package weaveui

import (
	"fmt"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	"plateau/render/paint"
)

// orbitPerPixel is the camera turn of a one-pixel drag, in radians.
const orbitPerPixel = 0.008

// orbitPerKey is the camera turn of an arrow key, in radians (5°), and
// zoomPerKey the zoom of a + or - key.
const (
	orbitPerKey = math.Pi / 36
	zoomPerKey  = 0.88
)

// installInput wires the view's mouse: drag orbits, Shift-drag or
// right-drag pans, the wheel zooms, a click picks a point (and expands it
// in manual order).
func (w *Workspace) installInput() {
	v := w.view
	v.OnDrag = func(_, d paint.Pt, button desktop.MouseButton, mod fyne.KeyModifier) {
		if mod&fyne.KeyModifierShift != 0 || button == desktop.MouseButtonTertiary {
			w.pan(d)
			return
		}
		s := float64(w.pixelScale())
		w.cam.Orbit(float32(-d.X/s*orbitPerPixel), float32(d.Y/s*orbitPerPixel))
		w.moved()
	}
	v.OnDragEnd = w.rest
	v.OnScroll = func(_ paint.Pt, dy float64) {
		w.zoom(float32(math.Pow(0.88, dy)))
	}
	// Fyne sends no drag events for the right button: pan from the moves
	// between its press and release.
	v.OnMouseDown = func(p paint.Pt, b desktop.MouseButton, _ fyne.KeyModifier) {
		if b == desktop.MouseButtonSecondary {
			w.panFrom = &p
		}
	}
	v.OnMouseUp = func(paint.Pt, desktop.MouseButton) {
		if w.panFrom != nil {
			w.rest()
		}
		w.panFrom = nil
	}
	v.OnMove = func(p paint.Pt, b desktop.MouseButton) {
		if w.panFrom == nil || b&desktop.MouseButtonSecondary == 0 {
			w.panFrom = nil
			return
		}
		w.pan(p.Sub(*w.panFrom))
		w.panFrom = &p
	}
	v.OnTap = w.pick
	v.OnKey = w.key
	v.OnRune = w.typed
}

// key turns the camera with the arrow keys and zooms with Page Up and Page
// Down; other keys go on to the window (Space, Escape).
func (w *Workspace) key(ev *fyne.KeyEvent) bool {
	if w.view.Shift() && w.panKey(ev.Name) {
		return true
	}
	switch ev.Name {
	case fyne.KeyLeft:
		w.cam.Orbit(orbitPerKey, 0)
	case fyne.KeyRight:
		w.cam.Orbit(-orbitPerKey, 0)
	case fyne.KeyUp:
		w.cam.Orbit(0, -orbitPerKey)
	case fyne.KeyDown:
		w.cam.Orbit(0, orbitPerKey)
	case fyne.KeyPageUp:
		w.zoom(zoomPerKey)
	case fyne.KeyPageDown:
		w.zoom(1 / zoomPerKey)
	case fyne.KeyHome:
		w.fit()
		return true
	default:
		return false
	}
	w.moved()
	return true
}

// panPerKey is how far Shift and an arrow move the view, in pixels: as a
// Shift-drag of that length does.
const panPerKey = 40

// panKey pans the view with Shift and an arrow, as Shift-drag does with
// the mouse (panning needed the mouse); it reports whether key was an
// arrow.
func (w *Workspace) panKey(key fyne.KeyName) bool {
	var d paint.Pt
	switch key {
	case fyne.KeyLeft:
		d.X = -panPerKey
	case fyne.KeyRight:
		d.X = panPerKey
	case fyne.KeyUp:
		d.Y = -panPerKey
	case fyne.KeyDown:
		d.Y = panPerKey
	default:
		return false
	}
	w.pan(d)
	return true
}

// typed zooms with + and - (= being + without Shift on most keyboards)
// and picks the next free point with N, the one before with Shift+N.
func (w *Workspace) typed(r rune) {
	switch r {
	case '+', '=':
		w.zoom(zoomPerKey)
	case '-':
		w.zoom(1 / zoomPerKey)
	case 'n':
		w.selectFree(1)
	case 'N':
		w.selectFree(-1)
	}
}

// zoom brings the camera closer by factor f; the user frames the view
// now, so it no longer follows the growth (Home or Fit makes it again).
func (w *Workspace) zoom(f float32) {
	w.cam.Zoom(f)
	w.follow = false
	w.moved()
}

func (w *Workspace) pan(d paint.Pt) {
	_, ph := w.view.PixelSize()
	w.cam.Pan(float32(d.X), float32(d.Y), int(ph))
	w.follow = false
	w.moved()
}

// pick selects the point under p; in manual order a click on a free point
// expands it.
func (w *Workspace) pick(p paint.Pt) {
	if w.busySaid() {
		return
	}
	pick := w.picker()
	if pick == nil { // the frame on show is being painted over, or of the lattice before
		w.whole.taps = append(w.whole.taps, tap{p, w.rebuilds})
		return
	}
	i := pick(float32(p.X), float32(p.Y), 14*w.pixelScale())
	if i < 0 {
		w.selected = 0
		w.rebuild()
		return
	}
	n := i + 1
	if pt, _ := w.m.Point(n); w.manual() && pt.Free {
		w.expandByHand(n)
		return
	}
	w.selectPoint(n)
}

// expandByHand expands free point n, the user's choice in manual order
// (a click, or Space on the point N chose), and selects it. The point
// Redo would expand next is expanded by Redo: the lattice is the same,
// and what was undone after it stays to redo (a click or Space on the
// point just undone, still selected, dropped it).
func (w *Workspace) expandByHand(n int) {
	if w.m.NextRedo() == n && w.redoStep() {
		w.status.SetMessage(fmt.Sprintf(lang.L("Expanded P%d"), n))
		w.selected = n
		w.rebuild()
		return
	}
	before := w.m.Stats().Steps
	if err := w.m.Expand(n); err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	w.newSteps(before)
	w.status.SetMessage(fmt.Sprintf(lang.L("Expanded P%d"), n))
	w.selected = n
	w.rebuild()
}

// selectPoint selects point n and says where it is: the panel's Selected
// point lies below the fold at 1280x800, and a ring alone said little.
func (w *Workspace) selectPoint(n int) {
	pt, _ := w.m.Point(n)
	state := lang.L("not free")
	if pt.Free {
		state = lang.L("free")
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("P%d at (%d, %d, %d), %s, generation %d, %s"),
		pt.N, pt.P[0], pt.P[1], pt.P[2], state, pt.Gen, kit.Count(int64(len(pt.Links)), lang.L("%d link"), lang.L("%d links"))))
	w.selected = n
	w.rebuild()
}

// selectFree selects the next free point after the selected one (dir 1)
// or the one before it (dir -1), round the lattice: N and Shift+N, so
// that the manual order, which clicks choose, has keys too.
func (w *Workspace) selectFree(dir int) {
	if w.busySaid() {
		return
	}
	free := w.m.FreeFlags()
	n := len(free)
	from := w.selected - 1 // index; -1 with nothing selected, so N starts at P1
	if w.selected == 0 && dir < 0 {
		from = n // and Shift+N at the last point
	}
	for k := 1; k <= n; k++ {
		j := ((from+dir*k)%n + n) % n
		if free[j] {
			w.selectPoint(j + 1)
			return
		}
	}
	w.status.SetMessage(lang.L("Nothing left to expand."))
}
