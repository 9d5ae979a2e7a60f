package eternityui

import (
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	game "plateau/games/eternity"
	draw "plateau/render/eternity"
	"plateau/render/paint"
)

// swatchPixels is the size the swatch pictures are drawn at; the image
// scales them to the swatch's size on screen.
const swatchPixels = 64

// swatch is a colour of the palette: a piece of that colour all round with
// the colour's number, ringed when it is the brush, in red when the
// colour breaks law 2 by sitting on both frame and inner edges.
type swatch struct {
	widget.BaseWidget
	c     game.Color
	img   *canvas.Image
	ring  *canvas.Rectangle
	mixed bool
	onTap func(game.Color)
}

func newSwatch(c game.Color, sw game.Swatch, mixed bool, onTap func(game.Color)) *swatch {
	r := paint.NewRaster(swatchPixels, swatchPixels)
	pal := game.Palette{game.GreySwatch}
	for len(pal) <= int(c) {
		pal = append(pal, sw)
	}
	q := draw.Square{Size: swatchPixels}
	draw.DrawPiece(r, game.Piece{c, c, c, c}, q, pal)
	r.FillCircle(q.Center(), swatchPixels*0.2, color.NRGBA{0xff, 0xff, 0xff, 0xe0})
	r.Text(strconv.Itoa(int(c)), q.Center(), swatchPixels*0.24, draw.Outline, paint.AnchorCenter)
	s := &swatch{c: c, img: canvas.NewImageFromImage(r.Img), ring: canvas.NewRectangle(color.Transparent), mixed: mixed, onTap: onTap}
	s.img.FillMode = canvas.ImageFillContain
	s.img.ScaleMode = canvas.ImageScaleSmooth
	s.setSelected(false)
	s.ExtendBaseWidget(s)
	return s
}

// CreateRenderer is part of fyne.Widget.
func (s *swatch) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(container.NewStack(s.img, s.ring))
}

// MinSize is the swatch's size.
func (s *swatch) MinSize() fyne.Size { return fyne.NewSize(swatchSize, swatchSize) }

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
