package kit

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// escapableName makes Escape cancel the Fyne save dialog on top of c while
// its file name is being typed, which is how the dialog opens: Fyne's name
// field keeps Escape (the window's handler, which closes dialogs, never
// sees the key), so Escape did nothing there. The field is swapped for an
// Entry of ours, which lets Escape through, mirroring the dialog's own: the
// dialog still reads the name from its field and writes into it (a click
// on a file puts its name there), and the two follow each other. A dialog
// laid out otherwise than found here is left as it is. It returns the
// dialog's own field, which holds the name as typed (nil if not found).
func escapableName(c fyne.Canvas) *widget.Entry {
	pop, ok := c.Overlays().Top().(*widget.PopUp)
	if !ok {
		return nil
	}
	scroll, orig := nameField(pop.Content)
	if orig == nil {
		return nil
	}
	e := NewEntry()
	e.SetPlaceHolder(orig.PlaceHolder)
	e.SetText(orig.Text)
	e.OnSubmitted = orig.OnSubmitted
	e.OnChanged = func(s string) {
		if orig.Text != s {
			orig.SetText(s) // its OnChanged enables Save for a name
		}
	}
	changed := orig.OnChanged
	orig.OnChanged = func(s string) {
		if changed != nil {
			changed(s)
		}
		if e.Text != s {
			e.SetText(s)
		}
	}
	// The cursor stands after the name, before its extension: typing or
	// Backspace changes the name and keeps the file's type.
	e.CursorColumn = len([]rune(strings.TrimSuffix(e.Text, filepath.Ext(e.Text))))
	scroll.Content = e
	scroll.Refresh()
	c.Focus(e)
	return orig
}

// typedPath is the path a save dialog's name field means, given the path
// Fyne made of it (joined to the folder shown): a full path typed there,
// "/tmp/x.pdf" or "~/x.pdf" (in the home folder), is that path, where
// Fyne put it under the folder shown ("cannot write /folder/tmp/x.pdf").
func typedPath(joined, name string) string {
	if rest, ok := strings.CutPrefix(name, "~"+string(filepath.Separator)); ok || name == "~" {
		if home, err := os.UserHomeDir(); err == nil {
			return filepath.Join(home, rest)
		}
	}
	if filepath.IsAbs(name) {
		return filepath.Clean(name)
	}
	return joined
}

// nameField finds the Fyne entry sitting alone in a scroll container under
// o, walking containers as DismissDialog's helpers do: the save dialog's
// file name.
func nameField(o fyne.CanvasObject) (*container.Scroll, *widget.Entry) {
	switch x := o.(type) {
	case *container.Scroll:
		if e, ok := x.Content.(*widget.Entry); ok {
			return x, e
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			if s, e := nameField(c); e != nil {
				return s, e
			}
		}
	}
	return nil, nil
}

// Fyne's save dialog asks before replacing a file, and says a folder
// cannot be replaced, in English whatever the language: these are its
// words (Fyne 2.7's dialog/file.go).
const (
	fyneOverwrite     = "Overwrite?"
	fyneOverwriteText = "Are you sure you want to overwrite the file\n"
	fyneNoOverwrite   = "Cannot overwrite"
	fyneNoOverwriteTx = "Files cannot replace a directory,\ncheck the file name and try again"
)

// translatedReplace makes the save dialog on top of c ask in the user's
// language: its Save button (which Enter in the name field taps too) is
// wrapped to put our words into the question it may raise. A dialog laid
// out otherwise than found here is left as it is.
func translatedReplace(c fyne.Canvas) {
	pop, ok := c.Overlays().Top().(*widget.PopUp)
	if !ok {
		return
	}
	save := buttonLabelled(pop.Content, lang.L("Save"))
	if save == nil || save.OnTapped == nil {
		return
	}
	tapped := save.OnTapped
	save.OnTapped = func() {
		before := c.Overlays().Top()
		tapped()
		if q, ok := c.Overlays().Top().(*widget.PopUp); ok && q != before {
			translateLabels(q.Content)
		}
	}
}

// translateLabels puts our words in the labels of Fyne's questions under o.
func translateLabels(o fyne.CanvasObject) {
	switch x := o.(type) {
	case *widget.Label:
		switch {
		case x.Text == fyneOverwrite:
			x.SetText(lang.L("Replace the file?"))
		case strings.HasPrefix(x.Text, fyneOverwriteText):
			name := strings.TrimSuffix(strings.TrimPrefix(x.Text, fyneOverwriteText), "?")
			x.SetText(fmt.Sprintf(lang.L("%s already exists. Replace it?"), name))
		case x.Text == fyneNoOverwrite:
			x.SetText(lang.L("A folder has that name"))
		case x.Text == fyneNoOverwriteTx:
			x.SetText(lang.L("A folder cannot be replaced by a file: choose another name."))
		}
	case *fyne.Container:
		for _, c := range x.Objects {
			translateLabels(c)
		}
	}
}
