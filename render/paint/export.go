package paint

import (
	"errors"
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strings"
)

// Format is a picture format for export.
type Format int

// The export formats: PNG for the screen, SVG to edit, PDF to print (on
// the user's paper: see ExportPDFPages).
const (
	FormatPNG Format = iota
	FormatSVG
	FormatPDF
)

// FormatOf picks the format from a file name's extension, .png, .svg or
// .pdf.
func FormatOf(name string) (Format, error) {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".png":
		return FormatPNG, nil
	case ".svg":
		return FormatSVG, nil
	case ".pdf":
		return FormatPDF, nil
	}
	return 0, fmt.Errorf("%s: expected a .png, .svg or .pdf file name", name)
}

// Ext is the format's file name extension, with its dot.
func (f Format) Ext() string {
	switch f {
	case FormatSVG:
		return ".svg"
	case FormatPDF:
		return ".pdf"
	}
	return ".png"
}

// MaxExport bounds an exported picture's side in pixels (or SVG units): a
// PNG of that side already takes a gigabyte of memory to draw.
const MaxExport = 16384

// ExportPDFPages draws pages pictures of width x height, one a page of
// paper, with draw (told the page, from 0) and writes them as one PDF
// titled title (see NewPDF): every page has the same scale, so what is
// drawn the same size is printed the same size on each.
func ExportPDFPages(w io.Writer, paper Paper, title string, width, height float64, pages int, draw func(s Surface, page int)) error {
	if err := checkSize(width, height); err != nil {
		return err
	}
	if pages < 1 || pages > maxPages {
		return fmt.Errorf("%d pages: expected 1..%d", pages, maxPages)
	}
	p := NewPDF(paper, width, height, title)
	for i := range pages {
		if i > 0 {
			p.NextPage()
		}
		draw(p, i)
	}
	_, err := p.WriteTo(w)
	return err
}

// maxPages bounds a PDF's pages: a pieces sheet of the largest board (900
// pieces) takes a few dozen.
const maxPages = 1000

func checkSize(width, height float64) error {
	if !(width >= 1 && height >= 1 && width <= MaxExport && height <= MaxExport) {
		return fmt.Errorf("picture of %.0fx%.0f pixels: expected 1..%d a side", width, height, MaxExport)
	}
	return nil
}

// Export draws a width x height picture with draw and writes it as PNG or
// SVG, format f, saying it prints at dpi dots an inch (see WritePNG and
// NewSVGAt; ScreenDPI for a picture of the screen), to print at its size.
// A painter exports once, for every format, through its Surface; a PDF is
// a page to print, on the user's paper, which goes through ExportPDFPages
// (f PDF is refused here: it printed on A4 whatever the paper).
func Export(w io.Writer, f Format, width, height, dpi float64, draw func(Surface)) error {
	if err := checkSize(width, height); err != nil {
		return err
	}
	switch f {
	case FormatSVG:
		s := NewSVGAt(width, height, dpi)
		draw(s)
		_, err := s.WriteTo(w)
		return err
	case FormatPDF:
		return errors.New("a PDF prints on a paper: ExportPDFPages")
	}
	r := NewRaster(int(math.Ceil(width)), int(math.Ceil(height)))
	draw(r)
	return WritePNG(w, r.Img, dpi)
}
