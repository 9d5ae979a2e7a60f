package scene3d

import (
	"math"
	"sync"
)

// Points on a dense lattice are discs of a pixel or so, and painting them
// pixel by pixel (a square root, a test and a branch each) costs a good
// part of a frame. Such a disc lies within a 4 x 4 block of pixels,
// whose coverage depends only on its radius and on where its centre falls
// within a pixel: stamps hold those blocks, for centres quantised to 1/16
// of a pixel and radii to 1/32, far below what the eye sees.
const (
	stampSub   = 16  // centre positions per pixel, each way
	stampSteps = 32  // radii per pixel
	stampMinR  = 0.5 // radii covered, in pixels
	stampMaxR  = 1.5
	stampRadii = int((stampMaxR-stampMinR)*stampSteps) + 1
)

// stampSet holds the stamps of one radius.
type stampSet struct {
	cov    [stampSub * stampSub][16]uint8 // coverage, 255 = full, rows of 4
	origin [stampSub]int8                 // the block's first column (row) from ⌊centre⌋
}

var (
	stampsOnce sync.Once
	stamps     *[stampRadii]stampSet // 132 KB, built on first use
)

// buildStamps computes every stamp, as disc would paint it.
func buildStamps() {
	st := new([stampRadii]stampSet)
	for k := range st {
		set := &st[k]
		ro := stampMinR + float64(k)/stampSteps + 0.5
		for q := range stampSub {
			f := (float64(q) + 0.5) / stampSub
			set.origin[q] = int8(math.Floor(f - ro + 0.5))
		}
		for qy := range stampSub {
			for qx := range stampSub {
				fx, fy := (float64(qx)+0.5)/stampSub, (float64(qy)+0.5)/stampSub
				for j := range 4 {
					dy := float64(int(set.origin[qy])+j) + 0.5 - fy
					for i := range 4 {
						dx := float64(int(set.origin[qx])+i) + 0.5 - fx
						c := min(max(ro-math.Sqrt(dx*dx+dy*dy), 0), 1)
						set.cov[qy*stampSub+qx][j*4+i] = uint8(math.Round(c * 255))
					}
				}
			}
		}
	}
	stamps = st
}

// stampDisc paints the opaque disc of radius r <= stampMaxR centred at
// (cx, cy), in tile coordinates, from its stamp, and reports whether it
// did: a disc across the clip is left to the caller.
func (cv *canvas) stampDisc(cx, cy, r float32, c uint32) bool {
	ix, iy := floorInt(cx), floorInt(cy)
	qx := int((cx-float32(ix))*stampSub) & (stampSub - 1)
	qy := int((cy-float32(iy))*stampSub) & (stampSub - 1)
	set := &stamps[min(max(int((r-stampMinR)*stampSteps+0.5), 0), stampRadii-1)]
	bx, by := ix+int(set.origin[qx]), iy+int(set.origin[qy])
	if bx < 0 || by < 0 || bx+4 > cv.w || by+4 > cv.h {
		return false
	}
	// Hidden discs are common on a dense lattice: when the centre is
	// covered, test the whole block before painting it.
	if cv.opaqueAt(cx, cy) {
		acc := ^uint32(0)
		for j := range 4 {
			off := (by+j)*tileW + bx
			acc &= cv.at(off) & cv.at(off+1) & cv.at(off+2) & cv.at(off+3)
		}
		if acc >= opaqueWord {
			return true
		}
	}
	cov := &set.cov[qy*stampSub+qx]
	crb, cg := split(c)
	for j := range 4 {
		off, s := (by+j)*tileW+bx, cov[4*j:4*j+4:4*j+4]
		cv.set(off, underWord(cv.at(off), crb, cg, coverage(s[0])))
		cv.set(off+1, underWord(cv.at(off+1), crb, cg, coverage(s[1])))
		cv.set(off+2, underWord(cv.at(off+2), crb, cg, coverage(s[2])))
		cv.set(off+3, underWord(cv.at(off+3), crb, cg, coverage(s[3])))
	}
	return true
}

// coverage turns a stamp's 0..255 into 0..256.
func coverage(s uint8) uint32 { return uint32(s) + uint32(s>>7) }
