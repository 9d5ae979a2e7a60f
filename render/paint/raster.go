package paint

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// Raster is a Surface backed by an *image.RGBA, antialiased.
type Raster struct {
	Img *image.RGBA
	z   vector.Rasterizer
}

// NewRaster returns a w x h raster cleared to transparent.
func NewRaster(w, h int) *Raster {
	return &Raster{Img: image.NewRGBA(image.Rect(0, 0, max(w, 0), max(h, 0)))}
}

// Size returns the image size in pixels.
func (r *Raster) Size() (float64, float64) {
	b := r.Img.Bounds()
	return float64(b.Dx()), float64(b.Dy())
}

// Clear fills the whole image with c.
func (r *Raster) Clear(c color.Color) {
	draw.Draw(r.Img, r.Img.Bounds(), image.NewUniform(c), image.Point{}, draw.Src)
}

// FillPolygon fills pts, antialiased.
func (r *Raster) FillPolygon(pts []Pt, c color.Color) {
	r.fill([][]Pt{pts}, c)
}

// fill rasterises several subpaths in one pass, so that overlapping pieces
// of one shape (stroke segments and their round joins) blend once. Every
// subpath is first turned to the same orientation: the rasteriser sums
// signed coverage, and opposite windings would cancel.
func (r *Raster) fill(paths [][]Pt, c color.Color) {
	minX, minY := math.Inf(1), math.Inf(1)
	maxX, maxY := math.Inf(-1), math.Inf(-1)
	for _, p := range paths {
		for _, q := range p {
			minX, maxX = math.Min(minX, q.X), math.Max(maxX, q.X)
			minY, maxY = math.Min(minY, q.Y), math.Max(maxY, q.Y)
		}
	}
	box := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1)
	box = box.Intersect(r.Img.Bounds())
	if box.Empty() {
		return
	}
	r.z.Reset(box.Dx(), box.Dy())
	ox, oy := float64(box.Min.X), float64(box.Min.Y)
	for _, p := range paths {
		if len(p) < 3 {
			continue
		}
		reverse := signedArea(p) < 0
		at := func(i int) Pt {
			if reverse {
				return p[len(p)-1-i]
			}
			return p[i]
		}
		q := at(0)
		r.z.MoveTo(float32(q.X-ox), float32(q.Y-oy))
		for i := 1; i < len(p); i++ {
			q = at(i)
			r.z.LineTo(float32(q.X-ox), float32(q.Y-oy))
		}
		r.z.ClosePath()
	}
	r.z.DrawOp = draw.Over
	r.z.Draw(r.Img, box, image.NewUniform(c), image.Point{})
}

func signedArea(p []Pt) float64 {
	var a float64
	for i := range p {
		j := (i + 1) % len(p)
		a += p[i].X*p[j].Y - p[j].X*p[i].Y
	}
	return a / 2
}

// StrokePolyline draws the segments as quads with round joins and caps.
func (r *Raster) StrokePolyline(pts []Pt, closed bool, width float64, c color.Color) {
	r.fill(strokePaths(pts, closed, width), c)
}

// strokePaths turns a polyline into filled subpaths: one quad per segment
// and one disc per vertex (round joins and caps).
func strokePaths(pts []Pt, closed bool, width float64) [][]Pt {
	if len(pts) == 0 || width <= 0 {
		return nil
	}
	h := width / 2
	var paths [][]Pt
	n := len(pts)
	segs := n - 1
	if closed && n > 2 {
		segs = n
	}
	for i := 0; i < segs; i++ {
		a, b := pts[i], pts[(i+1)%n]
		d := b.Sub(a)
		l := math.Hypot(d.X, d.Y)
		if l == 0 {
			continue
		}
		nx, ny := -d.Y/l*h, d.X/l*h
		paths = append(paths, []Pt{{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny}})
	}
	// Joins only matter once the width shows corners; thin lines skip them
	// to keep grids of many strokes cheap.
	if width >= 1.5 {
		for _, p := range pts {
			paths = append(paths, circlePoints(p, h))
		}
	}
	return paths
}

// FillCircle fills a disc.
func (r *Raster) FillCircle(center Pt, radius float64, c color.Color) {
	if radius <= 0 {
		return
	}
	r.FillPolygon(circlePoints(center, radius), c)
}

// StrokeCircle draws a ring as the difference of two discs: the inner
// circle is wound the other way so its coverage cancels.
func (r *Raster) StrokeCircle(center Pt, radius, width float64, c color.Color) {
	outer := circlePoints(center, radius+width/2)
	inner := circlePoints(center, math.Max(0, radius-width/2))
	// Reverse inner so that, after fill's orientation fix-up of the outer
	// ring, the inner ring winds the opposite way. fill only re-orients
	// subpaths individually, so draw the ring as one polygon with a seam.
	ring := make([]Pt, 0, len(outer)+len(inner)+2)
	ring = append(ring, outer...)
	ring = append(ring, outer[0], inner[0])
	for i := len(inner) - 1; i >= 0; i-- {
		ring = append(ring, inner[i])
	}
	ring = append(ring, inner[0])
	r.fill([][]Pt{ring}, c)
}

var (
	fontOnce sync.Once
	goFont   *opentype.Font
	faceMu   sync.Mutex
	faces    = map[int]font.Face{}
)

// goRegular is the Go Regular font, parsed once.
func goRegular() *opentype.Font {
	fontOnce.Do(func() {
		f, err := opentype.Parse(goregular.TTF)
		if err != nil {
			panic("paint: embedded Go font does not parse: " + err.Error())
		}
		goFont = f
	})
	return goFont
}

// face returns the Go Regular face at a pixel size rounded to a quarter
// pixel; faces are cached because building one costs far more than drawing.
func face(size float64) font.Face {
	goRegular()
	key := int(math.Round(size * 4))
	faceMu.Lock()
	defer faceMu.Unlock()
	if f, ok := faces[key]; ok {
		return f
	}
	f, err := opentype.NewFace(goFont, &opentype.FaceOptions{Size: float64(key) / 4, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic("paint: cannot make font face: " + err.Error())
	}
	faces[key] = f
	return f
}

// TextWidth is the advance width of s at the given pixel size.
func TextWidth(s string, size float64) float64 {
	if !(size > 0) { // NaN too
		return 0
	}
	return float64(font.MeasureString(face(size), s)) / 64
}

// Text draws s centred vertically on at.Y.
func (r *Raster) Text(s string, at Pt, size float64, c color.Color, a Anchor) {
	if s == "" || !(size > 0) { // NaN too
		return
	}
	f := face(size)
	faceMu.Lock() // opentype faces are not safe for concurrent use
	defer faceMu.Unlock()
	m := f.Metrics()
	x := a.start(at.X, float64(font.MeasureString(f, s))/64)
	// Centre the cap height rather than ascent+descent: digits and capitals
	// then sit visually centred in cells.
	capH := float64(m.CapHeight) / 64
	if capH <= 0 {
		capH = float64(m.Ascent) / 64 * 0.7
	}
	y := at.Y + capH/2
	d := font.Drawer{Dst: r.Img, Src: image.NewUniform(c), Face: f, Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(y * 64)}}
	d.DrawString(s)
}
