package weave

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// sameAsEncodingJSON fails t unless decodeFile and json.Unmarshal (through
// the opt types' UnmarshalJSON, jsonoracle_test.go) both refuse data or
// both read the same file from it.
func sameAsEncodingJSON(t *testing.T, data []byte) {
	t.Helper()
	var want, got jsonFile
	errWant := json.Unmarshal(data, &want)
	errGot := decodeFile(context.Background(), data, &got)
	if errWant == nil && errGot != nil && strings.Contains(errGot.Error(), "more than") {
		// More links than the points read before them can have, refused
		// as they come: the lattice read whole must be refused too, but
		// for one that gives its points twice, the second time after the
		// links, the one divergence this bound makes (no program writes
		// such a file).
		if _, err := want.model(context.Background()); err == nil && bytes.Count(bytes.ToLower(data), []byte(`"points"`)) < 2 {
			t.Fatalf("%.200q: decodeFile refuses a lattice (%v) that reads", data, errGot)
		}
		return
	}
	if (errWant == nil) != (errGot == nil) {
		t.Fatalf("%.200q: encoding/json says %v, decodeFile %v", data, errWant, errGot)
	}
	if errWant == nil && !reflect.DeepEqual(want, got) {
		t.Fatalf("%.200q: encoding/json reads %+v, decodeFile %+v", data, want, got)
	}
}

// decodeTricky are inputs where a JSON reader written by hand is easily
// wrong: escapes, case, repeated keys, null, numbers, nesting, text that
// is not UTF-8.
var decodeTricky = []string{
	`{"rule": "seed", "main": "D1", "points": [{"n": 1, "p": [0, 0, 0], "free": true}], "links": []}`,
	`{"Rule": "diamond", "ORDER": "lifo", "Seed": 4, "Points": [{"N": 1, "P": [0, 0, 0], "FREE": true}], "LINKS": [[1, 2]]}`,
	`{"RULE": "seed", "Main": "D1", "r\u0075le": "cubic", "POINTS": null, "links": null}`,
	`{"rule": "se\"ed\\\/\b\f\n\r\t\u00e9\ud83d\ude00\ud83d", "main": "\u00"}`,
	`{"rule": "a\ud800\u0041", "main": "caf` + "\xe9" + `\u00e9"}`,
	`{"points": [{"n": 1, "free": false, "p": [1, 2]}, null], "points": [{"n": 2}, {"free": true}, {"p": null}]}`,
	`{"points": [{"n": 1}, {"n": 2}, {"n": 3}], "points": [{"free": true}], "points": [null, null, null]}`,
	`{"links": [[1, 2], [3], null, [], [4, 5, 6, 7]], "links": [[8, 9]]}`,
	`{"seed": 18446744073709551615, "seed": null, "order": "lifo", "order": null}`,
	`{"seed": 18446744073709551616}`, `{"seed": -0}`, `{"seed": 1.0}`, `{"seed": 1e3}`, `{"seed": "1"}`,
	`{"points": [{"n": 01}]}`, `{"points": [{"n": -}]}`, `{"points": [{"n": 1.}]}`, `{"points": [{"n": 1e}]}`,
	`{"points": [{"n": 1E+2}]}`, `{"points": [{"n": -0}]}`, `{"points": [{"n": 1125899906842625}]}`,
	`{"points": [{"n": "1"}]}`, `{"points": [{"p": [1, "2"]}]}`, `{"points": [{"free": 1}]}`, `{"points": [{"free": tru}]}`,
	`{"other": {"a": [1, 2.5e-3, -0.0, true, false, null, "x", {"b": {}}, []]}, "rule": "seed"}`,
	`{"other": [1 2]}`, `{"other": {"a" 1}}`, `{"other": {1: 2}}`, `{"rule": "seed",}`, `{"links": [[1, 2],]}`,
	`{} x`, `{}   `, ` null `, `null x`, `[]`, `"text"`, `3`, `{`, `{"rule"`, `{"rule":`, "{\"rule\": \"a\x01\"}",
	"\xef\xbb\xbf{}", `{"links": [[1, 2]]}{}`, `{"points": [[1, 2]]}`, `{"points": {"n": 1}}`, `{"links": [{"a": 1}]}`,
	"{\r\n\t\"rule\" :\t\"seed\" \r\n}",
	strings.Repeat("[", 10001) + strings.Repeat("]", 10001),
	`{"x": ` + strings.Repeat("[", 10001) + strings.Repeat("]", 10001) + `}`,
	`{"x": ` + strings.Repeat("[", 9990) + strings.Repeat("]", 9990) + `}`,
}

