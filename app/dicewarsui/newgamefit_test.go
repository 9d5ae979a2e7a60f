package dicewarsui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// The New game dialog fits the window at every interface size, with eight
// seats too, its form scrolling above its buttons when the window is
// short: at Larger in a window 560 high, Start and Cancel were drawn over
// the last seats and the last row was cut off.
func TestNewGameDialogFitsAShortWindow(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	win := ws.k.Window
	a := fyne.CurrentApp()
	abs := a.Driver().AbsolutePositionForObject
	for _, size := range kit.Sizes {
		for _, wsize := range []fyne.Size{{Width: 1100, Height: 560}, {Width: 1280, Height: 800}} {
			a.Preferences().SetString(kit.PrefSize, size)
			a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
			win.Resize(wsize)
			ws.showNewGame()
			pop := win.Canvas().Overlays().Top().(*widget.PopUp)
			for _, o := range test.LaidOutObjects(pop) {
				if s, ok := o.(*kit.Select); ok && slices.Contains(s.Options, "8") {
					s.SetSelected("8")
				}
			}
			var last *widget.Label
			var start *widget.Button
			clip := wsize.Height // the bottom of the scroll the seats are seen through
			for _, o := range test.LaidOutObjects(pop) {
				switch x := o.(type) {
				case *widget.Label:
					if x.Text == playerName(7) {
						last = x
					}
				case *widget.Button:
					if x.Text == "Start" {
						start = x
					}
				case *container.Scroll:
					clip = abs(x).Y + x.Size().Height
				}
			}
			if last == nil || start == nil {
				t.Fatalf("%q at %v: no eighth seat or no Start button", size, wsize)
			}
			if p, s := pop.Content.Position(), pop.Content.Size(); p.X < 0 || p.Y < 0 || p.X+s.Width > wsize.Width || p.Y+s.Height > wsize.Height {
				t.Errorf("%q at %v: the dialog is %v at %v", size, wsize, s, p)
			}
			if bottom := min(abs(last).Y+last.Size().Height, clip); bottom > abs(start).Y {
				t.Errorf("%q at %v: the seats show down to %.0f, Start begins at %.0f", size, wsize, bottom, abs(start).Y)
			}
			win.Canvas().Overlays().Remove(pop)
		}
	}
}
