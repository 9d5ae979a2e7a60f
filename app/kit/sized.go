package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
)

// UIScale is how much larger than Fyne's own the theme of the moment draws
// its text: the interface size chosen in Settings (1 at the normal size).
func UIScale() float32 {
	return theme.TextSize() / theme.DefaultTheme().Size(theme.SizeNameText)
}

// Sized shows o w wide and h high (h 0: as high as o asks) at the normal
// interface size, and as much larger or smaller as the interface size of
// the moment makes the text: a column of numbers, a short field or a
// picture keeps room for what it holds when Settings changes the size,
// where a fixed size (a GridWrap) would cut its text.
func Sized(o fyne.CanvasObject, w, h float32) *fyne.Container {
	return container.New(sizedLayout{w: w, h: h}, o)
}

type sizedLayout struct{ w, h float32 }

func (l sizedLayout) size(objs []fyne.CanvasObject) fyne.Size {
	f := UIScale()
	s := fyne.NewSize(l.w*f, l.h*f)
	if l.h == 0 && len(objs) > 0 {
		s.Height = objs[0].MinSize().Height
	}
	return s
}

// MinSize is part of fyne.Layout.
func (l sizedLayout) MinSize(objs []fyne.CanvasObject) fyne.Size { return l.size(objs) }

// Layout is part of fyne.Layout: the object takes the size, at the top
// left, as in a GridWrap of one cell.
func (l sizedLayout) Layout(objs []fyne.CanvasObject, _ fyne.Size) {
	s := l.size(objs)
	for _, o := range objs {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(s)
	}
}
