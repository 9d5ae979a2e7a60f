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

// ThemeFor is Fyne's default theme, with readable status colours, forced
// to appearance "light" or "dark"; anything else follows the system's
// variant. A person may want the desktop dark and the boards' side panels
// light, or the other way round.
func ThemeFor(appearance string) fyne.Theme {
	base := readable{theme.DefaultTheme()}
	switch appearance {
	case "light":
		return forcedVariant{base, theme.VariantLight}
	case "dark":
		return forcedVariant{base, theme.VariantDark}
	}
	return base
}

// readable darkens the status colours of the light variant. Fyne's green,
// orange and red suit a dark background but have a contrast of 1.5, 2.2 and
// 3.7 on the light one, where "Both laws hold." in green could hardly be
// read; these reach 4.5 or more (WCAG AA for text), as text and as the
// background of white button text. The placeholder grey, also the colour
// of Note, goes from 3.5 to 4.5 or more.
type readable struct{ fyne.Theme }

var lightStatus = map[fyne.ThemeColorName]color.Color{
	theme.ColorNameSuccess:     color.NRGBA{R: 0x1b, G: 0x7a, B: 0x32, A: 0xff},
	theme.ColorNameWarning:     color.NRGBA{R: 0xa6, G: 0x55, B: 0x00, A: 0xff},
	theme.ColorNameError:       color.NRGBA{R: 0xc2, G: 0x29, B: 0x1f, A: 0xff},
	theme.ColorNamePlaceHolder: color.NRGBA{R: 0x6b, G: 0x6b, B: 0x6b, A: 0xff},
}

func (r readable) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if c, ok := lightStatus[n]; ok && v == theme.VariantLight {
		return c
	}
	return r.Theme.Color(n, v)
}

// forcedVariant answers every colour in one variant, whatever the system's.
type forcedVariant struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (f forcedVariant) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return f.Theme.Color(n, f.v)
}
