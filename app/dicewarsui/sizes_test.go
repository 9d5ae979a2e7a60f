package dicewarsui

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// The players table's headings fit their columns at every interface size,
// chosen before the workspace is built or while it shows (at the larger
// size "Stock" and "Dice" ran into each other).
func TestPlayersTableHeadingsFitAtEverySize(t *testing.T) {
	heads := []string{"Land", "Group", "Dice", "Stock"}
	check := func(ws *Workspace, win fyne.Window, size string) {
		t.Helper()
		found := 0
		for _, o := range test.LaidOutObjects(ws.Content()) {
			l, ok := o.(*widget.Label)
			if !ok || !slices.Contains(heads, l.Text) || !l.TextStyle.Bold {
				continue
			}
			found++
			// the text and the label's padding on its aligned side (the other
			// side's may overlap the next column's, as at the normal size)
			text := fyne.MeasureText(l.Text, theme.CaptionTextSize(), l.TextStyle).Width
			if need, has := text+theme.InnerPadding(), l.Size().Width; need > has+0.5 {
				t.Errorf("%q size: heading %q needs %.0f, has %.0f", size, l.Text, need, has)
			}
		}
		if found != len(heads) {
			t.Fatalf("%q size: found %d of the headings", size, found)
		}
	}
	for _, size := range kit.Sizes {
		a := test.NewTempApp(t)
		a.Preferences().SetString(kit.PrefSize, size)
		a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
		win := test.NewTempWindow(t, nil)
		ws := New(&kit.Kit{App: a, Window: win, Files: stubFiles{}})
		win.SetContent(ws.Content())
		win.Resize(fyne.NewSize(1280, 800))
		check(ws, win, size)
		if size == "" { // and changed while it shows
			a.Preferences().SetString(kit.PrefSize, "larger")
			a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
			win.Content().Refresh()
			check(ws, win, "larger, chosen later")
		}
	}
}
