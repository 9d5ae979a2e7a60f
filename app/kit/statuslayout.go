package kit

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// statusTexts lays out the status bar's message and counters on one line,
// the message first: it takes the width it needs, leaving the counters
// their first part (" · " between the parts), or countersFloor of the line
// if that part is longer; the counters show as many of their leading parts
// as the rest of the line holds whole, the first part cut with an ellipsis
// if even it does not fit; the message takes what they leave. The counters
// had up to three quarters of the line, each cut with an ellipsis: in a
// narrow window, or at a larger interface size, a running job's message
// kept one word ("Résolutio…") beside counters cut too. The panels show
// the counters whole.
type statusTexts struct {
	message, counters *widget.Label
	full              *string // the counters' whole text; the label shows what fits of it
}

// countersFloor is the most of the line the counters keep, however long
// the message, when their first part needs it.
const countersFloor = 0.35

// countersSep separates the parts of a line of counters.
const countersSep = " · "

func (l statusTexts) MinSize([]fyne.CanvasObject) fyne.Size {
	h := max(l.message.MinSize().Height, l.counters.MinSize().Height)
	return fyne.NewSize(0, h)
}

func (l statusTexts) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	var floor, reserve float32
	if first, _, _ := strings.Cut(*l.full, countersSep); first != "" {
		floor = min(fullWidth(first, l.counters.TextStyle), size.Width*countersFloor)
	}
	if l.message.Text != "" {
		reserve = min(fullWidth(l.message.Text, l.message.TextStyle), size.Width-floor)
	}
	text, cw := fitCounters(*l.full, l.counters.TextStyle, size.Width-reserve)
	if l.counters.Text != text {
		l.counters.SetText(text)
	}
	l.message.Move(fyne.NewPos(0, 0))
	l.message.Resize(fyne.NewSize(size.Width-cw, size.Height))
	l.counters.Move(fyne.NewPos(size.Width-cw, 0))
	l.counters.Resize(fyne.NewSize(cw, size.Height))
}

// fitCounters returns the most leading parts of the counters full that
// fit in room whole, and their width; the first part alone, to be cut
// with an ellipsis, in all of room when none fits.
func fitCounters(full string, style fyne.TextStyle, room float32) (string, float32) {
	if full == "" {
		return "", 0
	}
	parts := strings.Split(full, countersSep)
	for n := len(parts); n > 0; n-- {
		text := strings.Join(parts[:n], countersSep)
		if w := fullWidth(text, style); w <= room {
			return text, w
		}
	}
	return parts[0], max(room, 0)
}

// fullWidth is the width a label needs to show text whole: the text's
// width, the label's inner padding on both sides, and a little more, since
// a label cut to exactly its text's width may still end in an ellipsis
// once the text is rasterised at the window's scale.
func fullWidth(text string, style fyne.TextStyle) float32 {
	w := fyne.MeasureText(text, theme.TextSize(), style)
	return w.Width + 2*theme.InnerPadding() + 2*theme.Padding()
}
