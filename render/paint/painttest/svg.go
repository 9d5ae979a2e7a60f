package painttest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/png"
	"io"
	"strconv"
	"strings"
	"testing"
)

// ParseSVG fails t unless data is a well-formed XML document with an svg
// root of a width and a height (in user units, or in millimetres); it
// returns the size of the root's viewBox, in the units drawn in.
func ParseSVG(t testing.TB, data []byte) (width, height float64) {
	t.Helper()
	root := svgRoot(t, data)
	var x, y float64
	if _, err := fmt.Sscan(root.ViewBox, &x, &y, &width, &height); err != nil {
		t.Fatalf("svg viewBox %q: %v", root.ViewBox, err)
	}
	for _, v := range []string{root.Width, root.Height} {
		if _, err := strconv.ParseFloat(strings.TrimSuffix(v, "mm"), 64); err != nil {
			t.Errorf("svg width or height %q: %v", v, err)
		}
	}
	d := xml.NewDecoder(strings.NewReader(string(data)))
	for {
		if _, err := d.Token(); err == io.EOF {
			return width, height
		} else if err != nil {
			t.Fatalf("svg: %v", err)
		}
	}
}

// SVGMillimetres is the size on paper the svg root of data says, and
// whether it says one in millimetres.
func SVGMillimetres(t testing.TB, data []byte) (width, height float64, ok bool) {
	t.Helper()
	root := svgRoot(t, data)
	w, werr := strconv.ParseFloat(strings.TrimSuffix(root.Width, "mm"), 64)
	h, herr := strconv.ParseFloat(strings.TrimSuffix(root.Height, "mm"), 64)
	ok = werr == nil && herr == nil && strings.HasSuffix(root.Width, "mm") && strings.HasSuffix(root.Height, "mm")
	return w, h, ok
}

// svgAttrs are the svg root's attributes a test reads.
type svgAttrs struct {
	XMLName xml.Name
	Width   string `xml:"width,attr"`
	Height  string `xml:"height,attr"`
	ViewBox string `xml:"viewBox,attr"`
}

// svgRoot is the svg root of data, failing t when there is none.
func svgRoot(t testing.TB, data []byte) svgAttrs {
	t.Helper()
	var root svgAttrs
	if err := xml.Unmarshal(data, &root); err != nil || root.XMLName.Local != "svg" {
		t.Fatalf("not an SVG document (%v): %.80q", err, data)
	}
	return root
}

// PagePNG fails t unless data is a PNG picture width pixels wide, at
// least minHeight high, on a white page (its top left corner white); it
// returns the picture.
func PagePNG(t testing.TB, data []byte, width, minHeight int) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("png: %v", err)
	}
	if b := img.Bounds(); b.Dx() != width || b.Dy() < minHeight {
		t.Errorf("png of %v, want %d wide and %d high or more", b, width, minHeight)
	}
	if r, g, b, _ := img.At(2, 2).RGBA(); r>>8 != 0xff || g>>8 != 0xff || b>>8 != 0xff {
		t.Errorf("the corner is %x,%x,%x, not the white page", r>>8, g>>8, b>>8)
	}
	return img
}
