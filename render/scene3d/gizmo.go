package scene3d

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/go-gl/mathgl/mgl32"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// gizmoAxes are D1..D6 with their colours: X red, Y green, Z blue, the
// negative directions dimmer.
var gizmoAxes = [6]struct {
	v mgl32.Vec3
	c rgb
}{
	{mgl32.Vec3{1, 0, 0}, rgb{0xf0, 0x5a, 0x5a}},
	{mgl32.Vec3{0, 1, 0}, rgb{0x6a, 0xd8, 0x6a}},
	{mgl32.Vec3{0, 0, 1}, rgb{0x5a, 0x9a, 0xf5}},
	{mgl32.Vec3{-1, 0, 0}, rgb{0x90, 0x48, 0x48}},
	{mgl32.Vec3{0, -1, 0}, rgb{0x4a, 0x88, 0x4a}},
	{mgl32.Vec3{0, 0, -1}, rgb{0x44, 0x66, 0x9a}},
}

// gizmoSize is the length of an axis of the gizmo in pixels at scale 1.
const gizmoSize = 34

// labels holds "D1".."D6" rasterised once per pixel size as alpha masks, so
// a frame blits them without touching the font.
type labels struct {
	size  int
	masks [6]*image.Alpha
}

var (
	fontOnce sync.Once
	goFont   *opentype.Font
)

// prepare rasterises the labels at the given pixel height if not done yet.
func (l *labels) prepare(size int) {
	if l.size == size && l.masks[0] != nil {
		return
	}
	fontOnce.Do(func() { goFont, _ = opentype.Parse(goregular.TTF) })
	l.size = size
	face, err := opentype.NewFace(goFont, &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return
	}
	defer face.Close()
	asc := face.Metrics().Ascent.Ceil()
	height := asc + face.Metrics().Descent.Ceil()
	for k := range l.masks {
		s := "D" + string(rune('1'+k))
		w := font.MeasureString(face, s).Ceil() + 1
		m := image.NewAlpha(image.Rect(0, 0, w, height))
		d := font.Drawer{Dst: m, Src: image.Opaque, Face: face, Dot: fixed.P(0, asc)}
		d.DrawString(s)
		l.masks[k] = m
	}
}

// blit paints mask k centred at (cx, cy) in colour c.
func (l *labels) blit(cv *canvas, k int, cx, cy float32, c rgb) {
	m := l.masks[k]
	if m == nil {
		return
	}
	b := m.Bounds()
	crb, cg := split(c.packed())
	// The mask's top-left corner, in tile coordinates.
	x0, y0 := int(cx)-b.Dx()/2-cv.ox, int(cy)-b.Dy()/2-cv.oy
	r := image.Rect(x0, y0, x0+b.Dx(), y0+b.Dy()).Intersect(image.Rect(0, 0, cv.w, cv.h))
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if a := m.Pix[(y-y0)*m.Stride+(x-x0)]; a != 0 {
				cv.set(y*tileW+x, underWord(cv.at(y*tileW+x), crb, cg, uint32(a)+uint32(a>>7)))
			}
		}
	}
}

// labelGap is the room between an axis's end and its label, and
// labelReach how far past the end a label may reach (the gap and a
// label's width, "D6" at 11 pixels being 15 wide), in pixels at scale 1.
const (
	labelGap   = 4
	labelReach = labelGap + 17
)

// gizmoCentre returns where the gizmo sits in an image of height h, and
// the length of its axes. The margin keeps the labels and the backdrop
// clear of the image's edges whichever way the axes point.
func gizmoCentre(h int, scale float32) (cx, cy, size float32) {
	size = gizmoSize * scale
	const margin = labelReach + 6
	return margin*scale + size, float32(h) - margin*scale - size, size
}

