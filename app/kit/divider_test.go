package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
)

// The toolbar's dividers are a short grey line, in both appearances: Fyne's
// separator drew the full height of the bar in the text colour (white on
// the dark variant).
func TestToolbarDividerIsQuiet(t *testing.T) {
	for _, appearance := range []string{"dark", "light"} {
		a := test.NewTempApp(t)
		a.Settings().SetTheme(ThemeFor(appearance))
		k := &Kit{App: a}
		tb := k.Toolbar(Keys{New: func() {}, Undo: func() {}}, nil)
		w := test.NewTempWindow(t, tb)
		w.Resize(fyne.NewSize(400, 60))
		var line *canvas.Rectangle
		for _, o := range test.LaidOutObjects(tb) {
			if d, ok := o.(*divider); ok {
				line = test.WidgetRenderer(d).Objects()[0].(*canvas.Rectangle)
			}
		}
		if line == nil {
			t.Fatalf("%s: no divider between New and Undo", appearance)
		}
		v := a.Settings().ThemeVariant()
		th := a.Settings().Theme()
		if line.FillColor != th.Color(theme.ColorNameInputBorder, v) || line.FillColor == th.Color(theme.ColorNameForeground, v) {
			t.Errorf("%s: the line is %v, want the input border's grey", appearance, line.FillColor)
		}
		if h := line.Size().Height; h <= 0 || h >= tb.Size().Height-2*th.Size(theme.SizeNamePadding) {
			t.Errorf("%s: the line is %v high in a bar of %v: want it as tall as the icons", appearance, h, tb.Size().Height)
		}
	}
}
