package kit

import (
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"
)

// places are the places of the Fyne file dialog's side bar in the user's
// language, by the English name Fyne gives them whatever the language
// (Fyne 2.7's dialog/file.go and file_unix.go; Movies on macOS).
func places() map[string]string {
	return map[string]string{
		"Home": lang.L("Home folder"), "Computer": lang.L("Computer"), "Desktop": lang.L("Desktop"),
		"Documents": lang.L("Documents"), "Downloads": lang.L("Downloads"), "Music": lang.L("Music"),
		"Pictures": lang.L("Pictures"), "Videos": lang.L("Videos"), "Movies": lang.L("Movies"),
	}
}

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
	split := firstIn[*container.Split](pop.Content)
	if split == nil {
		return
	}
	list, ok := split.Leading.(*widget.List)
	if !ok || list.CreateItem == nil || list.UpdateItem == nil {
		return
	}
	names, longest := places(), ""
	for _, t := range names {
		if utf8.RuneCountInString(t) > utf8.RuneCountInString(longest) {
			longest = t
		}
	}
	create, update := list.CreateItem, list.UpdateItem
	list.CreateItem = func() fyne.CanvasObject {
		item := create()
		if l := firstIn[*widget.Label](item); l != nil {
			l.Text = longest
		}
		return item
	}
	list.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
		update(id, item)
		if l := firstIn[*widget.Label](item); l != nil {
			if t, ok := names[l.Text]; ok {
				l.SetText(t)
			}
		}
	}
	list.Refresh()
	split.Refresh()
}
