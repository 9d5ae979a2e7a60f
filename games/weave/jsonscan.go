package weave

import (
	"bytes"
	"context"
	"unicode/utf16"
	"unicode/utf8"

	"plateau/games/internal/jsonline"
	"plateau/games/reason"
)

// The reading of JSON itself, for decodeFile: objects, arrays, strings and
// numbers checked against the grammar as encoding/json checks them, with
// the place of the first fault.

// decoder reads JSON from b, at i.
type decoder struct {
	ctx   context.Context // looked at every progressEvery values of a list
	b     []byte
	i     int
	depth int // of the values skip is inside
}

// maxDepth bounds the nesting skip follows, as encoding/json's: a file of
// a million brackets must not exhaust the stack.
const maxDepth = 10000

// fail places err at the line where the decoder stopped.
func (d *decoder) fail(err error) error {
	line := 1 + bytes.Count(d.b[:min(d.i, len(d.b))], []byte{'\n'})
	return reason.At(line, err)
}

// fault is the refusal format, which takes the character met (%q), for
// what stands at d.i; at the end of the file, that the file ends too soon.
func (d *decoder) fault(format string) error {
	return jsonline.Unexpected(d.b, d.i, format)
}

func (d *decoder) space() {
	d.i = skipSpace(d.b, d.i)
}

// literal reads word (null, true, false) if it comes next.
func (d *decoder) literal(word string) bool {
	if bytes.HasPrefix(d.b[d.i:], []byte(word)) {
		d.i += len(word)
		return true
	}
	return false
}

// eat passes c if it stands next.
func (d *decoder) eat(c byte) bool {
	if d.i < len(d.b) && d.b[d.i] == c {
		d.i++
		return true
	}
	return false
}

// members reads the comma-separated values up to close, the opening
// bracket passed, calling item for each. stray reports something else
// than a comma or close after a value, for the caller to name.
func (d *decoder) members(close byte, item func() error) (stray bool, err error) {
	d.space()
	if d.eat(close) {
		return false, nil
	}
	for {
		if err := item(); err != nil {
			return false, err
		}
		d.space()
		switch {
		case d.eat(','):
			d.space()
		case d.eat(close):
			return false, nil
		default:
			return true, nil
		}
	}
}

// object reads an object, handing each key to field, which reads its
// value.
func (d *decoder) object(field func(key []byte) error) error {
	if !d.eat('{') {
		return d.fault("unexpected %q where an object was expected")
	}
	stray, err := d.members('}', func() error {
		key, err := d.str()
		if err != nil {
			return err
		}
		if d.space(); !d.eat(':') {
			return d.fault("unexpected %q after an object key")
		}
		d.space()
		return field(key)
	})
	if stray {
		return d.fault("unexpected %q after an object's value")
	}
	return err
}

// array reads an array, calling item for each value; null is no array
// (isNull true, nothing read).
func (d *decoder) array(item func() error) (isNull bool, err error) {
	if d.literal("null") {
		return true, nil
	}
	if !d.eat('[') {
		return false, d.fault("unexpected %q where an array was expected")
	}
	stray, err := d.members(']', item)
	if stray {
		return false, d.fault("unexpected %q after an array's value")
	}
	return false, err
}

// skip checks and passes over any value.
func (d *decoder) skip() error {
	if d.i >= len(d.b) {
		return d.fault("unexpected %q where a value was expected")
	}
	switch c := d.b[d.i]; {
	case c == '{' || c == '[':
		if d.depth++; d.depth > maxDepth {
			return reason.New("values nested too deep")
		}
		defer func() { d.depth-- }()
		if c == '[' {
			_, err := d.array(d.skip)
			return err
		}
		return d.object(func([]byte) error { return d.skip() })
	case c == '"':
		_, err := d.str()
		return err
	case c == '-' || c >= '0' && c <= '9':
		return d.number()
	case d.literal("true"), d.literal("false"), d.literal("null"):
		return nil
	}
	return d.fault("unexpected %q where a value was expected")
}

