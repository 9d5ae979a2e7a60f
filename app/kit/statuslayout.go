package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// statusTexts lays out the status bar's message and counters on one line:
// the counters get the width their text asks for, up to countersShare of
// the line, the message the rest, and either is cut with an ellipsis when
// the line is too short. A long line of counters once pushed the progress
// bar and the Stop button off the window.
type statusTexts struct {
	message, counters *widget.Label
}

// countersShare is the most of the line the counters may take.
const countersShare = 0.75

func (l statusTexts) MinSize([]fyne.CanvasObject) fyne.Size {
	h := max(l.message.MinSize().Height, l.counters.MinSize().Height)
	return fyne.NewSize(0, h)
}

func (l statusTexts) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	want := fullWidth(l.counters)
	cw := min(want, size.Width*countersShare)
	if l.counters.Text == "" {
		cw = 0
	}
	l.message.Move(fyne.NewPos(0, 0))
	l.message.Resize(fyne.NewSize(size.Width-cw, size.Height))
	l.counters.Move(fyne.NewPos(size.Width-cw, 0))
	l.counters.Resize(fyne.NewSize(cw, size.Height))
}

// fullWidth is the width label needs to show its whole text: the text's
// width, the label's inner padding on both sides, and a little more, since
// a label cut to exactly its text's width may still end in an ellipsis
// once the text is rasterised at the window's scale.
func fullWidth(label *widget.Label) float32 {
	text := fyne.MeasureText(label.Text, theme.TextSize(), label.TextStyle)
	return text.Width + 2*theme.InnerPadding() + 2*theme.Padding()
}
