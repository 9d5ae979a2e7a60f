package paint

import (
	"image/color"
	"io"
	"math"
	"strings"

	"golang.org/x/text/encoding/charmap"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/vgpdf"
)

// A4 is the page a PDF prints on, in points (1/72 inch); pdfMargin is
// kept blank all round (15 mm), out of most printers' unprintable band.
const (
	a4Short, a4Long = 595.28, 841.89
	pdfMargin       = 42.52
)

// PrintWidth and PrintHeight are the printable area of a portrait A4 page
// inside its margins, in points: a picture of these proportions fills the
// page, and a picture k times their size prints at k units a point, so
// that a printed page can set its text in points.
const (
	PrintWidth  = a4Short - 2*pdfMargin
	PrintHeight = a4Long - 2*pdfMargin
)

// PDF is a Surface that lays a picture out on one A4 page, portrait or
// landscape as the picture is, scaled to fit within the margins and
// centred: what one prints, as vectors, with the screen's font.
type PDF struct {
	c      *vgpdf.Canvas
	w, h   float64 // the picture's size in its own units
	scale  float64 // points per picture unit
	ox, oy float64 // the picture's bottom-left corner on the page, in points
}

// NewPDF starts a page for a picture of w x h units.
func NewPDF(w, h float64) *PDF {
	pw, ph := a4Short, a4Long
	if w > h {
		pw, ph = ph, pw
	}
	s := math.Min((pw-2*pdfMargin)/w, (ph-2*pdfMargin)/h)
	p := &PDF{c: vgpdf.New(vg.Length(pw), vg.Length(ph)), w: w, h: h, scale: s}
	p.ox, p.oy = (pw-w*s)/2, (ph-h*s)/2
	return p
}

// Size is the picture's size in its own units.
func (p *PDF) Size() (float64, float64) { return p.w, p.h }

// NextPage starts another page of the same size and layout: the picture's
// units keep their size on paper from page to page.
func (p *PDF) NextPage() { p.c.NextPage() }

// WriteTo writes the PDF document.
func (p *PDF) WriteTo(w io.Writer) (int64, error) { return p.c.WriteTo(w) }

// at is picture point q on the page (whose y axis points up).
func (p *PDF) at(q Pt) vg.Point {
	return vg.Point{X: vg.Length(p.ox + q.X*p.scale), Y: vg.Length(p.oy + (p.h-q.Y)*p.scale)}
}

func (p *PDF) path(pts []Pt, closed bool) vg.Path {
	var path vg.Path
	for i, q := range pts {
		if i == 0 {
			path.Move(p.at(q))
		} else {
			path.Line(p.at(q))
		}
	}
	if closed {
		path.Close()
	}
	return path
}

// circle is a closed circle of four cubic Béziers.
func (p *PDF) circle(center Pt, r float64) vg.Path {
	const k = 0.5522847498 // control distance for a quarter circle
	c, rr := p.at(center), vg.Length(r*p.scale)
	kr := rr * k
	var path vg.Path
	path.Move(vg.Point{X: c.X + rr, Y: c.Y})
	path.CubeTo(vg.Point{X: c.X + rr, Y: c.Y + kr}, vg.Point{X: c.X + kr, Y: c.Y + rr}, vg.Point{X: c.X, Y: c.Y + rr})
	path.CubeTo(vg.Point{X: c.X - kr, Y: c.Y + rr}, vg.Point{X: c.X - rr, Y: c.Y + kr}, vg.Point{X: c.X - rr, Y: c.Y})
	path.CubeTo(vg.Point{X: c.X - rr, Y: c.Y - kr}, vg.Point{X: c.X - kr, Y: c.Y - rr}, vg.Point{X: c.X, Y: c.Y - rr})
	path.CubeTo(vg.Point{X: c.X + kr, Y: c.Y - rr}, vg.Point{X: c.X + rr, Y: c.Y - kr}, vg.Point{X: c.X + rr, Y: c.Y})
	path.Close()
	return path
}

