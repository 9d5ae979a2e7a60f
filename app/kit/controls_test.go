package kit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// focusable is what the window hands keys to.
type focusable interface {
	fyne.CanvasObject
	fyne.Focusable
}

// keyedControls are the kit's controls that take the keyboard.
var keyedControls = []struct {
	name string
	make func() focusable
}{
	{"select", func() focusable { return NewSelect([]string{"a", "b"}, nil) }},
	{"check", func() focusable { return NewCheck("c", nil) }},
	{"slider", func() focusable { return NewSlider(0, 10) }},
	{"entry", func() focusable { return NewEntry() }},
	{"button", func() focusable { return NewButton("About", nil, func() {}) }},
	{"link", func() focusable { return NewHyperlink("plateau", nil) }},
	{"toolbar button", func() focusable {
		return (&Kit{}).NewToolAction(theme.MediaPlayIcon(), "Play", func() {}).ToolbarObject().(focusable)
	}},
}

// TestControlsLetEscapeThrough: a Select, Check, Slider, Entry, button, link or toolbar button that has the
// keyboard gives Escape to the window's handler (in the app, the visible
// workspace: Stop) and lets go of the keyboard; in a dialog, Escape closes
// the dialog. Other keys stay theirs.
func TestControlsLetEscapeThrough(t *testing.T) {
	for _, tc := range keyedControls {
		t.Run(tc.name, func(t *testing.T) {
			test.NewTempApp(t)
			ctl := tc.make()
			w := test.NewTempWindow(t, container.NewVBox(ctl))
			w.Resize(fyne.NewSize(400, 300))
			c := w.Canvas()
			var got []fyne.KeyName
			c.SetOnTypedKey(func(k *fyne.KeyEvent) { got = append(got, k.Name) })
			c.Focus(ctl)
			ctl.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			if len(got) != 1 || got[0] != fyne.KeyEscape || c.Focused() != nil {
				t.Errorf("Escape: the window got %v, focus on %T; want [Escape] and no focus", got, c.Focused())
			}

			inner := tc.make()
			closed := false
			d := dialog.NewCustomConfirm("D", "OK", "Cancel", inner, func(bool) { closed = true }, w)
			d.Show()
			inner.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			if !closed || c.Overlays().Top() != nil {
				t.Errorf("Escape in a dialog: closed %v, overlay %v", closed, c.Overlays().Top())
			}

			if tc.name == "toolbar button" || tc.name == "button" {
				return // Enter presses a focused button itself (TestEnterPressesAToolbarButton, TestKeysOnAFocusedDialogButton)
			}
			inner = tc.make()
			var answers []bool
			d = dialog.NewCustomConfirm("D", "OK", "Cancel", inner, func(ok bool) { answers = append(answers, ok) }, w)
			d.Show()
			inner.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			if len(answers) != 1 || !answers[0] || c.Overlays().Top() != nil {
				t.Errorf("Enter in a dialog: answers %v, overlay %v; want [true] and none", answers, c.Overlays().Top())
			}
		})
	}
}

// F11 (full screen) typed into a focused control, board key catcher or
// toolbar button reaches the window's handler, and the control keeps the
// keyboard.
func TestControlsPassF11(t *testing.T) {
	for _, tc := range keyedControls {
		t.Run(tc.name, func(t *testing.T) {
			test.NewTempApp(t)
			ctl := tc.make()
			w := test.NewTempWindow(t, container.NewVBox(ctl))
			c := w.Canvas()
			var got []fyne.KeyName
			c.SetOnTypedKey(func(k *fyne.KeyEvent) { got = append(got, k.Name) })
			c.Focus(ctl)
			ctl.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
			if len(got) != 1 || got[0] != fyne.KeyF11 || c.Focused() != fyne.Focusable(ctl) {
				t.Errorf("F11: the window got %v, focus on %T; want [F11] and the control focused", got, c.Focused())
			}
		})
	}
}

// Enter presses a toolbar button focused with Tab, as Space does; Fyne's
// button took only Space, and Enter went nowhere.
func TestEnterPressesAToolbarButton(t *testing.T) {
	test.NewTempApp(t)
	pressed := 0
	b := (&Kit{}).NewToolAction(theme.MediaPlayIcon(), "Play", func() { pressed++ }).ToolbarObject().(focusable)
	w := test.NewTempWindow(t, container.NewVBox(b))
	w.Canvas().Focus(b)
	for _, k := range []fyne.KeyName{fyne.KeyReturn, fyne.KeyEnter, fyne.KeySpace} {
		b.TypedKey(&fyne.KeyEvent{Name: k})
	}
	if pressed != 3 {
		t.Errorf("pressed %d times by Return, Enter and Space", pressed)
	}
}

