package kit

import (
	"image/color"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Fyne shows that a button or a select has the keyboard only by a tint of
// its fill (an entry by a thin line of a colour near its unfocused one), and no tint can both set the control off by 3 (WCAG's for a
// focus indicator) and leave its label readable (4.5): measured at 1.28
// on a primary button, 1.6-2.5 on the others. The ring does it: a line
// of its own colour (ColorNameFocusRing) around the focused control, 9
// or more on every surface a control stands on (TestFocusCanBeSeen).

// FocusRing is the line OutlineFocus draws around the focused control: a
// layer of no size of its own, stacked over the controls it outlines.
type FocusRing struct {
	widget.BaseWidget
	line *canvas.Rectangle
}

// NewFocusRing is a ring outlining nothing yet.
func NewFocusRing() *FocusRing {
	r := &FocusRing{line: canvas.NewRectangle(color.Transparent)}
	r.line.Hide()
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer is part of fyne.Widget.
func (r *FocusRing) CreateRenderer() fyne.WidgetRenderer { return ringRenderer{r} }

// ringRenderer leaves the line where outline put it: the layer's own
// size (the window's, a dialog's content) says nothing of where it goes.
// A refresh repaints through the ring: the line, hidden when the window
// was last painted, is not known to it, and its own refresh was lost
// (the first ring in a dialog never showed).
type ringRenderer struct{ r *FocusRing }

func (ringRenderer) Layout(fyne.Size)               {}
func (ringRenderer) MinSize() fyne.Size             { return fyne.Size{} }
func (x ringRenderer) Refresh()                     { x.r.line.Refresh(); canvas.Refresh(x.r) }
func (x ringRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{x.r.line} }
func (ringRenderer) Destroy()                       {}

// The line: ringWidth wide, its outer edge ringGap outside the control,
// inside the padding Fyne keeps between two controls (4).
const (
	ringWidth = 2
	ringGap   = 3
)

// outline puts the line around o, a control under root, or takes it away
// for nil or for one its scrolls show none of.
func (r *FocusRing) outline(o, root fyne.CanvasObject) {
	at, shown := r.placeOf(o)
	var pos fyne.Position
	var size fyne.Size
	if shown {
		at, size = bounds(o, at)
		pos, size = at.SubtractXY(ringGap, ringGap), size.AddWidthHeight(2*ringGap, 2*ringGap)
		pos, size, shown = r.clip(pos, size, o, root)
	}
	if !shown {
		if r.line.Visible() {
			r.line.Hide()
			r.Refresh()
		}
		return
	}
	th := r.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	ink := FocusRingColour(th, v)
	if r.line.Visible() && r.line.Position() == pos && r.line.Size() == size && r.line.StrokeColor == ink {
		return // a repaint ten times a second for nothing
	}
	r.line.StrokeColor = ink
	r.line.StrokeWidth = ringWidth
	r.line.CornerRadius = th.Size(theme.SizeNameInputRadius) + ringGap
	r.line.Move(pos)
	r.line.Resize(size)
	r.line.Show()
	r.Refresh()
}

// bounds is the part of o, standing at at, that the ring goes round: a
// link laid out wider than its text (About's) is ringed round its text.
func bounds(o fyne.CanvasObject, at fyne.Position) (fyne.Position, fyne.Size) {
	size := o.Size()
	h, ok := o.(*widget.Hyperlink)
	if !ok || h.MinSize().Width >= size.Width {
		return at, size
	}
	room := size.Width - h.MinSize().Width
	switch h.Alignment {
	case fyne.TextAlignCenter:
		at.X += room / 2
	case fyne.TextAlignTrailing:
		at.X += room
	}
	return at, fyne.NewSize(h.MinSize().Width, size.Height)
}

// placeOf is where o stands from the ring's layer, and whether it shows:
// Fyne finds only objects shown, and puts the others at the origin,
// where no control of Plateau's that takes a ring stands.
func (r *FocusRing) placeOf(o fyne.CanvasObject) (fyne.Position, bool) {
	if o == nil || !o.Visible() || fyne.CurrentApp() == nil {
		return fyne.Position{}, false
	}
	d := fyne.CurrentApp().Driver()
	abs := d.AbsolutePositionForObject(o)
	if abs.IsZero() {
		return fyne.Position{}, false
	}
	return abs.Subtract(d.AbsolutePositionForObject(r)), true
}

// clip is the part of the ring at pos, size round o that the scroll
// containers under root holding o show, and whether it rings some of o:
// the ring lies over the whole window, and a control scrolled out of a
// side panel kept its ring over the status bar below.
func (r *FocusRing) clip(pos fyne.Position, size fyne.Size, o, root fyne.CanvasObject) (fyne.Position, fyne.Size, bool) {
	d := fyne.CurrentApp().Driver()
	origin := d.AbsolutePositionForObject(r)
	x0, y0, x1, y1 := pos.X, pos.Y, pos.X+size.Width, pos.Y+size.Height
	eachScroll(root, func(s *container.Scroll) {
		if !holds(s.Content, o) {
			return
		}
		at := d.AbsolutePositionForObject(s).Subtract(origin)
		x0, y0 = max(x0, at.X), max(y0, at.Y)
		x1, y1 = min(x1, at.X+s.Size().Width), min(y1, at.Y+s.Size().Height)
	})
	// more than the gap: some of o itself shows
	shown := x1-x0 > 2*ringGap && y1-y0 > 2*ringGap
	return fyne.NewPos(x0, y0), fyne.NewSize(x1-x0, y1-y0), shown
}

// FocusMarker is a control that shows its own keyboard focus, which
// OutlineFocus leaves alone (the workspace list marks its row).
type FocusMarker interface{ MarksFocus() }

// marksOwnFocus reports whether f shows its focus itself: a board rings
// itself, a FocusMarker says so. An entry is ringed: its own mark, its
// 1 px outline turning the primary colour, stood out by 1.24 from the
// unfocused one and 2.6 from its surround (3 wanted), so that focus was
// told mostly by the caret.
func marksOwnFocus(f fyne.Focusable) bool {
	if _, ok := f.(*BoardView); ok {
		return true
	}
	_, ok := f.(FocusMarker)
	return ok
}

// outlineEvery is how often OutlineFocus looks where the focus is: Fyne
// tells nobody when it moves (Tab, a click, a dialog that opens). A tenth
// of a second is about as soon as the eye looks for it after a Tab; the
// looks wake an idle window ten times a second (FollowFocus's, about
// eight a second, were measured at 0.4 % of a core).
const outlineEvery = 100 * time.Millisecond

// OutlineFocus keeps ring, stacked over canvas c's content, around the
// control that has c's keyboard, and a ring of their own around the
// focused control of Fyne's dialogs, until stop is called; once stop
// returns, no more looks are queued. It looks through Do, on the UI
// goroutine.
func OutlineFocus(c fyne.Canvas, ring *FocusRing) (stop func()) {
	return lookEvery(outlineEvery, func() { outlineFocus(c, ring) })
}

// outlineFocus puts the rings where c's focus is now: the content's ring
// around a control of the content, a dialog's around one of the dialog.
func outlineFocus(c fyne.Canvas, ring *FocusRing) {
	var o fyne.CanvasObject
	if f := c.Focused(); f != nil && !marksOwnFocus(f) {
		o, _ = f.(fyne.CanvasObject)
	}
	top := c.Overlays().Top()
	if top == nil {
		ring.outline(o, c.Content())
		return
	}
	ring.outline(nil, nil) // the keyboard is the pop-up's
	if r := dialogRing(top); r != nil {
		r.outline(o, top)
	}
}

// dialogRing is the ring of the Fyne dialog that is pop-up o, stacked over
// the dialog's content on first use, or nil for a pop-up of another kind
// (a menu, a file dialog). A Fyne dialog lays out, in this order, its
// icon, background, content, buttons and title (see DismissDialog): the
// ring goes with the content, under the buttons, so that it shows round
// them, where they leave the background, and the five stay five.
func dialogRing(o fyne.CanvasObject) *FocusRing {
	pop, ok := o.(*widget.PopUp)
	if !ok {
		return nil
	}
	box, ok := pop.Content.(*fyne.Container)
	if !ok || len(box.Objects) != 5 {
		return nil
	}
	if held, ok := box.Objects[2].(*fyne.Container); ok && len(held.Objects) == 2 {
		if r, ok := held.Objects[1].(*FocusRing); ok {
			return r
		}
	}
	r := NewFocusRing()
	box.Objects[2] = container.NewStack(box.Objects[2], r)
	box.Refresh()
	return r
}
