package kit

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// DismissDialog closes the dialog on top of canvas c the way its dismiss
// button would (Cancel, No, Close, OK), and reports whether there was one.
// Fyne leaves the Escape key to the application; the shell calls this on
// Escape while a dialog is up.
//
// A Fyne dialog is a modal pop-up whose content lays out, in this order,
// its icon, background, content, buttons and title; the dismiss button is
// the first button of the buttons. The file dialogs are laid out their own
// way, with a Cancel button. A pop-up of another shape (a menu, a dialog
// without buttons) is left alone.
func DismissDialog(c fyne.Canvas) bool {
	pop, ok := c.Overlays().Top().(*widget.PopUp)
	if !ok {
		return false
	}
	var b *widget.Button
	if box, ok := pop.Content.(*fyne.Container); ok && len(box.Objects) == 5 {
		if bs := buttonsIn(box.Objects[3]); len(bs) > 0 {
			b = bs[0]
		}
	} else {
		b = buttonLabelled(pop.Content, lang.L("Cancel"))
	}
	if b == nil || b.OnTapped == nil || b.Disabled() {
		return false
	}
	b.OnTapped()
	return true
}

// ConfirmDialog presses the confirm button of the dialog on top of canvas
// c (OK, Close, Create, Generate), as Enter does in desktop dialogs, and
// reports whether it did. A disabled button (a form with a field still
// wrong) and a dangerous one (Discard) are left to a click, and so are
// dialogs of another shape, such as the file dialogs, whose Enter picks
// what is selected in their list.
func ConfirmDialog(c fyne.Canvas) bool {
	pop, ok := c.Overlays().Top().(*widget.PopUp)
	if !ok {
		return false
	}
	box, ok := pop.Content.(*fyne.Container)
	if !ok || len(box.Objects) != 5 {
		return false
	}
	bs := buttonsIn(box.Objects[3])
	if len(bs) == 0 {
		return false
	}
	b := bs[len(bs)-1]
	if b.OnTapped == nil || b.Disabled() || b.Importance == widget.DangerImportance {
		return false
	}
	b.OnTapped()
	return true
}

// isEnter reports whether k is either of the keyboard's Enter keys.
func isEnter(k *fyne.KeyEvent) bool {
	return k.Name == fyne.KeyReturn || k.Name == fyne.KeyEnter
}

// buttonLabelled is the button of o's tree that reads text, nil if none.
func buttonLabelled(o fyne.CanvasObject, text string) *widget.Button {
	bs := buttonsIn(o)
	if i := slices.IndexFunc(bs, func(b *widget.Button) bool { return b.Text == text }); i >= 0 {
		return bs[i]
	}
	return nil
}

// buttonsIn are the buttons of o's tree, Fyne's and ours (see ButtonOf),
// depth first through containers, in the order they are laid out.
func buttonsIn(o fyne.CanvasObject) []*widget.Button {
	if b := ButtonOf(o); b != nil {
		return []*widget.Button{b}
	}
	var bs []*widget.Button
	if c, ok := o.(*fyne.Container); ok {
		for _, obj := range c.Objects {
			bs = append(bs, buttonsIn(obj)...)
		}
	}
	return bs
}

// firstIn is the first object of type T in o's tree, depth first through
// containers (a file dialog's split or a row's label), or T's zero value.
func firstIn[T fyne.CanvasObject](o fyne.CanvasObject) T {
	if x, ok := o.(T); ok {
		return x
	}
	var none T
	if c, ok := o.(*fyne.Container); ok {
		for _, obj := range c.Objects {
			if x := firstIn[T](obj); any(x) != any(none) {
				return x
			}
		}
	}
	return none
}

// Entry is a text entry that lets Escape through: in a dialog, Escape
// dismisses the dialog (Fyne gives the key to the focused entry, so the
// shell never sees it); elsewhere it leaves the entry and reaches the
// workspace, as for Select (a search started from the entry stops).
type Entry struct {
	widget.Entry
	// OnLeave, when set, is called when the entry loses the keyboard:
	// a value typed and left without Enter is taken then.
	OnLeave func()
}

// FocusLost is part of fyne.Focusable: the entry's, then OnLeave.
func (e *Entry) FocusLost() {
	e.Entry.FocusLost()
	if e.OnLeave != nil {
		e.OnLeave()
	}
}

// NewEntry makes an empty single-line Entry.
func NewEntry() *Entry {
	e := &Entry{}
	e.ExtendBaseWidget(e)
	return e
}

// TypedKey lets Escape through and leaves every other key to the entry.
func (e *Entry) TypedKey(k *fyne.KeyEvent) {
	if !passKey(e, k) {
		e.Entry.TypedKey(k)
	}
}

// TypedShortcut passes the window's shortcuts (Ctrl+1, Ctrl+O, Ctrl+Q...)
// to the window and keeps every other one, those of text editing (copy,
// paste, undo, a word left, Ctrl+Shift+Z...): the driver gives every
// shortcut to the focused entry, which dropped the window's, and after a
// click in a field they did nothing.
func (e *Entry) TypedShortcut(s fyne.Shortcut) {
	cs, custom := s.(*desktop.CustomShortcut)
	if custom && cs.KeyName == fyne.KeyZ && cs.Modifier == fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift {
		e.Entry.TypedShortcut(&fyne.ShortcutRedo{}) // the entry knows Redo as Ctrl+Y only
		return
	}
	if !custom || !windowShortcut(cs) || fyne.CurrentApp() == nil {
		e.Entry.TypedShortcut(s)
		return
	}
	if c, ok := fyne.CurrentApp().Driver().CanvasForObject(e).(fyne.Shortcutable); ok {
		c.TypedShortcut(s)
	}
}

// windowShortcut reports whether s is one of the window's: Ctrl with a
// digit (a workspace), N, O, S, P, Q, Page Up, Page Down or Tab, and
// Ctrl+Shift+S or Ctrl+Shift+Tab.
// Ctrl+Shift+Z, the window's Redo, stays a field's: there it redoes text
// (TypedShortcut makes it the entry's Redo).
func windowShortcut(s *desktop.CustomShortcut) bool {
	switch s.Modifier {
	case fyne.KeyModifierShortcutDefault:
		switch s.KeyName {
		case fyne.Key0, fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9,
			fyne.KeyN, fyne.KeyO, fyne.KeyS, fyne.KeyP, fyne.KeyQ, fyne.KeyPageUp, fyne.KeyPageDown, fyne.KeyTab:
			return true
		}
	case fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift:
		return s.KeyName == fyne.KeyS || s.KeyName == fyne.KeyTab
	}
	return false
}

// FitDialog sizes d as size at the normal interface size, grown with the
// interface size of the moment, but at most nine tenths of win: at Large
// and Larger, or in a short window, a fixed size ran past the window's
// edges and the buttons were drawn over the content. A dialog whose
// content may be taller than that room scrolls it.
func FitDialog(d dialog.Dialog, size fyne.Size, win fyne.Window) {
	f, s := UIScale(), win.Canvas().Size()
	d.Resize(fyne.NewSize(min(size.Width*f, s.Width*0.9), min(size.Height*f, s.Height*0.9)))
}
