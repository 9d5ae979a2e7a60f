package scene3d

import (
	"math"
	"testing"
)

// An axis's label clears the dot at the axis's end whichever way the axis
// points: at a fixed distance a slanted axis's label sat on its dot.
func TestGizmoLabelsClearTheirDots(t *testing.T) {
	for _, scale := range []float32{1, 2} {
		var l labels
		l.prepare(int(11*scale + 0.5))
		for deg := 0; deg < 360; deg += 5 {
			a := float64(deg) * math.Pi / 180
			sx, sy := float32(math.Cos(a)), float32(math.Sin(a))
			for k := range l.masks {
				const ex, ey = 100, 100
				x, y := l.labelAt(k, ex, ey, sx, sy, scale)
				b := l.masks[k].Bounds()
				hw, hh := float32(b.Dx())/2, float32(b.Dy())/2
				dot := 2.5 * scale // the dot's radius
				// the distance from the end to the label's box
				dx := max(float32(math.Abs(float64(x-ex)))-hw, 0)
				dy := max(float32(math.Abs(float64(y-ey)))-hh, 0)
				if d := float32(math.Hypot(float64(dx), float64(dy))); d < dot {
					t.Fatalf("scale %g, axis at %d°: D%d's label is %.1f px from its end, inside the dot (%.1f)", scale, deg, k+1, d, dot)
				}
			}
		}
	}
}
