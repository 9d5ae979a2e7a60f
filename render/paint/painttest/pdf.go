package painttest

import "bytes"

// PDFPages counts the pages of PDF file data by their page objects
// ("/Type /Page", which the page tree's "/Type /Pages" also starts with).
func PDFPages(data []byte) int {
	return bytes.Count(data, []byte("/Type /Page")) - bytes.Count(data, []byte("/Type /Pages"))
}
