package kittest

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// TypeKey types the key name into canvas c as the window does: to the
// widget that has the keyboard, if any, else to the canvas's handler
// (the shell's, in the app). Calling the handler alone missed what a
// focused widget does with the key: Fyne's own button kept Escape.
func TypeKey(c fyne.Canvas, name fyne.KeyName) {
	ev := &fyne.KeyEvent{Name: name}
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
	} else if h := c.OnTypedKey(); h != nil {
		h(ev)
	}
}

// FocusDialogButton moves the keyboard with Tab, as a person does, from
// the start of the dialog on top of c to the button (or link) reading
// text; it fails t when Tab never reaches one.
func FocusDialogButton(t testing.TB, c fyne.Canvas, text string) {
	t.Helper()
	if c.Overlays().Top() == nil {
		t.Fatal("no dialog")
	}
	c.Unfocus()
	for range 64 {
		test.FocusNext(c)
		if s, ok := textOf(c.Focused()); ok && s == text {
			return
		}
	}
	t.Fatalf("Tab never reaches a %q button (last on %T)", text, c.Focused())
}

// textOf is what f reads, and whether it is a button or a link.
func textOf(f fyne.Focusable) (string, bool) {
	switch l := f.(type) {
	case *widget.Hyperlink:
		return l.Text, true
	case *kit.Hyperlink:
		return l.Text, true
	}
	o, _ := f.(fyne.CanvasObject)
	if b := kit.ButtonOf(o); b != nil {
		return b.Text, true
	}
	return "", false
}

// EscapeFromButton puts the keyboard with Tab on the button reading text
// of the dialog on top of w, types Escape, and fails t unless the dialog
// closed.
func EscapeFromButton(t testing.TB, w fyne.Window, text string) {
	t.Helper()
	c := w.Canvas()
	FocusDialogButton(t, c, text)
	TypeKey(c, fyne.KeyEscape)
	if c.Overlays().Top() != nil {
		t.Errorf("still up after Escape on %q", text)
		for c.Overlays().Top() != nil { // the next case starts clear
			c.Overlays().Remove(c.Overlays().Top())
		}
	}
}
