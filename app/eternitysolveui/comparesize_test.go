package eternitysolveui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"plateau/app/kit"
)

// The comparison table's headings fit their columns at every interface
// size: the columns grow with the text (fixed in pixels, they cut the
// headings at the larger size).
func TestComparisonHeadingsFitAtEverySize(t *testing.T) {
	a := test.NewTempApp(t)
	heads := []string{"#", "Configuration", "First solution", "Nodes to first", "Solutions", "Nodes", "Total time"}
	for _, size := range kit.Sizes {
		a.Preferences().SetString(kit.PrefSize, size)
		a.Settings().SetTheme(kit.AppTheme(a.Preferences()))
		widths := compareColumns()
		if len(widths) != len(heads) {
			t.Fatalf("%d columns for %d headings", len(widths), len(heads))
		}
		for i, h := range heads {
			if need := fyne.MeasureText(h, theme.TextSize(), fyne.TextStyle{}).Width + 2*theme.InnerPadding(); need > widths[i] {
				t.Errorf("%q size: heading %q needs %.0f, its column is %.0f", size, h, need, widths[i])
			}
		}
	}
}
