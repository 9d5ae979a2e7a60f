package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// statusMessage is the status bar's message: a label cut with an
// ellipsis when the line is too short for it, which then shows its whole
// text in a tip while the mouse rests on it (nothing shows with nil tips:
// the tests' windows).
type statusMessage struct {
	widget.Label
	tips *Tips
}

func newStatusMessage() *statusMessage {
	m := &statusMessage{}
	m.ExtendBaseWidget(m)
	m.Truncation = fyne.TextTruncateEllipsis
	return m
}

// SetText changes the message; a tip of the one before goes away.
func (m *statusMessage) SetText(text string) {
	m.Label.SetText(text)
	m.tips.leave(m)
}

// Cut reports whether the line shows less than the whole message.
func (m *statusMessage) Cut() bool {
	if m.Text == "" {
		return false
	}
	w := fyne.MeasureText(m.Text, theme.TextSize(), m.TextStyle).Width + 2*theme.InnerPadding()
	return w > m.Size().Width+0.5
}

// MouseIn is part of desktop.Hoverable: a cut message's tip waits to show.
func (m *statusMessage) MouseIn(*desktop.MouseEvent) {
	if m.Cut() {
		m.tips.rest(m, m.Text)
	}
}

// MouseMoved is part of desktop.Hoverable.
func (m *statusMessage) MouseMoved(*desktop.MouseEvent) {}

// MouseOut is part of desktop.Hoverable.
func (m *statusMessage) MouseOut() { m.tips.leave(m) }
