package eternitysolveui

import (
	"sync"

	"fyne.io/fyne/v2/theme"
	xfont "golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/text"
	"gonum.org/v1/plot/vg"
)

// The chart writes in the theme's font, the dialog's (Noto Sans in
// Fyne's), which the plotting library is given as a typeface of its own;
// a text with a character that font lacks ("≥") is written in the
// library's sans-serif instead, which has it.
const chartTypeface = "Theme"

// chartFont is the chart's font, bold or not (its size to be set).
func chartFont(bold bool) font.Font {
	f := font.Font{Typeface: chartTypeface, Variant: "Sans"}
	if bold {
		f.Weight = xfont.WeightBold
	}
	return f
}

var chartFonts struct {
	sync.Mutex
	key  string // the theme fonts' names the handler was made of
	hdlr text.Handler
}

// chartText is the text handler of the theme's fonts, parsed once for
// each font the theme names; the plotting library's own when the theme's
// do not parse.
func chartText() text.Handler {
	regular, bold := theme.TextFont(), theme.TextBoldFont()
	key := regular.Name() + "|" + bold.Name()
	chartFonts.Lock()
	defer chartFonts.Unlock()
	if chartFonts.hdlr != nil && chartFonts.key == key {
		return chartFonts.hdlr
	}
	chartFonts.key, chartFonts.hdlr = key, plot.DefaultTextHandler
	r, err1 := opentype.Parse(regular.Content())
	b, err2 := opentype.Parse(bold.Content())
	if err1 == nil && err2 == nil {
		cache := font.NewCache(font.Collection{{Font: chartFont(false), Face: r}, {Font: chartFont(true), Face: b}})
		chartFonts.hdlr = fallbackText{Plain: text.Plain{Fonts: cache}, alt: text.Plain{Fonts: font.DefaultCache}}
	}
	return chartFonts.hdlr
}

// fallbackText writes a text in its own fonts when they have every
// character of it, else in alt's.
type fallbackText struct {
	text.Plain
	alt text.Plain
}

func (h fallbackText) pick(txt string, fnt font.Font) text.Plain {
	if covers(h.Fonts.Lookup(fnt, fnt.Size).Face, txt) {
		return h.Plain
	}
	return h.alt
}

// Box is part of text.Handler.
func (h fallbackText) Box(txt string, fnt font.Font) (width, height, depth vg.Length) {
	return h.pick(txt, fnt).Box(txt, fnt)
}

// Draw is part of text.Handler.
func (h fallbackText) Draw(c vg.Canvas, txt string, sty text.Style, pt vg.Point) {
	h.pick(txt, sty.Font).Draw(c, txt, sty, pt)
}

// covers reports whether f has a glyph for every character of s.
func covers(f *opentype.Font, s string) bool {
	if f == nil {
		return false
	}
	var buf sfnt.Buffer
	for _, r := range s {
		if i, err := f.GlyphIndex(&buf, r); err != nil || i == 0 {
			return false
		}
	}
	return true
}
