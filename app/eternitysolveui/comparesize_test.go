package eternitysolveui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// The comparison table's headings, and the names of the configurations
// Compare offers, fit their columns at every interface size, in English
// and in French: the columns grow with the text (fixed in pixels, they
// cut the headings at the larger size), and French's « Nœuds (1re sol.) »
// and longer names were cut.
func TestComparisonHeadingsFitAtEverySize(t *testing.T) {
	a := test.NewTempApp(t)
	defer kit.SetLanguage("")
	for _, language := range []string{"en", "fr"} {
		kit.SetLanguage(language)
		heads := []string{"#", lang.L("Configuration"), lang.L("First solution"), lang.L("Nodes to first"), lang.L("Solutions"), lang.L("Nodes"), lang.L("Total time")}
		for _, size := range kit.Sizes {
			a.Preferences().SetString(kit.PrefSize, size)
			a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
			widths := compareColumns()
			if len(widths) != len(heads) {
				t.Fatalf("%d columns for %d headings", len(widths), len(heads))
			}
			for i, h := range heads {
				if need := fyne.MeasureText(h, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding(); need > widths[i] {
					t.Errorf("%s, %q size: heading %q needs %.0f, its column is %.0f", language, size, h, need, widths[i])
				}
			}
			for _, c := range presets {
				if need := fyne.MeasureText(configLabel(c), theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding(); need > widths[1] {
					t.Errorf("%s, %q size: %q needs %.0f, its column is %.0f", language, size, configLabel(c), need, widths[1])
				}
			}
		}
	}
}

// In a window 300 high the comparison dialog fits the window and its
// table keeps its heading and first rows, the rows in view, the chart
// under them reached by scrolling: the chart took all the height but its
// own, the table shrunk to its heading, and the Close button fell off
// the window.
func TestComparisonTableKeepsRowsInAShortWindow(t *testing.T) {
	w, p := newTestPanel(t)
	win := w.Window()
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
	for _, size := range kit.Sizes {
		for _, ws := range []fyne.Size{{Width: 1024, Height: 300}, {Width: 800, Height: 360}} {
			// rows in view without scrolling, the heading among them: at
			// Larger 300 px leave the heading and part of the first
			inView := float32(2)
			if size == kit.Sizes[len(kit.Sizes)-1] && ws.Height == 300 {
				inView = 1.5
			}
			setLook("dark", size)
			win.Resize(ws)
			p.showTable(compareRows())
			top := win.Canvas().Overlays().Top().(*widget.PopUp)
			table := dialogObject(t, win, "table", func(o fyne.CanvasObject) bool { _, ok := o.(*widget.Table); return ok })
			chart := dialogObject(t, win, "chart", isRaster)
			closeBtn := dialogObject(t, win, "Close button", func(o fyne.CanvasObject) bool {
				b := kit.ButtonOf(o)
				return b != nil && b.Text == "Close"
			})
			if bottom := abs(closeBtn).Y + closeBtn.Size().Height; bottom > ws.Height {
				t.Errorf("%q at %v: the Close button ends at %.0f, out of the window", size, ws, bottom)
			}
			row, pad := widget.NewLabel("1").MinSize().Height, theme.Padding()
			if want := tableRowsKept*row + (tableRowsKept-1)*pad; table.Size().Height < want-0.5 {
				t.Errorf("%q at %v: the table is %.0f high, want its heading and %d rows, %.0f", size, ws, table.Size().Height, tableRowsKept-1, want)
			}
			// what of the table shows without scrolling
			view := dialogObject(t, win, "scroll", func(o fyne.CanvasObject) bool { _, ok := o.(*container.Scroll); return ok })
			if shown, want := abs(view).Y+view.Size().Height-abs(table).Y, row+pad+(inView-1)*row; shown < want-0.5 {
				t.Errorf("%q at %v: %.0f of the table in view, want %.1f rows, %.0f", size, ws, shown, inView, want)
			}
			if min := chartMinHeight * kit.UIScale(); chart.Size().Height < min-0.5 {
				t.Errorf("%q at %v: the chart is %.0f high, below its minimum %.0f", size, ws, chart.Size().Height, min)
			}
			win.Canvas().Overlays().Remove(top)
		}
	}
}
