package paint

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf16"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// printable is s with what the Go font has no glyph for replaced, where
// the PDF would print a blank: a space for a space the font lacks (a
// thin space), the base letter for a letter whose accent the font lacks
// (Vietnamese ệ prints e), "?" for the rest (Chinese, Arabic, emoji).
// The font has Latin with its accents, Greek and Cyrillic.
func printable(s string) string {
	var buf sfnt.Buffer
	f := goRegular()
	has := func(r rune) bool {
		i, err := f.GlyphIndex(&buf, r)
		return err == nil && i != 0
	}
	return strings.Map(func(r rune) rune {
		switch {
		case has(r):
			return r
		case unicode.IsSpace(r):
			return ' '
		case unicode.IsLetter(r):
			if d := []rune(norm.NFD.String(string(r))); len(d) > 1 && has(d[0]) {
				return d[0]
			}
		}
		return '?'
	}, s)
}

// Document information: the title when the caller gives none, the
// longest title kept (in characters), the creator.
const (
	pdfDefaultTitle = "Plateau"
	pdfMaxTitle     = 200
	pdfCreator      = "Plateau"
)

// setInfo gives doc its information dictionary: title (see docTitle),
// creator and creation date.
func setInfo(doc *fpdf.Fpdf, title string, now time.Time) {
	doc.SetTitle(pdfText(docTitle(title)), false)
	doc.SetCreator(pdfText(pdfCreator), false)
	doc.SetCreationDate(now)
	doc.SetModificationDate(now)
}

// docTitle is title on one line, as a viewer's title bar shows it:
// control characters and runs of spaces made one space, cut at
// pdfMaxTitle characters, pdfDefaultTitle when that leaves nothing.
func docTitle(title string) string {
	title = strings.Join(strings.FieldsFunc(title, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r)
	}), " ")
	if title == "" {
		return pdfDefaultTitle
	}
	if r := []rune(title); len(r) > pdfMaxTitle {
		title = string(r[:pdfMaxTitle-1]) + "…"
	}
	return title
}

// pdfText is s as the bytes of a PDF text string, which fpdf escapes
// (parentheses, backslashes) and wraps: printable ASCII as is (where
// PDFDocEncoding is ASCII), anything else in UTF-16BE after its byte
// order mark. fpdf's own UTF-16 conversion is not used: it garbles
// characters beyond the Basic Multilingual Plane (emoji).
func pdfText(s string) string {
	ascii := true
	for _, r := range s {
		if r < 0x20 || r > 0x7e {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	b := []byte{0xfe, 0xff}
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u>>8), byte(u))
	}
	return string(b)
}
