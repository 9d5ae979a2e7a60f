package dicewarsui

import (
	"image"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	rd "plateau/render/dicewars"
	"plateau/render/paint"
)

// seatMark shows a seat's mark (render/dicewars.MarkShape) in its colour,
// where the panel used to show a dot: by a name in the players table, by
// whose turn it is, by a move in the log. The map writes the same mark by
// each dice count, so a person who cannot tell the colours apart still
// finds whose land is whose. A widget round a raster: Fyne's painters know
// a raster by its type, not one wrapped in a struct of ours.
type seatMark struct {
	widget.BaseWidget
	seat   int
	raster *canvas.Raster
}

func newSeatMark(seat int) *seatMark {
	m := &seatMark{seat: seat}
	m.raster = canvas.NewRaster(func(w, h int) image.Image {
		r := paint.NewRaster(max(w, 1), max(h, 1))
		bg := theme.Color(theme.ColorNameBackground)
		at := paint.Pt{X: float64(w) / 2, Y: float64(h) / 2}
		for _, edge := range []bool{true, false} {
			drawMark(r, m.seat, at, float64(min(w, h))*0.36, bg, edge)
		}
		return r.Img
	})
	m.ExtendBaseWidget(m)
	return m
}

// CreateRenderer is part of fyne.Widget.
func (m *seatMark) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(m.raster)
}

// SetSeat shows seat p's mark.
func (m *seatMark) SetSeat(p int) {
	if m.seat == p {
		return
	}
	m.seat = p
	m.raster.Refresh()
}

// drawMark draws player p's mark, about 2 radius across in its colour, with
// a casing where the colour alone would not stand out on bg, in two passes
// as strokeLine: the casing when edge is set, the mark when it is not. A
// mark with no casing is drawn a little larger, to weigh as much as a
// cased one.
func drawMark(r paint.Surface, p int, at paint.Pt, radius float64, bg color.Color, edge bool) {
	c := rd.PlayerColor(p)
	e, cased := casing(c, bg)
	switch {
	case edge && cased:
		rd.DrawMark(r, p, at, radius, e, e, radius*0.45)
	case !edge && cased:
		rd.DrawMark(r, p, at, radius, c, nil, 0)
	case !edge:
		rd.DrawMark(r, p, at, radius*1.1, c, nil, 0)
	}
}
