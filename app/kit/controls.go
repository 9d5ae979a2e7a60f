package kit

import (
	"fmt"
	"net/url"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// Fyne's Select, Check and Slider take the keyboard when clicked, and the
// window then gives every key to them: Escape did nothing, so neither
// closed the dialog they sit in nor stopped the search running beside
// them. These let Escape through, as Entry does, and Enter in a dialog;
// every other key is theirs as before (Space opens a Select, ticks a
// Check). A click on a Select or Check leaves the keyboard to the window
// (see Tapped), so they keep keys only when reached with Tab.

// Select is a widget.Select that lets Escape through.
type Select struct{ widget.Select }

// NewSelect is widget.NewSelect for Select.
func NewSelect(options []string, changed func(string)) *Select {
	s := &Select{}
	s.Options, s.OnChanged, s.PlaceHolder = options, changed, lang.L("(Select one)")
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey lets Escape through and leaves every other key to the Select.
func (s *Select) TypedKey(k *fyne.KeyEvent) {
	if !passKey(s, k) {
		s.Select.TypedKey(k)
	}
}

// Tapped opens the list, leaving the keyboard to the window: Fyne's Select
// takes it on a click and keeps it after the choice, so Space, the
// workspace's main key, opened the list again. Fyne's Tapped focuses the
// Select only when it thinks it is not focused, so telling it it is
// keeps the canvas's focus off it; its pop-up still takes the keyboard
// while it is open, for the arrows and Enter.
func (s *Select) Tapped(e *fyne.PointEvent) {
	if s.Disabled() {
		return
	}
	if c := canvasOf(s); c != nil {
		c.Unfocus()
	}
	s.Select.FocusGained()
	s.Select.Tapped(e)
	s.Select.FocusLost()
}

// Check is a widget.Check that lets Escape through.
type Check struct{ widget.Check }

// NewCheck is widget.NewCheck for Check.
func NewCheck(label string, changed func(bool)) *Check {
	c := &Check{}
	c.Text, c.OnChanged = label, changed
	c.ExtendBaseWidget(c)
	return c
}

// TypedKey lets Escape through and leaves every other key to the Check.
func (c *Check) TypedKey(k *fyne.KeyEvent) {
	if !passKey(c, k) {
		c.Check.TypedKey(k)
	}
}

// Tapped ticks or unticks the box, leaving the keyboard to the window:
// Fyne's Check takes it on a click, and Space, meant for the workspace
// (Solve, Step), then silently undid the tick just made.
func (c *Check) Tapped(e *fyne.PointEvent) {
	c.Check.Tapped(e)
	if cv := canvasOf(c); cv != nil && cv.Focused() == fyne.Focusable(c) {
		cv.Unfocus()
	}
}

// canvasOf is the canvas o is shown on, or nil outside an app or window.
func canvasOf(o fyne.CanvasObject) fyne.Canvas {
	if fyne.CurrentApp() == nil {
		return nil
	}
	return fyne.CurrentApp().Driver().CanvasForObject(o)
}

// Slider is a widget.Slider that lets Escape through.
type Slider struct{ widget.Slider }

// NewSlider is widget.NewSlider for Slider.
func NewSlider(min, max float64) *Slider {
	s := &Slider{}
	s.Min, s.Max, s.Step, s.Orientation = min, max, 1, widget.Horizontal
	s.ExtendBaseWidget(s)
	return s
}

// TypedKey lets Escape through and leaves every other key to the Slider.
func (s *Slider) TypedKey(k *fyne.KeyEvent) {
	if !passKey(s, k) {
		s.Slider.TypedKey(k)
	}
}

// Hyperlink is a widget.Hyperlink that lets Escape through: reached with
// Tab (About's link to the website), Fyne's kept it, and the dialog stayed.
type Hyperlink struct{ widget.Hyperlink }

// NewHyperlink is widget.NewHyperlink for Hyperlink.
func NewHyperlink(text string, u *url.URL) *Hyperlink {
	h := &Hyperlink{}
	h.Text, h.URL = text, u
	h.ExtendBaseWidget(h)
	return h
}

// TypedKey lets Escape through and leaves every other key to the link
// (Space opens it).
func (h *Hyperlink) TypedKey(k *fyne.KeyEvent) {
	if !passKey(h, k) {
		h.Hyperlink.TypedKey(k)
	}
}

// passKey handles Escape or Enter typed into the focused widget o, and reports
// whether it did: it dismisses the dialog on top, if any, and otherwise
// leaves o and hands the key to the window's handler, which gives it to
// the visible workspace (stop what runs, clear the selection). Enter in a
// dialog presses its confirm button, if it may (see ConfirmDialog).
func passKey(o fyne.CanvasObject, k *fyne.KeyEvent) bool {
	if PassWindowKey(o, k) {
		return true
	}
	if (k.Name != fyne.KeyEscape && !isEnter(k)) || fyne.CurrentApp() == nil {
		return false
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(o)
	if isEnter(k) {
		return c != nil && ConfirmDialog(c)
	}
	if c == nil || DismissDialog(c) {
		return true
	}
	c.Unfocus()
	if h := c.OnTypedKey(); h != nil {
		h(k)
	}
	return true
}

// PassWindowKey hands the keys that belong to the window whatever has the
// keyboard (F11, full screen) from the focused widget o to the window's
// handler, and reports whether k was one: a focused widget keeps every key
// typed, and F11 did nothing after a click on a board or a control.
func PassWindowKey(o fyne.CanvasObject, k *fyne.KeyEvent) bool {
	if k.Name != fyne.KeyF11 || fyne.CurrentApp() == nil {
		return false
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil && c.OnTypedKey() != nil {
		c.OnTypedKey()(k)
	}
	return true
}

// ReadOnlyList makes l a list that is only read (a game's moves, a log): a
// click on a row leaves nothing selected and the keyboard with the window.
// Fyne's list takes the keyboard on a click and then keeps every key, so
// the board's keys stopped working after a look at the moves.
func ReadOnlyList(l *widget.List) *widget.List {
	l.OnSelected = func(id widget.ListItemID) {
		l.Unselect(id)
		if c := canvasOf(l); c != nil && c.Focused() == fyne.Focusable(l) {
			c.Unfocus()
		}
	}
	return l
}

// Radio makes r a radio group as desktop programs have them. One option
// stays chosen: a click on the chosen one keeps it (Fyne's clears it,
// which left Rikudo's Mode neither Design nor Play). A choice leaves the
// keyboard to the window, so that Escape reaches the workspace or the
// dialog next: Fyne's radio items take the keyboard when clicked and then
// ignore every key but Space, and unlike Select and Check they cannot be
// wrapped, as the group makes its items itself. Radio wraps r.OnChanged as
// it is now, so set that first.
func Radio(r *widget.RadioGroup) *widget.RadioGroup {
	r.Required = true
	changed := r.OnChanged
	r.OnChanged = func(s string) {
		if changed != nil {
			changed(s)
		}
		// Only an item of a radio group: SetSelected also lands here, and
		// must not take the keyboard from an entry being typed in.
		c := canvasOf(r)
		if c != nil && c.Focused() != nil && fmt.Sprintf("%T", c.Focused()) == "*widget.radioItem" {
			c.Unfocus()
		}
	}
	return r
}
