package dicewarsui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// The New game dialog fits the window at every interface size, with eight
// seats too, its form scrolling above its buttons when the window is
// short: at Larger in a window 560 high, Start and Cancel were drawn over
// the last seats and the last row was cut off.
func TestNewGameDialogFitsAShortWindow(t *testing.T) {
	ws, _ := newTestWorkspace(t, "")
	win := ws.k.Window
	a := fyne.CurrentApp()
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
			t.Run(size, func(t *testing.T) { kittest.DialogFits(t, win, wsize, playerName(7), "Start") })
			win.Canvas().Overlays().Remove(pop)
		}
	}
}
