package weave

import "plateau/games/reason"

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
			return 0, i, reason.New("integer out of range")
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

func skipSpace(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}
