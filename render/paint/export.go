package paint

import (
	"fmt"
	"image/png"
	"io"
	"math"
	"path/filepath"
	"strings"
)

// Format is a picture format for export.
type Format int

// The export formats: PNG for the screen, SVG for print.
const (
	FormatPNG Format = iota
	FormatSVG
)

// FormatOf picks the format from a file name's extension, .png or .svg.
func FormatOf(name string) (Format, error) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".png":
		return FormatPNG, nil
	case ".svg":
		return FormatSVG, nil
	}
	return 0, fmt.Errorf("%s: expected a .png or .svg file name", name)
}

// MaxExport bounds an exported picture's side in pixels (or SVG units): a
// PNG of that side already takes a gigabyte of memory to draw.
const MaxExport = 16384

// Export draws a width x height picture with draw and writes it in format
// f. A painter exports once, for both formats, through its Surface.
func Export(w io.Writer, f Format, width, height float64, draw func(Surface)) error {
	if !(width >= 1 && height >= 1 && width <= MaxExport && height <= MaxExport) {
		return fmt.Errorf("picture of %.0fx%.0f pixels: expected 1..%d a side", width, height, MaxExport)
	}
	if f == FormatSVG {
		s := NewSVG(width, height)
		draw(s)
		_, err := s.WriteTo(w)
		return err
	}
	r := NewRaster(int(math.Ceil(width)), int(math.Ceil(height)))
	draw(r)
	return png.Encode(w, r.Img)
}