// number passes over a number, checking its grammar.
func (d *decoder) number() error {
	b, i := d.b, d.i
	if i < len(b) && b[i] == '-' {
		i++
	}
	switch {
	case i < len(b) && b[i] == '0':
		i++
	case i < len(b) && b[i] >= '1' && b[i] <= '9':
		i = digits(b, i)
	default:
		d.i = i
		return d.fault("unexpected %q in a number")
	}
	if i < len(b) && b[i] == '.' {
		if j := digits(b, i+1); j > i+1 {
			i = j
		} else {
			d.i = i + 1
			return d.fault("unexpected %q after a decimal point")
		}
	}
	if i < len(b) && (b[i] == 'e' || b[i] == 'E') {
		i++
		if i < len(b) && (b[i] == '+' || b[i] == '-') {
			i++
		}
		if j := digits(b, i); j > i {
			i = j
		} else {
			d.i = i
			return d.fault("unexpected %q in an exponent")
		}
	}
	d.i = i
	return nil
}

func digits(b []byte, i int) int {
	for i < len(b) && b[i] >= '0' && b[i] <= '9' {
		i++
	}
	return i
}

// str reads a string and returns its text, escapes decoded and invalid
// UTF-8 replaced, as encoding/json does. The common case, no escape and
// plain ASCII, is a slice of the input.
func (d *decoder) str() ([]byte, error) {
	if d.i >= len(d.b) || d.b[d.i] != '"' {
		return nil, d.fault("unexpected %q where a string was expected")
	}
	d.i++
	start := d.i
	for d.i < len(d.b) {
		c := d.b[d.i]
		switch {
		case c == '"':
			d.i++
			return d.b[start : d.i-1], nil
		case c == '\\' || c >= utf8.RuneSelf:
			return d.strSlow(start)
		case c < ' ':
			return nil, d.fault("unexpected %q in a string")
		}
		d.i++
	}
	return nil, d.fault("unexpected %q in a string")
}

// strSlow finishes a string that has escapes or non-ASCII text.
func (d *decoder) strSlow(start int) ([]byte, error) {
	out := append([]byte(nil), d.b[start:d.i]...)
	for d.i < len(d.b) {
		c := d.b[d.i]
		switch {
		case c == '"':
			d.i++
			return out, nil
		case c < ' ':
			return nil, d.fault("unexpected %q in a string")
		case c >= utf8.RuneSelf:
			r, size := utf8.DecodeRune(d.b[d.i:])
			out = utf8.AppendRune(out, r) // RuneError for invalid bytes, as encoding/json
			d.i += size
		case c != '\\':
			out = append(out, c)
			d.i++
		default:
			r, err := d.escape()
			if err != nil {
				return nil, err
			}
			out = utf8.AppendRune(out, r)
		}
	}
	return nil, d.fault("unexpected %q in a string")
}

// escape reads the escape at d.i (a backslash) and returns its rune.
func (d *decoder) escape() (rune, error) {
	if d.i+1 >= len(d.b) {
		d.i = len(d.b)
		return 0, d.fault("unexpected %q in a string")
	}
	d.i += 2
	switch c := d.b[d.i-1]; c {
	case '"', '\\', '/':
		return rune(c), nil
	case 'b':
		return '\b', nil
	case 'f':
		return '\f', nil
	case 'n':
		return '\n', nil
	case 'r':
		return '\r', nil
	case 't':
		return '\t', nil
	case 'u':
		r, ok := d.hex4()
		if !ok {
			return 0, d.fault("unexpected %q in a \\u escape")
		}
		if !utf16.IsSurrogate(r) {
			return r, nil
		}
		// a pair of escapes for one rune, or a lone half (U+FFFD)
		if d.i+1 < len(d.b) && d.b[d.i] == '\\' && d.b[d.i+1] == 'u' {
			save := d.i
			d.i += 2
			if r2, ok := d.hex4(); ok {
				if p := utf16.DecodeRune(r, r2); p != utf8.RuneError {
					return p, nil
				}
			}
			d.i = save
		}
		return utf8.RuneError, nil
	}
	d.i--
	return 0, d.fault("unexpected %q in a string escape")
}

// hex4 reads four hex digits.
func (d *decoder) hex4() (rune, bool) {
	if d.i+4 > len(d.b) {
		return 0, false
	}
	var r rune
	for _, c := range d.b[d.i : d.i+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	d.i += 4
	return r, true
}
