package scene3d

import (
	"math"
	"testing"

	"github.com/go-gl/mathgl/mgl32"
)

func near(a, b, eps float32) bool { return float32(math.Abs(float64(a-b))) <= eps }

// TestProjectKnownPoints looks at the origin from 10 units on +Z with a 90°
// field: one world unit at depth 10 is a tenth of the half-height.
func TestProjectKnownPoints(t *testing.T) {
	c := Camera{Distance: 10, FovY: mgl32.DegToRad(90)}
	c.SetPreset(PresetZ)
	const w, h = 800, 600
	m := c.Matrix(w, h)
	tests := []struct {
		p       mgl32.Vec3
		x, y, z float32
		visible bool
	}{
		{mgl32.Vec3{0, 0, 0}, 400, 300, 10, true},
		{mgl32.Vec3{1, 0, 0}, 430, 300, 10, true},
		{mgl32.Vec3{0, 1, 0}, 400, 270, 10, true},
		{mgl32.Vec3{-2, -1, 0}, 340, 330, 10, true},
		{mgl32.Vec3{0, 0, 5}, 400, 300, 5, true},
		{mgl32.Vec3{1, 0, 5}, 460, 300, 5, true},
		{mgl32.Vec3{0, 0, 11}, 0, 0, 0, false},
	}
	for _, tt := range tests {
		x, y, z, ok := Project(m, w, h, tt.p)
		if ok != tt.visible || (ok && (!near(x, tt.x, 1e-3) || !near(y, tt.y, 1e-3) || !near(z, tt.z, 1e-4))) {
			t.Errorf("Project(%v) = (%.3f, %.3f, %.3f, %v), want (%v, %v, %v, %v)", tt.p, x, y, z, ok, tt.x, tt.y, tt.z, tt.visible)
		}
	}
}

// TestIsoPresetShowsTripodAt120: looking along (1,-1,1), the tripod A
// (D1, D3, D5) projects to three equal arms 120° apart.
func TestIsoPresetShowsTripodAt120(t *testing.T) {
	c := NewCamera()
	c.Distance = 1000
	dir := c.Target.Sub(c.Eye()).Normalize()
	if want := (mgl32.Vec3{1, -1, 1}).Normalize(); !vecNear(dir, want) {
		t.Fatalf("view direction %v, want %v", dir, want)
	}
	const w, h = 1000, 1000
	m := c.Matrix(w, h)
	var ang [3]float64
	var lens [1]float32
	x, y, _, _ := Project(m, w, h, mgl32.Vec3{1, 0, 0})
	lens[0] = float32(math.Hypot(float64(x-500), float64(y-500)))
	for k, v := range []mgl32.Vec3{{1, 0, 0}, {0, 0, 1}, {0, -1, 0}} {
		x, y, _, _ := Project(m, w, h, v)
		dx, dy := float64(x-500), float64(y-500)
		if r := math.Hypot(dx, dy); math.Abs(r-float64(lens[0])) > 0.01*float64(lens[0]) {
			t.Errorf("arm %v is %.2f pixels long, arm D1 %.2f", v, r, lens[0])
		}
		ang[k] = math.Atan2(dy, dx) * 180 / math.Pi
	}
	for k := 0; k < 3; k++ {
		d := math.Mod(ang[(k+1)%3]-ang[k]+720, 360)
		if math.Abs(d-120) > 0.5 && math.Abs(d-240) > 0.5 {
			t.Errorf("arms at %v degrees: not 120° apart", ang)
		}
	}
}

func TestPresetsLookAlongAxes(t *testing.T) {
	tests := []struct {
		p    Preset
		look mgl32.Vec3
		up   mgl32.Vec3
	}{
		{PresetX, mgl32.Vec3{-1, 0, 0}, mgl32.Vec3{0, 1, 0}},
		{PresetY, mgl32.Vec3{0, -1, 0}, mgl32.Vec3{0, 0, -1}},
		{PresetZ, mgl32.Vec3{0, 0, -1}, mgl32.Vec3{0, 1, 0}},
	}
	for _, tt := range tests {
		c := NewCamera()
		c.SetPreset(tt.p)
		look := c.Target.Sub(c.Eye()).Normalize()
		if !vecNear(look, tt.look) || !vecNear(c.Up(), tt.up) {
			t.Errorf("preset %d looks %v up %v, want %v up %v", tt.p, look, c.Up(), tt.look, tt.up)
		}
		// The view matrix is well formed even straight down.
		x, y, _, ok := Project(c.Matrix(100, 100), 100, 100, mgl32.Vec3{})
		if !ok || !near(x, 50, 1e-3) || !near(y, 50, 1e-3) {
			t.Errorf("preset %d: the target projects to (%v, %v, %v)", tt.p, x, y, ok)
		}
	}
}

