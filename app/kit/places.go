package kit

import (
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// placeText is a place of the Fyne file dialog's side bar in the user's
// language: Fyne names them in English whatever the language, with these
// words (Fyne 2.7's dialog/file.go and file_unix.go; Movies on macOS).
func placeText(fyneName string) (string, bool) {
	switch fyneName {
	case "Home":
		return lang.L("Home folder"), true
	case "Computer":
		return lang.L("Computer"), true
	case "Desktop":
		return lang.L("Desktop"), true
	case "Documents":
		return lang.L("Documents"), true
	case "Downloads":
		return lang.L("Downloads"), true
	case "Music":
		return lang.L("Music"), true
	case "Pictures":
		return lang.L("Pictures"), true
	case "Videos":
		return lang.L("Videos"), true
	case "Movies":
		return lang.L("Movies"), true
	}
	return "", false
}

// placeNames are the English names of the side bar's places.
var placeNames = []string{"Home", "Computer", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos", "Movies"}

// translatedPlaces puts the side bar of the Fyne file dialog on top of c
// in French: the list's rows are filled by Fyne with its English names
// each time they are shown, so the list's own filling is wrapped to
// relabel them, as translatedReplace wraps the Save button; and the row
// the list is measured by holds the longest name, so that none is cut.
// English keeps Fyne's words. A dialog laid out otherwise than found here
// is left as it is.
func translatedPlaces(c fyne.Canvas) {
	if CurrentLanguage() != "fr" {
		return
	}
	pop, ok := c.Overlays().Top().(*widget.PopUp)
	if !ok {
		return
	}
	split := splitIn(pop.Content)
	if split == nil {
		return
	}
	list, ok := split.Leading.(*widget.List)
	if !ok || list.CreateItem == nil || list.UpdateItem == nil {
		return
	}
	longest := ""
	for _, n := range placeNames {
		if t, _ := placeText(n); utf8.RuneCountInString(t) > utf8.RuneCountInString(longest) {
			longest = t
		}
	}
	create, update := list.CreateItem, list.UpdateItem
	list.CreateItem = func() fyne.CanvasObject {
		item := create()
		if l := labelIn(item); l != nil {
			l.Text = longest
		}
		return item
	}
	list.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
		update(id, item)
		if l := labelIn(item); l != nil {
			if t, ok := placeText(l.Text); ok {
				l.SetText(t)
			}
		}
	}
	list.Refresh()
	split.Refresh()
}

// splitIn finds the first split container under o: the file dialog's,
// its places on the leading side.
func splitIn(o fyne.CanvasObject) *container.Split {
	switch x := o.(type) {
	case *container.Split:
		return x
	case *fyne.Container:
		for _, c := range x.Objects {
			if s := splitIn(c); s != nil {
				return s
			}
		}
	}
	return nil
}

// labelIn finds the first label under o: a place's name in its row.
func labelIn(o fyne.CanvasObject) *widget.Label {
	switch x := o.(type) {
	case *widget.Label:
		return x
	case *fyne.Container:
		for _, c := range x.Objects {
			if l := labelIn(c); l != nil {
				return l
			}
		}
	}
	return nil
}
