package eternitysolveui

import (
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	solver "plateau/solvers/eternity"
)

// compareRows are four rows of a comparison, the last one stopped.
func compareRows() []solver.Row {
	return []solver.Row{
		{Config: presets[0], Time: 24 * time.Millisecond, Complete: true, Solutions: 6, Nodes: 1_200_000},
		{Config: presets[5], Time: 229 * time.Millisecond, Complete: true, Solutions: 6, Nodes: 346_000},
		{Config: presets[8], Time: 15 * time.Millisecond, Complete: true, Solutions: 6, Nodes: 1_100_000},
		{Config: presets[9], Time: 300 * time.Millisecond},
	}
}

// setLook sets the appearance and the interface size of the test app.
func setLook(appearance, size string) {
	a := fyne.CurrentApp()
	a.Preferences().SetString(kit.PrefTheme, appearance)
	a.Preferences().SetString(kit.PrefSize, size)
	a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
}

// dialogObject is the object of the dialog on top of win that match
// reports, failing t when there is none.
func dialogObject(t *testing.T, win fyne.Window, what string, match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	t.Helper()
	top := win.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	for _, o := range test.LaidOutObjects(top) {
		if match(o) {
			return o
		}
	}
	t.Fatalf("no %s in the dialog", what)
	return nil
}

func isRaster(o fyne.CanvasObject) bool { _, ok := o.(*canvas.Raster); return ok }

// The comparison chart stands on the dialog's own background in the
// theme's colours, is drawn at the screen's pixels, and follows a theme
// change while it is open: it was a white picture with black text on the
// dark dialog, drawn at its size in Fyne units and stretched on HiDPI.
func TestComparisonChartFollowsTheTheme(t *testing.T) {
	w, p := newTestPanel(t)
	win := w.Window()
	win.Canvas().(test.WindowlessCanvas).SetScale(1.5)
	setLook("dark", "")
	p.showTable(compareRows())
	chart := dialogObject(t, win, "chart", isRaster).(*canvas.Raster)
	var drawn image.Point
	gen := chart.Generator
	chart.Generator = func(w, h int) image.Image { drawn = image.Pt(w, h); return gen(w, h) }
	for _, appearance := range []string{"dark", "light"} {
		setLook(appearance, "") // the dialog stays open across the change
		img := win.Canvas().Capture()
		pos := fyne.CurrentApp().Driver().AbsolutePositionForObject(chart)
		sz := chart.Size()
		px := func(x, y float32) color.NRGBA {
			return color.NRGBAModel.Convert(img.At(int((pos.X+x)*1.5), int((pos.Y+y)*1.5))).(color.NRGBA)
		}
		if want := int(sz.Width * 1.5); drawn.X < want-1 || drawn.X > want+1 {
			t.Errorf("%s: the chart is %.0f wide, drawn %d pixels wide at scale 1.5, want %d", appearance, sz.Width, drawn.X, want)
		}
		bg := color.NRGBAModel.Convert(theme.Color(theme.ColorNameOverlayBackground)).(color.NRGBA)
		for _, at := range []fyne.Position{{X: sz.Width - 6, Y: 6}, {X: 6, Y: sz.Height - 6}} { // corners the plot leaves empty
			if got := px(at.X, at.Y); !near(got, bg) {
				t.Errorf("%s: the chart at %v is %v, the dialog's background %v", appearance, at, got, bg)
			}
		}
		var fg, bar int
		wantFg := color.NRGBAModel.Convert(theme.Color(theme.ColorNameForeground)).(color.NRGBA)
		wantBar := color.NRGBAModel.Convert(theme.Color(theme.ColorNamePrimary)).(color.NRGBA)
		for y := float32(0); y < sz.Height; y += 1 / 1.5 {
			for x := float32(0); x < sz.Width; x += 1 / 1.5 {
				switch c := px(x, y); {
				case near(c, wantFg):
					fg++
				case near(c, wantBar):
					bar++
				}
			}
		}
		if fg < 100 || bar < 100 {
			t.Errorf("%s: %d pixels of text and axes in the foreground colour, %d of bars in the primary colour", appearance, fg, bar)
		}
	}
}

// near reports whether two colours are the same but for rounding.
func near(a, b color.NRGBA) bool {
	d := func(x, y uint8) bool { return x-y < 3 || y-x < 3 }
	return d(a.R, b.R) && d(a.G, b.G) && d(a.B, b.B) && d(a.A, b.A)
}

// The comparison dialog fits the window at every interface size, the
// chart between the table and the Close button, and the table's last
// column in view: at Large and Larger it was larger than the window, its
// edges and the Total time column cut off.
func TestComparisonDialogFitsTheWindow(t *testing.T) {
	w, p := newTestPanel(t)
	win := w.Window()
	for _, size := range kit.Sizes {
		for _, ws := range []fyne.Size{{Width: 1024, Height: 700}, {Width: 1280, Height: 800}} {
			setLook("dark", size)
			win.Resize(ws)
			p.showTable(compareRows())
			top := win.Canvas().Overlays().Top().(*widget.PopUp)
			abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
			chart := dialogObject(t, win, "chart", isRaster) // the dialog laid out
			pos, sz := top.Content.Position(), top.Content.Size()
			if pos.X < 0 || pos.Y < 0 || pos.X+sz.Width > ws.Width || pos.Y+sz.Height > ws.Height || sz.Width > ws.Width*0.9+1 || sz.Height > ws.Height*0.9+1 {
				t.Errorf("%q at %v: the dialog is %v at %v", size, ws, sz, pos)
			}
			closeBtn := dialogObject(t, win, "Close button", func(o fyne.CanvasObject) bool {
				b := kit.ButtonOf(o)
				return b != nil && b.Text == "Close"
			})
			if bottom := abs(chart).Y + chart.Size().Height; bottom > abs(closeBtn).Y {
				t.Errorf("%q at %v: the chart ends at %.0f, under the Close button at %.0f", size, ws, bottom, abs(closeBtn).Y)
			}
			table := dialogObject(t, win, "table", func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Table); return ok })
			total := float32(0)
			for _, wd := range fitColumns(compareColumns(), table.Size().Width) {
				total += wd + theme.Padding()
			}
			if total > table.Size().Width+0.5 {
				t.Errorf("%q at %v: the columns take %.0f, the table is %.0f wide", size, ws, total, table.Size().Width)
			}
			win.Canvas().Overlays().Remove(top)
		}
	}
}

// The y axis's labels are written with one number of decimals, the
// fewest that writes them all: "250" and "0", not "250.00" and "0.00".
func TestChartTicksWriteTheirNumbersAlike(t *testing.T) {
	for _, tc := range []struct {
		lo, hi float64
		lang   string
		want   []string // some of the labels
	}{
		{0, 287.5, "", []string{"0", "250"}},
		{0, 345, "", []string{"0", "100", "200", "300"}},
		{0, 0.9, "", []string{"0.0", "0.4", "0.8"}},
		{0, 0.9, "fr", []string{"0,0", "0,4", "0,8"}},
		{0, 13800, "", []string{"0", "4000", "8000", "12000"}},
	} {
		kit.SetLanguage(tc.lang)
		var labels []string
		for _, tk := range msTicks(tc.lo, tc.hi) {
			if tk.Label != "" {
				labels = append(labels, tk.Label)
			}
		}
		kit.SetLanguage("")
		got := strings.Join(labels, " ")
		for _, l := range tc.want {
			if !strings.Contains(" "+got+" ", " "+l+" ") {
				t.Errorf("%v..%v (%q): labels %q, want %q among them", tc.lo, tc.hi, tc.lang, got, l)
			}
		}
	}
}
