package shell

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// navList is the list of workspaces on the left. A click on a row gives it
// the keyboard; choosing another workspace hands the keyboard back
// (OnSelected), but a click on the row already chosen selects nothing,
// and the list went on taking Space and Escape, which it has no use for
// there: Space did not step, Escape did not stop a playing Weave.
type navList struct {
	widget.List
	shown func() int // the index of the workspace shown
}

func newNavList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject), shown func() int) *navList {
	l := &navList{shown: shown}
	l.Length, l.CreateItem, l.UpdateItem = length, create, update
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey passes Escape, and Space that would choose the workspace
// already shown, to the workspace; arrows and Space on another row
// still move through the list and choose.
func (l *navList) TypedKey(k *fyne.KeyEvent) {
	before := l.shown()
	if k.Name != fyne.KeyEscape {
		l.List.TypedKey(k)
		if k.Name != fyne.KeySpace || l.shown() != before {
			return
		}
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(l)
	if c == nil {
		return
	}
	c.Unfocus()
	if h := c.OnTypedKey(); h != nil {
		h(k)
	}
}
