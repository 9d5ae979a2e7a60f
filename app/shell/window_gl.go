//go:build !ci

package shell

import (
	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// HasWindow reports whether this build opens a window: a -tags ci build
// (the tests', the batch machines' headless binary) runs commands only.
const HasWindow = true

// fitToScreen fits window w, once it is up, to the primary monitor (see
// fitScreen), whose size Fyne does not tell: GLFW's, which Fyne drives,
// gives its video mode, and w's scale turns it into w's units. It must run
// on the UI goroutine, the main thread GLFW is called on.
func fitToScreen(w fyne.Window) {
	m := glfw.GetPrimaryMonitor()
	if m == nil {
		return
	}
	mode, scale := m.GetVideoMode(), w.Canvas().Scale()
	if mode == nil || !(scale > 0) {
		return
	}
	screen := fyne.NewSize(float32(mode.Width)/scale, float32(mode.Height)/scale)
	if fit, changed := fitScreen(w.Canvas().Size(), screen); changed {
		w.Resize(fit)
		w.CenterOnScreen()
	}
}