func TestOrbitZoomPan(t *testing.T) {
	c := NewCamera()
	c.Orbit(0, 10)
	if !near(c.Pitch, math.Pi/2, 1e-6) {
		t.Errorf("pitch %v after a big orbit up, want 90°", c.Pitch)
	}
	c.Orbit(7, -20)
	if !near(c.Pitch, -math.Pi/2, 1e-6) || c.Yaw < -math.Pi || c.Yaw > math.Pi {
		t.Errorf("yaw %v pitch %v", c.Yaw, c.Pitch)
	}
	c.Zoom(1e-9)
	if c.Distance != MinDistance {
		t.Errorf("distance %v after zooming in hard", c.Distance)
	}
	c.Zoom(1e12)
	if c.Distance != MaxDistance {
		t.Errorf("distance %v after zooming out hard", c.Distance)
	}
	// Panning by (dx, dy) pixels moves the point at the old target by (dx, dy).
	c = NewCamera()
	c.Target = mgl32.Vec3{3, -1, 2}
	const w, h = 640, 480
	p := c.Target
	x0, y0, _, _ := Project(c.Matrix(w, h), w, h, p)
	c.Pan(40, -25, h)
	x1, y1, _, _ := Project(c.Matrix(w, h), w, h, p)
	if !near(x1-x0, 40, 0.01) || !near(y1-y0, -25, 0.01) {
		t.Errorf("pan moved the point by (%v, %v), want (40, -25)", x1-x0, y1-y0)
	}
}

func TestFitShowsTheBox(t *testing.T) {
	lo, hi := mgl32.Vec3{-5, 2, 0}, mgl32.Vec3{40, 9, 12}
	for _, size := range [][2]int{{1280, 800}, {400, 900}} {
		for _, p := range []Preset{PresetIso, PresetX, PresetY, PresetZ} {
			c := NewCamera()
			c.SetPreset(p)
			c.Fit(lo, hi, size[0], size[1])
			m := c.Matrix(size[0], size[1])
			for k := 0; k < 8; k++ {
				q := mgl32.Vec3{pick(k&1, lo[0], hi[0]), pick(k&2, lo[1], hi[1]), pick(k&4, lo[2], hi[2])}
				x, y, _, ok := Project(m, size[0], size[1], q)
				if !ok || x < 0 || y < 0 || x > float32(size[0]) || y > float32(size[1]) {
					t.Errorf("%v preset %d: corner %v at (%v, %v, %v)", size, p, q, x, y, ok)
				}
			}
		}
	}
	if lo, hi := Bounds([][3]float32{{1, 2, 3}, {-1, 5, 0}}); lo != (mgl32.Vec3{-1, 2, 0}) || hi != (mgl32.Vec3{1, 5, 3}) {
		t.Errorf("Bounds = %v, %v", lo, hi)
	}
}

func vecNear(a, b mgl32.Vec3) bool { return a.Sub(b).Len() < 1e-5 }

func pick(bit int, a, b float32) float32 {
	if bit != 0 {
		return b
	}
	return a
}

// TestFitALonePoint: one point is framed as a small box would be, not
// blown up to fill the picture.
func TestFitALonePoint(t *testing.T) {
	one, box := NewCamera(), NewCamera()
	p := mgl32.Vec3{3, -1, 2}
	one.Fit(p, p, 800, 600)
	box.Fit(p.Sub(mgl32.Vec3{1, 1, 1}), p.Add(mgl32.Vec3{1, 1, 1}), 800, 600)
	if one.Distance < box.Distance || !vecNear(one.Target, p) {
		t.Errorf("a lone point: distance %v, target %v; a 2-step box around it: distance %v", one.Distance, one.Target, box.Distance)
	}
}

// Fit frames a line as long as Weave grows one (ten million points newest
// first): at most 1e6 away, the camera left its ends out of the picture.
func TestFitFramesAVeryLongLine(t *testing.T) {
	const w, h = 945, 703
	pts := [][3]float32{{-1_250_000, 3, 0}, {1_250_000, -3, 2}, {0, 0, 0}}
	c := NewCamera()
	lo, hi := Bounds(pts)
	c.Fit(lo, hi, w, h)
	m := c.Matrix(w, h)
	for _, p := range pts {
		x, y, _, ok := Project(m, w, h, p)
		if !ok || x < 0 || y < 0 || x > w || y > h {
			t.Errorf("%v drawn at (%.0f, %.0f), out of the %dx%d picture (distance %g)", p, x, y, w, h, c.Distance)
		}
	}
}
