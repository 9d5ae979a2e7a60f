package shell

import (
	"errors"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// While a dialog is up, Escape dismisses it the way its dismiss button
// would, and neither keys nor shortcuts reach the workspace beneath.
func TestEscapeDismissesDialogs(t *testing.T) {
	sp, s, w := newSpyShell(t)
	c := w.Canvas()
	for _, tc := range []struct {
		name string
		show func(answer func(bool)) // shows a dialog reporting its answer
	}{
		{"confirm", func(a func(bool)) { dialog.ShowConfirm("Q", "Sure?", a, w) }},
		{"form", func(a func(bool)) {
			dialog.ShowForm("F", "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("X", widget.NewEntry())}, a, w)
		}},
		{"information", func(a func(bool)) {
			d := dialog.NewInformation("I", "Done.", w)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}},
		{"custom", func(a func(bool)) {
			d := dialog.NewCustom("C", "Close", widget.NewLabel("x"), w)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}},
		{"error", func(a func(bool)) {
			d := kit.NewError(errors.New("broken.json: line 1"), w)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}},
		{"open file", func(a func(bool)) {
			dialog.ShowFileOpen(func(r fyne.URIReadCloser, err error) { a(r != nil || err != nil) }, w)
		}},
		{"save changes", func(a func(bool)) {
			s.kit.ConfirmDiscard("the test's work", func(then func()) { a(true); then() }, func() { a(true) })
		}},
	} {
		answers := []bool{}
		tc.show(func(ok bool) { answers = append(answers, ok) })
		if c.Overlays().Top() == nil {
			t.Fatalf("%s: no dialog shown", tc.name)
		}
		c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeySpace})
		c.(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&fyne.ShortcutUndo{})
		c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
		if c.Overlays().Top() != nil {
			t.Errorf("%s: still up after Escape", tc.name)
			c.Overlays().Top().Hide()
			c.Overlays().Remove(c.Overlays().Top())
		}
		keeps := tc.name == "save changes" // Escape is Cancel there
		if !keeps && !slices.Equal(answers, []bool{false}) {
			t.Errorf("%s: answers %v, want one dismissal", tc.name, answers)
		}
		if keeps && len(answers) != 0 {
			t.Errorf("%s: Escape saved or discarded the work: %v", tc.name, answers)
		}
	}
	if len(sp.calls) != 0 {
		t.Errorf("keys reached the workspace under a dialog: %v", sp.calls)
	}
	if kit.DismissDialog(c) {
		t.Error("dismissed a dialog when none was up")
	}

	// Escape typed into a focused entry: the entry lets go of it.
	e := kit.NewEntry()
	answers := []bool{}
	dialog.ShowForm("F", "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("X", e)}, func(ok bool) { answers = append(answers, ok) }, w)
	c.Focus(e)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.Overlays().Top() != nil || !slices.Equal(answers, []bool{false}) {
		t.Errorf("Escape in a dialog's entry: dialog up %v, answers %v", c.Overlays().Top() != nil, answers)
	}
	outside := kit.NewEntry()
	w.SetContent(outside)
	c.Focus(outside)
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.Focused() != nil {
		t.Error("Escape did not take the focus from an entry outside a dialog")
	}
}

// Enter confirms the dialog on top, typed with nothing focused or in its
// entry; a form with a wrong field and a Discard wait for a click.
func TestEnterConfirmsDialogs(t *testing.T) {
	sp, s, w := newSpyShell(t)
	c := w.Canvas()
	valid := kit.NewEntry()
	invalid := kit.NewEntry()
	invalid.Validator = func(string) error { return errors.New("wrong") }
	for _, tc := range []struct {
		name  string
		show  func(answer func(bool))
		focus *kit.Entry // typed into, if not nil
		want  []bool     // answers after Enter; nil: still up
	}{
		{"confirm", func(a func(bool)) { dialog.ShowConfirm("Q", "Sure?", a, w) }, nil, []bool{true}},
		{"form", func(a func(bool)) {
			dialog.ShowForm("F", "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("X", valid)}, a, w)
		}, valid, []bool{true}},
		{"form with a wrong field", func(a func(bool)) {
			dialog.ShowForm("F", "OK", "Cancel", []*widget.FormItem{widget.NewFormItem("X", invalid)}, a, w)
		}, invalid, nil},
		{"error", func(a func(bool)) {
			d := kit.NewError(errors.New("broken.json: line 1"), w)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}, nil, []bool{false}},
		// Enter saves (then goes on), never discards
		{"save changes", func(a func(bool)) {
			s.kit.ConfirmDiscard("the test's work", func(then func()) { a(false); then() }, func() { a(true) })
		}, nil, []bool{false, true}},
	} {
		answers := []bool{}
		tc.show(func(ok bool) { answers = append(answers, ok) })
		if tc.focus != nil {
			tc.focus.SetText("7")
			c.Focus(tc.focus)
			c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		} else {
			c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEnter})
		}
		if up := c.Overlays().Top() != nil; up != (tc.want == nil) {
			t.Errorf("%s: dialog up %v after Enter", tc.name, up)
		}
		if !slices.Equal(answers, append([]bool{}, tc.want...)) {
			t.Errorf("%s: answers %v, want %v", tc.name, answers, tc.want)
		}
		for i := 0; i < 3 && c.Overlays().Top() != nil; i++ {
			kit.DismissDialog(c)
		}
	}
	if len(sp.calls) != 0 {
		t.Errorf("keys reached the workspace under a dialog: %v", sp.calls)
	}
	if kit.ConfirmDialog(c) {
		t.Error("confirmed a dialog when none was up")
	}
}
