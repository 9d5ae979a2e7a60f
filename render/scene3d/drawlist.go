package scene3d

// prim is one shape to paint, in pixels: a disc (x0, y0 centre, x1 radius)
// or a link (x0, y0 to x1, y1). col is the colour, already fogged, as a
// pixel word (see rgb.packed) whose top byte holds the kind instead of the
// alpha: 20 bytes a prim, as painting streams millions of them a second.
type prim struct {
	x0, y0, x1, y1 float32
	col            uint32
}

// Kinds of prim, in the top byte of col.
const (
	primDisc   = 0
	primShaded = 1 // a disc big enough to be lit like a sphere
	primLink   = 2
)

func (q *prim) kind() uint32 { return q.col >> 24 }

// colour returns the pixel word of q with an opaque alpha.
func (q *prim) colour() uint32 { return q.col | 0xff000000 }

// rgb returns the colour of q as channels.
func (q *prim) rgb() rgb { return rgb{q.col & 0xff, q.col >> 8 & 0xff, q.col >> 16 & 0xff} }

// depthScale holds what turns a depth into a sort key and a fog amount.
type depthScale struct {
	zmin, k float32 // key = 65535 - (z-zmin)*k
	fog     uint32  // fog at the farthest depth, in 1/256ths
}

func (r *Renderer) depthScale(o *Options) depthScale {
	d := depthScale{zmin: r.zmin, fog: uint32(min(max(o.Fog, 0), 1) * 256)}
	if r.zmax > r.zmin {
		d.k = 65535 / (r.zmax - r.zmin)
	}
	return d
}

// key returns the sort key of depth z (far first) and its fog in 1/256ths.
func (d *depthScale) key(z float32) (key uint16, fog uint32) {
	q := uint32(min(max((z-d.zmin)*d.k, 0), 65535))
	return uint16(65535 - q), q * d.fog >> 16
}

// fogged mixes colour word c with bg by f/256, two channels per multiply.
func fogged(c, bg, f uint32) uint32 {
	nf := 256 - f
	rb := ((c&0x00ff00ff)*nf + (bg&0x00ff00ff)*f) >> 8 & 0x00ff00ff
	g := ((c&0x0000ff00)*nf + (bg&0x0000ff00)*f) >> 8 & 0x0000ff00
	return rb | g
}

// collect lists what is on screen as prims with their depth keys: links
// first, then points, so that at an equal depth (the sorts are stable) a
// point covers the ends of its links. A link's depth is its farther end's.
func (r *Renderer) collect(s *Scene, o *Options, bg rgb, near float32) {
	r.prims, r.keys, r.boxes = r.prims[:0], r.keys[:0], r.boxes[:0]
	r.lineWidth = max(o.LinkWidth, 0.5) * max(o.Scale, 0.5)
	ds := r.depthScale(o)
	link, bgw := toRGB(o.Palette.Link).packed()&0xffffff, bg.packed()&0xffffff
	fw, fh := float32(r.w), float32(r.h)
	n := int32(len(s.Points))
	for _, l := range s.Links {
		a, b := l[0], l[1]
		if a < 0 || b < 0 || a >= n || b >= n {
			continue
		}
		pa, pb := &r.pts[a], &r.pts[b]
		va, vb := pa.z >= near, pb.z >= near
		key, f := ds.key(max(pa.z, pb.z))
		switch {
		case va && vb:
			if (pa.x < 0 && pb.x < 0) || (pa.x > fw && pb.x > fw) || (pa.y < 0 && pb.y < 0) || (pa.y > fh && pb.y > fh) {
				continue
			}
			r.push(prim{pa.x, pa.y, pb.x, pb.y, fogged(link, bgw, f) | primLink<<24}, key)
		case va || vb:
			if x0, y0, x1, y1, ok := r.clip(s, a, b, near); ok {
				r.push(prim{x0, y0, x1, y1, link | primLink<<24}, key)
			}
		}
	}
	r.collectPoints(s, o, &ds, bgw, near)
}

// collectPoints adds the discs of the points in front of the camera and on
// screen; the current point is bigger, in its own colour, never fogged.
func (r *Renderer) collectPoints(s *Scene, o *Options, ds *depthScale, bgw uint32, near float32) {
	scale := max(o.Scale, 0.5)
	tagged := toRGB(o.Palette.Tagged).packed() & 0xffffff
	fw, fh := float32(r.w), float32(r.h)
	for i := range r.pts {
		p := &r.pts[i]
		if !(p.z >= near && p.x+p.r >= 0 && p.x-p.r <= fw && p.y+p.r >= 0 && p.y-p.r <= fh) {
			continue
		}
		c := tagged
		if i < len(s.Colors) {
			sc := s.Colors[i]
			c = uint32(sc.R) | uint32(sc.G)<<8 | uint32(sc.B)<<16
		}
		key, f := ds.key(p.z)
		rad := p.r
		if i == o.Current {
			c, rad = toRGB(o.Palette.Current).packed()&0xffffff, rad*1.4+scale
		} else {
			c = fogged(c, bgw, f)
		}
		kind := uint32(primDisc)
		if rad >= 2.5 {
			kind = primShaded
		}
		r.push(prim{p.x, p.y, rad, 0, c | kind<<24}, key)
	}
}

// clip cuts link a-b at the near plane and returns it in pixels: the clip w
// is affine in world space, so the cut is where it equals near.
func (r *Renderer) clip(s *Scene, a, b int32, near float32) (x0, y0, x1, y1 float32, ok bool) {
	pa, pb := &r.pts[a], &r.pts[b]
	if pb.z >= near {
		a, b, pa, pb = b, a, pb, pa
	}
	t := (pa.z - near*1.001) / (pa.z - pb.z)
	A, B := s.Points[a], s.Points[b]
	var c [3]float32
	for k := range c {
		c[k] = A[k] + (B[k]-A[k])*t
	}
	x, y, _, ok := Project(r.m, r.w, r.h, c)
	return pa.x, pa.y, x, y, ok
}

// push adds q with sort key key to the draw list.
func (r *Renderer) push(q prim, key uint16) {
	r.prims = append(r.prims, q)
	r.keys = append(r.keys, key)
	r.boxes = append(r.boxes, r.tileBox(&q))
}
