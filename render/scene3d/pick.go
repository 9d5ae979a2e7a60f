package scene3d

// Pick returns the index of the point under pixel (x, y) of the last frame,
// or -1. Among the points whose disc covers the pixel it returns the nearest
// to the eye (the one drawn on top); failing that, the point whose centre is
// nearest to the pixel within radius pixels. Pixels are those of the image
// (multiply logical coordinates by the screen scale first).
func (r *Renderer) Pick(x, y, radius float32) int {
	best, bestD2, bestZ, covered := -1, radius*radius, float32(0), false
	for i := range r.pts {
		p := &r.pts[i]
		if p.z < r.near || i >= r.nPoints {
			continue
		}
		dx, dy := p.x-x, p.y-y
		d2 := dx*dx + dy*dy
		switch {
		case d2 <= p.r*p.r:
			if !covered || p.z < bestZ {
				best, bestZ, covered = i, p.z, true
			}
		case !covered && d2 <= bestD2:
			best, bestD2 = i, d2
		}
	}
	return best
}

// Screen returns where point i was drawn in the last frame, in pixels, with
// its radius; ok is false when it was behind the camera or does not exist.
func (r *Renderer) Screen(i int) (x, y, radius float32, ok bool) {
	if i < 0 || i >= r.nPoints || r.pts[i].z < r.near {
		return 0, 0, 0, false
	}
	p := &r.pts[i]
	return p.x, p.y, p.r, true
}
