package paint

import (
	"image/color"
	"io"
	"math"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/goregular"
)

// PDF is a Surface that lays a picture out on a page of its paper,
// portrait or landscape as the picture is, scaled to fit within the margins and
// centred: what one prints, as vectors, with the screen's font.
type PDF struct {
	doc    *fpdf.Fpdf
	w, h   float64 // the picture's size in its own units
	scale  float64 // points per picture unit
	ox, oy float64 // the picture's top-left corner on the page, in points
}

// pdfFont is the family the Go font is embedded as. It is embedded as a
// Unicode font (a subset of the glyphs printed, with their Unicode
// values for copying text out): the Windows-1252 encoding of a simple
// font printed a Polish, Greek or Russian name as "?".
const pdfFont = "Go"

// NewPDF starts a page of paper for a picture of w x h units, in a
// document titled title (on one line, "Plateau" when empty; see
// docTitle): the title a viewer shows, where it showed the file name or
// "Untitled".
func NewPDF(paper Paper, w, h float64, title string) *PDF {
	pw, ph := paper.Size()
	if w > h {
		pw, ph = ph, pw
	}
	s := math.Min((pw-2*pdfMargin)/w, (ph-2*pdfMargin)/h)
	doc := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: pw, Ht: ph}})
	doc.SetMargins(0, 0, 0)
	doc.SetAutoPageBreak(false, 0)
	// The Surface draws round joins and caps, as the screen does.
	doc.SetLineCapStyle("round")
	doc.SetLineJoinStyle("round")
	doc.AddUTF8FontFromBytes(pdfFont, "", goregular.TTF)
	setInfo(doc, title, time.Now())
	doc.AddPage()
	p := &PDF{doc: doc, w: w, h: h, scale: s}
	p.ox, p.oy = (pw-w*s)/2, (ph-h*s)/2
	return p
}

// Size is the picture's size in its own units.
func (p *PDF) Size() (float64, float64) { return p.w, p.h }

// NextPage starts another page of the same size and layout: the picture's
// units keep their size on paper from page to page.
func (p *PDF) NextPage() { p.doc.AddPage() }

// WriteTo writes the PDF document.
func (p *PDF) WriteTo(w io.Writer) (int64, error) {
	c := &countingWriter{w: w}
	err := p.doc.Output(c)
	return c.n, err
}

// countingWriter counts what fpdf writes, which WriteTo returns.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += int64(n)
	return n, err
}

// at is picture point q on the page, in points from its top-left corner
// (as fpdf counts, y down as in the picture).
func (p *PDF) at(q Pt) (x, y float64) {
	return p.ox + q.X*p.scale, p.oy + q.Y*p.scale
}

// path traces pts, for a DrawPath.
func (p *PDF) path(pts []Pt, closed bool) {
	for i, q := range pts {
		if i == 0 {
			p.doc.MoveTo(p.at(q))
		} else {
			p.doc.LineTo(p.at(q))
		}
	}
	if closed {
		p.doc.ClosePath()
	}
}

// setColor makes c the colour of what is drawn next: fpdf takes the
// straight channels and the alpha apart.
func (p *PDF) setColor(c color.Color) {
	if c == nil {
		c = color.Black
	}
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	r, g, b := int(n.R), int(n.G), int(n.B)
	p.doc.SetFillColor(r, g, b)
	p.doc.SetDrawColor(r, g, b)
	p.doc.SetTextColor(r, g, b)
	p.doc.SetAlpha(float64(n.A)/0xff, "Normal")
}

// FillPolygon fills a closed polygon (non-zero winding).
func (p *PDF) FillPolygon(pts []Pt, c color.Color) {
	if len(pts) < 3 {
		return
	}
	p.setColor(c)
	p.path(pts, true)
	p.doc.DrawPath("F")
}

// StrokePolyline draws connected segments, with round joins and caps.
func (p *PDF) StrokePolyline(pts []Pt, closed bool, width float64, c color.Color) {
	if len(pts) < 2 || width <= 0 {
		return
	}
	p.setColor(c)
	p.doc.SetLineWidth(width * p.scale)
	p.path(pts, closed)
	p.doc.DrawPath("D")
}

// FillCircle fills a disc.
func (p *PDF) FillCircle(center Pt, r float64, c color.Color) {
	if r <= 0 {
		return
	}
	p.setColor(c)
	x, y := p.at(center)
	p.doc.Circle(x, y, r*p.scale, "F")
}

// StrokeCircle draws a ring of the given width centred on radius r.
func (p *PDF) StrokeCircle(center Pt, r, width float64, c color.Color) {
	if r <= 0 || width <= 0 {
		return
	}
	p.setColor(c)
	p.doc.SetLineWidth(width * p.scale)
	x, y := p.at(center)
	p.doc.Circle(x, y, r*p.scale, "D")
}

// Text draws s centred vertically on at.Y, in the Go font as on screen.
func (p *PDF) Text(s string, at Pt, size float64, c color.Color, a Anchor) {
	if s == "" || !(size > 0) { // NaN too
		return
	}
	s = printable(s)
	p.doc.SetFont(pdfFont, "", size*p.scale)
	x := a.start(at.X, p.doc.GetStringWidth(s)/p.scale) // measured as printed
	p.setColor(c)
	// the cap height centred, as Raster does
	px, py := p.at(Pt{X: x, Y: at.Y + capHeight*size/2})
	p.doc.Text(px, py, s)
}

// capHeight is the Go font's capital height per unit of size.
const capHeight = 0.729
