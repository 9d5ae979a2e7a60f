package dicewarsui

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/render/paint"
)

// The white figures of the odds and of the battle's sums can be read on
// their badges: a contrast of 4.5 (the amber odds had 3.6, the green 4.4).
func TestBadgeFiguresReadable(t *testing.T) {
	for _, tc := range []struct {
		name string
		bg   color.Color
	}{
		{"a likely win", oddsColor(0.9)},
		{"a toss-up", oddsColor(0.5)},
		{"a likely loss", oddsColor(0.1)},
		{"the winning sum", winColor},
		{"the losing sum", loseColor},
	} {
		if c := paint.Contrast(color.White, tc.bg); c < 4.5 {
			t.Errorf("%s: white on its badge has a contrast of %.2f, want 4.5", tc.name, c)
		}
	}
}

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
