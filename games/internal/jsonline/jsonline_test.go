package jsonline

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestOf(t *testing.T) {
	type file struct {
		N int    `json:"n"`
		S string `json:"s"`
	}
	for _, tc := range []struct {
		name string
		data string
		want int
	}{
		{"syntax on line 3", "{\n  \"n\": 1,\n  \"s\": ,\n}", 3},
		{"type on line 2", "{\n  \"n\": \"one\"\n}", 2},
		{"truncated", "{\n  \"n\": 1,\n", 3},
		{"first line", "[", 1},
	} {
		var f file
		err := json.Unmarshal([]byte(tc.data), &f)
		if err == nil {
			t.Fatalf("%s: no error", tc.name)
		}
		if got := Of([]byte(tc.data), err); got != tc.want {
			t.Errorf("%s: line %d, want %d (%v)", tc.name, got, tc.want, err)
		}
	}
	// A key the decoder refuses: the line where it is a key, not where
	// its name first shows as a value.
	data := "{\n  \"s\": \"bogus\",\n  \"bogus\" : 1\n}"
	dec := json.NewDecoder(strings.NewReader(data))
	dec.DisallowUnknownFields()
	var f struct {
		S string `json:"s"`
	}
	if err := dec.Decode(&f); err == nil {
		t.Fatal("an unknown key decoded")
	} else if got := Of([]byte(data), err); got != 3 {
		t.Errorf("unknown key: line %d, want 3 (%v)", got, err)
	}
	// A fault of a value's own method, marked: the line where the value is.
	type moves struct {
		M []move `json:"m"`
	}
	data = "{\"m\": [\n  \"ok\",\n  \"bad\",\n  \"ok\"\n]}"
	if err := json.Unmarshal([]byte(data), &moves{}); err == nil {
		t.Fatal("a bad move decoded")
	} else if got := Of([]byte(data), err); got != 3 {
		t.Errorf("a bad value: line %d, want 3 (%v)", got, err)
	}
	if got := Of([]byte("{}"), errors.New("version 9")); got != 0 {
		t.Errorf("an error with no place: line %d, want 0", got)
	}
}

// move is a value read by a method of its own, as the game files' moves are.
type move string

func (m *move) UnmarshalText(b []byte) error {
	if string(b) != "ok" {
		return Text(b, errors.New("not ok"))
	}
	*m = move(b)
	return nil
}
