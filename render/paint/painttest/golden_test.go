package painttest

import (
	"image"
	"image/color"
	"testing"
)

func TestDiff(t *testing.T) {
	a := image.NewRGBA(image.Rect(0, 0, 4, 4))
	b := image.NewRGBA(image.Rect(0, 0, 4, 4))
	if n := Diff(a, b, 0); n != 0 {
		t.Errorf("equal pictures: %d differ", n)
	}
	b.SetRGBA(1, 1, color.RGBA{3, 0, 0, 0})
	if n := Diff(a, b, 2); n != 1 {
		t.Errorf("one pixel 3 away, tolerance 2: %d differ", n)
	}
	if n := Diff(a, b, 3); n != 0 {
		t.Errorf("one pixel 3 away, tolerance 3: %d differ", n)
	}
	if n := Diff(a, image.NewRGBA(image.Rect(0, 0, 5, 4)), 255); n != 20 {
		t.Errorf("different sizes: %d differ, want 20", n)
	}
}
