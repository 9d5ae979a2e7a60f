package painttest

import (
	"bytes"
	"compress/zlib"
	"io"
)

// PDFPages counts the pages of PDF file data by their page objects
// ("/Type /Page", which the page tree's "/Type /Pages" also starts with).
func PDFPages(data []byte) int {
	return bytes.Count(data, []byte("/Type /Page")) - bytes.Count(data, []byte("/Type /Pages"))
}

// PDFContent is the text of PDF file data's streams, inflated: the pages'
// drawing operators, where a text s printed shows as "(s)Tj" (in
// Windows-1252), and the embedded font's data.
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
	return out.String()
}
