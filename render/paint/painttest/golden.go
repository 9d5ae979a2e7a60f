// Package painttest compares painted pictures with golden PNG files, for
// the tests of the render packages. Run a test with -update to write the
// golden files from what is painted now, then look at them.
package painttest

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden pictures in testdata")

// Golden checks img against the PNG at path. A pixel differs when one of
// its channels is more than tol (0..255) away from the golden one; any
// differing pixel fails the test and writes the picture next to the golden
// one as NAME.failed.png to look at. With -update it rewrites the golden.
func Golden(t testing.TB, path string, img image.Image, tol int) {
	t.Helper()
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	if *update {
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run the test with -update to create it)", err)
	}
	want, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	if n := Diff(img, want, tol); n > 0 {
		failed := strings.TrimSuffix(path, ".png") + ".failed.png"
		_ = os.WriteFile(failed, buf.Bytes(), 0o644)
		t.Errorf("%d pixels differ from %s (see %s)", n, path, failed)
	}
}

// Diff counts the pixels of a and b whose channels differ by more than tol;
// pictures of different sizes differ everywhere.
func Diff(a, b image.Image, tol int) int {
	ab, bb := a.Bounds(), b.Bounds()
	if ab.Size() != bb.Size() {
		return max(ab.Dx()*ab.Dy(), bb.Dx()*bb.Dy())
	}
	lim := uint32(tol) * 257
	n := 0
	for y := 0; y < ab.Dy(); y++ {
		for x := 0; x < ab.Dx(); x++ {
			r1, g1, b1, a1 := a.At(ab.Min.X+x, ab.Min.Y+y).RGBA()
			r2, g2, b2, a2 := b.At(bb.Min.X+x, bb.Min.Y+y).RGBA()
			if far(r1, r2, lim) || far(g1, g2, lim) || far(b1, b2, lim) || far(a1, a2, lim) {
				n++
			}
		}
	}
	return n
}

func far(x, y, lim uint32) bool {
	if x > y {
		return x-y > lim
	}
	return y-x > lim
}
