package scene3d_test

import (
	"bytes"
	"fmt"
	"testing"

	"plateau/games/weave"
	"plateau/render/scene3d"
)

// The frame of a Compact is the frame of its scene at the stride, pixel
// for pixel, and a point picked on it is the scene's point picked there.
func TestACompactDrawsTheCoarseFrame(t *testing.T) {
	_, s := lattice(t, weave.RuleSeed, weave.OrderFIFO, 2000)
	const w, h = 400, 300
	cam := fitted(s, w, h)
	for _, tc := range []struct{ stride, current, selected int }{
		{7, 701, 1402}, {7, 700, 700}, {7, 701, 701}, {7, -1, -1}, {13, 1999, 3}, {1, 5, 9},
	} {
		t.Run(fmt.Sprint(tc), func(t *testing.T) {
			o := scene3d.DefaultOptions()
			o.Stride, o.Current, o.Selected = tc.stride, tc.current, tc.selected
			coarse := scene3d.NewRenderer()
			want := bytes.Clone(coarse.Render(&cam, s, w, h, &o).Pix)
			c := scene3d.NewCompact(s, tc.stride, tc.current, tc.selected)
			co := scene3d.DefaultOptions()
			co.Discs, co.Current, co.Selected = c.Discs, c.Current, c.Selected
			r := scene3d.NewRenderer()
			if !bytes.Equal(r.Render(&cam, &c.Scene, w, h, &co).Pix, want) {
				t.Fatal("the compact's frame is not the coarse frame")
			}
			picked := 0
			for i := range s.Points {
				x, y, _, ok := coarse.Screen(i)
				if !ok {
					continue
				}
				if got, want := c.Point(r.Pick(x, y, 14)), coarse.Pick(x, y, 14); got != want {
					t.Fatalf("at P%d's centre the compact picks %d, the coarse frame %d", i, got, want)
				}
				picked++
			}
			if picked == 0 {
				t.Fatal("nothing on screen")
			}
		})
	}
}
