package paint

import "image/color"

// Scaled is surface S drawn in units of K of its own: a picture laid out
// in a window's units (a panel's chart, 26 units a row) painted at the
// screen's pixels, K of them a unit on a HiDPI screen. Its Size is S's
// divided by K; every coordinate, width, radius and font size is
// multiplied by K on its way to S.
type Scaled struct {
	S Surface
	K float64
}

// Size is S's size in units of K.
func (s Scaled) Size() (float64, float64) {
	w, h := s.S.Size()
	return w / s.K, h / s.K
}

func (s Scaled) pts(p []Pt) []Pt {
	out := make([]Pt, len(p))
	for i, q := range p {
		out[i] = s.pt(q)
	}
	return out
}

func (s Scaled) pt(q Pt) Pt { return Pt{X: q.X * s.K, Y: q.Y * s.K} }

// FillPolygon fills pts, scaled.
func (s Scaled) FillPolygon(pts []Pt, c color.Color) { s.S.FillPolygon(s.pts(pts), c) }

// StrokePolyline strokes pts, scaled, with the width scaled.
func (s Scaled) StrokePolyline(pts []Pt, closed bool, width float64, c color.Color) {
	s.S.StrokePolyline(s.pts(pts), closed, width*s.K, c)
}

// FillCircle fills a disc, scaled.
func (s Scaled) FillCircle(center Pt, r float64, c color.Color) {
	s.S.FillCircle(s.pt(center), r*s.K, c)
}

// StrokeCircle strokes a ring, scaled.
func (s Scaled) StrokeCircle(center Pt, r, width float64, c color.Color) {
	s.S.StrokeCircle(s.pt(center), r*s.K, width*s.K, c)
}

// Text draws s at a scaled place and size.
func (s Scaled) Text(text string, at Pt, size float64, c color.Color, a Anchor) {
	s.S.Text(text, s.pt(at), size*s.K, c, a)
}
