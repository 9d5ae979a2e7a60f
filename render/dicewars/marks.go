package dicewars

import (
	"image/color"
	"math"

	"plateau/render/paint"
)

// Each seat has a mark, a shape drawn beside its dice counts on the map,
// by its name in the panel and on its line in the chart: eight colours
// cannot all stay apart for people who confuse red and green (or blue and
// yellow), and a shape says whose land it is without colour. The shapes
// are the filled markers plotting libraries use (matplotlib's o ^ s D *
// P v X), so that they stay apart when a few pixels high: the default
// game's four seats have the four simplest.
var marks = [...]func(at paint.Pt, r float64) []paint.Pt{
	circleMark,
	func(at paint.Pt, r float64) []paint.Pt { return triangleMark(at, r, -1) },
	squareMark,
	diamondMark,
	starMark,
	func(at paint.Pt, r float64) []paint.Pt { return crossMark(at, r, 0) },
	func(at paint.Pt, r float64) []paint.Pt { return triangleMark(at, r, 1) },
	func(at paint.Pt, r float64) []paint.Pt { return crossMark(at, r, math.Pi/4) },
}

// MarkShape is seat p's mark as a polygon centred on at, about 2r across
// (a circle for a seat outside 0..7). The shapes are sized to differ
// when a few pixels wide, not to share a circumradius: a circle and a
// square of one width differ only in their corners, so the circle is the
// smaller.
func MarkShape(p int, at paint.Pt, r float64) []paint.Pt {
	if p < 0 || p >= len(marks) {
		return circleMark(at, r)
	}
	return marks[p](at, r)
}

// DrawMark paints seat p's mark centred on at, about 2r across, in fill,
// edged in edge when width is above 0: the edge is drawn first, wider, so
// the shape keeps its size and shows on a background of any colour.
func DrawMark(s paint.Surface, p int, at paint.Pt, r float64, fill, edge color.Color, width float64) {
	shape := MarkShape(p, at, r)
	if width > 0 {
		s.StrokePolyline(shape, true, width, edge)
	}
	s.FillPolygon(shape, fill)
}

func circleMark(at paint.Pt, r float64) []paint.Pt {
	return paint.RegularPolygon(at, r*0.8, 24, 0)
}

func squareMark(at paint.Pt, r float64) []paint.Pt {
	return paint.RegularPolygon(at, r*1.27, 4, math.Pi/4)
}

func diamondMark(at paint.Pt, r float64) []paint.Pt {
	return paint.RegularPolygon(at, r*1.27, 4, 0)
}

// triangleMark points up (dir -1) or down (dir 1); its centre of gravity
// sits a little off at, so that its box, not its corners, is centred.
func triangleMark(at paint.Pt, r float64, dir float64) []paint.Pt {
	c := paint.Pt{X: at.X, Y: at.Y - dir*r*0.2}
	return paint.RegularPolygon(c, r*1.25, 3, dir*math.Pi/2)
}

// starMark is a five-pointed star, its inner corners at under half the
// distance of its outer ones: deep enough to be no pentagon when small,
// not so deep that its points thin out.
func starMark(at paint.Pt, r float64) []paint.Pt {
	outer := paint.RegularPolygon(paint.Pt{X: at.X, Y: at.Y + r*0.08}, r*1.2, 5, -math.Pi/2)
	inner := paint.RegularPolygon(paint.Pt{X: at.X, Y: at.Y + r*0.08}, r*0.55, 5, -math.Pi/2+math.Pi/5)
	pts := make([]paint.Pt, 0, 10)
	for i := range outer {
		pts = append(pts, outer[i], inner[i])
	}
	return pts
}

// crossMark is a plus turned by angle, its arms under a third of its
// width thick: thinner, a plus would be a diamond when small.
func crossMark(at paint.Pt, r float64, angle float64) []paint.Pt {
	a, b := r*1.1, r*0.3 // half the length and half the thickness of an arm
	unit := []paint.Pt{{X: -b, Y: -a}, {X: b, Y: -a}, {X: b, Y: -b}, {X: a, Y: -b}, {X: a, Y: b}, {X: b, Y: b},
		{X: b, Y: a}, {X: -b, Y: a}, {X: -b, Y: b}, {X: -a, Y: b}, {X: -a, Y: -b}, {X: -b, Y: -b}}
	sin, cos := math.Sincos(angle)
	pts := make([]paint.Pt, len(unit))
	for i, u := range unit {
		pts[i] = paint.Pt{X: at.X + u.X*cos - u.Y*sin, Y: at.Y + u.X*sin + u.Y*cos}
	}
	return pts
}

// SeatBadge writes label after seat p's mark on a pill of colour bg. The
// pill begins where a round badge centred on at would and grows to the
// right, away from the dice it stands beside, moved in whole where it
// would cross the picture's edge; size is the text's pixel height.
func SeatBadge(s paint.Surface, at paint.Pt, size float64, p int, label string, bg, fg color.Color) {
	r := size * 0.62  // the pill's half height, a round badge's radius
	mr := size * 0.34 // the mark, about as high as the digits
	gap := size * 0.2
	tw := paint.TextWidth(label, size)
	w := 2*mr + gap + tw // what the pill holds
	half := max(0, w/2-r*0.4)
	mid := at.X + half
	mid, at.Y = within(s, paint.Pt{X: mid, Y: at.Y}, half+r, r)
	s.StrokePolyline([]paint.Pt{{X: mid - half, Y: at.Y}, {X: mid + half, Y: at.Y}}, false, 2*r, bg)
	x0 := mid - w/2
	DrawMark(s, p, paint.Pt{X: x0 + mr, Y: at.Y}, mr, fg, nil, 0)
	s.Text(label, paint.Pt{X: x0 + 2*mr + gap + tw/2, Y: at.Y}, size, fg, paint.AnchorCenter)
}

// within moves a badge centred on at, reaching rx across and ry down on
// either side of it, into the picture with a pixel to spare: on the
// largest maps the margin round the land, a cell or two, is narrower
// than a badge, whose size is floored in points, and the counts of
// territories at the map's right edge were cut off. A badge larger than
// the picture keeps its top left corner in.
func within(s paint.Surface, at paint.Pt, rx, ry float64) (x, y float64) {
	w, h := s.Size()
	in := func(c, reach, side float64) float64 {
		const spare = 1
		return max(reach+spare, min(c, side-reach-spare))
	}
	return in(at.X, rx, w), in(at.Y, ry, h)
}