// FillPolygon fills a closed polygon (non-zero winding).
func (p *PDF) FillPolygon(pts []Pt, c color.Color) {
	if len(pts) < 3 {
		return
	}
	p.c.SetColor(straight(c))
	p.c.Fill(p.path(pts, true))
}

// StrokePolyline draws connected segments; an open line gets round caps,
// as on screen.
func (p *PDF) StrokePolyline(pts []Pt, closed bool, width float64, c color.Color) {
	if len(pts) < 2 || width <= 0 {
		return
	}
	p.c.SetColor(straight(c))
	p.c.SetLineWidth(vg.Length(width * p.scale))
	p.c.Stroke(p.path(pts, closed))
	if !closed {
		p.c.Fill(p.circle(pts[0], width/2))
		p.c.Fill(p.circle(pts[len(pts)-1], width/2))
	}
}

// FillCircle fills a disc.
func (p *PDF) FillCircle(center Pt, r float64, c color.Color) {
	if r <= 0 {
		return
	}
	p.c.SetColor(straight(c))
	p.c.Fill(p.circle(center, r))
}

// StrokeCircle draws a ring of the given width centred on radius r.
func (p *PDF) StrokeCircle(center Pt, r, width float64, c color.Color) {
	if r <= 0 || width <= 0 {
		return
	}
	p.c.SetColor(straight(c))
	p.c.SetLineWidth(vg.Length(width * p.scale))
	p.c.Stroke(p.circle(center, r))
}

// Text draws s centred vertically on at.Y, in the Go font as on screen.
func (p *PDF) Text(s string, at Pt, size float64, c color.Color, a Anchor) {
	if s == "" || !(size > 0) { // NaN too
		return
	}
	s = printable(s)
	f := pdfFace(vg.Length(size * p.scale))
	x := a.start(at.X, float64(f.Width(s))/p.scale) // measured as printed
	// the cap height centred, as Raster does
	p.c.SetColor(straight(c))
	p.c.FillString(f, p.at(Pt{X: x, Y: at.Y + capHeight*size/2}), winAnsi(s))
}

// printable is s with what the PDF's font encoding (Windows-1252) cannot
// print replaced: French's thin spaces by no-break spaces, any other
// character it lacks (Greek, ≥, emoji) by "?", where it printed the
// font's blank .notdef.
func printable(s string) string {
	s = strings.NewReplacer("\u202f", "\u00a0", "\u2009", " ").Replace(s)
	return strings.Map(func(r rune) rune {
		if _, ok := charmap.Windows1252.EncodeRune(r); !ok {
			return '?'
		}
		return r
	}, s)
}

// winAnsi is printable text s in the Windows-1252 bytes the PDF's
// embedded font is encoded in: vgpdf passes the string's UTF-8 bytes
// through, and each accented letter of a French caption printed as two
// ("Ã©" for "é").
func winAnsi(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		c, _ := charmap.Windows1252.EncodeRune(r)
		b = append(b, c)
	}
	return string(b)
}

// capHeight is the Go font's capital height per unit of size.
const capHeight = 0.729

// pdfFace is the Go font at size, for vgpdf (which embeds it).
func pdfFace(size vg.Length) font.Face {
	return font.Face{Font: font.Font{Typeface: "Go", Size: size}, Face: goRegular()}
}

// straightColor is a colour whose RGBA gives its channels not multiplied
// by its alpha: vgpdf takes RGBA's channels for the PDF's colour and
// applies the alpha again on top, and a half-white veil printed grey.
type straightColor struct{ c color.NRGBA }

func (s straightColor) RGBA() (r, g, b, a uint32) {
	return uint32(s.c.R) * 0x101, uint32(s.c.G) * 0x101, uint32(s.c.B) * 0x101, uint32(s.c.A) * 0x101
}

// straight is c as vgpdf wants it (see straightColor).
func straight(c color.Color) color.Color {
	if c == nil {
		return nil
	}
	return straightColor{color.NRGBAModel.Convert(c).(color.NRGBA)}
}
