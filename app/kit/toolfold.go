package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// foldLayout lays a toolbar over all its room, showing the labels of its
// labelled buttons (NewToolLabel) when they fit and their icons alone when
// they do not, and asks only for the room of the icons. Eternity's four
// labelled buttons set the window's least width: in French at the Larger
// size, or at Larger with desktop scaling, the window grew past the edge
// of the screen, its close button and the Rules button out of reach. A
// folded button keeps its tip, which names it and its key.
type foldLayout struct{ bar *widget.Toolbar }

// foldable wraps tb so that its labels fold when it is narrow; anything
// else is returned as it is.
func foldable(toolbar fyne.CanvasObject) fyne.CanvasObject {
	tb, ok := toolbar.(*widget.Toolbar)
	if !ok {
		return toolbar
	}
	return &fyne.Container{Layout: foldLayout{bar: tb}, Objects: []fyne.CanvasObject{tb}}
}

// labelled returns the toolbar's shown buttons that have a label.
func (l foldLayout) labelled() []*ToolAction {
	var out []*ToolAction
	for _, it := range l.bar.Items {
		if a, ok := it.(*ToolAction); ok && a.label != "" && a.button.Visible() {
			out = append(out, a)
		}
	}
	return out
}

// MinSize is part of fyne.Layout: the toolbar's size with every label
// folded, whether they are folded at the moment or not (a minimum that
// changed with the folding would fold and unfold the labels in turn).
func (l foldLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	s := l.bar.MinSize()
	for _, a := range l.labelled() {
		if !a.folded {
			s.Width -= a.labelRoom()
		}
	}
	return s
}

// Layout is part of fyne.Layout.
func (l foldLayout) Layout(_ []fyne.CanvasObject, size fyne.Size) {
	buttons := l.labelled()
	need := l.MinSize(nil).Width
	for _, a := range buttons {
		need += a.labelRoom()
	}
	changed := false
	for _, a := range buttons {
		changed = a.fold(size.Width < need) || changed
	}
	if changed {
		// the toolbar lays its items out again only when its size
		// changes, and the buttons' widths just did
		l.bar.Resize(fyne.Size{})
	}
	l.bar.Move(fyne.NewPos(0, 0))
	l.bar.Resize(size)
}

// fold shows the button's icon alone, or with its label again; it says
// whether that changed anything.
func (a *ToolAction) fold(folded bool) bool {
	if a.folded == folded {
		return false
	}
	a.folded = folded
	a.showLabel()
	return true
}

// showLabel puts the label on the button unless it is folded.
func (a *ToolAction) showLabel() {
	text := a.label
	if a.folded {
		text = ""
	}
	if a.button.Text != text {
		a.button.SetText(text)
	}
}

// SetLabel changes the label of a button made by NewToolLabel; it shows
// once the toolbar has room for it.
func (a *ToolAction) SetLabel(label string) {
	a.label = label
	a.showLabel()
}

// Label returns the button's label, folded or not.
func (a *ToolAction) Label() string { return a.label }

// Folded says whether the toolbar shows the button's icon alone for want
// of room.
func (a *ToolAction) Folded() bool { return a.folded }

// labelRoom is the width the label adds to the button, measured on a
// button like it at the sizes of the theme of the moment (the interface
// size changes them).
func (a *ToolAction) labelRoom() float32 {
	key := roomKey{a.label, theme.TextSize(), theme.Padding(), theme.InnerPadding()}
	if a.room.key != key {
		with := widget.NewButtonWithIcon(a.label, a.button.Icon, nil).MinSize().Width
		without := widget.NewButtonWithIcon("", a.button.Icon, nil).MinSize().Width
		a.room = measured{key, with - without}
	}
	return a.room.width
}

// roomKey is what the room a label takes depends on.
type roomKey struct {
	label                   string
	text, pad, innerPadding float32
}

// measured is a label's room, with what it was measured for.
type measured struct {
	key   roomKey
	width float32
}
