package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// KeyScroll is a vertical scroll that the keyboard moves: the arrows by a
// line, Page Up and Page Down by a page, Home and End to the ends. Fyne's
// scroll takes no key, so a long page in a dialog (the rules) could only
// be read to its end with the mouse. Escape and Enter go on to the dialog.
type KeyScroll struct {
	widget.BaseWidget
	scroll *container.Scroll
}

// NewKeyScroll scrolls content vertically.
func NewKeyScroll(content fyne.CanvasObject) *KeyScroll {
	k := &KeyScroll{scroll: container.NewVScroll(content)}
	k.ExtendBaseWidget(k)
	return k
}

// CreateRenderer is part of fyne.Widget.
func (k *KeyScroll) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(k.scroll)
}

// Offset is how far down the content is scrolled.
func (k *KeyScroll) Offset() float32 { return k.scroll.Offset.Y }

// FocusGained is part of fyne.Focusable.
func (k *KeyScroll) FocusGained() {}

// FocusLost is part of fyne.Focusable.
func (k *KeyScroll) FocusLost() {}

// TypedRune is part of fyne.Focusable.
func (k *KeyScroll) TypedRune(rune) {}

// TypedKey scrolls for the keys that move through a page and lets the
// others through to the dialog or the window.
func (k *KeyScroll) TypedKey(ev *fyne.KeyEvent) {
	line := theme.TextSize() * 3
	page := max(line, k.scroll.Size().Height-line)
	y := k.scroll.Offset.Y
	switch ev.Name {
	case fyne.KeyDown:
		y += line
	case fyne.KeyUp:
		y -= line
	case fyne.KeyPageDown, fyne.KeySpace:
		y += page
	case fyne.KeyPageUp:
		y -= page
	case fyne.KeyHome:
		y = 0
	case fyne.KeyEnd:
		y = k.scroll.Content.Size().Height
	default:
		passKey(k, ev)
		return
	}
	k.scroll.ScrollToOffset(fyne.NewPos(0, max(0, min(y, k.scroll.Content.Size().Height-k.scroll.Size().Height))))
}
