package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// PrefTheme is the preference key of the appearance: "" follows the
// system, "light" and "dark" force one.
const PrefTheme = "ui.theme"

// Themes are the appearances Settings offers besides the system's.
var Themes = []string{"light", "dark"}

// ThemeFor is Fyne's default theme forced to appearance "light" or "dark";
// anything else follows the system's variant. A person may want the
// desktop dark and the boards' side panels light, or the other way round.
func ThemeFor(appearance string) fyne.Theme {
	switch appearance {
	case "light":
		return forcedVariant{theme.DefaultTheme(), theme.VariantLight}
	case "dark":
		return forcedVariant{theme.DefaultTheme(), theme.VariantDark}
	}
	return theme.DefaultTheme()
}

// forcedVariant answers every colour in one variant, whatever the system's.
type forcedVariant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (f forcedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return f.Theme.Color(n, f.v)
}
