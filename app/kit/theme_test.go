package kit

import (
	"image/color"
	"math"
	"plateau/render/paint"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
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

// TestStatusColoursCanBeRead: success, warning, error and note text has a
// contrast of 4.5 or more (WCAG AA) with the background in both variants;
// Fyne's own light-variant green had 1.5.
func TestStatusColoursCanBeRead(t *testing.T) {
	for _, appearance := range []string{"light", "dark", ""} {
		for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
			th := ThemeFor(appearance)
			bg := th.Color(theme.ColorNameBackground, v)
			for _, n := range []fyne.ThemeColorName{theme.ColorNameSuccess, theme.ColorNameWarning, theme.ColorNameError, theme.ColorNamePlaceHolder} {
				if c := paint.Contrast(th.Color(n, v), bg); c < 4.5 {
					t.Errorf("%q, system %v: %s has a contrast of %.2f with the background, want 4.5", appearance, v, n, c)
				}
			}
		}
	}
}

// TestControlOutlinesCanBeSeen: an unticked box or radio button and an
// entry are drawn by their outline, which has a contrast of 3 or more
// (WCAG's for a control) with the background and with the input's own
// fill in both variants; Fyne's had 1.3 on the light one and 1.6 on the
// dark, where an unticked choice looked disabled.
func TestControlOutlinesCanBeSeen(t *testing.T) {
	for _, appearance := range []string{"light", "dark", ""} {
		for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
			th := ThemeFor(appearance)
			border := th.Color(theme.ColorNameInputBorder, v)
			for _, n := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameInputBackground} {
				if c := paint.Contrast(border, th.Color(n, v)); c < 3 {
					t.Errorf("%q, system %v: the input border has a contrast of %.2f with %s, want 3", appearance, v, c, n)
				}
			}
		}
	}
}

// TestDisabledCanBeSeen: the text and icons of a control that is off have
// a contrast of 2.5 or more with the background and with a button's fill,
// less than live text has: Fyne's light-variant grey had 1.2, and a
// Play or Fix that was off seemed missing.
func TestDisabledCanBeSeen(t *testing.T) {
	for _, appearance := range []string{"light", "dark"} {
		th := ThemeFor(appearance)
		v := theme.VariantDark // forced: the appearance decides
		off, live := th.Color(theme.ColorNameDisabled, v), th.Color(theme.ColorNameForeground, v)
		for _, n := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameButton} {
			bg := th.Color(n, v)
			if c, l := paint.Contrast(off, bg), paint.Contrast(live, bg); c < 2.5 || c >= l {
				t.Errorf("%q: disabled text has a contrast of %.2f on %s (live text %.2f), want 2.5 or more and less", appearance, c, n, l)
			}
		}
	}
}

// TestFocusCanBeSeen: a focused control is outlined (OutlineFocus) in a
// colour that has a contrast of 3 or more (WCAG's for a focus indicator)
// with every surface a control stands on or fills, in both appearances,
// and 2 with the primary blue of a button it rings; and the tint Fyne lays over a focused button or select
// leaves its label at 4.5 or more: the light appearance's darker tint
// left "Hint" at 3.8. The tint alone could not do both (at best 1.3 on
// light with the label readable), which is why the outline.
func TestFocusCanBeSeen(t *testing.T) {
	test.NewTempApp(t) // the primary colour is the app's setting
	for _, appearance := range []string{"light", "dark"} {
		th := ThemeFor(appearance)
		c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, 0) }
		ring := c(ColorNameFocusRing)
		if r := paint.Contrast(ring, c(theme.ColorNamePrimary)); r < 2 {
			t.Errorf("%s: the focus outline has a contrast of %.2f with a primary button, want 2", appearance, r)
		}
		for _, n := range []fyne.ThemeColorName{theme.ColorNameBackground, theme.ColorNameOverlayBackground,
			theme.ColorNameButton, theme.ColorNameInputBackground, theme.ColorNameHeaderBackground} {
			if r := paint.Contrast(ring, c(n)); r < 3 {
				t.Errorf("%s: the focus outline has a contrast of %.2f on %s, want 3", appearance, r, n)
			}
		}
		if r := paint.Contrast(ring, over(c(theme.ColorNameSelection), c(theme.ColorNameBackground))); r < 3 {
			t.Errorf("%s: the focus outline has a contrast of %.2f on a selected row, want 3", appearance, r)
		}
		focus := c(theme.ColorNameFocus)
		for _, p := range []struct{ text, under fyne.ThemeColorName }{
			{theme.ColorNameForeground, theme.ColorNameButton},            // Hint, Settings
			{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary},  // End turn, Solve, Open
			{theme.ColorNameForeground, theme.ColorNameBackground},        // a select, on the window
			{theme.ColorNameForeground, theme.ColorNameOverlayBackground}, // a select, in a dialog
		} {
			if r := paint.Contrast(c(p.text), over(focus, c(p.under))); r < 4.5 {
				t.Errorf("%s: %s on focused %s has a contrast of %.2f, want 4.5", appearance, p.text, p.under, r)
			}
		}
	}
}

