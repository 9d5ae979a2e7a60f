package eternitysolveui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

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
