package eternityui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/widget"
)

// The Score section's state line keeps a line's height whatever its
// label needs: in the window an empty label needs none (in tests it
// needs a line), so a rectangle of no height stands for it here.
func TestTheStateLineKeepsALine(t *testing.T) {
	newHarness(t, "")
	line := widget.NewLabelWithStyle("Solved!", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}).MinSize().Height
	for _, tc := range []struct {
		name string
		obj  fyne.CanvasObject
	}{
		{"no height", canvas.NewRectangle(nil)},
		{"a line", widget.NewLabelWithStyle("Showing the solver's board.", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})},
	} {
		if got := (oneLine{}).MinSize([]fyne.CanvasObject{tc.obj}).Height; got != line {
			t.Errorf("%s: %v high, want a line, %v", tc.name, got, line)
		}
	}
}
