package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

func TestThemeFor(t *testing.T) {
	def := theme.DefaultTheme()
	for _, tc := range []struct {
		appearance string
		asked      fyne.ThemeVariant // the system's variant
		want       fyne.ThemeVariant
	}{
		{"light", theme.VariantDark, theme.VariantLight},
		{"light", theme.VariantLight, theme.VariantLight},
		{"dark", theme.VariantLight, theme.VariantDark},
		{"", theme.VariantLight, theme.VariantLight},
		{"", theme.VariantDark, theme.VariantDark},
		{"purple", theme.VariantDark, theme.VariantDark},
	} {
		th := ThemeFor(tc.appearance)
		for _, n := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameForeground} {
			if got, want := th.Color(n, tc.asked), def.Color(n, tc.want); got != want {
				t.Errorf("%q asked %v: %s is %v, want %v", tc.appearance, tc.asked, n, got, want)
			}
		}
	}
	if def.Color(theme.ColorNameBackground, theme.VariantLight) == def.Color(theme.ColorNameBackground, theme.VariantDark) {
		t.Fatal("the variants look alike: the test proves nothing")
	}
}
