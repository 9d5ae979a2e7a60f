package jsonline

import (
	"errors"
	"strings"
	"testing"

	"plateau/games/reason"
)

func TestStrict(t *testing.T) {
	type file struct {
		N     int   `json:"n"`
		Moves []int `json:"moves"`
	}
	for _, tc := range []struct {
		name, data, want string
	}{
		{"good", "{\n  \"n\": 1,\n  \"moves\": [1, 2]\n}\n", ""},
		{"a key in another case", `{"N": 1, "Moves": []}`, ""},
		{"an unknown key", "{\n  \"n\": 1,\n  \"mooves\": []\n}", `line 3: unknown field "mooves"`},
		{"empty", " \n\t", "empty file"},
		{"cut short", "{\n  \"n\": 1,\n  \"moves\": [1,\n", "line 4: the file ends in the middle of its JSON"},
		{"cut short in a key", "{\n  \"n\": 1,\n  \"mov", "line 3: the file ends in the middle of its JSON"},
		{"a syntax error", "{\n  \"n\": 1,\n  \"moves\": [1,,2]\n}", "line 3: unexpected ',' where a value was expected"},
		{"a wrong type", "{\n  \"n\": \"one\"\n}", "line 2: n: expected a whole number, got a string"},
		{"a stray bracket after", "{\"n\": 1}\n]", "line 2: unexpected data after the JSON object"},
		{"a second object", "{\"n\": 1}\n\n {}", "line 3: unexpected data after the JSON object"},
		{"null", "null", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f file
			err := Strict([]byte(tc.data), &f)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("refused: %v", err)
			case tc.want == "":
				return
			case err == nil || !strings.HasPrefix(err.Error(), tc.want):
				t.Fatalf("error %v, want %q...", err, tc.want)
			}
			var r *reason.Error
			if !errors.As(err, &r) {
				t.Errorf("%v is no refusal: the app would not translate it", err)
			}
		})
	}
}
