package paint

import (
	"fmt"
	"slices"
	"strings"
)

// Paper is the sheet a PDF prints on. The zero Paper is A4.
type Paper int

// The papers a PDF prints on: ISO A4, and US Letter, the paper of North
// America and of a few countries of Latin America and the Philippines.
const (
	A4 Paper = iota
	Letter
)

// Papers are the papers, in the order a choice offers them.
var Papers = []Paper{A4, Letter}

// pdfMargin is kept blank all round a page, in points (15 mm), out of
// most printers' unprintable band.
const pdfMargin = 42.52

// Size is the paper's width and height, portrait, in points (1/72 inch).
func (p Paper) Size() (w, h float64) {
	if p == Letter {
		return 612, 792 // 8.5 x 11 inches
	}
	return 595.28, 841.89 // 210 x 297 mm
}

// PrintWidth and PrintHeight are the printable area of the portrait page
// inside its margins, in points: a picture of these proportions fills the
// page, and a picture k times their size prints at k units a point, so
// that a printed page can set its text in points.
func (p Paper) PrintWidth() float64 {
	w, _ := p.Size()
	return w - 2*pdfMargin
}

// PrintHeight: see PrintWidth.
func (p Paper) PrintHeight() float64 {
	_, h := p.Size()
	return h - 2*pdfMargin
}

// String is the paper's code, as the command line and the preferences
// spell it: "a4" or "letter".
func (p Paper) String() string {
	if p == Letter {
		return "letter"
	}
	return "a4"
}

// ParsePaper reads a paper's code, "a4" or "letter" (in any case).
func ParsePaper(s string) (Paper, error) {
	for _, p := range Papers {
		if strings.EqualFold(s, p.String()) {
			return p, nil
		}
	}
	return A4, fmt.Errorf("paper %q: expected a4 or letter", s)
}

// letterRegions are the countries whose everyday paper is US Letter, by
// their ISO 3166 codes: the Unicode CLDR's US-Letter territories.
var letterRegions = []string{"BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE"}

// PaperFor is the paper people print on in region, a locale's country
// code ("US", "fr"): Letter in the Letter countries, A4 elsewhere and
// for an unknown or empty region.
func PaperFor(region string) Paper {
	if slices.Contains(letterRegions, strings.ToUpper(region)) {
		return Letter
	}
	return A4
}

// Page is the printable area of the portrait page in a picture's units,
// perPoint of them a point: the size of the picture a printed page is
// drawn as, which the PDF lays inside the margins at 1/perPoint.
func (p Paper) Page(perPoint float64) (w, h float64) {
	return p.PrintWidth() * perPoint, p.PrintHeight() * perPoint
}
