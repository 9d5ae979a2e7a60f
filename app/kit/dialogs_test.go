package kit_test

import (
	"errors"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// dialogKind shows one kind of dialog over k's window; answer gets its
// answer (false: dismissed, true: confirmed) when it has one.
type dialogKind struct {
	name    string
	buttons []string // in the order Tab reaches them
	show    func(k *kit.Kit, answer func(bool))
}

func dialogKinds() []dialogKind {
	label := func() fyne.CanvasObject { return widget.NewLabel("Some text.") }
	return []dialogKind{
		{"information", []string{"OK"}, func(k *kit.Kit, _ func(bool)) {
			kit.ShowInformation("Done", "It is done.", k.Window)
		}},
		{"confirm", []string{"No", "Yes"}, func(k *kit.Kit, a func(bool)) {
			kit.ShowConfirm("Sure?", "Do it?", a, k.Window)
		}},
		{"custom with Close", []string{"Close"}, func(k *kit.Kit, a func(bool)) {
			d := kit.NewCustom("About", "Close", label(), k.Window)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}},
		{"custom confirm", []string{"Cancel", "Run"}, func(k *kit.Kit, a func(bool)) {
			kit.NewCustomConfirm("Compare", "Run", "Cancel", label(), a, k.Window).Show()
		}},
		{"form", []string{"Cancel", "Create"}, func(k *kit.Kit, a func(bool)) {
			e := kit.NewEntry()
			e.SetText("4")
			kit.NewForm("New", "Create", "Cancel", []*widget.FormItem{widget.NewFormItem("Size", e)}, a, k.Window).Show()
		}},
		{"error", []string{"OK"}, func(k *kit.Kit, a func(bool)) {
			d := kit.NewError(errors.New("broken.json: line 1"), k.Window)
			d.SetOnClosed(func() { a(false) })
			d.Show()
		}},
		{"save changes", []string{"Cancel", "Discard", "Save"}, func(k *kit.Kit, a func(bool)) {
			k.ConfirmDiscardElse("the puzzle", func(func()) { a(true) }, func() { a(true) }, func() { a(false) })
		}},
		{"changed on disk", []string{"Cancel", "Overwrite", "Save as…"}, func(k *kit.Kit, a func(bool)) {
			k.ConfirmChangedOnDisk("/tmp/x.json", func() { a(true) }, func() { a(true) })
		}},
		{"rules", []string{"Close"}, func(k *kit.Kit, a func(bool)) {
			kit.ShowRules(k.Window, "home")
		}},
	}
}

// TestEscapeClosesDialogsFromTheirButtons: once Tab has put the keyboard
// on any button of a dialog, of every kind the app shows, Escape still
// closes the dialog as its dismiss button does, and confirms nothing.
// Fyne's window gives every key to the focused widget, and its buttons
// kept Escape: the dialog stayed up.
func TestEscapeClosesDialogsFromTheirButtons(t *testing.T) {
	for _, kind := range dialogKinds() {
		for _, b := range kind.buttons {
			t.Run(kind.name+"/"+b, func(t *testing.T) {
				k := kittest.New(t, "")
				var answers []bool
				kind.show(k, func(ok bool) { answers = append(answers, ok) })
				c := k.Window.Canvas()
				kittest.FocusDialogButton(t, c, b)
				kittest.TypeKey(c, fyne.KeyEscape)
				if c.Overlays().Top() != nil {
					t.Fatalf("still up after Escape on %q", b)
				}
				if slices.Contains(answers, true) {
					t.Errorf("Escape on %q confirmed: answers %v", b, answers)
				}
			})
		}
	}
}

// TestKeysOnAFocusedDialogButton: with the keyboard on a button, Enter
// and Space press that button (Tab to No, Enter: No), but Enter never
// presses a red one (losing work takes Space or a click).
func TestKeysOnAFocusedDialogButton(t *testing.T) {
	kinds := map[string]dialogKind{}
	for _, kind := range dialogKinds() {
		kinds[kind.name] = kind
	}
	for _, tc := range []struct {
		kind, button string
		key          fyne.KeyName
		want         []bool // the answers; nil: the dialog stays up
	}{
		{"confirm", "No", fyne.KeyReturn, []bool{false}},
		{"confirm", "Yes", fyne.KeyEnter, []bool{true}},
		{"confirm", "No", fyne.KeySpace, []bool{false}},
		{"confirm", "Yes", fyne.KeySpace, []bool{true}},
		{"form", "Cancel", fyne.KeyReturn, []bool{false}},
		{"form", "Create", fyne.KeyReturn, []bool{true}},
		{"form", "Cancel", fyne.KeySpace, []bool{false}},
		{"custom confirm", "Run", fyne.KeySpace, []bool{true}},
		{"custom with Close", "Close", fyne.KeyReturn, []bool{false}},
		// nothing: Discard is red
		{"save changes", "Discard", fyne.KeyReturn, nil},
		{"save changes", "Discard", fyne.KeySpace, []bool{true}},
		{"save changes", "Cancel", fyne.KeySpace, []bool{false}},
	} {
		t.Run(tc.kind+"/"+tc.button+"/"+string(tc.key), func(t *testing.T) {
			k := kittest.New(t, "")
			var answers []bool
			kinds[tc.kind].show(k, func(ok bool) { answers = append(answers, ok) })
			c := k.Window.Canvas()
			kittest.FocusDialogButton(t, c, tc.button)
			kittest.TypeKey(c, tc.key)
			if up := c.Overlays().Top() != nil; up != (tc.want == nil) || !slices.Equal(answers, tc.want) {
				t.Errorf("answers %v, dialog up %v; want %v", answers, up, tc.want)
			}
		})
	}
}