// gizmoBox returns the pixels the gizmo may touch, labels included.
func (r *Renderer) gizmoBox(o *Options) image.Rectangle {
	scale := max(o.Scale, 0.5)
	cx, cy, size := gizmoCentre(r.h, scale)
	m := size + (labelReach+2)*scale + 2
	return image.Rect(int(cx-m), int(cy-m), int(cx+m)+1, int(cy+m)+1)
}

// labelAt is where the label of an axis ending at (ex, ey), seen pointing
// along (sx, sy), is centred: past the end by the gap and by as much of
// the label as lies along that way, so that a slanted axis's label clears
// its dot (at a fixed distance, a wide label sat on it).
func (l *labels) labelAt(k int, ex, ey, sx, sy, scale float32) (x, y float32) {
	n := float32(math.Hypot(float64(sx), float64(sy)))
	m := l.masks[k]
	if n < 1e-3 || m == nil { // pointing at the eye: the label on the end
		return ex, ey
	}
	ux, uy := sx/n, sy/n
	hw, hh := float32(m.Bounds().Dx())/2, float32(m.Bounds().Dy())/2
	// how far the centre must stand for the label's box to clear the end
	along := float32(math.Inf(1))
	if ux != 0 {
		along = hw / float32(math.Abs(float64(ux)))
	}
	if uy != 0 {
		along = min(along, hh/float32(math.Abs(float64(uy))))
	}
	d := labelGap*scale + along
	return ex + ux*d, ey + uy*d
}

// drawGizmo paints the axes D1..D6 as seen by the camera in the bottom-left
// corner, each with its label, on a backdrop that sets them off background
// bg. The canvas paints front to back: the nearest axis first, each label
// before its axis, the backdrop last.
func (r *Renderer) drawGizmo(cv *canvas, cam *Camera, scale float32, bg rgb) {
	// On the screen's dark background the labels are lighter than their
	// axes on a shadow; on a light one (PrintPalette's paper) a shadow is
	// a grey disc, and pale labels vanish: both darker, the shadow faint.
	toward, shadow, dim := rgb{255, 255, 255}, float32(0.25), float32(0)
	if 299*bg[0]+587*bg[1]+114*bg[2] > 1000*128 {
		toward, shadow, dim = rgb{0, 0, 0}, 0.05, 0.2
	}
	r.labels.prepare(int(11*scale + 0.5))
	right, up, fwd := cam.Right(), cam.Up(), cam.offset().Mul(-1)
	cx, cy, size := gizmoCentre(cv.imgH, scale)
	var order [6]int
	for k := range order {
		order[k] = k
	}
	// Six items: insertion sort by depth, the far ones first, walked back.
	for i := 1; i < 6; i++ {
		for j := i; j > 0 && gizmoAxes[order[j]].v.Dot(fwd) > gizmoAxes[order[j-1]].v.Dot(fwd); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	for i := len(order) - 1; i >= 0; i-- {
		k := order[i]
		a := gizmoAxes[k]
		c := mix(a.c, rgb{0, 0, 0}, dim)
		sx, sy := a.v.Dot(right), -a.v.Dot(up)
		ex, ey := cx+sx*size, cy+sy*size
		lx, ly := r.labels.labelAt(k, ex, ey, sx, sy, scale)
		r.labels.blit(cv, k, lx, ly, mix(c, toward, 0.35))
		cv.disc(ex, ey, 2.5*scale, c.packed(), 1)
		cv.line(cx, cy, ex, ey, 2*scale, c.packed(), 1)
	}
	cv.disc(cx, cy, size+labelReach*scale, rgb{0, 0, 0}.packed(), shadow)
}

// mix returns a + (b-a)*t.
func mix(a, b rgb, t float32) rgb {
	var o rgb
	for i := range a {
		o[i] = uint32(float32(a[i]) + (float32(b[i])-float32(a[i]))*t)
	}
	return o
}

// toRGB drops the alpha of c (the scene is opaque).
func toRGB(c color.RGBA) rgb { return rgb{uint32(c.R), uint32(c.G), uint32(c.B)} }
