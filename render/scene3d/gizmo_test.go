package scene3d_test

import (
	"math"
	"testing"

	"plateau/render/scene3d"
)

// TestGizmoStaysInsideTheImage turns the camera all round and checks that
// the gizmo, labels included, never reaches the image's left or bottom edge:
// a label cut by the edge ("1" of D1 alone) reads as a fault.
func TestGizmoStaysInsideTheImage(t *testing.T) {
	const w, h = 320, 240
	for _, scale := range []float32{1, 1.5, 2} {
		for yaw := 0; yaw < 360; yaw += 15 {
			for _, pitch := range []float32{-80, -40, 0, 40, 80} {
				cam := scene3d.NewCamera()
				cam.Yaw, cam.Pitch = float32(yaw)*math.Pi/180, pitch*math.Pi/180
				o := scene3d.DefaultOptions()
				o.Scale = scale
				o.Gizmo = false
				bare := scene3d.NewRenderer().Render(&cam, &scene3d.Scene{}, w, h, &o)
				o.Gizmo = true
				with := scene3d.NewRenderer().Render(&cam, &scene3d.Scene{}, w, h, &o)
				for y := range h {
					if with.RGBAAt(0, y) != bare.RGBAAt(0, y) {
						t.Fatalf("scale %g, yaw %d°, pitch %g°: the gizmo touches the left edge at y=%d", scale, yaw, pitch, y)
					}
				}
				for x := range w {
					if with.RGBAAt(x, h-1) != bare.RGBAAt(x, h-1) {
						t.Fatalf("scale %g, yaw %d°, pitch %g°: the gizmo touches the bottom edge at x=%d", scale, yaw, pitch, x)
					}
				}
			}
		}
	}
}
