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

// shade gives every point projected in front of the camera its depth key, its fog
// and the colour of the links whose far end it is, once the depth range of
// the frame is known.
func (r *Renderer) shade(o *Options, ds *depthScale, bg rgb) {
	link, bgw := toRGB(o.Palette.Link).packed()&0xffffff, bg.packed()&0xffffff
	shadeOne := func(q *projPoint) {
		if q.out&outBehind == 0 {
			key, f := ds.key(q.z)
			q.key, q.fog, q.link = key, uint8(f), fogged(link, bgw, f)|primLink<<24
		}
	}
	if r.stride > 1 {
		for _, i := range r.live {
			shadeOne(&r.pts[i])
		}
		return
	}
	for i := range r.pts {
		shadeOne(&r.pts[i])
	}
}

// collect lists what is on screen as prims with their depth keys: links
// first, then points, so that at an equal depth (the sorts are stable) a
// point covers the ends of its links. A link's depth is its farther end's
// (the smaller key), and so is its fog.
func (r *Renderer) collect(s *Scene, o *Options, bg rgb, near float32) {
	total := primsAtMost(len(s.Links), len(s.Points), o.Stride)
	r.prims, r.keys, r.boxes = resize(r.prims, total), resize(r.keys, total), resize(r.boxes, total)
	ds := r.depthScale(o)
	r.shade(o, &ds, bg)
	r.current = -1
	prims, keys, boxes := r.prims, r.keys, r.boxes
	pts, n, k := r.pts, uint32(len(r.pts)), 0
	stride := max(o.Stride, 1)
	for li := 0; li < len(s.Links); li += stride {
		l := s.Links[li]
		a, b := uint32(l[0]), uint32(l[1])
		if a >= n || b >= n || k >= len(prims) {
			continue
		}
		pa, pb := &pts[a], &pts[b]
		if pa.out&pb.out != 0 {
			continue // both ends beyond the same edge, or behind the camera
		}
		if (pa.out|pb.out)&outBehind != 0 {
			if x0, y0, x1, y1, ok := r.clip(s, int32(a), int32(b), near); ok {
				// Its depth and fog are its end in front's: the end behind
				// has none (shade skips it), and its key was 0 on a first
				// frame and whatever an earlier frame left after.
				vis := pa
				if pa.out&outBehind != 0 {
					vis = pb
				}
				prims[k] = prim{x0, y0, x1, y1, vis.link}
				keys[k], boxes[k] = vis.key, r.tileBox(&prims[k])
				k++
			}
			continue
		}
		col, key := pa.link, pa.key
		if pb.key < key {
			col, key = pb.link, pb.key
		}
		prims[k] = prim{pa.x, pa.y, pb.x, pb.y, col}
		keys[k], boxes[k] = key, unionBox(pa.box, pb.box)
		k++
	}
	k = r.collectPoints(s, o, bg, k)
	r.prims, r.keys, r.boxes = prims[:k], keys[:k], boxes[:k]
}

// primsAtMost is the most prims a frame of links and points draws at
// stride: sized for the whole scene, the draw list of a coarse frame of
// ten million points took 650 MB to hold a few hundred thousand.
func primsAtMost(links, points, stride int) int {
	if stride <= 1 {
		return links + points
	}
	return (links+stride-1)/stride + (points+stride-1)/stride + 2 // the current and selected points always
}

// collectPoints adds, from prim k on, the discs of the points in front of
// the camera and on screen, and returns the number of prims; the current
// point is bigger, in its own colour, never fogged.
func (r *Renderer) collectPoints(s *Scene, o *Options, bg rgb, k int) int {
	scale := max(o.Scale, 0.5)
	tagged, bgw := toRGB(o.Palette.Tagged).packed()&0xffffff, bg.packed()&0xffffff
	prims, keys, boxes := r.prims, r.keys, r.boxes
	for i := range r.discs() {
		p := &r.pts[i]
		if p.out != 0 || k >= len(prims) {
			continue
		}
		c := tagged
		if i < len(s.Colors) {
			sc := s.Colors[i]
			c = uint32(sc.R) | uint32(sc.G)<<8 | uint32(sc.B)<<16
		}
		rad, box := p.r, p.box
		if i == o.Current {
			c, rad = toRGB(o.Palette.Current).packed()&0xffffff, rad*1.4+scale
			r.current, r.currentR = i, rad
		} else {
			c = fogged(c, bgw, uint32(p.fog))
		}
		kind := uint32(primDisc)
		if rad >= 2.5 {
			kind = primShaded
		}
		prims[k] = prim{p.x, p.y, rad, 0, c | kind<<24}
		if i == o.Current {
			box = r.tileBox(&prims[k])
		}
		keys[k], boxes[k] = p.key, box
		k++
	}
	return k
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
