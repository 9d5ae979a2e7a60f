package weave

import (
	"errors"

	"plateau/games/reason"
)

// The JSON of a large lattice holds millions of small integer arrays; these
// types hold them in place, without the allocation per value that
// pointers and slices would cost, and remember whether the field was
// present (decodeFile fills them).

// intList is a JSON array of integers: its length and its first three.
type intList struct {
	v  [3]int64
	n  int
	ok bool
}

// optInt is an integer that may be missing.
type optInt struct {
	v  int64
	ok bool
}

// optBool is a boolean that may be missing.
type optBool struct {
	v, ok bool
}

var errNotInt = reason.New("want an integer")

// errOutOfRange is the kind of an integer too large to read: the reader
// says it is out of range, in its own words for the field, rather than
// that it is no integer.
var errOutOfRange = errors.New("integer out of range")

// maxJSONInt bounds the integers read: far beyond any valid coordinate or
// point number, far below overflow.
const maxJSONInt = 1 << 50

// parseInt reads an integer (an optional minus and digits) at b[i:] and
// returns it with the index after it.
func parseInt(b []byte, i int) (int64, int, error) {
	neg := i < len(b) && b[i] == '-'
	if neg {
		i++
	}
	start := i
	var v int64
	for ; i < len(b) && b[i] >= '0' && b[i] <= '9'; i++ {
		v = v*10 + int64(b[i]-'0')
		if v > maxJSONInt {
			return 0, i, outOfRange(b, start, neg)
		}
	}
	if i == start || (i < len(b) && (b[i] == '.' || b[i] == 'e' || b[i] == 'E')) {
		return 0, i, errNotInt
	}
	if neg {
		v = -v
	}
	return v, i, nil
}

// outOfRange is the refusal of the integer too large whose digits start
// at b[start], quoted as it is written ("99999999999999999999 out of
// range"), not cut to the digits read.
func outOfRange(b []byte, start int, neg bool) error {
	end := start
	for end < len(b) && b[end] >= '0' && b[end] <= '9' {
		end++
	}
	if neg {
		start--
	}
	return reason.Of(errOutOfRange, "%s out of range", reason.Clip(string(b[start:end])))
}

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}
