// Package scene3d draws a 3D cloud of points and links (the Weave lattice)
// into an *image.RGBA with a software rasteriser: an orbit camera, one
// precomputed view-projection matrix, antialiased discs and lines painted in
// depth order (front to back, tile by tile, skipping what is hidden), an
// axes gizmo, and picking. It knows nothing of Fyne nor of the lattice's
// rules: it takes plain slices (see Scene).
//
// World axes are the lattice's: D1 = +X, D2 = +Y (up on screen at zero
// pitch), D3 = +Z.
package scene3d

import (
	"math"

	"github.com/go-gl/mathgl/mgl32"
)

// Camera orbits a target point: the eye sits at Distance from Target, in the
// direction given by Yaw (about +Y, 0 = on the +Z side) and Pitch (above the
// XZ plane, within ±90°). Angles are in radians.
type Camera struct {
	Yaw, Pitch float32
	Distance   float32
	Target     mgl32.Vec3
	FovY       float32 // vertical field of view
}

// Limits of the camera. MaxDistance frames the longest lattice Weave
// grows, newest first: ten million points in a line some 2.5 million
// units long (at 1e6, Fit could not frame one of three million).
const (
	MinDistance = 0.5
	MaxDistance = 1e8
	maxPitch    = math.Pi / 2
)

// Preset is a named view direction.
type Preset int

// The presets of DESIGN 5.1.
const (
	// PresetIso looks along (1,-1,1), from above: the seed's lattice lies in
	// planes x-y+z = 0 and 1, so its hexagons show flat, at 120°.
	PresetIso Preset = iota
	PresetX          // looks along -X (the eye on the D1 side), D2 up, D6 right
	PresetY          // looks down along -Y (the eye on the D2 side), D1 right, D6 up
	PresetZ          // looks along -Z (the eye on the D3 side), D2 up, D1 right
)

// NewCamera returns an isometric camera at distance 10 from the origin with a
// 45° field of view.
func NewCamera() Camera {
	c := Camera{Distance: 10, FovY: mgl32.DegToRad(45)}
	c.SetPreset(PresetIso)
	return c
}

// SetPreset turns the camera to preset p, keeping target and distance.
func (c *Camera) SetPreset(p Preset) {
	switch p {
	case PresetX:
		c.Yaw, c.Pitch = math.Pi/2, 0
	case PresetY:
		c.Yaw, c.Pitch = 0, maxPitch
	case PresetZ:
		c.Yaw, c.Pitch = 0, 0
	default:
		// The eye on the (-1, 1, -1) side: sin(pitch) = 1/√3, yaw = -135°.
		c.Yaw, c.Pitch = -3*math.Pi/4, float32(math.Asin(1/math.Sqrt(3)))
	}
}

// offset returns the unit vector from the target to the eye.
func (c *Camera) offset() mgl32.Vec3 {
	sy, cy := math.Sincos(float64(c.Yaw))
	sp, cp := math.Sincos(float64(c.Pitch))
	return mgl32.Vec3{float32(cp * sy), float32(sp), float32(cp * cy)}
}

// Eye returns the position of the eye.
func (c *Camera) Eye() mgl32.Vec3 { return c.Target.Add(c.offset().Mul(c.Distance)) }

// Up returns the camera's up vector: the derivative of the offset along the
// pitch, which never degenerates, even looking straight down.
func (c *Camera) Up() mgl32.Vec3 {
	sy, cy := math.Sincos(float64(c.Yaw))
	sp, cp := math.Sincos(float64(c.Pitch))
	return mgl32.Vec3{float32(-sp * sy), float32(cp), float32(-sp * cy)}
}

// Right returns the camera's right vector.
func (c *Camera) Right() mgl32.Vec3 { return c.offset().Mul(-1).Cross(c.Up()).Normalize() }

// View returns the world-to-eye matrix.
func (c *Camera) View() mgl32.Mat4 { return mgl32.LookAtV(c.Eye(), c.Target, c.Up()) }

