package painttest

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/png"
	"io"
	"strings"
	"testing"
)

// ParseSVG fails t unless data is a well-formed XML document with an svg
// root; it returns the root's width and height.
func ParseSVG(t testing.TB, data []byte) (width, height float64) {
	t.Helper()
	var root struct {
		XMLName xml.Name
		Width   float64 `xml:"width,attr"`
		Height  float64 `xml:"height,attr"`
	}
	if err := xml.Unmarshal(data, &root); err != nil || root.XMLName.Local != "svg" {
		t.Fatalf("not an SVG document (%v): %.80q", err, data)
	}
	d := xml.NewDecoder(strings.NewReader(string(data)))
	for {
		if _, err := d.Token(); err == io.EOF {
			return root.Width, root.Height
		} else if err != nil {
			t.Fatalf("svg: %v", err)
		}
	}
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
