package kit

import (
	"errors"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestErrorKeepsItsText: the dialog shows the message as it is, a file
// name first included, where Fyne's would read "Broken.json".
func TestErrorKeepsItsText(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(800, 600))
	ShowError(errors.New("broken.json: line 1: unexpected end"), w)
	top := w.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	if !hasLabel(top, "broken.json: line 1: unexpected end") {
		t.Error("the dialog does not show the message as it is")
	}
}

// hasLabel reports whether o's tree holds a label reading text.
func hasLabel(o fyne.CanvasObject, text string) bool {
	switch x := o.(type) {
	case *widget.Label:
		return x.Text == text
	case *widget.PopUp:
		return hasLabel(x.Content, text)
	case *fyne.Container:
		for _, c := range x.Objects {
			if hasLabel(c, text) {
				return true
			}
		}
	}
	return false
}
