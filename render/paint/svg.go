package paint

import (
	"bytes"
	"fmt"
	"image/color"
	"io"
	"math"
	"strings"
)

// SVG is a Surface that records the drawing as an SVG document, for print.
type SVG struct {
	w, h float64
	dpi  float64 // user units an inch on paper; 0 for none said
	body bytes.Buffer
}

// NewSVG starts an SVG document of w x h user units, with no size on
// paper (a viewer takes a unit for a 96th of an inch).
func NewSVG(w, h float64) *SVG { return &SVG{w: w, h: h} }

// NewSVGAt is NewSVG for a document that prints at dpi units an inch, its
// width and height in millimetres, as a PNG of as many pixels says in its
// pHYs: without, the same board printed two thirds as wide from the SVG.
func NewSVGAt(w, h, dpi float64) *SVG { return &SVG{w: w, h: h, dpi: dpi} }

// Size returns the document size.
func (s *SVG) Size() (float64, float64) { return s.w, s.h }

// WriteTo writes the complete document.
func (s *SVG) WriteTo(w io.Writer) (int64, error) {
	var b bytes.Buffer
	width, height := num(s.w), num(s.h)
	if s.dpi > 0 {
		width, height = num(s.w/s.dpi*25.4)+"mm", num(s.h/s.dpi*25.4)+"mm"
	}
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s">`+"\n", width, height, num(s.w), num(s.h))
	b.Write(s.body.Bytes())
	b.WriteString("</svg>\n")
	return b.WriteTo(w)
}

func num(v float64) string {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return "0"
	}
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" || s == "" {
		return "0"
	}
	return s
}

// paintAttr renders a colour as an SVG paint plus opacity attribute.
func paintAttr(attr string, c color.Color) string {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	out := fmt.Sprintf(`%s="#%02x%02x%02x"`, attr, n.R, n.G, n.B)
	if n.A != 255 {
		out += fmt.Sprintf(` %s-opacity="%s"`, attr, num(float64(n.A)/255))
	}
	return out
}

func points(pts []Pt) string {
	var b strings.Builder
	for i, p := range pts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(num(p.X))
		b.WriteByte(',')
		b.WriteString(num(p.Y))
	}
	return b.String()
}

// FillPolygon records a filled polygon.
func (s *SVG) FillPolygon(pts []Pt, c color.Color) {
	if len(pts) < 3 {
		return
	}
	fmt.Fprintf(&s.body, `<polygon points="%s" %s/>`+"\n", points(pts), paintAttr("fill", c))
}

// StrokePolyline records a stroked polyline with round joins and caps.
func (s *SVG) StrokePolyline(pts []Pt, closed bool, width float64, c color.Color) {
	if len(pts) < 2 {
		return
	}
	tag := "polyline"
	if closed {
		tag = "polygon"
	}
	fmt.Fprintf(&s.body, `<%s points="%s" fill="none" %s stroke-width="%s" stroke-linejoin="round" stroke-linecap="round"/>`+"\n",
		tag, points(pts), paintAttr("stroke", c), num(width))
}

// FillCircle records a disc.
func (s *SVG) FillCircle(center Pt, r float64, c color.Color) {
	fmt.Fprintf(&s.body, `<circle cx="%s" cy="%s" r="%s" %s/>`+"\n", num(center.X), num(center.Y), num(r), paintAttr("fill", c))
}

// StrokeCircle records a ring.
func (s *SVG) StrokeCircle(center Pt, r, width float64, c color.Color) {
	fmt.Fprintf(&s.body, `<circle cx="%s" cy="%s" r="%s" fill="none" %s stroke-width="%s"/>`+"\n",
		num(center.X), num(center.Y), num(r), paintAttr("stroke", c), num(width))
}

// Text records a text element, centred vertically on at.Y.
func (s *SVG) Text(str string, at Pt, size float64, c color.Color, a Anchor) {
	if str == "" || !(size > 0) {
		return
	}
	anchor := "middle"
	switch a {
	case AnchorLeft:
		anchor = "start"
	case AnchorRight:
		anchor = "end"
	}
	var esc bytes.Buffer
	xmlEscape(&esc, str)
	// The layout measured the text in the Go font, which a viewer seldom
	// has: textLength holds it to that width in the font the viewer picks
	// (in DejaVu Sans, a Rikudo caption ran past both edges).
	fmt.Fprintf(&s.body, `<text x="%s" y="%s" font-family="Go, Helvetica, Arial, sans-serif" font-size="%s" text-anchor="%s" dominant-baseline="central" textLength="%s" lengthAdjust="spacingAndGlyphs" %s>%s</text>`+"\n",
		num(at.X), num(at.Y), num(size), anchor, num(TextWidth(str, size)), paintAttr("fill", c), esc.String())
}

func xmlEscape(b *bytes.Buffer, s string) {
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&quot;")
		default:
			b.WriteRune(r)
		}
	}
}
