package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// recentEntry is a recent file's button on Home: the file's name, cut
// with an ellipsis in its middle (the end, a number or the extension,
// stays) to what the button's width holds, then its workspace's name,
// whole. A fixed cut at 26 characters ran past the card's edge at the
// larger interface sizes, cut mid-word, the workspace's name lost.
type recentEntry struct {
	widget.Button
	name   string // the file's, whole
	suffix string // the workspace's, with its separator
}

// recentKept is the fewest characters of a file's name an entry keeps,
// however narrow: its minimum width.
const recentKept = 12

func newRecentEntry(name, workspace string, tapped func()) *recentEntry {
	e := &recentEntry{name: name, suffix: "  ·  " + workspace}
	e.Text, e.Icon, e.OnTapped = name+e.suffix, theme.FileIcon(), tapped
	e.Alignment = widget.ButtonAlignLeading
	e.Importance = widget.LowImportance
	e.ExtendBaseWidget(e)
	return e
}

// text is the entry's text with the file's name cut to n characters.
func (e *recentEntry) text(n int) string { return shorten(e.name, n) + e.suffix }

// measure is the width of s in the button's text style.
func (e *recentEntry) measure(s string) float32 {
	return fyne.MeasureText(s, e.Theme().Size(theme.SizeNameText), widget.RichTextStyleStrong.TextStyle).Width
}

// chrome is the button's width other than its text: icon and padding.
func (e *recentEntry) chrome() float32 { return e.Button.MinSize().Width - e.measure(e.Text) }

// MinSize is the button's with the name cut to recentKept characters.
func (e *recentEntry) MinSize() fyne.Size {
	s := e.Button.MinSize()
	s.Width = min(s.Width, e.chrome()+e.measure(e.text(recentKept)))
	return s
}

// Resize cuts the name to the width, then lays the button out.
func (e *recentEntry) Resize(s fyne.Size) {
	e.fit(s.Width)
	e.Button.Resize(s)
}

// fit sets the text to the longest cut of the name that width holds.
func (e *recentEntry) fit(width float32) {
	e.Button.Refresh() // the button's text in step with the theme of the moment, for chrome
	room := width - e.chrome()
	n := len([]rune(e.name))
	if e.measure(e.text(n)) > room {
		// the longest cut that fits, between recentKept and n-1
		lo, hi := recentKept, n-1
		for lo < hi {
			mid := (lo + hi + 1) / 2
			if e.measure(e.text(mid)) <= room {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		n = lo
	}
	if t := e.text(n); t != e.Text {
		e.Text = t
		e.Button.Refresh()
	}
}
