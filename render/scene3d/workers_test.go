package scene3d

import (
	"runtime"
	"testing"
	"time"
)

// TestPoolSharesTilesAndEnds: a frame painted with the helpers equals the
// one painted by the calling goroutine alone, pixel for pixel; and the
// helpers end once their renderer is no longer used.
func TestPoolSharesTilesAndEnds(t *testing.T) {
	if runtime.GOMAXPROCS(0) < 2 {
		t.Skip("one processor: no helpers")
	}
	s := &Scene{}
	for i := range 3000 {
		x := float32(i%60) - 30
		s.Points = append(s.Points, [3]float32{x, float32(i/60) - 25, float32(i % 7)})
		if i > 0 {
			s.Links = append(s.Links, [2]int32{int32(i - 1), int32(i)})
		}
	}
	cam := NewCamera()
	cam.Distance = 90
	o := DefaultOptions()
	o.Selected = 42

	shared := NewRenderer()
	want := append([]byte(nil), shared.Render(&cam, s, 700, 500, &o).Pix...)
	pool := shared.pool // holds the helpers' count, not the renderer
	if pool.live.Load() < 1 {
		t.Fatal("no helper started")
	}
	alone := NewRenderer()
	alone.pool = &tilePool{workers: []*tileWorker{new(tileWorker)}, start: make(chan *frame)}
	got := alone.Render(&cam, s, 700, 500, &o).Pix
	if string(got) != string(want) {
		t.Error("the frame painted with helpers differs from the one painted alone")
	}

	shared, alone = nil, nil
	deadline := time.Now().Add(30 * time.Second) // a hang guard, not a timing
	for pool.live.Load() > 0 {
		if time.Now().After(deadline) {
			t.Fatalf("%d helpers outlived their renderer", pool.live.Load())
		}
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
}

// A background renderer leaves a CPU to the window: it paints with one
// helper fewer than a renderer for the UI goroutine, and none on two
// CPUs, where the whole frame of four million points had the window wait
// a second for its own.
func TestABackgroundRendererLeavesACPU(t *testing.T) {
	s := &Scene{Points: [][3]float32{{0, 0, 0}}}
	cam := NewCamera()
	for _, tc := range []struct{ procs, fg, bg int }{{1, 0, 0}, {2, 1, 0}, {3, 2, 1}, {8, maxHelpers, maxHelpers}} {
		saved := runtime.GOMAXPROCS(tc.procs)
		fg, bg := NewRenderer(), NewBackgroundRenderer()
		fg.Render(&cam, s, 64, 64, nil)
		bg.Render(&cam, s, 64, 64, nil)
		runtime.GOMAXPROCS(saved)
		if f, b := len(fg.pool.workers)-1, len(bg.pool.workers)-1; f != tc.fg || b != tc.bg {
			t.Errorf("%d CPUs: helpers %d for the window, %d in the background; want %d and %d", tc.procs, f, b, tc.fg, tc.bg)
		}
	}
}
