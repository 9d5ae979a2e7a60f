package kit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestCountAgreesWithTheNumber: the format agrees with the number, which
// is written as Int writes it (grouped from 10000 up).
func TestCountAgreesWithTheNumber(t *testing.T) {
	test.NewTempApp(t)
	defer SetLanguage("")
	defer setTranslation(t, "number.group", ",")
	for _, tc := range []struct {
		lang, sep string
		n         int64
		want      string
	}{
		{"en", ",", 0, "0 things"},
		{"en", ",", 1, "1 thing"},
		{"en", ",", 2, "2 things"},
		{"en", ",", 9999, "9999 things"},
		{"en", ",", 123456, "123,456 things"},
		{"fr", "\u00a0", 0, "0 thing"},
		{"fr", "\u00a0", 1, "1 thing"},
		{"fr", "\u00a0", 25188, "25\u00a0188 things"},
	} {
		SetLanguage(tc.lang)
		setTranslation(t, "number.group", tc.sep)
		if got := Count(tc.n, "%d thing", "%d things"); got != tc.want {
			t.Errorf("%s: Count(%d) = %q, want %q", tc.lang, tc.n, got, tc.want)
		}
	}
	// a format's %% stays a per cent sign
	if got := Count(50, "%d%% thing", "%d%% things"); got != "50% things" {
		t.Errorf("Count(50) = %q, want 50%% things", got)
	}
}

// A language chosen in Settings wins over the desktop's: sessions set
// LANGUAGE, which the locale lookup reads before LC_ALL, and the choice
// went unheard.
func TestForcedLanguageBeatsTheDesktops(t *testing.T) {
	defer SetLanguage("")
	for _, tc := range []struct{ language, lang, forced string }{
		{"fr_FR:fr", "fr_FR.UTF-8", "en"},
		{"en_US:en", "en_US.UTF-8", "fr"},
	} {
		t.Setenv("LANGUAGE", tc.language)
		t.Setenv("LANG", tc.lang)
		t.Setenv("LC_ALL", "")
		SetLanguage(tc.forced)
		if got := CurrentLanguage(); got != tc.forced {
			t.Errorf("LANGUAGE=%s, Settings' language %q: the UI is in %q", tc.language, tc.forced, got)
		}
	}
}

// The Rules page is as wide, for its text, at every interface size: at
// Larger, the French odds table of Dice Wars wrapped its rows.
func TestRulesTableFitsAtTheLargerSize(t *testing.T) {
	a := test.NewTempApp(t)
	SetLanguage("fr")
	defer SetLanguage("")
	a.Settings().SetTheme(scaled{theme.DefaultTheme(), SizeScale("larger")})
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(1280, 800))
	ShowRules(w, "dicewars")
	rows := 0
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		rt, ok := o.(*widget.RichText)
		if !ok {
			continue
		}
		for _, s := range rt.Segments {
			ts, ok := s.(*widget.TextSegment)
			if !ok || ts.Style != widget.RichTextStyleCodeBlock {
				continue
			}
			for _, row := range strings.Split(ts.Text, "\n") {
				rows++
				need := fyne.MeasureText(row, theme.TextSize(), fyne.TextStyle{Monospace: true}).Width + 2*theme.InnerPadding()
				if need > rt.Size().Width {
					t.Fatalf("the row %q needs %.0f, the page is %.0f wide: it wraps", row, need, rt.Size().Width)
				}
			}
		}
	}
	if rows == 0 {
		t.Fatal("no table on the Dice Wars rules page")
	}
}

// The Rules page has the keyboard: Page Down, Down and End read on, Home
// goes back, Escape closes the page.
func TestRulesPageScrollsWithTheKeys(t *testing.T) {
	test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel(""))
	w.Resize(fyne.NewSize(1280, 800))
	c := w.Canvas()
	c.SetOnTypedKey(func(*fyne.KeyEvent) {})
	ShowRules(w, "eternity")
	ks, ok := c.Focused().(*KeyScroll)
	if !ok {
		t.Fatalf("the keyboard is with %T, want the page", c.Focused())
	}
	var offsets []float32
	for _, k := range []fyne.KeyName{fyne.KeyPageDown, fyne.KeyDown, fyne.KeyEnd, fyne.KeyHome} {
		ks.TypedKey(&fyne.KeyEvent{Name: k})
		offsets = append(offsets, ks.Offset())
	}
	if !(offsets[0] > 0 && offsets[1] > offsets[0] && offsets[2] > offsets[1] && offsets[3] == 0) {
		t.Errorf("offsets after Page Down, Down, End, Home: %v", offsets)
	}
	ks.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.Overlays().Top() != nil {
		t.Error("Escape left the page open")
	}
}
