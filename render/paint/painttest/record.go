package painttest

import (
	"image/color"
	"math"

	"plateau/render/paint"
)

// Recorder is a paint.Surface that keeps what is drawn on it instead of
// painting it, for tests that check where a painter puts its text and
// lines rather than how they look.
type Recorder struct {
	W, H    float64
	Texts   []Text
	Strokes [][]paint.Pt // the points of every stroked line, ring and outline
}

// Text is a text drawn on a Recorder.
type Text struct {
	S     string
	At    paint.Pt
	Size  float64
	Color color.Color
}

// Size is the recorder's width and height.
func (r *Recorder) Size() (float64, float64) { return r.W, r.H }

// FillPolygon records nothing: fills are backgrounds and cells.
func (r *Recorder) FillPolygon([]paint.Pt, color.Color) {}

// StrokePolyline records the line's points.
func (r *Recorder) StrokePolyline(pts []paint.Pt, _ bool, _ float64, _ color.Color) {
	r.Strokes = append(r.Strokes, append([]paint.Pt(nil), pts...))
}

// FillCircle records nothing, as FillPolygon.
func (r *Recorder) FillCircle(paint.Pt, float64, color.Color) {}

// StrokeCircle records the ring's box.
func (r *Recorder) StrokeCircle(c paint.Pt, rad, _ float64, _ color.Color) {
	r.Strokes = append(r.Strokes, []paint.Pt{{X: c.X - rad, Y: c.Y - rad}, {X: c.X + rad, Y: c.Y + rad}})
}

// Text records the text.
func (r *Recorder) Text(s string, at paint.Pt, size float64, c color.Color, _ paint.Anchor) {
	r.Texts = append(r.Texts, Text{S: s, At: at, Size: size, Color: c})
}

// StrokeBounds is the box around every stroke recorded; ok is false when
// there is none.
func (r *Recorder) StrokeBounds() (lo, hi paint.Pt, ok bool) {
	lo = paint.Pt{X: math.Inf(1), Y: math.Inf(1)}
	hi = paint.Pt{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, line := range r.Strokes {
		for _, q := range line {
			lo = paint.Pt{X: math.Min(lo.X, q.X), Y: math.Min(lo.Y, q.Y)}
			hi = paint.Pt{X: math.Max(hi.X, q.X), Y: math.Max(hi.Y, q.Y)}
		}
	}
	return lo, hi, lo.X <= hi.X
}
