package weaveui

import (
	"bytes"
	"context"
	"io"
)

// countPoints counts the points of a lattice file without decoding it:
// the objects in its top-level "points" array (the largest, if the key is
// given twice). It reads the file once, in constant memory, so that a
// file too large for the window is refused before the reader, which holds
// the whole file and every point at once, takes gigabytes.
func countPoints(ctx context.Context, r io.Reader) (int, error) {
	var s pointScan
	buf := make([]byte, 1<<16)
	for {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		n, err := r.Read(buf)
		s.scan(buf[:n])
		if err == io.EOF {
			return max(s.most, s.count), nil
		}
		if err != nil {
			return 0, err
		}
	}
}

// pointScan is where countPoints is in the JSON text. Objects and arrays
// are told apart only at the depth of the points: a file that is no
// lattice gets some count, and the reader says what is wrong with it.
type pointScan struct {
	depth         int
	inString, esc bool
	key           []byte // the last string at depth 1: the key of the value after it
	inPoints      bool
	count, most   int
}

// scan reads the next bytes of the text.
func (s *pointScan) scan(b []byte) {
	for _, c := range b {
		if s.inString {
			switch {
			case s.esc:
				s.esc = false
			case c == '\\':
				s.esc = true
			case c == '"':
				s.inString = false
			case s.depth == 1 && len(s.key) < len("points")+1:
				s.key = append(s.key, c)
			}
			continue
		}
		switch c {
		case '"':
			s.inString = true
			if s.depth == 1 {
				s.key = s.key[:0]
			}
		case '{', '[':
			s.depth++
			if s.depth == 2 {
				s.inPoints, s.count = c == '[' && bytes.EqualFold(s.key, []byte("points")), 0
			} else if s.depth == 3 && s.inPoints && c == '{' {
				s.count++
			}
		case '}', ']':
			if s.depth == 2 && s.inPoints {
				s.most, s.inPoints = max(s.most, s.count), false
			}
			s.depth--
		}
	}
}
