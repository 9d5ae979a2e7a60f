package weaveui

import (
	"context"
	"testing"
	"time"

	"plateau/games/weave"
	"plateau/render/paint"
)

// BenchmarkOrbitFrameOnUI orbits the largest lattice the window grows,
// a frame of the view's size every 16 ms as a drag asks for them, and
// reports the time each frame holds the UI goroutine (ui-ms/frame, and
// the worst, ui-ms/worst): the rule is at most about 50 ms. shown/frame
// is the share of the frames asked for that a frame painted off the UI
// goroutine followed.
func BenchmarkOrbitFrameOnUI(b *testing.B) {
	ws, _ := newTestWorkspace(b, "")
	m, err := weave.New(weave.Config{Rule: weave.RuleSeed, Main: weave.D1, Order: weave.OrderFIFO})
	if err != nil {
		b.Fatal(err)
	}
	if err := m.Grow(context.Background(), weave.Target{Points: maxPoints}, nil); err != nil {
		b.Fatal(err)
	}
	ws.setModel(m)
	r := paint.NewRaster(1280, 800)
	var total, worst time.Duration
	frames, shown := 0, 0
	wholePainted = func() { shown++ }
	b.Cleanup(func() { wholePainted = nil })
	for b.Loop() {
		ws.cam.Orbit(0.01, 0)
		ws.moved()
		start := time.Now()
		ws.paint(r)
		d := time.Since(start)
		total, worst, frames = total+d, max(worst, d), frames+1
		loop.For(16 * time.Millisecond) // the frames painted off the UI goroutine show meanwhile
	}
	ws.rest()
	b.ReportMetric(float64(shown)/float64(frames), "shown/frame")
	b.ReportMetric(float64(total.Microseconds())/1e3/float64(frames), "ui-ms/frame")
	b.ReportMetric(float64(worst.Microseconds())/1e3, "ui-ms/worst")
}
