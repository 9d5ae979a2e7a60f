package eternityui

import (
	"image"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	game "plateau/games/eternity"
	draw "plateau/render/eternity"
	"plateau/render/paint"
)

// swatch is a colour of the palette: a piece of that colour all round with
// the colour's number, ringed when it is the brush, in red when the
// colour breaks law 2 by sitting on both frame and inner edges. It is
// drawn at its size in the screen's pixels, swatchSize at the normal
// interface size and as much larger as the interface size makes the
// text.
type swatch struct {
	widget.BaseWidget
	c     game.Color
	img   *canvas.Raster
	ring  *canvas.Rectangle
	mixed bool
	onTap func(game.Color)
}

func newSwatch(c game.Color, sw game.Swatch, mixed bool, onTap func(game.Color)) *swatch {
	s := &swatch{c: c, ring: canvas.NewRectangle(color.Transparent), mixed: mixed, onTap: onTap}
	s.img = canvas.NewRaster(func(w, h int) image.Image { return swatchPicture(c, sw, min(w, h)) })
	s.setSelected(false)
	s.ExtendBaseWidget(s)
	return s
}

// swatchPicture is the swatch of colour c, side pixels square: the
// piece, and the colour's number (which C and the keyboard paint with)
// on a white disc, the digits about four tenths of the side high.
func swatchPicture(c game.Color, sw game.Swatch, side int) image.Image {
	r := paint.NewRaster(side, side)
	pal := game.Palette{game.GreySwatch}
	for len(pal) <= int(c) {
		pal = append(pal, sw)
	}
	q := draw.Square{Size: float64(side)}
	draw.DrawPiece(r, game.Piece{c, c, c, c}, q, pal)
	r.FillCircle(q.Center(), q.Size*swatchDisc, color.NRGBA{0xff, 0xff, 0xff, 0xe0})
	r.Text(strconv.Itoa(int(c)), q.Center(), q.Size*swatchText, draw.Outline, paint.AnchorCenter)
	return r.Img
}

// The swatch's disc radius and text size, in swatch sides: two digits fit
// the disc. (The text was 0.24 of the side, its digits 6 pixels high at
// the normal size.)
const (
	swatchDisc = 0.33
	swatchText = 0.5
)

// swatchSide is a swatch's side at the interface size of the moment.
func swatchSide() float32 { return swatchSize * kit.UIScale() }

// CreateRenderer is part of fyne.Widget.
func (s *swatch) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(s.img, s.ring))
}

// MinSize is the swatch's size.
func (s *swatch) MinSize() fyne.Size { return fyne.NewSquareSize(swatchSide()) }

// Tapped is part of fyne.Tappable: the colour becomes the brush.
func (s *swatch) Tapped(*fyne.PointEvent) {
	if s.onTap != nil {
		s.onTap(s.c)
	}
}

// Cursor is part of desktop.Cursorable.
func (s *swatch) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (s *swatch) setSelected(on bool) {
	switch {
	case on:
		s.ring.StrokeColor, s.ring.StrokeWidth = draw.Selection, 4
	case s.mixed:
		s.ring.StrokeColor, s.ring.StrokeWidth = draw.Mismatch, 2
	default:
		s.ring.StrokeColor, s.ring.StrokeWidth = color.Transparent, 0
	}
	s.ring.Refresh()
}

// problemRow is one law problem in the side panel; a click highlights its
// pieces on the board.
type problemRow struct {
	widget.BaseWidget
	label    *widget.Label
	bg       *canvas.Rectangle
	selected bool
	hovered  bool
	onTap    func()
}

func newProblemRow(text string, onTap func()) *problemRow {
	r := &problemRow{label: wrapped(text), bg: canvas.NewRectangle(color.Transparent), onTap: onTap}
	r.bg.CornerRadius = 4
	r.ExtendBaseWidget(r)
	return r
}

// CreateRenderer is part of fyne.Widget.
func (r *problemRow) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(r.bg, r.label))
}

// Tapped is part of fyne.Tappable.
func (r *problemRow) Tapped(*fyne.PointEvent) {
	if r.onTap != nil {
		r.onTap()
	}
}

// MouseIn is part of desktop.Hoverable.
func (r *problemRow) MouseIn(*desktop.MouseEvent) { r.hovered = true; r.paintBackground() }

// MouseMoved is part of desktop.Hoverable.
func (r *problemRow) MouseMoved(*desktop.MouseEvent) {}

// MouseOut is part of desktop.Hoverable.
func (r *problemRow) MouseOut() { r.hovered = false; r.paintBackground() }

// Cursor is part of desktop.Cursorable.
func (r *problemRow) Cursor() desktop.Cursor { return desktop.PointerCursor }

func (r *problemRow) setSelected(on bool) {
	if r.selected != on {
		r.selected = on
		r.paintBackground()
	}
}

func (r *problemRow) paintBackground() {
	switch {
	case r.selected:
		r.bg.FillColor = theme.Color(theme.ColorNameSelection)
	case r.hovered:
		r.bg.FillColor = theme.Color(theme.ColorNameHover)
	default:
		r.bg.FillColor = color.Transparent
	}
	r.bg.Refresh()
}

// swatchGrid lays a row of the palette out as a grid wrap does, in square
// cells a swatch's side wide (and the + button in one), but of the side
// at the interface size of the moment: a GridWrap's cell is fixed when
// it is made, and the swatches stayed 34 wide at Larger.
type swatchGrid struct{ rows int }

func (g *swatchGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	side, pad := swatchSide(), theme.Padding()
	cols := max(1, int((size.Width+pad)/(side+pad)))
	g.rows = 0
	i := 0
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		if i%cols == 0 {
			g.rows++
		}
		o.Move(fyne.NewPos(float32(i%cols)*(side+pad), float32(i/cols)*(side+pad)))
		o.Resize(fyne.NewSquareSize(side))
		i++
	}
}

// MinSize is one cell wide, as high as the rows of the last layout.
func (g *swatchGrid) MinSize([]fyne.CanvasObject) fyne.Size {
	side, rows := swatchSide(), float32(max(g.rows, 1))
	return fyne.NewSize(side, rows*side+(rows-1)*theme.Padding())
}

// oneLine lays out its one object a line of bold text high at least, empty
// too: an empty label takes no height in the window (it does in tests), and
// the Score section's state line coming and going moved the Solver's
// buttons under the pointer between the two clicks of a double-click.
type oneLine struct{}

func (oneLine) MinSize(objs []fyne.CanvasObject) fyne.Size {
	m := objs[0].MinSize()
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{Bold: true}).Height + 2*theme.InnerPadding()
	return fyne.NewSize(m.Width, max(m.Height, line))
}

func (oneLine) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Move(fyne.Position{})
	objs[0].Resize(size)
}
