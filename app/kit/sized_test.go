package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The interface size puts one factor on every size of the theme and
// changes no colour; an unknown size is the normal one.
func TestAppThemeSizes(t *testing.T) {
	def := theme.DefaultTheme()
	for _, tc := range []struct {
		size string
		f    float32
	}{
		{"small", 0.9}, {"", 1}, {"large", 1.15}, {"larger", 1.3}, {"huge", 1},
	} {
		a := test.NewTempApp(t)
		a.Preferences().SetString(PrefSize, tc.size)
		a.Preferences().SetString(PrefTheme, "dark")
		th := AppTheme(a.Preferences())
		for _, n := range []fyne.ThemeSizeName{theme.SizeNameText, theme.SizeNamePadding, theme.SizeNameInlineIcon} {
			if got, want := th.Size(n), def.Size(n)*tc.f; got != want {
				t.Errorf("%q: %s is %v, want %v", tc.size, n, got, want)
			}
		}
		if got, want := th.Color(theme.ColorNameBackground, theme.VariantLight), def.Color(theme.ColorNameBackground, theme.VariantDark); got != want {
			t.Errorf("%q: the dark appearance was lost: background %v", tc.size, got)
		}
	}
}

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
