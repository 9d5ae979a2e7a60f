package kit

import (
	"strings"
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/resources"
)

// Every Rules page, in both languages and at many widths, wrapped by
// PreWrap before Fyne lays it out, has no line that Fyne broke badly: none
// starts with a space (a segment moved whole to the next line, its bold
// word left alone above it: 361 such lines on the French Weave page over
// these widths without PreWrap) and none holds a lone letter (a segment
// wrapped to what was left of a line, a word falling apart).
func TestRulesPagesWrapCleanly(t *testing.T) {
	test.NewTempApp(t)
	for _, page := range []string{"home", "weave", "momentum", "dicewars", "eternity", "rikudo"} {
		for _, language := range []string{"en", "fr"} {
			text, ok := resources.Rules(page, language)
			if !ok {
				t.Fatalf("no %s rules in %s", page, language)
			}
			for width := float32(420); width < 900; width += 23 {
				rt := widget.NewRichTextFromMarkdown(RulesMarkdown(text))
				rt.Wrapping = fyne.TextWrapWord
				w := test.NewTempWindow(t, rt)
				w.Resize(fyne.NewSize(width, 400))
				rt.Segments = PreWrap(rt.Segments, rt.Size().Width-2*theme.InnerPadding()-wrapSlack)
				rt.Refresh()
				objs := test.WidgetRenderer(rt).Objects()
				for i, o := range objs {
					tx, ok := o.(*canvas.Text)
					if !ok || tx.Position().X > theme.InnerPadding()+1 || tx.TextStyle.Monospace {
						continue // not at a line's start, or a table (code) that lines up with spaces
					}
					alone := i+1 == len(objs) || objs[i+1].Position().Y != tx.Position().Y
					if strings.HasPrefix(tx.Text, " ") || alone && utf8.RuneCountInString(strings.TrimSpace(tx.Text)) == 1 {
						t.Errorf("%s/%s at %.0f: a line starts %q", page, language, width, tx.Text)
					}
				}
			}
		}
	}
}

// A page not laid out yet (no width) is left to Fyne: wrapped at zero
// width, every word would have had a line of its own.
func TestPreWrapWithoutAWidth(t *testing.T) {
	segs := widget.NewRichTextFromMarkdown("**Expanding** a free point means trying each direction.").Segments
	for _, width := range []float32{0, -5, 40} {
		got := PreWrap(segs, width)
		if len(got) != len(segs) || got[0] != segs[0] {
			t.Errorf("width %v: the segments were changed", width)
		}
	}
}
