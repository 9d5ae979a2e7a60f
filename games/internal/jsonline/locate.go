package jsonline

import (
	"bytes"
	"encoding/json"
	"strings"
)

// Locate returns the 1-based line of data, a JSON text, where the value at
// path starts: path is object keys (strings) and array indexes (ints,
// from 0) from the top, as in Locate(data, "moves", 4) for the fifth move.
// A key matches as encoding/json matches it to a struct's field, in any
// case, and of a key given twice the last is found, as it is the one
// decoded. It is for a fault found in a file after decoding it, whatever
// the spacing of the file. It returns 0 when data holds no such value.
func Locate(data []byte, path ...any) int {
	off := valueAt(data, path)
	if off < 0 {
		return 0
	}
	return lineOf(data, off)
}

// valueAt is the offset in v, a JSON value, where the value at path
// starts, or -1.
func valueAt(v []byte, path []any) int {
	if len(path) == 0 {
		if at := skipBytes(v, 0, " \t\r\n"); at < len(v) {
			return at
		}
		return -1
	}
	key, isKey := path[0].(string)
	index, isIndex := path[0].(int)
	want := json.Delim('[')
	if isKey {
		want = '{'
	}
	dec := json.NewDecoder(bytes.NewReader(v))
	if open, err := dec.Token(); err != nil || open != want || !isKey && (!isIndex || index < 0) {
		return -1
	}
	found, size := -1, 0
	for i := 0; dec.More(); i++ {
		match := i == index
		if isKey {
			k, err := dec.Token()
			if err != nil {
				return -1
			}
			name, _ := k.(string)
			match = strings.EqualFold(name, key)
		}
		from := int(dec.InputOffset())
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return -1
		}
		if match {
			// the value, past the comma or colon before it
			found, size = skipBytes(v, from, " \t\r\n,:"), len(raw)
			if isIndex {
				break
			}
		}
	}
	if found < 0 || found+size > len(v) {
		return -1
	}
	in := valueAt(v[found:found+size], path[1:])
	if in < 0 {
		return -1
	}
	return found + in
}

// skipBytes passes the bytes of set from v[i:].
func skipBytes(v []byte, i int, set string) int {
	for i < len(v) && strings.IndexByte(set, v[i]) >= 0 {
		i++
	}
	return i
}
