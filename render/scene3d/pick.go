package scene3d

import "math"

// Pick returns the index of the point under pixel (x, y) of the last frame,
// or -1; of a coarse frame (Options.Stride), only among the points it
// drew. Among the points whose disc covers the pixel it returns the
// nearest to the eye (the one drawn on top); failing that, the point whose
// disc's edge is nearest to the pixel, within radius pixels. Pixels are those of
// the image (multiply logical coordinates by the screen scale first).
//
// The discs are the ones drawn: the current point's is bigger. By the
// edge rather than the centre, a click just beside a big disc in front
// takes it, not a small one behind it whose centre is nearer (which the
// person cannot see, and which Weave's manual order then expanded).
func (r *Renderer) Pick(x, y, radius float32) int {
	best, bestEdge, bestZ, covered := -1, radius, float32(0), false
	for i := range r.discs() {
		p := &r.pts[i]
		if p.z < r.near {
			continue
		}
		rad := p.r
		if i == r.current {
			rad = r.currentR
		}
		dx, dy := p.x-x, p.y-y
		d2 := dx*dx + dy*dy
		switch {
		case d2 <= rad*rad:
			if !covered || p.z < bestZ {
				best, bestZ, covered = i, p.z, true
			}
		case !covered && d2 <= (bestEdge+rad)*(bestEdge+rad):
			if e := float32(math.Sqrt(float64(d2))) - rad; e <= bestEdge {
				best, bestEdge = i, e
			}
		}
	}
	if best >= 0 && !covered {
		best = r.onTop(best)
	}
	return best
}

// onTop returns the point drawn over the centre of point i, i itself when
// none is: a point whose centre a nearer disc hides is not the one seen.
func (r *Renderer) onTop(i int) int {
	c := r.pts[i]
	top, topZ := i, c.z
	for j := range r.discs() {
		p := &r.pts[j]
		if p.z < r.near || p.z >= topZ {
			continue
		}
		rad := p.r
		if j == r.current {
			rad = r.currentR
		}
		if dx, dy := p.x-c.x, p.y-c.y; dx*dx+dy*dy <= rad*rad {
			top, topZ = j, p.z
		}
	}
	return top
}

// Screen returns where point i was drawn in the last frame, in pixels, with
// its radius; ok is false when it was behind the camera, does not exist,
// or was left out of a coarse frame (Options.Stride).
func (r *Renderer) Screen(i int) (x, y, radius float32, ok bool) {
	if !r.drawn(i) || r.pts[i].z < r.near {
		return 0, 0, 0, false
	}
	p := &r.pts[i]
	return p.x, p.y, p.r, true
}
