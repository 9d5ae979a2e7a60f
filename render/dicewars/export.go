package dicewars

import (
	"fmt"
	"image/png"
	"io"
	"math"
	"path/filepath"
	"strings"

	dw "plateau/games/dicewars"
	"plateau/render/paint"
)

// Format is an export format.
type Format int

// The export formats.
const (
	PNG Format = iota
	SVG
)

// FormatOf picks the format from a file name's extension, .png or .svg.
func FormatOf(name string) (Format, error) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".png":
		return PNG, nil
	case ".svg":
		return SVG, nil
	}
	return 0, fmt.Errorf("%s: expected a .png or .svg file name", name)
}

// maxExport bounds an exported picture's side in pixels.
const maxExport = 16384

// Export draws the map with the position (pos may be nil) into a width x
// height picture and writes it as PNG or SVG.
func Export(w io.Writer, f Format, m *dw.Map, pos *dw.Position, v View, width, height float64) error {
	if !(width >= 1 && height >= 1 && width <= maxExport && height <= maxExport) {
		return fmt.Errorf("picture of %.0fx%.0f pixels: expected 1..%d a side", width, height, maxExport)
	}
	l := NewLayout(m, width, height)
	if f == SVG {
		s := paint.NewSVG(width, height)
		Draw(s, l, pos, v)
		_, err := s.WriteTo(w)
		return err
	}
	r := paint.NewRaster(int(math.Ceil(width)), int(math.Ceil(height)))
	Draw(r, l, pos, v)
	return png.Encode(w, r.Img)
}
