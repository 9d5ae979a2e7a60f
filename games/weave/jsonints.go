package weave

import (
	"errors"
	"fmt"
)

// The JSON of a large lattice holds millions of small integer arrays; these
// types decode them in place, without the allocation per value that
// pointers and slices cost encoding/json, and remember whether the field
// was present. encoding/json has checked the syntax before calling them.

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

var errNotInt = errors.New("want an integer")

// UnmarshalJSON reads an array of integers (null leaves it missing).
func (l *intList) UnmarshalJSON(b []byte) error {
	*l = intList{}
	i := skipSpace(b, 0)
	if i < len(b) && b[i] == 'n' {
		return nil
	}
	if i >= len(b) || b[i] != '[' {
		return errors.New("want an array of integers")
	}
	i = skipSpace(b, i+1)
	if i < len(b) && b[i] == ']' {
		l.ok = true
		return nil
	}
	for {
		v, j, err := parseInt(b, i)
		if err != nil {
			return fmt.Errorf("array: %w", err)
		}
		if l.n < len(l.v) {
			l.v[l.n] = v
		}
		l.n++
		j = skipSpace(b, j)
		if j < len(b) && b[j] == ']' {
			l.ok = true
			return nil
		}
		if j >= len(b) || b[j] != ',' {
			return errors.New("want an array of integers")
		}
		i = skipSpace(b, j+1)
	}
}

// UnmarshalJSON reads an integer (null leaves it missing).
func (o *optInt) UnmarshalJSON(b []byte) error {
	*o = optInt{}
	i := skipSpace(b, 0)
	if i < len(b) && b[i] == 'n' {
		return nil
	}
	v, j, err := parseInt(b, i)
	if err != nil || skipSpace(b, j) != len(b) {
		return errNotInt
	}
	o.v, o.ok = v, true
	return nil
}

// UnmarshalJSON reads true or false (null leaves it missing).
func (o *optBool) UnmarshalJSON(b []byte) error {
	*o = optBool{}
	switch string(b[skipSpace(b, 0):]) {
	case "true":
		o.v, o.ok = true, true
	case "false":
		o.ok = true
	case "null":
	default:
		return errors.New("want true or false")
	}
	return nil
}

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
			return 0, i, errors.New("integer out of range")
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
