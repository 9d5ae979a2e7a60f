package kit

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/render/paint"
)

// BoardView shows a picture painted by a render/ painter and turns mouse
// input into calls in the picture's pixel coordinates, so workspaces can
// hit-test with the same geometry functions their painter uses (HiDPI
// included: one pixel of the picture is one physical pixel).
//
// Paint runs on the UI goroutine each time the view is refreshed or
// resized, so it must be quick (a few milliseconds); workspaces that draw
// something slow render elsewhere and paint the finished image.
type BoardView struct {
	widget.BaseWidget

	// Paint draws the board; the raster is sized to the view in pixels and
	// cleared to the background first.
	Paint func(r *paint.Raster)
	// Background is the colour the raster is cleared to.
	Background color.Color
	// OnResize, if set, is called when the picture's size in pixels has
	// changed (the first time too), before it is painted at it: PixelSize
	// is the new size then. A view framed before it was laid out frames
	// itself again here. It need not refresh the view: Paint follows.
	OnResize func()

	// Input handlers, all optional, in pixel coordinates of the picture.
	OnTap          func(p paint.Pt)
	OnSecondaryTap func(p paint.Pt)
	OnDrag         func(p, delta paint.Pt, button desktop.MouseButton, mod fyne.KeyModifier)
	OnDragEnd      func()
	OnScroll       func(p paint.Pt, dy float64)
	OnMove         func(p paint.Pt, buttons desktop.MouseButton)
	OnMouseDown    func(p paint.Pt, button desktop.MouseButton, mod fyne.KeyModifier)
	OnMouseUp      func(p paint.Pt, button desktop.MouseButton)
	OnMouseOut     func()

	// Keyboard handlers. When either is set, a click on the view gives it
	// the keyboard focus. OnKey returns whether it used the key; keys it
	// leaves (and Space and Escape when it is nil) go on to the window, so
	// the shell's Space and Esc still reach the workspace.
	OnRune func(r rune)
	OnKey  func(ev *fyne.KeyEvent) bool

	raster  *canvas.Raster
	ring    *canvas.Rectangle // outlines the view while the keyboard's Tab has put the focus on it
	clicked bool              // the focus comes from a click: no ring
	shift   bool              // a Shift key is down (while the view has the keyboard)
	surface *paint.Raster
	scale   float32 // pixels per Fyne unit, learnt from the generator
	button  desktop.MouseButton
	mod     fyne.KeyModifier
}

// NewBoardView makes an empty view; set Paint and the handlers, then Refresh.
func NewBoardView() *BoardView {
	v := &BoardView{scale: 1, Background: color.NRGBA{0x20, 0x22, 0x28, 0xff}}
	v.raster = canvas.NewRaster(v.generate)
	v.ring = canvas.NewRectangle(color.Transparent)
	v.ring.StrokeWidth = 3
	v.ring.Hide()
	v.ExtendBaseWidget(v)
	return v
}

// CreateRenderer is part of the fyne.Widget interface.
func (v *BoardView) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(v.raster, v.ring))
}

// MinSize keeps boards from collapsing in tight layouts.
func (v *BoardView) MinSize() fyne.Size { return fyne.NewSize(200, 150) }

// Refresh repaints the board.
func (v *BoardView) Refresh() {
	v.raster.Refresh()
}

// generate is the raster's generator: w and h are physical pixels.
func (v *BoardView) generate(w, h int) image.Image {
	if w <= 0 || h <= 0 {
		return image.NewRGBA(image.Rect(0, 0, 1, 1))
	}
	if s := v.Size(); s.Width > 0 {
		v.scale = float32(w) / s.Width
	}
	if v.surface == nil || v.surface.Img.Bounds().Dx() != w || v.surface.Img.Bounds().Dy() != h {
		v.surface = paint.NewRaster(w, h)
		if v.OnResize != nil {
			v.OnResize()
		}
	}
	v.surface.Clear(v.Background)
	if v.Paint != nil {
		v.Paint(v.surface)
	}
	return v.surface.Img
}

// Image returns the last painted picture (nil before the first paint).
func (v *BoardView) Image() *image.RGBA {
	if v.surface == nil {
		return nil
	}
	return v.surface.Img
}

// PixelSize is the size of the picture in pixels.
func (v *BoardView) PixelSize() (w, h float64) {
	s := v.Size()
	return float64(s.Width * v.scale), float64(s.Height * v.scale)
}

// TextScale is the picture pixels a point of the interface's text takes:
// the screen's density times the interface size (Settings), for text
// drawn on the board that should grow with the text around it.
func (v *BoardView) TextScale() float64 {
	return float64(v.scale) * float64(v.Theme().Size(theme.SizeNameText)) / normalTextSize
}

// normalTextSize is the text size of Fyne's own theme, the normal
// interface size.
const normalTextSize = 14

func (v *BoardView) px(p fyne.Position) paint.Pt {
	return paint.Pt{X: float64(p.X * v.scale), Y: float64(p.Y * v.scale)}
}

// Tapped is part of fyne.Tappable.
func (v *BoardView) Tapped(e *fyne.PointEvent) {
	v.takeFocus()
	if v.OnTap != nil {
		v.OnTap(v.px(e.Position))
	}
}

// TappedSecondary is part of fyne.SecondaryTappable.
func (v *BoardView) TappedSecondary(e *fyne.PointEvent) {
	if v.OnSecondaryTap != nil {
		v.OnSecondaryTap(v.px(e.Position))
	}
}

