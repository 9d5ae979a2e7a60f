package scene3d

import "testing"

// A renderer lets its frame buffers go when the scene has shrunk far below
// them (a lattice of millions of points replaced by a small one kept
// hundreds of megabytes), and keeps them for a steady scene, whose frames
// then allocate nothing however the view changes their counts.
func TestRendererReleasesBuffersOfAShrunkScene(t *testing.T) {
	cam := NewCamera()
	o := DefaultOptions()
	big := &Scene{}
	for i := range 200_000 {
		big.Points = append(big.Points, [3]float32{float32(i % 100), float32(i / 100 % 100), float32(i / 10000)})
	}
	small := &Scene{Points: [][3]float32{{0, 0, 0}}}
	r := NewRenderer()
	r.Render(&cam, big, 320, 240, &o)
	if cap(r.pts) < 200_000 || cap(r.prims) < 200_000 {
		t.Fatalf("set-up: buffers of %d points, %d prims", cap(r.pts), cap(r.prims))
	}
	for _, tc := range []struct {
		scene *Scene
		kept  bool
	}{
		{big, true},    // the same scene: kept
		{small, false}, // one point: let go
	} {
		r.Render(&cam, big, 320, 240, &o)
		pts, prims := cap(r.pts), cap(r.prims)
		r.Render(&cam, tc.scene, 320, 240, &o)
		if kept := cap(r.pts) == pts && cap(r.prims) == prims; kept != tc.kept {
			t.Errorf("%d points after %d: buffers kept %v (%d, %d), want %v", len(tc.scene.Points), len(big.Points), kept, cap(r.pts), cap(r.prims), tc.kept)
		}
	}
	if n := testing.AllocsPerRun(5, func() { r.Render(&cam, big, 320, 240, &o) }); n > 0 {
		t.Errorf("a frame of a steady scene allocates %v times", n)
	}
}

// A coarse frame's draw list is sized for the prims it draws, not for the
// scene: a frame of ten million points at stride 67 held 1.1 GB of
// buffers for a few hundred thousand prims. A new buffer's room to grow
// is bounded too.
func TestACoarseFrameHoldsBuffersForItsPrims(t *testing.T) {
	cam := NewCamera()
	o := DefaultOptions()
	s := &Scene{}
	for i := range 200_000 {
		s.Points = append(s.Points, [3]float32{float32(i % 100), float32(i / 100 % 100), float32(i / 10000)})
		if i > 0 {
			s.Links = append(s.Links, [2]int32{int32(i - 1), int32(i)})
		}
	}
	lo, hi := Bounds(s.Points)
	cam.Fit(lo, hi, 320, 240)
	o.Stride = 50
	r := NewRenderer()
	r.Render(&cam, s, 320, 240, &o)
	drawn := (len(s.Points)+len(s.Links))/o.Stride + 4
	if c := cap(r.prims); c > drawn+drawn/4 {
		t.Errorf("stride %d over %d points and %d links: room for %d prims, want at most %d", o.Stride, len(s.Points), len(s.Links), c, drawn+drawn/4)
	}
	if got := resize([]byte(nil), 100<<20); cap(got) > 100<<20+maxSpare {
		t.Errorf("a buffer of %d items has room for %d", len(got), cap(got))
	}
}