// nearFar returns the clip planes: near scales with the distance so that
// depth keeps its precision whether the lattice is 10 or 10,000 units wide.
func (c *Camera) nearFar() (near, far float32) {
	return c.Distance * 1e-3, c.Distance*4 + 1e4
}

// Projection returns the perspective matrix for a w x h image.
func (c *Camera) Projection(w, h int) mgl32.Mat4 {
	near, far := c.nearFar()
	return mgl32.Perspective(c.FovY, float32(w)/float32(max(h, 1)), near, far)
}

// Matrix returns the one view-projection matrix that maps world points to
// clip space for a w x h image.
func (c *Camera) Matrix(w, h int) mgl32.Mat4 { return c.Projection(w, h).Mul4(c.View()) }

// Orbit turns the camera by dyaw and dpitch radians around the target (a
// drag: about 0.01 radian a pixel feels right); pitch stops at ±90°.
func (c *Camera) Orbit(dyaw, dpitch float32) {
	c.Yaw = float32(math.Remainder(float64(c.Yaw+dyaw), 2*math.Pi))
	c.Pitch = min(max(c.Pitch+dpitch, -maxPitch), maxPitch)
}

// Zoom multiplies the distance by f (below 1 comes closer), within limits.
func (c *Camera) Zoom(f float32) {
	if f > 0 {
		c.Distance = min(max(c.Distance*f, MinDistance), MaxDistance)
	}
}

// Pan moves the target by dx, dy pixels of a w x h image, along the camera's
// right and up vectors, so that the point under the cursor follows it.
func (c *Camera) Pan(dx, dy float32, h int) {
	perPixel := 2 * c.Distance * float32(math.Tan(float64(c.FovY)/2)) / float32(max(h, 1))
	move := c.Right().Mul(-dx * perPixel).Add(c.Up().Mul(dy * perPixel))
	c.Target = c.Target.Add(move)
}

// minFitRadius is the smallest half-diagonal Fit frames, in unit steps.
const minFitRadius = 2

// Fit centres the target on the box [lo, hi] and sets the distance so that
// the whole box shows in a w x h image, whatever the direction of view.
func (c *Camera) Fit(lo, hi mgl32.Vec3, w, h int) {
	c.Target = lo.Add(hi).Mul(0.5)
	// A lone point or a short line is framed as a box of a few unit steps
	// would be, not blown up to fill the picture.
	radius := max(hi.Sub(lo).Len()/2, minFitRadius) + 0.5
	half := float64(c.FovY) / 2
	if w < h { // the horizontal field is the narrower one
		half = math.Atan(math.Tan(half) * float64(w) / float64(max(h, 1)))
	}
	c.Distance = min(max(radius/float32(math.Sin(half))*1.05, MinDistance), MaxDistance)
}

// Bounds returns the box holding pts (zero when pts is empty).
func Bounds(pts [][3]float32) (lo, hi mgl32.Vec3) {
	if len(pts) == 0 {
		return
	}
	lo, hi = pts[0], pts[0]
	for _, p := range pts[1:] {
		for k := 0; k < 3; k++ {
			lo[k] = min(lo[k], p[k])
			hi[k] = max(hi[k], p[k])
		}
	}
	return lo, hi
}

// Project maps world point p through matrix m (see Camera.Matrix) to pixel
// coordinates of a w x h image (y down) and its depth (distance along the
// view direction); ok is false when p is behind the near plane.
func Project(m mgl32.Mat4, w, h int, p mgl32.Vec3) (x, y, depth float32, ok bool) {
	cw := m[3]*p[0] + m[7]*p[1] + m[11]*p[2] + m[15]
	if cw <= 0 {
		return 0, 0, cw, false
	}
	cx := m[0]*p[0] + m[4]*p[1] + m[8]*p[2] + m[12]
	cy := m[1]*p[0] + m[5]*p[1] + m[9]*p[2] + m[13]
	return (cx/cw + 1) * 0.5 * float32(w), (1 - cy/cw) * 0.5 * float32(h), cw, true
}
