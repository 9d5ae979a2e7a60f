package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// ToolbarDivider parts groups of toolbar buttons with a short line in the
// theme's input-border grey. Fyne's ToolbarSeparator draws a line the
// full height of the bar in the text colour: white on the dark variant,
// the loudest thing in the window.
type ToolbarDivider struct{}

// NewToolbarDivider returns a divider to append to a toolbar.
func NewToolbarDivider() *ToolbarDivider { return &ToolbarDivider{} }

// ToolbarObject is part of widget.ToolbarItem.
func (*ToolbarDivider) ToolbarObject() fyne.CanvasObject {
	d := &divider{}
	d.ExtendBaseWidget(d)
	return d
}

// divider is the line a ToolbarDivider shows.
type divider struct{ widget.BaseWidget }

// CreateRenderer is part of fyne.Widget.
func (d *divider) CreateRenderer() fyne.WidgetRenderer {
	r := &dividerRenderer{d: d, line: &canvas.Rectangle{}}
	r.Refresh()
	return r
}

type dividerRenderer struct {
	d    *divider
	line *canvas.Rectangle
}

func (r *dividerRenderer) Layout(size fyne.Size) {
	th := r.d.Theme()
	w := th.Size(theme.SizeNameSeparatorThickness)
	inset := th.Size(theme.SizeNameInnerPadding) // the icons' own margin: the line is as tall as they are
	r.line.Resize(fyne.NewSize(w, max(size.Height-2*inset, 0)))
	r.line.Move(fyne.NewPos((size.Width-w)/2, inset))
}

func (r *dividerRenderer) MinSize() fyne.Size {
	th := r.d.Theme()
	return fyne.NewSize(th.Size(theme.SizeNamePadding)+th.Size(theme.SizeNameSeparatorThickness), 0)
}

func (r *dividerRenderer) Refresh() {
	r.line.FillColor = r.d.Theme().Color(theme.ColorNameInputBorder, fyne.CurrentApp().Settings().ThemeVariant())
	r.line.Refresh()
}

func (r *dividerRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.line} }
func (r *dividerRenderer) Destroy()                     {}