// The focus ring's colour is asked of Plateau's themes, at every size,
// and a theme that has none gives its primary colour, without the error
// Fyne's test theme logs for a colour it does not know.
func TestFocusRingColour(t *testing.T) {
	a := test.NewTempApp(t)
	a.Preferences().SetString(PrefTheme, "light")
	a.Preferences().SetString(PrefSize, "larger")
	if got, want := FocusRingColour(AppTheme(a.Preferences()), 0), ThemeFor("light").Color(ColorNameFocusRing, 0); got != want {
		t.Errorf("the larger light theme's ring is %v, want %v", got, want)
	}
	foreign := test.NewTheme()
	if got, want := FocusRingColour(foreign, 0), foreign.Color(theme.ColorNamePrimary, 0); got != want {
		t.Errorf("a foreign theme's ring is %v, want its primary %v", got, want)
	}
}

// over lays colour c, with its alpha, over opaque bg, as a blend does.
func over(c, bg color.Color) color.Color {
	cr, cg, cb, ca := c.RGBA() // premultiplied
	br, bgg, bb, _ := bg.RGBA()
	mix := func(f, b uint32) uint8 { return uint8((f + b*(0xffff-ca)/0xffff) >> 8) }
	return color.NRGBA{R: mix(cr, br), G: mix(cg, bgg), B: mix(cb, bb), A: 0xff}
}

// TestBarTextCanBeRead: the text of a progress bar wrapped by OnBar has a
// contrast of 4.5 or more (WCAG AA: it is 14 px text) with the part of
// the bar under it in both appearances, switched while it is shown
// (Fyne's white on pale blue had about 2, the grey text 3.7).
func TestBarTextCanBeRead(t *testing.T) {
	a := test.NewTempApp(t)
	bar := widget.NewProgressBar()
	bt := barTheme{bar}
	for _, appearance := range []string{"light", "dark"} {
		a.Settings().SetTheme(ThemeFor(appearance))
		v := a.Settings().ThemeVariant()
		bg := a.Settings().Theme().Color(theme.ColorNameBackground, v)
		primary := bt.Color(theme.ColorNamePrimary, v)
		r, g, b, _ := primary.RGBA()
		br, bgc, bb, _ := bg.RGBA()
		// the empty part: primary at half strength over the background
		empty := color.NRGBA64{R: uint16((r + br) / 2), G: uint16((g + bgc) / 2), B: uint16((b + bb) / 2), A: 0xffff}
		for _, tc := range []struct {
			value float64
			under color.Color // what the middle of the bar shows
		}{{0.2, empty}, {0.5, empty}, {0.8, primary}, {1, primary}} {
			bar.Value = tc.value
			if c := paint.Contrast(bt.Color(theme.ColorNameForegroundOnPrimary, v), tc.under); c < 4.5 {
				t.Errorf("%s, bar at %v: text contrast %.2f, want 4.5 or more", appearance, tc.value, c)
			}
		}
	}
}

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

// TestPrimaryTextCanBeRead: the primary blue, where it carries text or is
// text, reads at 4.5 or more (WCAG AA, 14 px text) in both appearances:
// the label of a primary button (End turn, Solve, Open) on its fill, the
// selected tab's label and a link on the window and on a dialog. Fyne's
// #296ff6 gave white 4.47 on it and read at 4.0 on the dark background;
// the blue keeps Fyne's hue.
func TestPrimaryTextCanBeRead(t *testing.T) {
	test.NewTempApp(t) // the primary colour is the app's setting
	fyneBlue := theme.DefaultTheme().Color(theme.ColorNamePrimary, theme.VariantLight)
	for _, appearance := range []string{"light", "dark"} {
		th := ThemeFor(appearance)
		c := func(n fyne.ThemeColorName) color.Color { return th.Color(n, 0) }
		for _, p := range []struct {
			what   string
			fg, bg fyne.ThemeColorName
		}{
			{"a primary button's label", theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary},
			{"the selected tab's label", theme.ColorNamePrimary, theme.ColorNameBackground},
			{"a link", theme.ColorNameHyperlink, theme.ColorNameBackground},
			{"a link in a dialog", theme.ColorNameHyperlink, theme.ColorNameOverlayBackground},
		} {
			if r := paint.Contrast(c(p.fg), c(p.bg)); r < 4.5 {
				t.Errorf("%s: %s (%s on %s) has a contrast of %.2f, want 4.5", appearance, p.what, p.fg, p.bg, r)
			}
		}
		if d := hueDistance(c(theme.ColorNamePrimary), fyneBlue); d > 3 {
			t.Errorf("%s: the primary blue is %.1f° of hue from Fyne's", appearance, d)
		}
	}
}

// hueDistance is the angle between the hues of a and b, in degrees.
func hueDistance(a, b color.Color) float64 {
	d := math.Abs(hue(a) - hue(b))
	return math.Min(d, 360-d)
}

// hue is c's hue in degrees (HSV's, as a colour picker shows it).
func hue(c color.Color) float64 {
	r16, g16, b16, _ := c.RGBA()
	r, g, b := float64(r16), float64(g16), float64(b16)
	hi, lo := math.Max(r, math.Max(g, b)), math.Min(r, math.Min(g, b))
	if hi == lo {
		return 0
	}
	var h float64
	switch hi {
	case r:
		h = math.Mod((g-b)/(hi-lo), 6)
	case g:
		h = (b-r)/(hi-lo) + 2
	default:
		h = (r-g)/(hi-lo) + 4
	}
	return math.Mod(h*60+360, 360)
}
