package painttest

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strconv"
	"unicode/utf16"
)

// PDFPages counts the pages of PDF file data by their page objects
// ("/Type /Page", which the page tree's "/Type /Pages" also starts with).
func PDFPages(data []byte) int {
	return bytes.Count(data, []byte("/Type /Page")) - bytes.Count(data, []byte("/Type /Pages"))
}

// PDFContent is the text of PDF file data's streams, inflated: the pages'
// drawing operators, where a text s printed shows as "(s)Tj" with s in
// UTF-8 (the file has it in UTF-16, the embedded font's codes), and the
// embedded font's data.
func PDFContent(data []byte) string {
	var out bytes.Buffer
	for rest := data; ; {
		i := bytes.Index(rest, []byte("stream\n"))
		if i < 0 {
			break
		}
		rest = rest[i+len("stream\n"):]
		j := bytes.Index(rest, []byte("endstream"))
		if j < 0 {
			break
		}
		if r, err := zlib.NewReader(bytes.NewReader(rest[:j])); err == nil {
			b, _ := io.ReadAll(r)
			out.Write(b)
		} else {
			out.Write(rest[:j])
		}
		rest = rest[j+len("endstream"):]
	}
	return shownText.ReplaceAllStringFunc(out.String(), func(op string) string {
		s, _ := literal([]byte(op))
		return "(" + utf16BE(s) + ")Tj"
	})
}

// shownText is a text-showing operator with its literal string operand.
var shownText = regexp.MustCompile(`\((?:[^\\)]|\\.)*\) ?Tj`)

// PDFInfo is the text string under key ("Title", "Creator") in PDF file
// data's document information dictionary, decoded (UTF-16BE after its
// byte order mark, or PDFDocEncoding's ASCII); ok is false when the file
// has none.
func PDFInfo(data []byte, key string) (text string, ok bool) {
	i := bytes.Index(data, []byte("/"+key+" ("))
	if i < 0 {
		return "", false
	}
	s, ok := literal(data[i+len(key)+2:])
	if !ok {
		return "", false
	}
	if bytes.HasPrefix(s, []byte{0xfe, 0xff}) {
		return utf16BE(s[2:]), true
	}
	return string(s), true
}

// literal is the bytes of the PDF literal string b starts with, its
// escapes undone; ok is false when b does not hold a whole one.
func literal(b []byte) (s []byte, ok bool) {
	if len(b) == 0 || b[0] != '(' {
		return nil, false
	}
	depth := 0
	for i := 0; i < len(b); i++ {
		switch c := b[i]; c {
		case '\\':
			i++
			if i == len(b) {
				return nil, false
			}
			switch e := b[i]; e {
			case 'n':
				s = append(s, '\n')
			case 'r':
				s = append(s, '\r')
			case 't':
				s = append(s, '\t')
			default: // \( \) \\ (octal escapes are not written here)
				s = append(s, e)
			}
		case '(':
			if depth > 0 {
				s = append(s, c)
			}
			depth++
		case ')':
			depth--
			if depth == 0 {
				return s, true
			}
			s = append(s, c)
		default:
			s = append(s, c)
		}
	}
	return nil, false
}

// utf16BE is UTF-16BE text b in UTF-8.
func utf16BE(b []byte) string {
	u := make([]uint16, len(b)/2)
	for i := range u {
		u[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
	}
	return string(utf16.Decode(u))
}

// PDFPageSizes is the size of each page of PDF file data in points, as
// pdfinfo reports it: the page's own MediaBox, or the one it inherits
// from the page tree.
func PDFPageSizes(data []byte) [][2]float64 {
	var sizes [][2]float64
	inherited, _ := mediaBox(data[max(0, bytes.Index(data, []byte("/Type /Pages"))):])
	for rest := data; ; {
		i := bytes.Index(rest, []byte("/Type /Page\n"))
		if i < 0 {
			return sizes
		}
		rest = rest[i+len("/Type /Page\n"):]
		end := bytes.Index(rest, []byte("endobj"))
		if end < 0 {
			end = len(rest)
		}
		if own, ok := mediaBox(rest[:end]); ok {
			sizes = append(sizes, own)
		} else {
			sizes = append(sizes, inherited)
		}
	}
}

// mediaBoxRe is a MediaBox, its four numbers.
var mediaBoxRe = regexp.MustCompile(`^/MediaBox \[\s*([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s+([-\d.]+)\s*\]`)

// mediaBox is the width and height of the first MediaBox of the object
// b starts in (up to its endobj).
func mediaBox(b []byte) (size [2]float64, ok bool) {
	if end := bytes.Index(b, []byte("endobj")); end >= 0 {
		b = b[:end]
	}
	i := bytes.Index(b, []byte("/MediaBox"))
	if i < 0 {
		return size, false
	}
	m := mediaBoxRe.FindSubmatch(b[i:])
	if m == nil {
		return size, false
	}
	var v [4]float64
	for k := range v {
		f, err := strconv.ParseFloat(string(m[k+1]), 64)
		if err != nil {
			return size, false
		}
		v[k] = f
	}
	return [2]float64{v[2] - v[0], v[3] - v[1]}, true
}
