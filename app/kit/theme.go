package kit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// PrefTheme is the preference key of the appearance: "" follows the
// system, "light" and "dark" force one.
const PrefTheme = "ui.theme"

// Themes are the appearances Settings offers besides the system's.
var Themes = []string{"light", "dark"}

// PrefSize is the preference key of the interface size: "" is Fyne's own,
// the others one of Sizes.
const PrefSize = "ui.size"

// Sizes are the interface sizes Settings offers, smallest first, "" the
// normal one; SizeScale gives each one's factor.
var Sizes = []string{"small", "", "large", "larger"}

// SizeScale is the factor an interface size puts on every size of the
// theme (text, padding, icons); 1 for "" and anything unknown.
func SizeScale(size string) float32 {
	switch size {
	case "small":
		return 0.9
	case "large":
		return 1.15
	case "larger":
		return 1.3
	}
	return 1
}

// AppTheme is the theme the preferences ask for: the appearance of
// PrefTheme at the size of PrefSize.
func AppTheme(p fyne.Preferences) fyne.Theme {
	th := ThemeFor(p.String(PrefTheme))
	if f := SizeScale(p.String(PrefSize)); f != 1 {
		return scaled{th, f}
	}
	return th
}

// scaled multiplies every size of a theme: text, padding, icons and
// lines grow together, as a zoom of the interface would make them, for a
// screen read from afar or eyes that want it larger. (FYNE_SCALE does the
// same for every Fyne program of the user's; this is Plateau's alone.)
type scaled struct {
	fyne.Theme
	f float32
}

func (s scaled) Size(n fyne.ThemeSizeName) float32 { return s.Theme.Size(n) * s.f }

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

// readable is Fyne's default theme with the colours below changed, for
// text and controls that can be read and seen in both variants.
type readable struct{ fyne.Theme }

// overrides are the colours readable changes, by variant.
var overrides = map[fyne.ThemeVariant]map[fyne.ThemeColorName]color.Color{
	theme.VariantLight: {
		// Fyne's green, orange and red suit a dark background but have a
		// contrast of 1.5, 2.2 and 3.7 on the light one, where "Both laws
		// hold." in green could hardly be read; these reach 4.5 or more
		// (WCAG AA for text), as text and as the background of white
		// button text. The placeholder grey, also the colour of Note, goes
		// from 3.5 to 4.5 or more.
		theme.ColorNameSuccess:     color.NRGBA{R: 0x1b, G: 0x7a, B: 0x32, A: 0xff},
		theme.ColorNameWarning:     color.NRGBA{R: 0xa6, G: 0x55, B: 0x00, A: 0xff},
		theme.ColorNameError:       color.NRGBA{R: 0xc2, G: 0x29, B: 0x1f, A: 0xff},
		theme.ColorNamePlaceHolder: color.NRGBA{R: 0x6b, G: 0x6b, B: 0x6b, A: 0xff},
		// the outline of an unticked box or radio button and of an entry:
		// Fyne's #e3e3e3 has a contrast of 1.3 on white, and an unticked
		// choice looked disabled; this one has 3.5, as WCAG asks of a control
		theme.ColorNameInputBorder: color.NRGBA{R: 0x8a, G: 0x8a, B: 0x8a, A: 0xff},
		// the text and icons of a control that is off (Play while a person
		// plays, Fix with nothing selected): Fyne's #e3e3e3 has a contrast
		// of 1.2 on the light background, and such a button seemed missing;
		// this one has 2.8, still plainly fainter than live text
		theme.ColorNameDisabled: color.NRGBA{R: 0x9a, G: 0x9a, B: 0x9a, A: 0xff},
		// Fyne's blue, #296ff6, carries white text at 4.47 and reads at
		// 4.47 as text (the selected tab, a link): a shade darker, of the
		// same hue, reaches 5.2 for both
		theme.ColorNamePrimary:             lightPrimary,
		theme.ColorNameHyperlink:           lightPrimary,
		theme.ColorNameForegroundOnPrimary: color.White,
		ColorNameFocusRing:                 color.NRGBA{R: 0x12, G: 0x35, B: 0x7a, A: 0xff},
	},
	theme.VariantDark: {
		// Fyne's #39393a has a contrast of 1.6 on the dark background,
		// where an unticked choice could hardly be seen; 3.6 here.
		theme.ColorNameInputBorder: color.NRGBA{R: 0x6e, G: 0x6e, B: 0x72, A: 0xff},
		// Fyne's #393939 has a contrast of 1.3 on a button, as faint as
		// the light variant's.
		theme.ColorNameDisabled: color.NRGBA{R: 0x74, G: 0x74, B: 0x78, A: 0xff},
		// On the dark background the selected tab's label and a link in
		// Fyne's blue read at 4.0 (3.8 in a dialog): they need a lighter
		// blue, on which white text no longer reads (no blue is both
		// light enough for the one and dark enough for the other), so
		// primary buttons take the window's dark for their text, at 5.7.
		theme.ColorNamePrimary:             darkPrimary,
		theme.ColorNameHyperlink:           darkPrimary,
		theme.ColorNameForegroundOnPrimary: color.NRGBA{R: 0x17, G: 0x17, B: 0x18, A: 0xff},
		ColorNameFocusRing:                 color.NRGBA{R: 0xd6, G: 0xe4, B: 0xff, A: 0xff},
	},
}