// Dragged is part of fyne.Draggable.
func (v *BoardView) Dragged(e *fyne.DragEvent) {
	if v.OnDrag != nil {
		d := paint.Pt{X: float64(e.Dragged.DX * v.scale), Y: float64(e.Dragged.DY * v.scale)}
		b := v.button
		if b == 0 {
			b = desktop.MouseButtonPrimary
		}
		v.OnDrag(v.px(e.Position), d, b, v.mod)
	}
}

// DragEnd is part of fyne.Draggable.
func (v *BoardView) DragEnd() {
	if v.OnDragEnd != nil {
		v.OnDragEnd()
	}
}

// Scrolled is part of fyne.Scrollable; dy is normalised so one wheel notch
// is about 1 whatever the platform's scroll speed.
func (v *BoardView) Scrolled(e *fyne.ScrollEvent) {
	if v.OnScroll != nil {
		v.OnScroll(v.px(e.Position), float64(e.Scrolled.DY)/25)
	}
}

// MouseDown is part of desktop.Mouseable: it takes the keyboard and
// remembers the button and modifiers, since drag events carry neither.
func (v *BoardView) MouseDown(e *desktop.MouseEvent) {
	v.takeFocus() // a drag (an orbit, a piece) also takes the keyboard
	v.button, v.mod = e.Button, e.Modifier
	if v.OnMouseDown != nil {
		v.OnMouseDown(v.px(e.Position), e.Button, e.Modifier)
	}
}

// MouseUp is part of desktop.Mouseable.
func (v *BoardView) MouseUp(e *desktop.MouseEvent) {
	v.button, v.mod = 0, 0
	if v.OnMouseUp != nil {
		v.OnMouseUp(v.px(e.Position), e.Button)
	}
}

// MouseIn is part of desktop.Hoverable.
func (v *BoardView) MouseIn(*desktop.MouseEvent) {}

// MouseMoved is part of desktop.Hoverable. Fyne sends no drag events for
// the right button, so right-drag panning is built from these moves.
func (v *BoardView) MouseMoved(e *desktop.MouseEvent) {
	if v.OnMove != nil {
		v.OnMove(v.px(e.Position), e.Button)
	}
}

// MouseOut is part of desktop.Hoverable.
func (v *BoardView) MouseOut() {
	if v.OnMouseOut != nil {
		v.OnMouseOut()
	}
}

// takeFocus gives the keyboard to the board when it takes keys itself, and
// otherwise to the window's handler (Space, Escape), away from whatever had
// it: the window's own click handling leaves the focus where it was when a
// focusable widget is clicked, so after the sidebar or an entry was used,
// Space would have gone on selecting sidebar items or typing spaces.
func (v *BoardView) takeFocus() {
	if fyne.CurrentApp() == nil {
		return
	}
	c := fyne.CurrentApp().Driver().CanvasForObject(v)
	switch {
	case c == nil:
	case v.OnRune == nil && v.OnKey == nil:
		if c.Focused() != nil {
			c.Unfocus()
		}
	case c.Focused() != v:
		v.clicked = true
		c.Focus(v)
	default:
		v.ring.Hide() // the mouse is on the board: the ring has said enough
	}
}

// FocusGained is part of fyne.Focusable: focus that came from the
// keyboard (Tab) outlines the view, as it does a button, or nothing on
// screen would say that the arrows now reach the board. Focus that came
// from a click needs no outline: the click said where the keys go.
func (v *BoardView) FocusGained() {
	if !v.clicked {
		v.ring.StrokeColor = theme.Color(theme.ColorNamePrimary)
		v.ring.Show()
		v.ring.Refresh() // Show alone left the ring undrawn until the next repaint
	}
	v.clicked = false
}

// FocusLost is part of fyne.Focusable.
func (v *BoardView) FocusLost() {
	v.ring.Hide()
	v.shift = false // its KeyUp goes elsewhere
}

// KeyDown is part of desktop.Keyable: it follows the Shift keys, which
// Fyne's key events do not carry (Shift with an arrow is no shortcut),
// and hands the event on to the window, which follows the keys held
// (HeldKeys) and has no key-down of its own while the view has the focus.
func (v *BoardView) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		v.shift = true
	}
	passKeyEvent(v, ev, false)
}

// KeyUp is part of desktop.Keyable; the window has it too, as KeyDown.
func (v *BoardView) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		v.shift = false
	}
	passKeyEvent(v, ev, true)
}

// Shift reports whether a Shift key is down while the view has the
// keyboard, for keys that do something else with Shift.
func (v *BoardView) Shift() bool { return v.shift }

// Outlined reports whether the view shows its keyboard focus ring (for
// tests).
func (v *BoardView) Outlined() bool { return v.ring.Visible() }

// TypedRune is part of fyne.Focusable.
func (v *BoardView) TypedRune(r rune) {
	if v.OnRune != nil {
		v.OnRune(r)
	}
}

// TypedKey is part of fyne.Focusable: keys the workspace does not use go on
// to the window's handler.
func (v *BoardView) TypedKey(ev *fyne.KeyEvent) {
	if v.OnKey != nil && v.OnKey(ev) {
		return
	}
	if c := fyne.CurrentApp().Driver().CanvasForObject(v); c != nil && c.OnTypedKey() != nil {
		c.OnTypedKey()(ev)
	}
}
