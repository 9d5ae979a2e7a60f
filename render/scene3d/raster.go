package scene3d

import (
	"encoding/binary"
	"image"
	"math"
)

// canvas paints antialiased shapes onto an opaque *image.RGBA: coverage is
// computed per pixel from the exact distance to the shape and blended as
// alpha over what is there (painter's order does the rest). Shapes are
// clipped to the rectangle [x0, x1) x [y0, y1), a tile of the image.
type canvas struct {
	pix            []uint8
	stride         int
	w, h           int
	x0, y0, x1, y1 int
}

func newCanvas(img *image.RGBA) canvas {
	b := img.Bounds()
	return canvas{pix: img.Pix, stride: img.Stride, w: b.Dx(), h: b.Dy(), x1: b.Dx(), y1: b.Dy()}
}

// clipTo restricts drawing to r (within the image); unclip lifts it.
func (cv *canvas) clipTo(r image.Rectangle) {
	cv.x0, cv.y0, cv.x1, cv.y1 = max(r.Min.X, 0), max(r.Min.Y, 0), min(r.Max.X, cv.w), min(r.Max.Y, cv.h)
}

func (cv *canvas) unclip() { cv.x0, cv.y0, cv.x1, cv.y1 = 0, 0, cv.w, cv.h }

// rgb is a colour with channels in 0..255, as uint32 for blending.
type rgb [3]uint32

// packed returns c as a little-endian RGBA pixel word with opaque alpha.
func (c rgb) packed() uint32 { return c[0] | c[1]<<8 | c[2]<<16 | 0xff<<24 }

// blend mixes colour word c (see packed) into the pixel at offset off with
// opacity a in 0..256, two channels per multiply.
func (cv *canvas) blend(off int, c uint32, a uint32) {
	p := (*[4]byte)(cv.pix[off:])
	d := binary.LittleEndian.Uint32(p[:])
	na := 256 - a
	rb := ((d&0x00ff00ff)*na + (c&0x00ff00ff)*a) >> 8 & 0x00ff00ff
	g := ((d&0x0000ff00)*na + (c&0x0000ff00)*a) >> 8 & 0x0000ff00
	binary.LittleEndian.PutUint32(p[:], rb|g|0xff000000)
}

// put writes colour word c, opaque, at offset off.
func (cv *canvas) put(off int, c uint32) {
	binary.LittleEndian.PutUint32(cv.pix[off:], c|0xff000000)
}

// fill paints the whole canvas with c.
func (cv *canvas) fill(c rgb) {
	row := cv.pix[:cv.w*4]
	for i := 0; i < len(row); i += 4 {
		row[i], row[i+1], row[i+2], row[i+3] = uint8(c[0]), uint8(c[1]), uint8(c[2]), 0xff
	}
	for y := 1; y < cv.h; y++ {
		copy(cv.pix[y*cv.stride:y*cv.stride+len(row)], row)
	}
}

// disc paints a flat disc of radius r centred at (cx, cy) in colour word c
// with opacity alpha in 0..1.
func (cv *canvas) disc(cx, cy, r float32, c uint32, alpha float32) {
	x0 := max(int(cx-r-0.5), cv.x0)
	x1 := min(int(cx+r+1.5), cv.x1)
	y0 := max(int(cy-r-0.5), cv.y0)
	y1 := min(int(cy+r+1.5), cv.y1)
	outer := (r + 0.5) * (r + 0.5)
	inner := float32(0)
	if r > 0.5 {
		inner = (r - 0.5) * (r - 0.5)
	}
	a256 := alpha * 256
	full := uint32(a256)
	for y := y0; y < y1; y++ {
		dy := float32(y) + 0.5 - cy
		dy2 := dy * dy
		off := y*cv.stride + x0*4
		for x := x0; x < x1; x, off = x+1, off+4 {
			dx := float32(x) + 0.5 - cx
			d2 := dx*dx + dy2
			if d2 >= outer {
				continue
			}
			a := full
			if d2 > inner {
				a = uint32((r + 0.5 - sqrt32(d2)) * a256)
			}
			cv.blend(off, c, a)
		}
	}
}

// shadedDisc paints an opaque disc lit like a small sphere: darker at the
// rim, a soft highlight up and left.
func (cv *canvas) shadedDisc(cx, cy, r float32, c rgb) {
	x0 := max(int(cx-r-0.5), cv.x0)
	x1 := min(int(cx+r+1.5), cv.x1)
	y0 := max(int(cy-r-0.5), cv.y0)
	y1 := min(int(cy+r+1.5), cv.y1)
	outer := (r + 0.5) * (r + 0.5)
	inner := (r - 0.5) * (r - 0.5)
	invR2 := 1 / (r * r)
	hx, hy := cx-0.35*r, cy-0.35*r
	for y := y0; y < y1; y++ {
		dy := float32(y) + 0.5 - cy
		off := y*cv.stride + x0*4
		for x := x0; x < x1; x, off = x+1, off+4 {
			dx := float32(x) + 0.5 - cx
			d2 := dx*dx + dy*dy
			if d2 >= outer {
				continue
			}
			a := uint32(256)
			if d2 > inner {
				a = uint32((r + 0.5 - sqrt32(d2)) * 256)
			}
			cv.blend(off, litColour(c, d2*invR2, float32(x)+0.5-hx, float32(y)+0.5-hy, r).packed(), a)
		}
	}
}

