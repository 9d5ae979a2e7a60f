package scene3d

import (
	"image"
	"math"
)

// canvas is one tile of the frame being painted, FRONT TO BACK: each pixel
// word holds the colour gathered so far, premultiplied, in its RGB bytes and
// the coverage gathered so far in its top byte. A shape adds what still
// shows through (the "under" operator), and once a pixel is opaque nothing
// behind can change it, so it is skipped; the background goes under last
// (see flush). On a dense lattice most shapes lie behind opaque pixels.
//
// The tile's pixels are its own, contiguous: 32 KB that stay in the first
// level cache, which the rows of a wide image would not (their stride maps
// a tile's rows onto a few cache sets). Shapes take image coordinates and
// are clipped to the part of the tile inside the image.
type canvas struct {
	pix [tileW * tileH]uint32

	ox, oy int     // the tile's top-left pixel in the image
	fx, fy float32 // the same, as floats
	w, h   int     // clip: the tile's pixels [0, w) x [0, h) are in the image
	imgH   int
}

const tileMask = tileW*tileH - 1

// begin clears the canvas for the tile at (ox, oy) of a w x h image.
func (cv *canvas) begin(ox, oy, w, h int) {
	clear(cv.pix[:])
	cv.ox, cv.oy, cv.fx, cv.fy = ox, oy, float32(ox), float32(oy)
	cv.w, cv.h, cv.imgH = min(tileW, w-ox), min(tileH, h-oy), h
}

// rgb is a colour with channels in 0..255, as uint32 for blending.
type rgb [3]uint32

// packed returns c as a little-endian RGBA pixel word with opaque alpha.
func (c rgb) packed() uint32 { return c[0] | c[1]<<8 | c[2]<<16 | 0xff<<24 }

// Shapes add colour word c with coverage a in 0..256 behind what pixel off
// already holds with cv.set(off, underWord(cv.at(off), crb, cg, a)): small
// calls that the compiler inlines.

// at returns the pixel word at off.
func (cv *canvas) at(off int) uint32 { return cv.pix[off&tileMask] }

// underWord returns pixel word d with colour word c at coverage a (0..256)
// added behind it, c given as crb = c&0x00ff00ff and cg = c&0xff00 (see
// split), which callers hoist out of their loops. The share that still
// shows through is w/255 of a, and the channels get c*(w+1)/256, never
// more than w: the colour never exceeds the coverage, and an opaque pixel
// reads exactly 255.
func underWord(d, crb, cg, a uint32) uint32 {
	w := ((255-d>>24)*a + 128) >> 8
	w1 := w + 1
	return d + (crb*w1>>8&0x00ff00ff | cg*w1>>8&0xff00 | w<<24)
}

// split returns the channels of colour word c as underWord takes them.
func split(c uint32) (crb, cg uint32) { return c & 0x00ff00ff, c & 0xff00 }

// set stores pixel word d at off.
func (cv *canvas) set(off int, d uint32) { cv.pix[off&tileMask] = d }

// opaqueWord is the least pixel word that counts as opaque: less than 3%
// of what lies behind would still show (7/255 at most of a channel, a step
// the eye does not see), and anti-aliased edges, which add partial
// coverage, make most pixels reach that long before they reach 255.
const opaqueWord = (255 - 7) << 24

// opaqueAt reports whether the pixel at (x, y), in tile coordinates, counts
// as opaque; a pixel outside the tile does.
func (cv *canvas) opaqueAt(x, y float32) bool {
	if !(x >= 0 && y >= 0 && x < float32(cv.w) && y < float32(cv.h)) {
		return true
	}
	return cv.opaque(int(y)*tileW + int(x))
}

// opaque reports whether pixel off counts as opaque (see opaqueWord).
func (cv *canvas) opaque(off int) bool { return cv.pix[off&tileMask] >= opaqueWord }

// covered reports whether every pixel of the box [x0, x1) x [y0, y1) (tile
// coordinates, clipped) counts as opaque: then a shape within it does not
// show.
func (cv *canvas) covered(x0, y0, x1, y1 int) bool {
	x0, y0, x1, y1 = max(x0, 0), max(y0, 0), min(x1, cv.w), min(y1, cv.h)
	if x0 >= x1 {
		return true
	}
	for y := y0; y < y1; y++ {
		acc := ^uint32(0)
		for _, d := range cv.pix[y*tileW+x0 : y*tileW+x1] {
			acc &= d
		}
		if acc < opaqueWord {
			return false
		}
	}
	return true
}

// flush puts the background (bgTerm[t] is its part through transmission t,
// see bgTerms) under the tile and copies the tile into img.
func (cv *canvas) flush(img *image.RGBA, bgTerm *[256]uint32) {
	for y := 0; y < cv.h; y++ {
		src := cv.pix[y*tileW : y*tileW+cv.w]
		start := (cv.oy+y)*img.Stride + cv.ox*4
		dst := img.Pix[start : start+4*len(src)]
		for x, d := range src {
			d += bgTerm[^d>>24&0xff]
			// Byte by byte: the compiler merges the stores into one.
			o := dst[4*x : 4*x+4 : 4*x+4]
			o[0], o[1], o[2], o[3] = byte(d), byte(d>>8), byte(d>>16), byte(d>>24)
		}
	}
}

