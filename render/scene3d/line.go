package scene3d

// line paints a segment of the given width (in pixels) with opacity alpha,
// walking its major axis one pixel at a time and covering, across it, the
// exact overlap of each pixel with the band of the segment.
func (cv *canvas) line(x0, y0, x1, y1, width float32, c uint32, alpha float32) {
	x0, y0, x1, y1 = x0-cv.fx, y0-cv.fy, x1-cv.fx, y1-cv.fy
	if abs32(x1-x0) >= abs32(y1-y0) {
		cv.band(x0, y0, x1, y1, width, c, alpha, false)
	} else {
		cv.band(y0, x0, y1, x1, width, c, alpha, true)
	}
}

// band draws a segment whose major axis is u (x, or y when swapped) and whose
// minor axis is v, in tile coordinates.
func (cv *canvas) band(u0, v0, u1, v1, width float32, c uint32, alpha float32, swapped bool) {
	if u0 > u1 {
		u0, v0, u1, v1 = u1, v1, u0, v0
	}
	umax, vmax, ustep, vstep := cv.w, cv.h, 1, tileW
	if swapped {
		umax, vmax, ustep, vstep = cv.h, cv.w, tileW, 1
	}
	slope := float32(0)
	if u1 > u0 {
		slope = (v1 - v0) / (u1 - u0)
	}
	half := width / 2 * sqrt32(1+slope*slope)
	// Plain comparisons below, not min and max: this runs for every link
	// in every tile, and min and max of floats take care of NaNs.
	ua, ub := u0, u1
	if ua < 0 {
		ua = 0
	}
	if fumax := float32(umax); ub > fumax {
		ub = fumax
	}
	// Keep only the part of the segment whose band crosses the clip; most
	// segments lie inside it, which spares two divisions.
	fvmax := float32(vmax)
	if v0-half < 0 || v1-half < 0 || v0+half > fvmax || v1+half > fvmax {
		if slope != 0 {
			ta := u0 + (-half-1-v0)/slope
			tb := u0 + (fvmax+half+1-v0)/slope
			ua, ub = max(ua, min(ta, tb)), min(ub, max(ta, tb))
		} else if v0 < -half-1 || v0 > fvmax+half+1 {
			return
		}
	}
	if !(ua < ub) {
		return
	}
	a256 := alpha * 256
	// Across the band, positions are 16.16 fixed point: a column costs a few
	// integer operations, and coverage falls out in 1/256ths of a pixel.
	const one = 1 << 16
	s := bandSpan{vmax: vmax, vstep: vstep, hf: int(half * one)}
	uFirst, uLast := int(ua), int(ub-1e-4)
	vc := int((v0 + slope*(float32(uFirst)+0.5-u0)) * one)
	dv := int(slope * one)
	full := uint32(a256)
	// The two end columns of the segment are only partly covered (the same
	// column when the segment is shorter than a pixel).
	endA, endB := floorInt(u0), int(u1) // u1 > ub > 0
	kA, kB := uint32((u1-u0)*a256), uint32((u1-u0)*a256)
	if endA != endB {
		kA, kB = uint32((float32(endA+1)-u0)*a256), uint32((u1-float32(endB))*a256)
	}
	s.crb, s.cg = split(c)
	// Every column spans [lo, hi), 2*half long: n pixels, the same for all.
	n := int(2*half) + 2
	if n == 3 {
		cv.columns3(&s, uFirst, uLast, ustep, vc, dv, endA, endB, kA, kB, full)
		return
	}
	for u := uFirst; u <= uLast; u, vc = u+1, vc+dv {
		k := full
		if u == endA {
			k = kA
		}
		if u == endB {
			k = kB
		}
		cv.column(&s, u*ustep, vc, k, n)
	}
}

// bandSpan is what the columns of a band share.
type bandSpan struct {
	vmax, vstep int    // clip and pixel step along the minor axis
	hf          int    // half the span of a column, 16.16
	crb, cg     uint32 // colour (see split)
}

// columns3 paints the columns uFirst..uLast of a band whose spans fit in 3
// pixels, the case of thin links; vc is the centre of the first span and
// dv its step (16.16), the end columns endA and endB have coverage kA and
// kB, the others full. Occlusion is coherent along a link: a column whose
// pixels are all opaque is skipped, with a branch that mostly goes the
// same way; otherwise the three pixels are painted without a branch, those
// past the span or the clip with coverage 0.
func (cv *canvas) columns3(s *bandSpan, uFirst, uLast, ustep, vc, dv, endA, endB int, kA, kB, full uint32) {
	const one = 1 << 16
	vstep, vmax, hf, crb, cg := s.vstep, uint(s.vmax), s.hf, s.crb, s.cg
	for u := uFirst; u <= uLast; u, vc = u+1, vc+dv {
		lo, hi := vc-hf, vc+hf
		v := lo >> 16
		off := u*ustep + v*vstep
		d0, d1, d2 := cv.at(off), cv.at(off+vstep), cv.at(off+2*vstep)
		if d0&d1&d2 >= opaqueWord {
			continue
		}
		k := full
		if u == endA {
			k = kA
		}
		if u == endB {
			k = kB
		}
		b := v << 16
		a0 := uint32(min(hi, b+one)-lo) >> 8 * k >> 8
		a1 := uint32(max(min(hi, b+2*one)-b-one, 0)) >> 8 * k >> 8
		a2 := uint32(max(hi-b-2*one, 0)) >> 8 * k >> 8
		if uint(v) >= vmax {
			a0 = 0
		}
		if uint(v+1) >= vmax {
			a1 = 0
		}
		if uint(v+2) >= vmax {
			a2 = 0
		}
		cv.set(off, underWord(d0, crb, cg, a0))
		cv.set(off+vstep, underWord(d1, crb, cg, a1))
		cv.set(off+2*vstep, underWord(d2, crb, cg, a2))
	}
}

// column paints one column of a band whose spans take n pixels, centred
// on vc, with coverage k, as columns3 does.
func (cv *canvas) column(s *bandSpan, base, vc int, k uint32, n int) {
	lo, hi := vc-s.hf, vc+s.hf
	v := lo >> 16
	off := base + v*s.vstep
	acc := ^uint32(0)
	for i := range n {
		acc &= cv.at(off + i*s.vstep)
	}
	if acc >= opaqueWord {
		return
	}
	for end := v + n; v < end; v, off = v+1, off+s.vstep {
		// The pixel's share of [lo, hi), in 1/256ths.
		a := uint32(max(min(hi, (v+1)<<16)-max(lo, v<<16), 0)) >> 8 * k >> 8
		if uint(v) >= uint(s.vmax) {
			a = 0
		}
		cv.set(off, underWord(cv.at(off), s.crb, s.cg, a))
	}
}
