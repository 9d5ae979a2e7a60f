package dicewarsui

import (
	"image"
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"plateau/app/kit"
	"plateau/render/paint"
	sd "plateau/solvers/dicewars"
)

// sizedWorkspace is a workspace in a 1280x800 window at an interface size
// ("" the normal one) and in the language of the moment.
func sizedWorkspace(t *testing.T, size string) *Workspace {
	t.Helper()
	a := test.NewTempApp(t)
	a.Preferences().SetString(kit.PrefSize, size)
	a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
	win := test.NewTempWindow(t, nil)
	ws := New(&kit.Kit{App: a, Window: win, Files: stubFiles{}})
	win.SetContent(ws.Content())
	win.Resize(fyne.NewSize(1280, 800))
	return ws
}

// showResult shows a made-up tournament of four strategies.
func showResult(ws *Workspace) {
	ws.tourney.show([]string{"expert", "dijkstra", "bourgeoise", "chaos"}, sd.TournamentResult{
		Games: 40, Wins: []int{18, 11, 11, 0}, WinRate: []float64{0.45, 0.275, 0.275, 0},
		CI95: [][2]float64{{0.31, 0.6}, {0.16, 0.43}, {0.16, 0.43}, {0, 0.09}},
	}, false)
}

// The Last battle and Territories per turn pictures, the Moves list and
// the tournament's chart take the panel's width, in French too, where the
// panel is wider than they are at least (they stopped about 50 short of
// its right edge), and grow with the interface size.
func TestPanelPicturesSpanThePanel(t *testing.T) {
	kit.SetLanguage("fr")
	defer kit.SetLanguage("")
	for _, size := range []string{"", "larger"} {
		ws := sizedWorkspace(t, size)
		showResult(ws)
		least := panelWidth * kit.UIScale()
		tabs := []struct {
			box  fyne.CanvasObject
			objs map[string]fyne.CanvasObject
		}{
			{ws.panel.game, map[string]fyne.CanvasObject{"the battle": ws.panel.battle}},
			{ws.panel.logBox, map[string]fyne.CanvasObject{"the chart": ws.panel.chart, "the moves": ws.panel.log}},
			{ws.tourney.root, map[string]fyne.CanvasObject{"the win rates": ws.tourney.chart}},
		}
		for i, tab := range tabs {
			ws.tabs.SelectIndex(i)
			ws.k.Window.Canvas().Capture()
			panel := tab.box.Size().Width
			if panel <= least {
				t.Fatalf("%q size: tab %d is %.0f wide, no wider than the pictures' least width %.0f: nothing to check", size, i, panel, least)
			}
			for name, o := range tab.objs {
				if w := o.Size().Width; w != panel {
					t.Errorf("%q size: %s is %.0f wide in a panel of %.0f", size, name, w, panel)
				}
			}
		}
		if got, want := ws.tourney.chart.Size().Height, float32(barsHeight(4))*kit.UIScale(); got != want {
			t.Errorf("%q size: the win rates chart is %.0f high, want %.0f", size, got, want)
		}
	}
}

// The tournament chart's labels ("1.", "45%") are drawn at the size of the
// table's text under it, at every interface size: at the larger size they
// stayed about 9 pixels tall next to 17 pixel text.
func TestTournamentLabelsFollowTheTextSize(t *testing.T) {
	var heights []int
	for _, size := range []string{"", "larger"} {
		ws := sizedWorkspace(t, size)
		showResult(ws)
		ws.tabs.SelectIndex(2)
		ws.k.Window.Canvas().Capture()
		c := ws.tourney.chart
		img := render(c)
		// the first row's number, in its row (centred 18 down, 26 high, at
		// the normal size), left of where the bars began before
		f := kit.UIScale()
		h := inkHeight(img, image.Rect(0, int(6*f), 20, int(30*f)), theme.Color(theme.ColorNameBackground))
		// a digit is about 0.7 of the font's size tall in Go Regular (and
		// in the theme's Noto Sans)
		if min := int(0.65 * theme.TextSize()); h < min {
			t.Errorf("%q size: the label \"1.\" is %d pixels tall, want %d or more (text size %.1f)", size, h, min, theme.TextSize())
		}
		heights = append(heights, h)
	}
	if float64(heights[1]) < 1.2*float64(heights[0]) {
		t.Errorf("the labels are %d pixels tall at the larger size, %d at the normal one", heights[1], heights[0])
	}
}

// render paints a panel raster at its size (the test canvas has scale 1).
func render(r *canvas.Raster) image.Image {
	s := r.Size()
	return r.Generator(int(s.Width), int(s.Height))
}

// inkHeight is the number of rows of rect between the first and the last
// that hold a pixel unlike bg.
func inkHeight(img image.Image, rect image.Rectangle, bg color.Color) int {
	top, bottom := -1, -1
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if paint.Contrast(img.At(x, y), bg) > 1.5 {
				if top < 0 {
					top = y
				}
				bottom = y
				break
			}
		}
	}
	if top < 0 {
		return 0
	}
	return bottom - top + 1
}
