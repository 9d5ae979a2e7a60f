// Package bom drops the byte order mark some editors (Notepad among them)
// put at the start of a UTF-8 text file, for the game packages' text
// readers: left in, it glued itself to the first number ("\ufeff60").
package bom

import (
	"bufio"
	"bytes"
	"io"
)

// utf8BOM is U+FEFF in UTF-8.
var utf8BOM = []byte{0xEF, 0xBB, 0xBF}

// Skip returns a reader of r's bytes without a leading UTF-8 byte order
// mark.
func Skip(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	if b, err := br.Peek(len(utf8BOM)); err == nil && bytes.Equal(b, utf8BOM) {
		_, _ = br.Discard(len(utf8BOM))
	}
	return br
}
