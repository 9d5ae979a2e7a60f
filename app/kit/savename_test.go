package kit

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// showSave opens the Fyne save dialog of a picker in dir, on a window of
// its own, and returns the window and the answers it gives.
func showSave(t *testing.T, dir string) (fyne.Window, *[]string) {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, widget.NewLabel("workspace"))
	w.Resize(fyne.NewSize(1280, 800))
	a.Preferences().SetString(prefLastDir, dir)
	var got []string
	p := &fynePicker{win: w, prefs: a.Preferences()}
	p.Save("Save the game", "game.json", []string{".json"}, func(path string) { got = append(got, path) })
	return w, &got
}

// The save dialog opens with its name field taking the keyboard, and
// Escape typed there cancels it, as Escape does in every other dialog.
func TestEscapeInTheSaveDialogsNameCancels(t *testing.T) {
	w, got := showSave(t, t.TempDir())
	c := w.Canvas()
	name, ok := c.Focused().(*Entry)
	if !ok || name.Text != "game.json" {
		t.Fatalf("focused %T, want the name field holding game.json", c.Focused())
	}
	// the cursor stands before the extension: typing changes the name
	test.Type(name, "s")
	if name.Text != "games.json" {
		t.Errorf("typing s made %q, want games.json", name.Text)
	}
	name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if len(*got) != 1 || (*got)[0] != "" || c.Overlays().Top() != nil {
		t.Errorf("after Escape: answers %q, dialog still up: %v", *got, c.Overlays().Top() != nil)
	}
}

// The name typed is the name saved: the dialog reads its own field, which
// follows ours, and Enter in ours saves, as in Fyne's own.
func TestTheNameTypedIsSaved(t *testing.T) {
	dir := t.TempDir()
	w, got := showSave(t, dir)
	name := w.Canvas().Focused().(*Entry)
	name.SetText("")
	test.Type(name, "mine.json")
	name.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	want := filepath.Join(dir, "mine.json")
	if len(*got) != 1 || (*got)[0] != want {
		t.Fatalf("saved %q, want %q", *got, want)
	}
	if _, err := os.Stat(want); err != nil {
		t.Errorf("the dialog made no file: %v", err)
	}
}

// A field the dialog fills itself (a click on a file puts its name
// there) shows in ours.
func TestTheDialogsOwnNameShows(t *testing.T) {
	orig := widget.NewEntry()
	enabled := ""
	orig.OnChanged = func(s string) { enabled = s }
	w := test.NewTempWindow(t, widget.NewLabel("workspace"))
	pop := widget.NewModalPopUp(container.NewBorder(nil, nil, nil, widget.NewButton("Save", nil), container.NewHScroll(orig)), w.Canvas())
	pop.Show()
	escapableName(w.Canvas())
	ours, ok := w.Canvas().Focused().(*Entry)
	if !ok {
		t.Fatalf("focused %T", w.Canvas().Focused())
	}
	orig.SetText("other.json")
	if ours.Text != "other.json" {
		t.Errorf("ours shows %q after the dialog wrote other.json", ours.Text)
	}
	ours.SetText("")
	if orig.Text != "" || enabled != "" {
		t.Errorf("emptied ours, the dialog's holds %q (OnChanged saw %q)", orig.Text, enabled)
	}
}
