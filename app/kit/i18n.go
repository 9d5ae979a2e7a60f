package kit

import (
	"fmt"
	"os"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/localeenv"
	"plateau/resources"
)

// PrefLanguage is the preference key of the UI language: "" follows the
// system locale, "en" and "fr" force one.
const PrefLanguage = "ui.language"

// Languages are the UI languages offered in Settings, by code.
var Languages = []string{"en", "fr"}

// original environment, kept so "follow the system" can be restored after
// the user forced a language.
var origLCAll, origLanguage = os.Getenv("LC_ALL"), os.Getenv("LANGUAGE")

// SetLanguage loads Plateau's translations and selects code ("" for the
// system locale). Widgets built before the call keep their old text: the
// shell rebuilds its content after a change.
func SetLanguage(code string) {
	localeenv.Normalize()
	if code == "" {
		restoreEnv("LC_ALL", origLCAll)
		restoreEnv("LANGUAGE", origLanguage)
	} else {
		// The lookup reads LANGUAGE first, then LC_ALL (desktop sessions
		// set LANGUAGE, en_US:en, and a forced French went unheard); a
		// forced language wins over the system's by taking both slots.
		os.Setenv("LANGUAGE", code)
		os.Setenv("LC_ALL", code)
	}
	if err := lang.AddTranslationsFS(resources.Translations, "translations"); err != nil {
		fyne.LogError("loading translations", err)
	}
}

func restoreEnv(k, v string) {
	if v == "" {
		os.Unsetenv(k)
	} else {
		os.Setenv(k, v)
	}
}

// CurrentLanguage returns the code of the language in use, "en" or "fr".
func CurrentLanguage() string {
	// lang.L of the language's own name is the cheapest reliable probe of
	// which bundle the localizer picked.
	if lang.L("language.code") == "fr" {
		return "fr"
	}
	return "en"
}

// ShowRules shows a workspace's Rules page in a dialog.
func ShowRules(win fyne.Window, workspace string) {
	text, ok := resources.Rules(workspace, CurrentLanguage())
	if !ok {
		text = lang.L("No rules page yet.")
	}
	rt := widget.NewRichTextFromMarkdown(RulesMarkdown(text))
	rt.Segments = spaceAfterLists(rt.Segments)
	rt.Wrapping = fyne.TextWrapWord
	scroll := NewKeyScroll(rt)
	d := NewCustom(lang.L("Rules"), lang.L("Close"), scroll, win)
	s := win.Canvas().Size()
	d.Resize(fyne.NewSize(min(760*UIScale(), s.Width*0.9), s.Height*0.85)) // as wide at every text size: a table wrapped at Larger
	d.Show()
	// wrapped here, now that the page has its width (see PreWrap); Fyne's
	// wrapping stays on, for a window made narrower later
	rt.Segments = PreWrap(rt.Segments, rt.Size().Width-2*theme.InnerPadding()-wrapSlack)
	rt.Refresh()
	scroll.Refresh()
	win.Canvas().Focus(scroll) // Page Down reads on
}

// wrapSlack is how much narrower than the page PreWrap makes the Rules'
// lines: measures that round differently must not make a line Fyne finds
// too long.
const wrapSlack = 4

// spaceAfterLists puts a paragraph's gap between a list and the paragraph
// after it: Fyne's Markdown ends a paragraph with an empty block segment,
// which makes the gap, but sets the text after a list right under its
// last item, where it read as a part of that item.
func spaceAfterLists(segs []widget.RichTextSegment) []widget.RichTextSegment {
	var out []widget.RichTextSegment
	for i, s := range segs {
		out = append(out, s)
		if _, list := s.(*widget.ListSegment); list && i+1 < len(segs) {
			if t, ok := segs[i+1].(*widget.TextSegment); ok && t.Style.Inline {
				out = append(out, &widget.TextSegment{Style: widget.RichTextStyleParagraph})
			}
		}
	}
	return out
}

// Count formats n with the one of two translated formats that agrees with
// it, such as lang.L("%d solution") and lang.L("%d solutions"): English
// takes the singular for 1 alone, French for 0 and 1. The format's %d is
// n written as Int writes it, its digits grouped from 10000 up ("25 188
// nœuds"); a format with no %d, or several, takes n as it is.
func Count(n int64, one, other string) string {
	f := other
	if n == 1 || (n == 0 && CurrentLanguage() == "fr") {
		f = one
	}
	if strings.Count(f, "%d") != 1 {
		return fmt.Sprintf(f, n)
	}
	return fmt.Sprintf(strings.Replace(f, "%d", "%s", 1), Int(int(n)))
}
