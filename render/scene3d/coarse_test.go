package scene3d_test

import (
	"testing"

	"plateau/games/weave"
	"plateau/render/scene3d"
)

// A coarse frame knows only the points it drew, one in the stride and the
// current and selected ones: it projected every point, 186 ms a frame of
// four million on the UI goroutine while the view turned. A whole frame
// after it knows every point again.
func TestACoarseFrameKnowsOnlyThePointsItDrew(t *testing.T) {
	_, s := lattice(t, weave.RuleSeed, weave.OrderFIFO, 2000)
	const w, h = 400, 300
	cam := fitted(s, w, h)
	o := scene3d.DefaultOptions()
	o.Stride, o.Current, o.Selected = 7, 701, 1402
	r := scene3d.NewRenderer()
	r.Render(&cam, s, w, h, &o)
	for _, tc := range []struct {
		point int
		drawn bool
	}{
		{0, true}, {7, true}, {700, true}, {701, true}, {1402, true},
		{1, false}, {8, false}, {702, false}, {1999, false},
	} {
		if _, _, _, ok := r.Screen(tc.point); ok != tc.drawn {
			t.Errorf("coarse frame: point %d on screen %v, want %v", tc.point, ok, tc.drawn)
		}
	}
	o.Stride = 1
	r.Render(&cam, s, w, h, &o)
	for i := range s.Points {
		if _, _, _, ok := r.Screen(i); !ok {
			t.Fatalf("whole frame: point %d not on screen", i)
		}
	}
}

// A click on a coarse frame picks among the points it drew, and never
// one it left out.
func TestPickOnACoarseFrameTakesAPointDrawn(t *testing.T) {
	_, s := lattice(t, weave.RuleSeed, weave.OrderFIFO, 2000)
	const w, h = 400, 300
	cam := fitted(s, w, h)
	o := scene3d.DefaultOptions()
	o.Gizmo, o.Stride = false, 5
	r := scene3d.NewRenderer()
	r.Render(&cam, s, w, h, &o)
	for i := range s.Points {
		if x, y, _, ok := r.Screen(i); ok {
			if got := r.Pick(x, y, 14); got%5 != 0 {
				t.Fatalf("a click on point %d's centre picked point %d, not drawn", i, got)
			}
		}
	}
}
