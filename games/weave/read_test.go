package weave

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"testing"
)

// seedSample is the lattice the application ships, as WriteJSON lays it
// out: a point a line from line 2, a link a line from line 15.
func seedSample(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../../resources/samples/weave_seed_example.json")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// edited is s with its first old replaced by new, which must be there.
func edited(t *testing.T, s, old, new string) string {
	t.Helper()
	if !strings.Contains(s, old) {
		t.Fatalf("%q not in\n%s", old, s)
	}
	return strings.Replace(s, old, new, 1)
}

// TestReadJSONNamesTheLine: what ReadJSON refuses once the file is decoded
// (a point or a link against the rule, a bad rule or order) is told with
// the line of the culprit, in WriteJSON's layout and in others.
func TestReadJSONNamesTheLine(t *testing.T) {
	s := seedSample(t)
	// Links in pairs, two a line: [1, 3] and [1, 4] on line 16, [2, 5]
	// and [2, 6] on line 17.
	paired := strings.NewReplacer("[1, 3],\n", "[1, 3], ", "[2, 5],\n", "[2, 5], ", "[3, 10],\n", "[3, 10], ").Replace(s)
	oneLine := strings.ReplaceAll(s, "\n", " ")
	spread := "{\n\"main\": \"D1\",\n\"rule\":\n\"hex\", \"points\": [], \"links\": []}"
	for _, tc := range []struct {
		name, file, want string
	}{
		{"a link against the rule", edited(t, s, `{"n": 7, "p": [2, 1, 0]`, `{"n": 7, "p": [3, 1, 0]`),
			"line 22: link [5, 7] from [1 1 0] to [3 1 0] is not a step of the seed rule"},
		{"a point out of turn", edited(t, s, `{"n": 9,`, `{"n": 19,`), `line 10: point 9 of the list: want "n": 9`},
		{"a point on another", edited(t, s, `[1, 2, 1]`, `[1, 1, 1]`), "line 10: P8 and P9 are both at [1 1 1]"},
		{"two coordinates", edited(t, s, `[0, 1, 2]`, `[0, 1]`), `line 12: P11: want "p": [x, y, z] and "free": true or false`},
		{"far away", edited(t, s, `[-1, 0, 1]`, `[-1, 0, 1234567890]`), "line 13: P12: coordinate 1234567890 out of range"},
		{"P1 elsewhere", edited(t, s, `[0, 0, 0]`, `[0, 0, 5]`), "line 2: P1 is at [0 0 5]: want (0, 0, 0)"},
		{"no such point", edited(t, s, `[8, 10]`, `[8, 13]`), "line 25: link [8, 13]: want two different points among 1..12"},
		{"a link twice", edited(t, s, `[10, 11]`, `[9, 8]`), "line 26: link [8, 9] is listed twice"},
		{"three ends", edited(t, s, `[8, 9]`, `[8, 9, 10]`), "line 24: link 10 of the list: want [a, b]"},
		{"an expanded point short of a link", edited(t, s, ",\n  [10, 11]", ""), "line 11: P10 is not free but has no link towards "},
		{"a free point marked expanded", edited(t, s, `"p": [0, -1, 0], "free": true`, `"p": [0, -1, 0], "free": false`),
			"line 5: P4 is not free but has no link towards "},
		{"links paired, the first of a line", edited(t, paired, `[1, 3]`, `[1, 33]`), "line 16: link [1, 33]: "},
		{"links paired, the second of a line", edited(t, paired, `[2, 6]`, `[2, 9]`), "line 17: link [2, 9] from [1 0 0] to [1 2 1] is not a step"},
		{"all on one line", edited(t, oneLine, `[8, 10]`, `[8, 13]`), "line 1: link [8, 13]: "},
		{"no point", edited(t, s, `"points": [`+"\n  {", `"points": [], "x": [`+"\n  {"), "line 1: 0 points: want 1 to "},
		{"a bad rule", spread, `line 4: rule "hex": want seed, diamond or cubic`},
		{"a bad main direction", edited(t, s, `"D1"`, `"D9"`), `line 1: direction "D9": want D1..D6`},
		{"a bad order", edited(t, s, `"points"`, "\"order\":\n\"sideways\", \"points\""), `line 2: order "sideways": want `},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, err := ReadJSON(strings.NewReader(tc.file))
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("error %v,\nwant %q...", err, tc.want)
			}
			if m != nil {
				t.Error("a refused file gave a lattice")
			}
		})
	}
}

// TestReadJSONNamesTheLineOfAnOrphan: a point no expanded neighbour
// creates where it is is named on its line, here the last of a file of
// its own layout.
func TestReadJSONNamesTheLineOfAnOrphan(t *testing.T) {
	file := "{\"rule\": \"seed\", \"main\": \"D1\",\n\"points\": [{\"n\": 1, \"p\": [0, 0, 0], \"free\": false},\n" +
		"{\"n\": 2, \"p\": [1, 0, 0], \"free\": true}, {\"n\": 3, \"p\": [0, 0, 1], \"free\": true},\n" +
		"{\"n\": 4, \"p\": [0, -1, 0], \"free\": true},\n{\"n\": 5, \"p\": [5, 5, 5], \"free\": true}],\n" +
		"\"links\": [[1, 2], [1, 3], [1, 4]]}"
	if _, err := ReadJSON(strings.NewReader(file)); err == nil || !strings.HasPrefix(err.Error(), "line 5: P5: no expanded neighbour") {
		t.Errorf("error %v, want P5 on line 5", err)
	}
}

// Every point of a grown lattice is found on its line in WriteJSON's
// layout, the links too: the n-th item of a list is where the file has it.
func TestItemLine(t *testing.T) {
	m := workedExample(t)
	var buf bytes.Buffer
	if err := m.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	lines := strings.Split(buf.String(), "\n")
	for i := range m.Len() {
		line := itemLine(data, "points", i)
		if line < 1 || !strings.Contains(lines[line-1], `{"n": `+strconv.Itoa(i+1)+`,`) {
			t.Errorf("P%d found on line %d", i+1, line)
		}
	}
	links := 0
	for _, l := range lines {
		if strings.HasPrefix(l, "  [") {
			links++
		}
	}
	first := itemLine(data, "links", 0)
	for i := range links {
		if line := itemLine(data, "links", i); line != first+i {
			t.Errorf("link %d found on line %d, want %d", i+1, line, first+i)
		}
	}
	for _, tc := range []struct {
		key     string
		n, want int
	}{
		{"points", -1, 1}, // the list itself
		{"links", -1, first - 1},
		{"links", links, 0}, // past the end
		{"nothing", 0, 0},
		{"rule", 0, 0}, // no list
	} {
		if line := itemLine(data, tc.key, tc.n); line != tc.want {
			t.Errorf("%s %d: line %d, want %d", tc.key, tc.n, line, tc.want)
		}
	}
	if line := itemLine([]byte(`{"links": [[1, 2], [`), "links", 1); line != 0 {
		t.Errorf("in a broken file: line %d", line)
	}
}
