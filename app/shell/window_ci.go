//go:build ci

package shell

import "fyne.io/fyne/v2"

// HasWindow reports whether this build opens a window: a -tags ci build
// (the tests', the batch machines' headless binary) runs commands only.
const HasWindow = false

// fitToScreen does nothing: a ci build has no screen.
func fitToScreen(fyne.Window) {}
