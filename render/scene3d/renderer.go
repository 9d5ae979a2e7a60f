package scene3d

import (
	"image"
	"image/color"
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// Options are the per-frame settings of Render.
type Options struct {
	Palette   Palette
	Scale     float32 // device pixels per logical pixel (2 on a HiDPI screen): sizes in pixels scale with it
	PointSize float32 // radius of a point in world units (a link is 1 unit long in the seed's lattice)
	LinkWidth float32 // width of a link in logical pixels
	Fog       float32 // 0..1: how far the farthest things fade into the background
	Current   int     // index of the point drawn as current (being expanded), -1 for none
	Selected  int     // index of the point ringed as selected, -1 for none
	Gizmo     bool    // draw the axes gizmo in the bottom-left corner
	// Stride draws one point and one link in Stride (0 and 1: all), the
	// current and selected points always: a frame of a huge lattice that
	// keeps up with an orbit, the whole drawn once the view rests.
	Stride int
	// Discs, above 0, draws the discs of the first Discs points only (and
	// only those Pick and Screen know): the others are ends of links, as
	// in a Compact.
	Discs int
	// Outline, when not transparent, edges what the frame shows with a
	// line of its colour (see Crowded).
	Outline color.RGBA
}

// DefaultOptions returns the Weave workspace's settings at scale 1.
func DefaultOptions() Options {
	return Options{Palette: DefaultPalette, Scale: 1, PointSize: 0.17, LinkWidth: 1.3, Fog: 0.55,
		Current: -1, Selected: -1, Gizmo: true}
}

// maxSide bounds the image: tile coordinates are packed in bytes.
const maxSide = 256 * tileW

// Renderer draws scenes into one reused image. Once warmed up (a first frame
// of the same size and about the same scene), a frame allocates nothing.
// A Renderer is not safe for concurrent use; it paints a frame's tiles on
// goroutines of its own besides the caller's (see tilePool).
type Renderer struct {
	img    *image.RGBA
	pool   *tilePool        // the tile painters, started by the first frame
	bgRow  [4 * tileW]uint8 // a row of background pixels, for tiles with nothing to draw
	pts    []projPoint
	labels labels

	// The draw list: prims and their depth keys, in scene order.
	prims []prim
	keys  []uint16
	boxes []uint32 // the tiles a prim touches (see tileBox)

	// Tiles: tile t paints binned[tileStart[t]:tileStart[t+1]] (with keys
	// binKeys[...]) once sorted.
	binned    []prim
	binKeys   []uint16
	tileStart []int32
	tileFill  []int32

	nPoints int
	limit   int // the points past it are only ends of links (Options.Discs)
	// stride, cur and sel are the last frame's Stride, Current and
	// Selected: at a stride only what it draws is projected (coarse.go)
	stride, cur, sel int
	live             []int32 // at a stride, the points projected
	current          int     // the point drawn as current in the last frame, or -1
	currentR         float32 // ... and its radius there, bigger than its projPoint's
	zmin, zmax       float32
	lineWidth        float32
	m                mgl32.Mat4 // the matrix of the last frame
	w, h             int
	near             float32
	background       bool // paints on one goroutine fewer (NewBackgroundRenderer)
}

// projPoint is a point on screen: pixel position, depth (the clip w, the
// distance along the view direction) and radius in pixels. z < near marks a
// point behind the camera.
type projPoint struct {
	x, y, z, r float32
	box        uint32 // the tiles its disc and the ends of its links touch (see tileBox)
	link       uint32 // the colour word of a link whose far end it is, fogged (see prim)
	key        uint16 // its depth as a sort key (see depthScale)
	fog        uint8  // its fog, in 1/256ths
	out        uint8  // where it lies out of the frame (see outLeft)
}

// Bits of projPoint.out: a point beyond an edge of the frame (by more than
// its radius), or behind the camera. A link whose ends share a bit is out.
const (
	outLeft = 1 << iota
	outRight
	outTop
	outBottom
	outBehind
)

// NewRenderer returns a renderer; its first frame allocates the buffers.
func NewRenderer() *Renderer { return &Renderer{} }

// NewBackgroundRenderer returns a renderer for frames painted while the
// UI goroutine goes on: it paints on one goroutine fewer than the CPUs
// allow, leaving one to the window. With every CPU painting the whole
// frame of four million points, the window's own frames waited a second.
func NewBackgroundRenderer() *Renderer { return &Renderer{background: true} }

// Image returns the image of the last frame (nil before the first).
func (r *Renderer) Image() *image.RGBA { return r.img }

// Render draws scene s seen by cam into a w x h image and returns it (nil
// options: DefaultOptions). The image is the renderer's own and is
// overwritten by the next Render.
func (r *Renderer) Render(cam *Camera, s *Scene, w, h int, o *Options) *image.RGBA {
	if o == nil {
		d := DefaultOptions()
		o = &d
	}
	w, h = min(max(w, 1), maxSide), min(max(h, 1), maxSide)
	if r.img == nil || r.img.Rect.Dx() != w || r.img.Rect.Dy() != h {
		r.img = image.NewRGBA(image.Rect(0, 0, w, h))
	}
	bg := toRGB(o.Palette.Background)
	near, _ := cam.nearFar()
	r.release(len(s.Points) + len(s.Links))
	r.project(cam, s, w, h, o)
	r.collect(s, o, bg, near)
	r.bin()
	r.paint(r.img, cam, o, bg)
	if o.Outline.A != 0 {
		r.outline(r.img, o, bg)
	}
	return r.img
}

// project maps the points the frame draws to the screen with the one
// matrix of the frame and records the depth range of the visible ones:
// every point, or at a stride only those coarse.go lists.
func (r *Renderer) project(cam *Camera, s *Scene, w, h int, o *Options) {
	pr := r.projector(cam, w, h, o)
	r.nPoints, r.limit = len(s.Points), len(s.Points)
	if o.Discs > 0 {
		r.limit = min(o.Discs, r.nPoints)
	}
	r.pts = resize(r.pts, len(s.Points))
	r.zmin, r.zmax = float32(math.Inf(1)), float32(math.Inf(-1))
	r.stride, r.cur, r.sel = max(o.Stride, 1), o.Current, o.Selected
	if r.stride > 1 {
		r.projectCoarse(&pr, s)
		return
	}
	for i, p := range s.Points {
		r.projectPoint(&pr, &r.pts[i], p)
	}
}

// projector is what maps a point to the screen in a frame.
type projector struct {
	m                 mgl32.Mat4
	near, hw, hh      float32
	fw, fh            float32
	sizeK, minR, maxR float32
	lm                float32 // the margin of a point's tiles: a link's width
}

// projector sets the renderer up for a frame and returns its projector.
func (r *Renderer) projector(cam *Camera, w, h int, o *Options) projector {
	m := cam.Matrix(w, h)
	near, _ := cam.nearFar()
	r.m, r.w, r.h, r.near = m, w, h, near
	r.lineWidth = max(o.LinkWidth, 0.5) * max(o.Scale, 0.5)
	focal := float32(h) / 2 / float32(math.Tan(float64(cam.FovY)/2))
	scale := max(o.Scale, 0.5)
	return projector{m: m, near: near, hw: 0.5 * float32(w), hh: 0.5 * float32(h), fw: float32(w), fh: float32(h),
		sizeK: o.PointSize * focal, minR: 1.1 * scale, maxR: 80 * scale, lm: r.lineWidth + 1}
}

// projectPoint maps p to the screen into q.
func (r *Renderer) projectPoint(pr *projector, q *projPoint, p [3]float32) {
	m := &pr.m
	cw := m[3]*p[0] + m[7]*p[1] + m[11]*p[2] + m[15]
	q.z, q.out = cw, outBehind
	if !(cw >= pr.near) { // NaN too
		return
	}
	inv := 1 / cw
	q.x = (m[0]*p[0]+m[4]*p[1]+m[8]*p[2]+m[12])*inv*pr.hw + pr.hw
	q.y = pr.hh - (m[1]*p[0]+m[5]*p[1]+m[9]*p[2]+m[13])*inv*pr.hh
	q.r = min(max(pr.sizeK*inv, pr.minR), pr.maxR)
	mg := max(q.r+1.5, pr.lm)
	q.box = r.boxAround(q.x-mg, q.y-mg, q.x+mg, q.y+mg)
	q.out = outCode(q.x, q.y, q.r, pr.fw, pr.fh)
	r.zmin, r.zmax = min(r.zmin, cw), max(r.zmax, cw)
}

// outCode returns the out bits of a disc of radius rad at (x, y) in a
// w x h frame.
func outCode(x, y, rad, w, h float32) uint8 {
	var c uint8
	if x+rad < 0 {
		c |= outLeft
	}
	if x-rad > w {
		c |= outRight
	}
	if y+rad < 0 {
		c |= outTop
	}
	if y-rad > h {
		c |= outBottom
	}
	return c
}

// markBox returns the pixels that mark may touch (empty for none).
func (r *Renderer) markBox(o *Options) image.Rectangle {
	if o.Selected < 0 || o.Selected >= len(r.pts) || r.pts[o.Selected].z < r.near {
		return image.Rectangle{}
	}
	p := &r.pts[o.Selected]
	m := p.r + 4*max(o.Scale, 0.5) + 2
	return image.Rect(int(p.x-m)-1, int(p.y-m)-1, int(p.x+m)+1, int(p.y+m)+1)
}

// mark rings the selected point on top of everything, so that it shows even
// behind other points (the canvas paints front to back: call it first).
func (r *Renderer) mark(cv *canvas, o *Options) {
	if o.Selected < 0 || o.Selected >= len(r.pts) {
		return
	}
	p := &r.pts[o.Selected]
	if p.z < r.near {
		return
	}
	scale := max(o.Scale, 0.5)
	cv.ring(p.x, p.y, p.r+3*scale, 2*scale, toRGB(o.Palette.Selected).packed())
}

// resize returns s with length n, reusing its array when large enough.
// A new array has room to grow by a quarter, up to maxSpare items: the
// quarter of the 25 million prims of ten million points was 130 MB.
func resize[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n, n+min(n/4, maxSpare))
	}
	return s[:n]
}

// maxSpare bounds the room a new buffer has to grow (see resize).
const maxSpare = 1 << 20

// release lets go of the frame buffers when they are far larger than a
// scene of need items (points and links) can use: those of a lattice of
// three million points (some 600 MB) stayed with the renderer after New
// had left one point. It goes by the scene, not by the frame, whose
// counts change with the view (a coarse frame while it turns, tiles of
// all sizes), so that a steady scene never reallocates.
func (r *Renderer) release(need int) {
	if cap(r.prims) > 4*need && cap(r.prims) > keepSmall {
		r.prims, r.keys, r.boxes = nil, nil, nil
	}
	if cap(r.binned) > 8*need && cap(r.binned) > keepSmall { // a prim may lie in several tiles
		r.binned, r.binKeys = nil, nil
	}
	if cap(r.pts) > 4*need && cap(r.pts) > keepSmall {
		r.pts = nil
	}
}

// keepSmall is the capacity under which release keeps a buffer however
// much larger than needed: small ones cost little.
const keepSmall = 1 << 16
