package weaveui

import (
	"fmt"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"plateau/render/paint"
)

// orbitPerPixel is the camera turn of a one-pixel drag, in radians.
const orbitPerPixel = 0.008

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
		v.Refresh()
	}
	v.OnScroll = func(_ paint.Pt, dy float64) {
		w.cam.Zoom(float32(math.Pow(0.88, dy)))
		v.Refresh()
	}
	// Fyne sends no drag events for the right button: pan from the moves
	// between its press and release.
	v.OnMouseDown = func(p paint.Pt, b desktop.MouseButton, _ fyne.KeyModifier) {
		if b == desktop.MouseButtonSecondary {
			w.panFrom = &p
		}
	}
	v.OnMouseUp = func(paint.Pt, desktop.MouseButton) { w.panFrom = nil }
	v.OnMove = func(p paint.Pt, b desktop.MouseButton) {
		if w.panFrom == nil || b&desktop.MouseButtonSecondary == 0 {
			w.panFrom = nil
			return
		}
		w.pan(p.Sub(*w.panFrom))
		w.panFrom = &p
	}
	v.OnTap = w.pick
}

func (w *Workspace) pan(d paint.Pt) {
	_, ph := w.view.PixelSize()
	w.cam.Pan(float32(d.X), float32(d.Y), int(ph))
	w.view.Refresh()
}

// pick selects the point under p; in manual order a click on a free point
// expands it.
func (w *Workspace) pick(p paint.Pt) {
	if w.growing {
		return
	}
	i := w.rend.Pick(float32(p.X), float32(p.Y), 14*w.pixelScale())
	if i < 0 {
		w.selected = 0
		w.rebuild()
		return
	}
	n := i + 1
	pt, _ := w.m.Point(n)
	if w.manual() && pt.Free {
		if err := w.m.Expand(n); err != nil {
			w.status.SetMessage(err.Error())
			return
		}
		w.status.SetMessage(fmt.Sprintf(lang.L("Expanded P%d"), n))
	}
	w.selected = n
	w.rebuild()
}
