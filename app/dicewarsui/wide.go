package dicewarsui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"plateau/app/kit"
)

// wide shows a panel picture or list as wide as the panel, and at least w
// wide and h high at the normal interface size, as much larger as the
// interface size of the moment makes the text. (kit.Sized keeps the
// width it is given: in French, where the panel is wider, the pictures
// stopped short of its right edge.)
func wide(o fyne.CanvasObject, w, h float32) *fyne.Container {
	return container.New(&wideLayout{w: w, h: h}, o)
}

// wideLayout is wide's layout; h may change (the tournament's chart has a
// row per strategy).
type wideLayout struct{ w, h float32 }

// MinSize is part of fyne.Layout.
func (l *wideLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	f := kit.UIScale()
	return fyne.NewSize(l.w*f, l.h*f)
}

// Layout is part of fyne.Layout: the object takes the width given and
// its height, at the top left.
func (l *wideLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	s := fyne.NewSize(max(size.Width, l.w*kit.UIScale()), l.h*kit.UIScale())
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}