// ColorNameFocusRing is the colour of the line OutlineFocus draws round
// the focused control: a navy on the light variant, a pale blue on the
// dark one, 9 or more on every surface a control stands on, and set off
// from the primary blue of a button it rings (2.2 and 2.4), which a
// ring of that blue was not.
const ColorNameFocusRing fyne.ThemeColorName = "plateau.focusRing"

// FocusRingColour is th's ColorNameFocusRing, or its primary colour for
// a theme other than Plateau's, which has none (Fyne's test theme logs
// an error for every colour it does not know).
func FocusRingColour(th fyne.Theme, v fyne.ThemeVariant) color.Color {
	if plateaus(th) {
		return th.Color(ColorNameFocusRing, v)
	}
	return th.Color(theme.ColorNamePrimary, v)
}

// plateaus reports whether th is one of Plateau's themes.
func plateaus(th fyne.Theme) bool {
	switch x := th.(type) {
	case readable, forcedVariant:
		return true
	case scaled:
		return plateaus(x.Theme)
	}
	return false
}

// The primary blues, of the hue of Fyne's (219.5°): darker on the light
// variant, lighter on the dark one.
var (
	lightPrimary = color.NRGBA{R: 0x14, G: 0x61, B: 0xf5, A: 0xff}
	darkPrimary  = color.NRGBA{R: 0x59, G: 0x8f, B: 0xf8, A: 0xff}
)

// focusColour is the tint Fyne lays over a focused button or select.
// Fyne's is the primary blue, faint: over a primary button it changed
// one unit of green. No tint can set a focused control off by 3 (WCAG's
// for a focus indicator) and leave its label readable (4.5): over a
// primary button it would have to be near black, over a grey one a mid
// grey in which the grey label sinks. OutlineFocus rings the control for
// that; the tint stays as strong as the label allows (4.8 or more), a
// darker blue on the light variant, a lighter one on the dark (there
// 2.7 against the unfocused grey button).
var focusColour = map[fyne.ThemeVariant]color.Color{
	theme.VariantDark:  color.NRGBA{R: 0x8a, G: 0xb4, B: 0xff, A: 0x78},
	theme.VariantLight: color.NRGBA{R: 0x0b, G: 0x3d, B: 0x91, A: 0x30},
}

func (r readable) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if c, ok := overrides[v][n]; ok {
		return c
	}
	if c, ok := focusColour[v]; ok && n == theme.ColorNameFocus {
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

// OnBar wraps a progress bar so that its text reads in both appearances.
// Fyne writes the text in the colour for text on primary over the
// primary colour at half strength, where neither white on the light
// appearance's pale blue (about 2) nor the dark appearance's dark text on
// its dark blue (2.4) can be read ("0 of 60 joins matched"). Until the
// fill reaches it, the text takes the ordinary text colour instead, and
// on the light appearance a darker ink: Fyne's grey text read at 3.4 on
// the pale blue, under the 4.5 text of its size needs.
func OnBar(bar *widget.ProgressBar) fyne.CanvasObject {
	return container.NewThemeOverride(bar, barTheme{bar})
}

// barTheme is the app's theme at the time of asking (Settings may change
// it), but for the text on progress bars: the text sits in the middle of
// the bar, in the text colour while the middle is the empty part, in the
// colour for text on primary once the fill has passed it. The bar
// refreshes its colours at every new value.
type barTheme struct{ bar *widget.ProgressBar }

func (barTheme) current() fyne.Theme { return fyne.CurrentApp().Settings().Theme() }

func (b barTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	th := b.current()
	if n == theme.ColorNameForegroundOnPrimary && !b.pastMiddle() {
		if light(th.Color(theme.ColorNameBackground, v)) {
			return barInk
		}
		return th.Color(theme.ColorNameForeground, v)
	}
	return th.Color(n, v)
}

// barInk is the text of a light appearance's progress bar on its empty
// part: 7.6 on the pale blue.
var barInk = color.NRGBA{R: 0x1f, G: 0x1f, B: 0x1f, A: 0xff}

// pastMiddle reports whether the bar's fill has passed its middle.
func (b barTheme) pastMiddle() bool {
	return b.bar != nil && b.bar.Value-b.bar.Min > (b.bar.Max-b.bar.Min)/2
}

func (b barTheme) Font(s fyne.TextStyle) fyne.Resource     { return b.current().Font(s) }
func (b barTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return b.current().Icon(n) }
func (b barTheme) Size(n fyne.ThemeSizeName) float32       { return b.current().Size(n) }

// IsLight reports whether the window's appearance of the moment is light:
// a board that stands on the window's colour picks its surround by it.
func IsLight() bool {
	a := fyne.CurrentApp()
	if a == nil {
		return false
	}
	st := a.Settings()
	return light(st.Theme().Color(theme.ColorNameBackground, st.ThemeVariant()))
}

// light tells a light colour from a dark one by its luma.
func light(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return 299*r+587*g+114*b > 1000*0x8000
}