// litColour darkens c towards the rim (t = squared distance over squared
// radius) and adds a highlight near (hx, hy) offsets from the light spot.
func litColour(c rgb, t, hx, hy, r float32) rgb {
	k := 1 - 0.3*min(t, 1)
	h := 1 - (hx*hx+hy*hy)/(0.25*r*r)
	spec := float32(0)
	if h > 0 {
		spec = 90 * h * h
	}
	var o rgb
	for i := range c {
		o[i] = uint32(min(float32(c[i])*k+spec, 255))
	}
	return o
}

// ring paints a circle outline of radius r and the given width.
func (cv *canvas) ring(cx, cy, r, width float32, c uint32) {
	ro := r + width/2
	ri := max(r-width/2, 0)
	x0 := max(int(cx-ro-1), cv.x0)
	x1 := min(int(cx+ro+2), cv.x1)
	y0 := max(int(cy-ro-1), cv.y0)
	y1 := min(int(cy+ro+2), cv.y1)
	for y := y0; y < y1; y++ {
		dy := float32(y) + 0.5 - cy
		for x := x0; x < x1; x++ {
			dx := float32(x) + 0.5 - cx
			d := sqrt32(dx*dx + dy*dy)
			cov := min(ro+0.5-d, d-ri+0.5, 1)
			if cov > 0 {
				cv.blend(y*cv.stride+x*4, c, uint32(cov*256))
			}
		}
	}
}

// line paints a segment of the given width (in pixels) with opacity alpha,
// walking its major axis one pixel at a time and covering, across it, the
// exact overlap of each pixel with the band of the segment.
func (cv *canvas) line(x0, y0, x1, y1, width float32, c uint32, alpha float32) {
	dx, dy := x1-x0, y1-y0
	if abs32(dx) >= abs32(dy) {
		cv.band(x0, y0, x1, y1, width, c, alpha, false)
	} else {
		cv.band(y0, x0, y1, x1, width, c, alpha, true)
	}
}

// band draws a segment whose major axis is u (x, or y when swapped) and whose
// minor axis is v.
func (cv *canvas) band(u0, v0, u1, v1, width float32, c uint32, alpha float32, swapped bool) {
	if u0 > u1 {
		u0, v0, u1, v1 = u1, v1, u0, v0
	}
	umin, umax, vmin, vmax, ustep, vstep := cv.x0, cv.x1, cv.y0, cv.y1, 4, cv.stride
	if swapped {
		umin, umax, vmin, vmax, ustep, vstep = cv.y0, cv.y1, cv.x0, cv.x1, cv.stride, 4
	}
	slope := float32(0)
	if u1 > u0 {
		slope = (v1 - v0) / (u1 - u0)
	}
	half := width / 2 * sqrt32(1+slope*slope)
	ua, ub := max(u0, float32(umin)), min(u1, float32(umax))
	// Keep only the part of the segment whose band crosses the clip; most
	// segments lie inside it, which spares two divisions.
	fvmin, fvmax := float32(vmin), float32(vmax)
	if vlo, vhi := min(v0, v1), max(v0, v1); vlo-half < fvmin || vhi+half > fvmax {
		if slope != 0 {
			ta := u0 + (fvmin-half-1-v0)/slope
			tb := u0 + (fvmax+half+1-v0)/slope
			ua, ub = max(ua, min(ta, tb)), min(ub, max(ta, tb))
		} else if v0 < fvmin-half-1 || v0 > fvmax+half+1 {
			return
		}
	}
	if ua >= ub {
		return
	}
	a256 := alpha * 256
	// Across the band, positions are 16.16 fixed point: a column costs a few
	// integer operations, and coverage falls out in 1/256ths of a pixel.
	const one = 1 << 16
	uFirst, uLast := int(ua), int(ub-1e-4)
	vc := int((v0 + slope*(float32(uFirst)+0.5-u0)) * one)
	dv := int(slope * one)
	hf := int(half * one)
	full := uint32(a256)
	// The two end columns of the segment are only partly covered.
	endA, endB := int(u0), int(u1)
	kA := uint32(min(min(float32(endA+1), u1)-u0, 1) * a256)
	kB := uint32(min(u1-max(float32(endB), u0), 1) * a256)
	for u := uFirst; u <= uLast; u, vc = u+1, vc+dv {
		k := full
		switch u {
		case endA:
			k = kA
		case endB:
			k = kB
		}
		lo, hi := vc-hf, vc+hf
		vlo, vhi := lo>>16, (hi-1)>>16
		if vlo == vhi {
			if vlo >= vmin && vlo < vmax {
				cv.blend(u*ustep+vlo*vstep, c, uint32(hi-lo)>>8*k>>8)
			}
			continue
		}
		if vlo >= vmin && vlo < vmax {
			cv.blend(u*ustep+vlo*vstep, c, uint32((vlo+1)<<16-lo)>>8*k>>8)
		}
		v, vEnd := max(vlo+1, vmin), min(vhi, vmax)
		off := u*ustep + v*vstep
		if k >= 256 {
			for ; v < vEnd; v, off = v+1, off+vstep {
				cv.put(off, c)
			}
		} else {
			for ; v < vEnd; v, off = v+1, off+vstep {
				cv.blend(off, c, k)
			}
		}
		if vhi >= vmin && vhi < vmax {
			cv.blend(u*ustep+vhi*vstep, c, uint32(hi-vhi<<16)>>8*k>>8)
		}
	}
}

func sqrt32(x float32) float32 { return float32(math.Sqrt(float64(x))) }

func abs32(x float32) float32 { return math.Float32frombits(math.Float32bits(x) &^ (1 << 31)) }
