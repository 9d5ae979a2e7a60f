package scene3d

import "iter"

// A coarse frame (Options.Stride above 1) projects only what it draws:
// one point in Stride, the current and selected points, and the ends of
// one link in Stride. Projecting every point whatever the stride took a
// coarse frame of four million points 186 ms on average, 342 ms at worst,
// on the UI goroutine, while the view turned. The other points keep what
// an earlier frame left in r.pts: only r.live and discs say which hold
// this frame's.

// projectCoarse projects, at r.stride, the points the frame draws and the
// ends of the links it draws, and lists them in r.live.
func (r *Renderer) projectCoarse(pr *projector, s *Scene) {
	live := r.live[:0]
	add := func(i int32) {
		if i >= 0 && int(i) < len(s.Points) {
			r.projectPoint(pr, &r.pts[i], s.Points[i])
			live = append(live, i)
		}
	}
	for i := range r.discs() {
		add(int32(i))
	}
	for li := 0; li < len(s.Links); li += r.stride {
		add(s.Links[li][0])
		add(s.Links[li][1])
	}
	r.live = live
}

// discs yields the points whose discs the last frame drew, if on screen:
// all of them (up to Options.Discs), or at a stride one in r.stride and
// the current and selected points.
func (r *Renderer) discs() iter.Seq[int] {
	return func(yield func(int) bool) {
		step := max(r.stride, 1)
		for i := 0; i < r.limit; i += step {
			if !yield(i) {
				return
			}
		}
		if step == 1 {
			return
		}
		for k, i := range []int{r.cur, r.sel} {
			if i >= 0 && i < r.nPoints && i%step != 0 && (k == 0 || i != r.cur) && !yield(i) {
				return
			}
		}
	}
}

// drawn reports whether the last frame drew point i's disc, if on screen.
func (r *Renderer) drawn(i int) bool {
	switch {
	case i < 0 || i >= r.nPoints:
		return false
	case r.stride <= 1:
		return i < r.limit
	}
	return i < r.limit && i%r.stride == 0 || i == r.cur || i == r.sel
}
