package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// Sized keeps its size at the normal interface size and grows with a
// larger one, as the text it holds does; with no height it is as high as
// its content.
func TestSizedFollowsTheInterfaceSize(t *testing.T) {
	a := test.NewTempApp(t)
	l := widget.NewLabel("Réserve")
	box, free := Sized(l, 60, 30), Sized(widget.NewLabel("x"), 60, 0)
	w := test.NewTempWindow(t, box)
	if got := box.MinSize(); got != fyne.NewSize(60, 30) {
		t.Errorf("normal size: %v, want 60x30", got)
	}
	if got, want := free.MinSize().Height, widget.NewLabel("x").MinSize().Height; got != want {
		t.Errorf("no height given: %v high, want the label's %v", got, want)
	}
	a.Preferences().SetString(PrefSize, "larger")
	a.Settings().SetTheme(AppTheme(a.Preferences()))
	w.Content().Refresh()
	if got := box.MinSize(); got != fyne.NewSize(78, 39) {
		t.Errorf("larger: %v, want 78x39", got)
	}
	if l.Size() != box.MinSize() {
		t.Errorf("the label is %v in a box of %v", l.Size(), box.MinSize())
	}
}
