package painttest

import (
	"image/color"
	"math"

	"plateau/render/paint"
)

// InkBox is a paint.Surface of W x H units that keeps the box round all
// it is given to draw (fills, lines with half their width, discs, texts
// as wide as paint.TextWidth measures them and their size high), for
// tests that check a printed page keeps inside its paper's margins: a
// PDF scales the surface to the printable area, so ink outside 0..W x
// 0..H is ink in the margins or off the sheet.
type InkBox struct {
	W, H   float64
	Lo, Hi paint.Pt
	inked  bool
}

// Size is the surface's width and height.
func (b *InkBox) Size() (float64, float64) { return b.W, b.H }

// Outside reports whether anything was drawn beyond the surface by more
// than slack units.
func (b *InkBox) Outside(slack float64) bool {
	return b.inked && (b.Lo.X < -slack || b.Lo.Y < -slack || b.Hi.X > b.W+slack || b.Hi.Y > b.H+slack)
}

func (b *InkBox) add(lo, hi paint.Pt) {
	if !b.inked {
		b.Lo, b.Hi, b.inked = lo, hi, true
		return
	}
	b.Lo = paint.Pt{X: math.Min(b.Lo.X, lo.X), Y: math.Min(b.Lo.Y, lo.Y)}
	b.Hi = paint.Pt{X: math.Max(b.Hi.X, hi.X), Y: math.Max(b.Hi.Y, hi.Y)}
}

func (b *InkBox) addPoints(pts []paint.Pt, pad float64) {
	for _, q := range pts {
		b.add(paint.Pt{X: q.X - pad, Y: q.Y - pad}, paint.Pt{X: q.X + pad, Y: q.Y + pad})
	}
}

// FillPolygon takes in the polygon's corners.
func (b *InkBox) FillPolygon(pts []paint.Pt, _ color.Color) { b.addPoints(pts, 0) }

// StrokePolyline takes in the line's points, widened by half its width.
func (b *InkBox) StrokePolyline(pts []paint.Pt, _ bool, width float64, _ color.Color) {
	b.addPoints(pts, width/2)
}

// FillCircle takes in the disc's box.
func (b *InkBox) FillCircle(c paint.Pt, r float64, _ color.Color) {
	b.addPoints([]paint.Pt{c}, r)
}

// StrokeCircle takes in the ring's box, widened by half its width.
func (b *InkBox) StrokeCircle(c paint.Pt, r, width float64, _ color.Color) {
	b.addPoints([]paint.Pt{c}, r+width/2)
}

// Text takes in the text's box, anchored as the surfaces set it.
func (b *InkBox) Text(s string, at paint.Pt, size float64, _ color.Color, a paint.Anchor) {
	if s == "" || !(size > 0) {
		return
	}
	w := paint.TextWidth(s, size)
	x := at.X
	switch a {
	case paint.AnchorCenter:
		x -= w / 2
	case paint.AnchorRight:
		x -= w
	}
	b.add(paint.Pt{X: x, Y: at.Y - size/2}, paint.Pt{X: x + w, Y: at.Y + size/2})
}
