// Package jsonline finds the line of a JSON decoding error, and the line
// of a value a reader refuses after decoding (Locate), for the game
// packages' file readers: encoding/json reports a byte offset, or nothing,
// while a person fixing a file by hand looks for a line.
package jsonline

import (
	"bytes"
	"encoding/json"
	"errors"
)

// Of returns the 1-based line of data where err, an error of json.Unmarshal
// or of a json.Decoder reading data, was found: a syntax error, a value of
// the wrong type, or a key a decoder that disallows unknown fields refused
// (the first place that key is written), or an error marked by Value or
// Text (the first place that value is written). It returns 0 for any other
// error, which carries no place.
func Of(data []byte, err error) int {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	var ve *valueError
	var off int64
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	case errors.As(err, &ve):
		if off = int64(bytes.Index(data, ve.text)); off < 0 {
			return 0
		}
	default:
		// encoding/json says "json: unknown field %q" and no more.
		key, ok := unknownField(err)
		if !ok {
			return 0
		}
		if off = keyOffset(data, key); off < 0 {
			return 0
		}
	}
	off = min(max(off, 0), int64(len(data)))
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}

// keyOffset is the offset of the first "key" in data followed by a colon,
// as an object's key is, or -1.
func keyOffset(data []byte, key string) int64 {
	quoted, err := json.Marshal(key)
	if err != nil {
		return -1
	}
	for at := 0; ; {
		i := bytes.Index(data[at:], quoted)
		if i < 0 {
			return -1
		}
		at += i + len(quoted)
		if rest := bytes.TrimLeft(data[at:], " \t\r\n"); len(rest) > 0 && rest[0] == ':' {
			return int64(at - len(quoted))
		}
	}
}

// valueError is an error of one value's own decoding, with the value's
// text as it stands in the file.
type valueError struct {
	text []byte
	err  error
}

func (e *valueError) Error() string { return e.err.Error() }
func (e *valueError) Unwrap() error { return e.err }

// Value marks err, the fault an UnmarshalJSON method found in text (its
// argument), so that Of can name the line: encoding/json gives the errors
// of such methods no place. The decoder stops at the first fault, so the
// first place the text is written is the one.
func Value(text []byte, err error) error {
	return &valueError{text: bytes.Clone(text), err: err}
}

// Text is Value for an UnmarshalText method, whose argument is the string
// without its quotes.
func Text(text []byte, err error) error {
	quoted, merr := json.Marshal(string(text))
	if merr != nil {
		return err
	}
	return &valueError{text: quoted, err: err}
}
