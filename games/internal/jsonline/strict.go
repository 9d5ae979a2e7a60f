package jsonline

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"

	"plateau/games/reason"
)

// Strict decodes data, a single JSON value, into v as json.Unmarshal does,
// but refusing keys v has no field for, as a json.Decoder that disallows
// unknown fields does. Its error is a refusal in words (Refusal) that
// names the line (reason.At) wherever the fault has one: an empty file is
// told so, a file cut short is told so on its last line (a json.Decoder
// says "unexpected EOF" and no more), and anything after the value is
// refused where it starts.
func Strict(data []byte, v any) error {
	rest := bytes.TrimLeft(data, " \t\r\n")
	if len(rest) == 0 {
		return reason.New("empty file")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return reason.At(lineOf(data, len(data)), reason.New("the file ends in the middle of its JSON"))
		}
		return reason.At(Of(data, err), Refusal(data, err))
	}
	if rest = bytes.TrimLeft(data[dec.InputOffset():], " \t\r\n"); len(rest) > 0 {
		return reason.At(lineOf(data, len(data)-len(rest)), reason.New("unexpected data after the JSON object"))
	}
	return nil
}

// lineOf is the 1-based line of data's byte off.
func lineOf(data []byte, off int) int {
	return 1 + bytes.Count(data[:off], []byte{'\n'})
}
