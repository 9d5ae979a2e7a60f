// Package paint is the small 2D drawing surface every board painter draws
// on. Painters target the Surface interface, so the same code produces the
// on-screen raster (Raster, antialiased into an *image.RGBA that Fyne shows
// without conversion), the editable SVG (SVG) and the printable page
// (PDF, on the paper the user prints on: Paper). No Fyne here.
package paint

import (
	"image/color"
	"math"
)

// Pt is a point in surface units (pixels for a Raster).
type Pt struct{ X, Y float64 }

// Add returns p+q.
func (p Pt) Add(q Pt) Pt { return Pt{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p Pt) Sub(q Pt) Pt { return Pt{p.X - q.X, p.Y - q.Y} }

// Scale returns p*k.
func (p Pt) Scale(k float64) Pt { return Pt{p.X * k, p.Y * k} }

// Lerp returns the point a fraction t of the way from p to q.
func (p Pt) Lerp(q Pt, t float64) Pt { return Pt{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t} }

// Anchor says where text sits horizontally relative to its point; text is
// always centred vertically on the point.
type Anchor int

// Anchors for Surface.Text.
const (
	AnchorCenter Anchor = iota
	AnchorLeft
	AnchorRight
)

// start is where a text of width w anchored at x begins.
func (a Anchor) start(x, w float64) float64 {
	switch a {
	case AnchorCenter:
		return x - w/2
	case AnchorRight:
		return x - w
	}
	return x
}

// Surface is what painters draw on.
type Surface interface {
	// Size is the drawable width and height.
	Size() (w, h float64)
	// FillPolygon fills a closed polygon, antialiased (non-zero winding).
	FillPolygon(pts []Pt, c color.Color)
	// StrokePolyline draws connected segments of the given width with
	// round joins and caps.
	StrokePolyline(pts []Pt, closed bool, width float64, c color.Color)
	// FillCircle fills a disc.
	FillCircle(center Pt, r float64, c color.Color)
	// StrokeCircle draws a ring of the given width centred on radius r.
	StrokeCircle(center Pt, r, width float64, c color.Color)
	// Text draws s with its vertical centre on at.Y; size is the font's
	// pixel height.
	Text(s string, at Pt, size float64, c color.Color, a Anchor)
}

// FillRect fills an axis-aligned rectangle.
func FillRect(s Surface, x, y, w, h float64, c color.Color) {
	s.FillPolygon([]Pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, c)
}

// StrokeRect outlines an axis-aligned rectangle.
func StrokeRect(s Surface, x, y, w, h, width float64, c color.Color) {
	s.StrokePolyline([]Pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}, true, width, c)
}

// RegularPolygon returns the n corners of a regular polygon of circumradius
// r around c, the first corner at angle a0 (radians, clockwise on screen
// since y grows downwards).
func RegularPolygon(c Pt, r float64, n int, a0 float64) []Pt {
	pts := make([]Pt, n)
	for i := range pts {
		a := a0 + 2*math.Pi*float64(i)/float64(n)
		pts[i] = Pt{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return pts
}

// DarkTable is what boards stand on in a dark window: Momentum's surround,
// Dice Wars' sea, Eternity's table, one colour so that the workspaces
// match (a light board's surround stays each one's own).
var DarkTable = Hex("#1d2027")

// Hex parses "#rrggbb" or "#rrggbbaa" into a colour; it is meant for
// palettes written in code, so a malformed string gives opaque magenta,
// which is easy to spot on screen.
func Hex(s string) color.NRGBA {
	var v [4]uint8
	v[3] = 255
	if len(s) != 7 && len(s) != 9 || s[0] != '#' {
		return color.NRGBA{255, 0, 255, 255}
	}
	for i := 0; i < (len(s)-1)/2; i++ {
		hi, ok1 := hexDigit(s[1+2*i])
		lo, ok2 := hexDigit(s[2+2*i])
		if !ok1 || !ok2 {
			return color.NRGBA{255, 0, 255, 255}
		}
		v[i] = hi<<4 | lo
	}
	return color.NRGBA{v[0], v[1], v[2], v[3]}
}

func hexDigit(c byte) (uint8, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// circlePoints approximates a circle by a polygon fine enough that the
// flat sides stay under a quarter pixel from the true curve.
func circlePoints(c Pt, r float64) []Pt {
	n := int(math.Ceil(math.Pi / math.Acos(math.Max(-1, 1-0.25/math.Max(r, 0.25)))))
	n = max(8, min(n, 256))
	return RegularPolygon(c, r, n, 0)
}