func TestDecodeFileAsEncodingJSON(t *testing.T) {
	for _, in := range decodeTricky {
		sameAsEncodingJSON(t, []byte(in))
	}
	// a real lattice, every rule and order
	for _, rule := range []Rule{RuleSeed, RuleDiamond, RuleCubic} {
		for _, order := range []Order{OrderFIFO, OrderRandom} {
			m, _ := New(Config{Rule: rule, Main: D4, Order: order, Seed: 3})
			if err := m.Grow(context.Background(), Target{Points: 500}, nil); err != nil {
				t.Fatal(err)
			}
			var buf bytes.Buffer
			if err := m.WriteJSON(&buf); err != nil {
				t.Fatal(err)
			}
			sameAsEncodingJSON(t, buf.Bytes())
		}
	}
}

// decodeFile's errors name the line they are on.
func TestDecodeFileErrorLines(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"{\n\"rule\": \"seed\",\n\"main\": }", "line 3: unexpected '}'"},
		{"{\"points\": [\n{\"n\": 1},\n{\"n\": 2.5}\n]}", "line 3: P2: n: want an integer"},
		{"{\"links\": [\n[1, true]]}", "line 2: link 1: want an integer"},
		{"{}\n\n]", "line 3: unexpected ']' after the lattice's object"},
		{"{\"rule\": \"a", "line 1: the file ends in the middle of its JSON"},
	} {
		var f jsonFile
		if err := decodeFile(context.Background(), []byte(tc.in), &f); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.in, err, tc.want)
		}
	}
}

// ReadJSONContext ends with the context's error, on no line, whether it
// ends while the lists are decoded or while the lattice is checked.
func TestReadJSONContextStops(t *testing.T) {
	m, _ := New(Config{})
	if err := m.Grow(context.Background(), Target{Points: 3 * progressEvery}, nil); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := m.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ReadJSONContext(ctx, bytes.NewReader(buf.Bytes())); !errors.Is(err, context.Canceled) || strings.Contains(err.Error(), "line") {
		t.Errorf("stopped before the start: %v", err)
	}
	var f jsonFile
	if err := decodeFile(context.Background(), buf.Bytes(), &f); err != nil {
		t.Fatal(err)
	}
	if _, err := f.model(ctx); !errors.Is(err, context.Canceled) {
		t.Errorf("stopped while checking: %v", err)
	}
	if _, err := ReadJSONContext(context.Background(), bytes.NewReader(buf.Bytes())); err != nil {
		t.Errorf("not stopped: %v", err)
	}
}

func FuzzDecodeFile(f *testing.F) {
	for _, in := range decodeTricky[:len(decodeTricky)-3] {
		f.Add([]byte(in))
	}
	f.Fuzz(sameAsEncodingJSON)
}

// BenchmarkReadJSON reads a lattice of a million points (84 MB): the
// decoding, the checks and the replay of its growth.
func BenchmarkReadJSON(b *testing.B) {
	m, _ := New(Config{})
	if err := m.Grow(context.Background(), Target{Points: 1_000_000}, nil); err != nil {
		b.Fatal(err)
	}
	var buf bytes.Buffer
	if err := m.WriteJSON(&buf); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(buf.Len()))
	for b.Loop() {
		if _, err := ReadJSON(bytes.NewReader(buf.Bytes())); err != nil {
			b.Fatal(err)
		}
	}
}

// A list of links longer than its points can have is refused as it is
// read, before it fills the memory: 57 MB of empty links for one point
// took 2.6 GB.
func TestTooManyLinksRefusedEarly(t *testing.T) {
	in := `{"rule": "seed", "main": "D1", "points": [{"n": 1, "p": [0, 0, 0], "free": true}], "links": [` +
		strings.Repeat("[],", 200_000) + "[]]}"
	var f jsonFile
	err := decodeFile(context.Background(), []byte(in), &f)
	if err == nil || !strings.Contains(err.Error(), "more than 3 links") {
		t.Fatalf("read with %v", err)
	}
	sameAsEncodingJSON(t, []byte(in))
}

// The oracle knows the one file the links' bound refuses and
// encoding/json reads: points given again after the links.
func TestPointsGivenTwiceAroundTheLinks(t *testing.T) {
	m, err := New(Config{})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.Grow(context.Background(), Target{Steps: 5}, nil); err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := m.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var f struct {
		Rule, Main string
		Points     json.RawMessage
		Links      json.RawMessage
	}
	if err := json.Unmarshal(b.Bytes(), &f); err != nil {
		t.Fatal(err)
	}
	in := fmt.Sprintf(`{"rule": %q, "main": %q, "points": [{"n": 1, "p": [0, 0, 0], "free": false}], "links": %s, "points": %s}`,
		f.Rule, f.Main, f.Links, f.Points)
	sameAsEncodingJSON(t, []byte(in))
}
