package dicewarsui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
)

// The map's dice counts grow with the interface size although the map
// shrinks: at the larger size the side panel is wider, the hexagons
// smaller, and counts sized by them alone got smaller too.
func TestCountsGrowWithTheInterfaceSize(t *testing.T) {
	count := map[string]float64{}
	for _, size := range []string{"", "larger"} {
		a := test.NewTempApp(t)
		a.Preferences().SetString(kit.PrefSize, size)
		a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
		win := test.NewTempWindow(t, nil)
		ws := New(&kit.Kit{App: a, Window: win, Files: stubFiles{}})
		win.SetContent(ws.Content())
		win.Resize(fyne.NewSize(1280, 800))
		win.Canvas().Capture()
		l := ws.layout()
		count[size] = l.LabelSize(0.95, 9)
		t.Logf("%q size: hexagons of %.1f px, counts %.1f px high", size, l.R, count[size])
	}
	if count["larger"] < count[""]*1.2 {
		t.Errorf("counts %.1f px high at the larger size, %.1f at the normal one: want 1.2 times or more", count["larger"], count[""])
	}
}
