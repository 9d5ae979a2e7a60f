package scene3d

import "image/color"

// A coarse frame of a large scene reads one point in the stride and the
// ends of one link in the stride, scattered over the scene's arrays: at
// four million points most of its time went to waiting on memory
// (projectCoarse, shade and collect: 80% of the profile of BenchmarkFrame
// at stride 27). A Compact holds what it reads in arrays of its own, in
// the order it reads them, built once for the frames of a move.

// Compact is the part of a scene a frame at a stride draws, in arrays of
// its own: drawn whole, with Options.Discs set to Discs and Current and
// Selected for the options' own, it is the frame of the scene at the
// stride, pixel for pixel.
type Compact struct {
	Scene Scene
	// Index is the scene's number of each point of Scene, to turn what
	// Pick returns into a point of the scene.
	Index []int32
	// Discs is the number of points drawn as discs, the first ones: one
	// in the stride, then the current and selected points. The others
	// are the ends of the links, one point for each end.
	Discs             int
	Current, Selected int // the current and selected points in Scene, or -1
}

// NewCompact copies from s what a frame at stride draws with current and
// selected the current and selected points (-1 for none). Without a colour
// for every point in s, every disc draws in Palette.Tagged.
func NewCompact(s *Scene, stride, current, selected int) *Compact {
	stride = max(stride, 1)
	n := len(s.Points)
	links := (len(s.Links) + stride - 1) / stride
	c := &Compact{Index: make([]int32, 0, (n+stride-1)/stride+2+2*links)}
	add := func(i int32) int32 {
		c.Index = append(c.Index, i)
		return int32(len(c.Index) - 1)
	}
	for i := 0; i < n; i += stride {
		add(int32(i))
	}
	c.Current = c.disc(current, stride, n)
	c.Selected = c.disc(selected, stride, n)
	c.Discs = len(c.Index)
	c.Scene.Links = make([][2]int32, 0, links)
	for li := 0; li < len(s.Links); li += stride {
		if l := s.Links[li]; l[0] >= 0 && l[1] >= 0 && int(l[0]) < n && int(l[1]) < n {
			c.Scene.Links = append(c.Scene.Links, [2]int32{add(l[0]), add(l[1])})
		}
	}
	c.Scene.Points = make([][3]float32, len(c.Index))
	for k, i := range c.Index {
		c.Scene.Points[k] = s.Points[i]
	}
	if len(s.Colors) >= n {
		c.Scene.Colors = make([]color.RGBA, c.Discs)
		for k, i := range c.Index[:c.Discs] {
			c.Scene.Colors[k] = s.Colors[i]
		}
	}
	return c
}

// disc returns the number in c of the disc of point i of a scene of n
// points at stride, adding it after those of the stride when it is not one
// of them; -1 for no point.
func (c *Compact) disc(i, stride, n int) int {
	if i < 0 || i >= n {
		return -1
	}
	if i%stride == 0 {
		return i / stride
	}
	for k := (n + stride - 1) / stride; k < len(c.Index); k++ {
		if int(c.Index[k]) == i {
			return k
		}
	}
	c.Index = append(c.Index, int32(i))
	return len(c.Index) - 1
}

// Point returns the scene's number of point k of c, or -1 for none.
func (c *Compact) Point(k int) int {
	if k < 0 || k >= len(c.Index) {
		return -1
	}
	return int(c.Index[k])
}