// A row clicked in a read-only list is not left selected and leaves the
// keyboard to the window (Fyne's list focuses itself, then selects).
func TestReadOnlyListLetsKeysGo(t *testing.T) {
	test.NewTempApp(t)
	l := ReadOnlyList(widget.NewList(func() int { return 3 },
		func() fyne.CanvasObject { return widget.NewLabel("row") },
		func(widget.ListItemID, fyne.CanvasObject) {}))
	w := test.NewTempWindow(t, l)
	w.Resize(fyne.NewSize(200, 200))
	c := w.Canvas()
	c.Focus(l)
	l.Select(1)
	if c.Focused() != nil {
		t.Errorf("after a click on a row the keyboard is with %T", c.Focused())
	}
}

// A choice clicked in a radio group leaves the keyboard, so Escape
// reaches the window; a choice made by the program leaves the focus where
// it was; a click on the chosen option keeps it chosen.
func TestRadioLetsKeysGo(t *testing.T) {
	test.NewTempApp(t)
	var chosen []string
	r := Radio(widget.NewRadioGroup([]string{"a", "b"}, func(s string) { chosen = append(chosen, s) }))
	e := NewEntry()
	w := test.NewTempWindow(t, container.NewVBox(r, e))
	w.Resize(fyne.NewSize(400, 300))
	c := w.Canvas()
	items := test.WidgetRenderer(r).Objects()
	if len(items) != 2 {
		t.Fatalf("%d radio items, want 2", len(items))
	}
	test.Tap(items[1].(fyne.Tappable))
	if len(chosen) != 1 || chosen[0] != "b" || c.Focused() != nil {
		t.Errorf("after a click: chosen %v, focus on %T; want [b] and no focus", chosen, c.Focused())
	}
	c.Focus(e)
	r.SetSelected("a")
	if c.Focused() != e || len(chosen) != 2 {
		t.Errorf("SetSelected: focus on %T, chosen %v; want the entry kept, [b a]", c.Focused(), chosen)
	}
	test.Tap(items[0].(fyne.Tappable))
	if r.Selected != "a" || len(chosen) != 2 {
		t.Errorf("a click on the chosen option: selected %q, chosen %v; want a, [b a]", r.Selected, chosen)
	}
}

// A Select keeps its own keys: Space opens its list.
func TestSelectKeepsSpace(t *testing.T) {
	test.NewTempApp(t)
	s := NewSelect([]string{"a", "b"}, nil)
	w := test.NewTempWindow(t, container.NewVBox(s, widget.NewLabel("")))
	w.Resize(fyne.NewSize(400, 300))
	w.Canvas().Focus(s)
	s.TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if w.Canvas().Overlays().Top() == nil {
		t.Error("Space did not open the list")
	}
}

// The window's shortcuts work while a field has the keyboard: the driver
// gives every shortcut to the focused entry, which kept Ctrl+1 and Ctrl+O
// to itself; the shortcuts of editing stay the entry's.
func TestWindowShortcutsPassAFocusedEntry(t *testing.T) {
	test.NewTempApp(t)
	e := NewEntry()
	e.SetText("seed 42")
	w := test.NewTempWindow(t, e)
	c := w.Canvas()
	fired := map[fyne.KeyName]int{}
	ctrl, ctrlShift := fyne.KeyModifierShortcutDefault, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift
	for _, k := range []fyne.KeyName{fyne.Key1, fyne.KeyO, fyne.KeyLeft} {
		c.AddShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: ctrl}, func(fyne.Shortcut) { fired[k]++ })
	}
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: ctrlShift}, func(fyne.Shortcut) { fired["redo"]++ })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyTab, Modifier: ctrlShift}, func(fyne.Shortcut) { fired["tab back"]++ })
	c.Focus(e)
	for _, sc := range []*desktop.CustomShortcut{{KeyName: fyne.Key1, Modifier: ctrl}, {KeyName: fyne.KeyO, Modifier: ctrl},
		{KeyName: fyne.KeyLeft, Modifier: ctrl}, {KeyName: fyne.KeyZ, Modifier: ctrlShift}, {KeyName: fyne.KeyTab, Modifier: ctrlShift}} {
		// as the window's driver does: the focused widget gets it
		c.Focused().(fyne.Shortcutable).TypedShortcut(sc)
	}
	if fired[fyne.Key1] != 1 || fired[fyne.KeyO] != 1 || fired[fyne.KeyLeft] != 0 || fired["redo"] != 0 || fired["tab back"] != 1 {
		t.Errorf("the window's shortcuts fired %v; want Ctrl+1, Ctrl+O and Ctrl+Shift+Tab once, Ctrl+Left and Ctrl+Shift+Z (the text's redo) left to the entry", fired)
	}
	e.TypedShortcut(&fyne.ShortcutSelectAll{})
	if e.SelectedText() != "seed 42" {
		t.Errorf("Ctrl+A selected %q", e.SelectedText())
	}
	// Ctrl+Shift+Z redoes the text, as Ctrl+Y does (it was swallowed)
	e.SetText("")
	test.Type(e, "7")
	e.TypedShortcut(&fyne.ShortcutUndo{})
	undone := e.Text
	e.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: ctrlShift})
	if undone != "" || e.Text != "7" {
		t.Errorf("typed 7, Ctrl+Z gave %q, then Ctrl+Shift+Z %q; want 7 back", undone, e.Text)
	}
}
