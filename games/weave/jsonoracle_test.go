package weave

import (
	"errors"
	"fmt"
)

// The opt types decoded through encoding/json, as the reader did before
// decodeFile: the oracle that FuzzDecodeFile holds decodeFile to.

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
