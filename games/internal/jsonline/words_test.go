package jsonline

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"plateau/games/reason"
)

// TestRefusal: encoding/json's errors, which speak of Go types and of its
// scanner, are told in words, as refusals the app translates whole; the
// character met is the file's, a letter of two bytes too.
func TestRefusal(t *testing.T) {
	type options struct {
		Width int `json:"width"`
	}
	type file struct {
		Version int        `json:"version"`
		Seed    uint64     `json:"seed"`
		Ratio   float64    `json:"ratio"`
		Name    string     `json:"name"`
		Free    bool       `json:"free"`
		Options options    `json:"options"`
		Pieces  [][]int    `json:"pieces"`
		Board   [][]string `json:"board"`
		Seats   []string   `json:"seats"`
		List    []options  `json:"list"`
	}
	for _, tc := range []struct {
		name, data, want string
	}{
		{"a string for a whole number", `{"version": "1"}`, "version: expected a whole number, got a string"},
		{"a fraction for a whole number", `{"options": {"width": 1.5}}`, "options.width: expected a whole number, got the number 1.5"},
		{"a negative seed", `{"seed": -1}`, "seed: expected a whole number, 0 or more, got the number -1"},
		{"a whole number too large", `{"options": {"width": 99999999999999999999}}`, "options.width: 99999999999999999999 out of range"},
		{"a whole number too small", `{"options": {"width": -99999999999999999999}}`, "options.width: -99999999999999999999 out of range"},
		{"a seed too large", `{"seed": 99999999999999999999}`, "seed: 99999999999999999999 out of range"},
		{"a whole number of 3000 digits", `{"version": ` + strings.Repeat("9", 3000) + `}`, "version: " + strings.Repeat("9", 40) + "... out of range"},
		{"an object for a number", `{"ratio": {}}`, "ratio: expected a number, got an object"},
		{"a number for a string", `{"name": 3}`, "name: expected a string, got a number"},
		{"a string for true or false", `{"free": "yes"}`, "free: expected true or false, got a string"},
		{"an array for an object", `{"options": []}`, "options: expected an object, got an array"},
		{"a string for pieces", `{"pieces": "x"}`, "pieces: expected an array of arrays of whole numbers, got a string"},
		{"a string inside pieces", `{"pieces": [[1, "x"]]}`, "pieces: expected a whole number, got a string"},
		{"a number for a board", `{"board": 1}`, "board: expected an array of arrays of strings, got a number"},
		{"a boolean for seats", `{"seats": true}`, "seats: expected an array of strings, got a boolean"},
		{"an object for a list", `{"list": {}}`, "list: expected an array of objects, got an object"},
		{"an array for the file", `[1]`, "expected an object, got an array"},
		{"a value", `{"version": x}`, "unexpected 'x' where a value was expected"},
		{"a letter of two bytes", `{"version": é}`, "unexpected 'é' where a value was expected"},
		{"a comma before a brace", `{"version": 1,}`, "unexpected '}' where a string was expected"},
		{"no colon", `{"version" 1}`, "unexpected '1' after an object key"},
		{"no comma between keys", `{"version": 1 "seed": 2}`, "unexpected '\"' after an object's value"},
		{"no comma in an array", `{"seats": ["a" "b"]}`, "unexpected '\"' after an array's value"},
		{"a control character in a string", "{\"name\": \"a\tb\"}", `unexpected '\t' in a string`},
		{"a bad escape", `{"name": "\q"}`, "unexpected 'q' in a string escape"},
		{"a bad \\u escape", `{"name": "\u12x4"}`, `unexpected 'x' in a \u escape`},
		{"a letter in a number", `{"ratio": -x}`, "unexpected 'x' in a number"},
		{"a decimal point alone", `{"ratio": 1.}`, "unexpected '}' after a decimal point"},
		{"an exponent alone", `{"ratio": 1e}`, "unexpected '}' in an exponent"},
		{"a misspelt word", `{"free": ture}`, "unexpected 'u' in the word true"},
		{"a quote", `{"free": 'x'}`, `unexpected '\'' where a value was expected`},
		{"data after the value", `{} x`, "unexpected data after the JSON object"},
		{"cut short", `{"version": 1`, "the file ends in the middle of its JSON"},
		{"nested too deep", strings.Repeat("[", 10001), "values nested too deep"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var f file
			err := json.Unmarshal([]byte(tc.data), &f)
			if err == nil {
				t.Fatal("no error")
			}
			r := Refusal([]byte(tc.data), err)
			if r.Error() != tc.want {
				t.Errorf("%q: %q, want %q", err, r, tc.want)
			}
			// translated whole: the sentence, and what was expected and
			// met in it, each through the translation
			marked := reason.In(r, func(f string) string { return "[" + f + "]" })
			parts := 1
			if strings.Contains(tc.want, ", got ") {
				parts = 3
			}
			if strings.Count(marked, "[") != parts || strings.NewReplacer("[", "", "]", "").Replace(marked) != tc.want {
				t.Errorf("translated as %q, want %d parts translated", marked, parts)
			}
		})
	}
}

// TestRefusalOfUnknownField: a key a decoder refuses is told plainly;
// an error that is not encoding/json's stays as it is.
func TestRefusalOfUnknownField(t *testing.T) {
	data := []byte(`{"colour": 1}`)
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	var v struct{ N int }
	err := dec.Decode(&v)
	if r := Refusal(data, err); r.Error() != `unknown field "colour"` {
		t.Errorf("%q, want unknown field \"colour\"", r)
	}
	other := errors.New("disk full")
	if r := Refusal(data, other); r != other {
		t.Errorf("%v became %v", other, r)
	}
}

// TestUnexpected: the character at a place, or the end of the file.
func TestUnexpected(t *testing.T) {
	data := []byte("[1, ü]")
	if got := Unexpected(data, 4, "unexpected %q").Error(); got != "unexpected 'ü'" {
		t.Errorf("%q", got)
	}
	if got := Unexpected(data, len(data), "unexpected %q").Error(); got != "the file ends in the middle of its JSON" {
		t.Errorf("%q", got)
	}
}