// bgTerms returns, for each transmission t in 0..255, the background's
// share of a pixel's colour as a word to add (see underWord), with t as its
// coverage: added to the pixel, it makes the pixel opaque.
func bgTerms(bg rgb) (tab [256]uint32) {
	crb, cg := split(bg.packed())
	for t := range uint32(256) {
		tab[t] = underWord((255-t)<<24, crb, cg, 256) - 255<<24 + t<<24
	}
	return tab
}

// disc paints a flat disc of radius r centred at (cx, cy) in colour word c
// with opacity alpha in 0..1.
func (cv *canvas) disc(cx, cy, r float32, c uint32, alpha float32) {
	cx, cy = cx-cv.fx, cy-cv.fy
	x0 := max(int(cx-r-0.5), 0)
	x1 := min(int(cx+r+1.5), cv.w)
	y0 := max(int(cy-r-0.5), 0)
	y1 := min(int(cy+r+1.5), cv.h)
	if r <= stampMaxR && alpha == 1 && cv.stampDisc(cx, cy, r, c) {
		return
	}
	if cv.covered(x0, y0, x1, y1) {
		return
	}
	outer := (r + 0.5) * (r + 0.5)
	inner := (r - 0.5) * (r - 0.5)
	a256 := alpha * 256
	full := uint32(a256)
	crb, cg := split(c)
	for y := y0; y < y1; y++ {
		dy := float32(y) + 0.5 - cy
		dy2 := dy * dy
		off := y*tileW + x0
		for x := x0; x < x1; x, off = x+1, off+1 {
			dx := float32(x) + 0.5 - cx
			d2 := dx*dx + dy2
			if d2 >= outer || cv.opaque(off) {
				continue
			}
			a := full
			if d2 > inner {
				a = uint32((r + 0.5 - sqrt32(d2)) * a256)
			}
			cv.set(off, underWord(cv.at(off), crb, cg, a))
		}
	}
}

// floorInt returns ⌊v⌋ for v > -1024 (tile coordinates of shapes that
// touch the tile).
func floorInt(v float32) int { return int(v+1024) - 1024 }

// shadedDisc paints an opaque disc lit like a small sphere: darker at the
// rim, a soft highlight up and left.
func (cv *canvas) shadedDisc(cx, cy, r float32, c rgb) {
	cx, cy = cx-cv.fx, cy-cv.fy
	x0 := max(int(cx-r-0.5), 0)
	x1 := min(int(cx+r+1.5), cv.w)
	y0 := max(int(cy-r-0.5), 0)
	y1 := min(int(cy+r+1.5), cv.h)
	if cv.covered(x0, y0, x1, y1) {
		return
	}
	outer := (r + 0.5) * (r + 0.5)
	inner := (r - 0.5) * (r - 0.5)
	invR2 := 1 / (r * r)
	hx, hy := cx-0.35*r, cy-0.35*r
	for y := y0; y < y1; y++ {
		dy := float32(y) + 0.5 - cy
		off := y*tileW + x0
		for x := x0; x < x1; x, off = x+1, off+1 {
			dx := float32(x) + 0.5 - cx
			d2 := dx*dx + dy*dy
			if d2 >= outer || cv.opaque(off) {
				continue
			}
			a := uint32(256)
			if d2 > inner {
				a = uint32((r + 0.5 - sqrt32(d2)) * 256)
			}
			lrb, lg := split(litColour(c, d2*invR2, float32(x)+0.5-hx, float32(y)+0.5-hy, r).packed())
			cv.set(off, underWord(cv.at(off), lrb, lg, a))
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
	cx, cy = cx-cv.fx, cy-cv.fy
	ro := r + width/2
	ri := max(r-width/2, 0)
	x0 := max(int(cx-ro-1), 0)
	x1 := min(int(cx+ro+2), cv.w)
	y0 := max(int(cy-ro-1), 0)
	y1 := min(int(cy+ro+2), cv.h)
	crb, cg := split(c)
	for y := y0; y < y1; y++ {
		dy := float32(y) + 0.5 - cy
		for x := x0; x < x1; x++ {
			dx := float32(x) + 0.5 - cx
			d := sqrt32(dx*dx + dy*dy)
			cov := min(ro+0.5-d, d-ri+0.5, 1)
			if cov > 0 {
				cv.set(y*tileW+x, underWord(cv.at(y*tileW+x), crb, cg, uint32(cov*256)))
			}
		}
	}
}

func sqrt32(x float32) float32 { return float32(math.Sqrt(float64(x))) }

func abs32(x float32) float32 { return math.Float32frombits(math.Float32bits(x) &^ (1 << 31)) }
