package shell

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// navList is the list of workspaces on the left. A click on a row gives it
// the keyboard; choosing another workspace hands the keyboard back
// (OnSelected), but a click on the row already chosen selects nothing,
// and the list went on taking Space and Escape, which it has no use for
// there: Space did not step, Escape did not stop a playing Weave.
//
// The row the keyboard is on is outlined in the focus ring's colour, on
// the chosen row too: Fyne showed it by the mouse's faint hover tint
// (1.14 on light, 1.17 on dark), which the chosen row's colour covered
// altogether. Fyne keeps that row to itself, so the list keeps its own,
// moved by the arrows and put on the workspace shown when the list takes
// the keyboard.
type navList struct {
	widget.List
	shown   func() int // the index of the workspace shown
	at      int        // the row the keyboard is on
	focused bool
}

func newNavList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject), shown func() int) *navList {
	l := &navList{shown: shown}
	l.Length = length
	l.CreateItem = func() fyne.CanvasObject { return container.NewStack(create(), newNavMark()) }
	l.UpdateItem = func(id widget.ListItemID, o fyne.CanvasObject) {
		row := o.(*fyne.Container)
		update(id, row.Objects[0])
		l.setMark(row.Objects[1].(*canvas.Rectangle), id)
	}
	l.ExtendBaseWidget(l)
	return l
}

// newNavMark is a row's outline, shown while the keyboard is on the row.
func newNavMark() *canvas.Rectangle {
	m := canvas.NewRectangle(color.Transparent)
	m.StrokeWidth = 2
	m.Hide()
	return m
}

// setMark shows m, the mark of row id, if the keyboard is on the row.
func (l *navList) setMark(m *canvas.Rectangle, id widget.ListItemID) {
	th := l.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	m.StrokeColor = kit.FocusRingColour(th, v)
	m.CornerRadius = th.Size(theme.SizeNameSelectionRadius)
	m.Hidden = !l.focused || id != l.at
	m.Refresh()
}

// MarksFocus is part of kit.FocusMarker: the row's mark says where the
// keyboard is, a ring round the whole list would not.
func (l *navList) MarksFocus() {}

// FocusGained is part of fyne.Focusable: the keyboard starts on the
// workspace shown. Fyne's own focus tint is left out: on another row
// than the mark (the list's row is Fyne's own), it would say otherwise.
func (l *navList) FocusGained() {
	l.focused = true
	l.at = l.shown()
	l.Refresh()
}

// FocusLost is part of fyne.Focusable.
func (l *navList) FocusLost() {
	l.focused = false
	l.Refresh()
}

// TypedKey moves the keyboard's row with the arrows and chooses it with
// Space; it passes Escape, and Space on the workspace already shown, to
// the workspace.
func (l *navList) TypedKey(k *fyne.KeyEvent) {
	switch {
	case k.Name == fyne.KeyDown && l.at < l.Length()-1:
		l.moveTo(l.at + 1)
	case k.Name == fyne.KeyUp && l.at > 0:
		l.moveTo(l.at - 1)
	case k.Name == fyne.KeySpace && l.at != l.shown():
		l.Select(l.at)
	case k.Name == fyne.KeySpace, k.Name == fyne.KeyEscape:
		l.passOn(k)
	}
}

// moveTo puts the keyboard on row id.
func (l *navList) moveTo(id widget.ListItemID) {
	was := l.at
	l.at = id
	l.ScrollTo(id)
	l.RefreshItem(was)
	l.RefreshItem(id)
}

// passOn gives k to the workspace, and the keyboard with it.
func (l *navList) passOn(k *fyne.KeyEvent) {
	c := fyne.CurrentApp().Driver().CanvasForObject(l)
	if c == nil {
		return
	}
	c.Unfocus()
	if h := c.OnTypedKey(); h != nil {
		h(k)
	}
}
