package jsonline

import "testing"

func TestLocate(t *testing.T) {
	indented := "{\n  \"seed\": 1,\n  \"moves\": [\n    \"E\",\n    \"W\",\n    \"N\"\n  ],\n  \"players\": [\"human\", \"search\"]\n}\n"
	oneLine := `{"moves": ["E", "W", "N"], "players": ["human", "search"]}`
	crowded := "{\"moves\": [\"E\",\n\"W\", \"N\"],\n\"start\": {\"walls\": [0,\n1]}}"
	twice := "{\"moves\": [\"E\",\n\"W\"],\n\"Moves\": [\"S\",\n\"N\"]}"
	for _, tc := range []struct {
		name string
		data string
		path []any
		want int
	}{
		{"an element on its line", indented, []any{"moves", 1}, 5},
		{"the first element", indented, []any{"moves", 0}, 4},
		{"the last element", indented, []any{"moves", 2}, 6},
		{"a key's value", indented, []any{"moves"}, 3},
		{"a scalar key", indented, []any{"seed"}, 2},
		{"the whole file", indented, nil, 1},
		{"an element of a one-line list", indented, []any{"players", 1}, 8},
		{"all on one line", oneLine, []any{"moves", 2}, 1},
		{"two on a line", crowded, []any{"moves", 2}, 2},
		{"an element after a break", crowded, []any{"moves", 1}, 2},
		{"nested", crowded, []any{"start", "walls", 1}, 4},
		{"a key in another case", indented, []any{"MOVES", 2}, 6},
		{"a key given twice: the last", twice, []any{"moves", 1}, 4},
		{"past the end", indented, []any{"moves", 3}, 0},
		{"a negative index", indented, []any{"moves", -1}, 0},
		{"no such key", indented, []any{"result"}, 0},
		{"an index into an object", indented, []any{0}, 0},
		{"a key into an array", indented, []any{"moves", "x"}, 0},
		{"a key into a number", indented, []any{"seed", "x"}, 0},
		{"another kind of step", indented, []any{1.5}, 0},
		{"not JSON", "{\"moves\": [1,", []any{"moves", 1}, 0},
		{"empty", "", []any{"moves"}, 0},
		{"empty, no path", "  \n", nil, 0},
	} {
		if got := Locate([]byte(tc.data), tc.path...); got != tc.want {
			t.Errorf("%s: line %d, want %d", tc.name, got, tc.want)
		}
	}
}

// FuzzLocate: no input makes Locate panic, and it names a line of the
// input or none.
func FuzzLocate(f *testing.F) {
	f.Add([]byte("{\n \"moves\": [\n  1,\n  2\n ]\n}"), "moves", 1)
	f.Add([]byte(`{"a": {"moves": [[1], [2, 3]]}}`), "a", 0)
	f.Add([]byte(`[`), "moves", 0)
	f.Fuzz(func(t *testing.T, data []byte, key string, n int) {
		lines := 1
		for _, c := range data {
			if c == '\n' {
				lines++
			}
		}
		for _, path := range [][]any{{key}, {key, n}, {n}, {n, key}, {key, n, n}} {
			if got := Locate(data, path...); got < 0 || got > lines {
				t.Fatalf("%v: line %d of %d", path, got, lines)
			}
		}
	})
}
