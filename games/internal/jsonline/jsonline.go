// Package jsonline finds the line of a JSON decoding error, for the game
// packages' file readers: encoding/json reports a byte offset, while a
// person fixing a file by hand looks for a line.
package jsonline

import (
	"bytes"
	"encoding/json"
	"errors"
)

// Of returns the 1-based line of data where err, an error of json.Unmarshal
// or of a json.Decoder reading data, was found: a syntax error or a value of
// the wrong type. It returns 0 for any other error, which carries no place.
func Of(data []byte, err error) int {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	var off int64
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	default:
		return 0
	}
	off = min(max(off, 0), int64(len(data)))
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}
