package weave

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// workedExample returns the seed's worked example (see golden_test.go).
func workedExample(t testing.TB) *Model {
	m, err := New(Config{Rule: RuleSeed, Main: D1, Order: OrderManual})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{1, 2, 5, 8, 10, 3} {
		if err := m.Expand(n); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

func TestWriteJSONShape(t *testing.T) {
	var buf bytes.Buffer
	if err := workedExample(t).WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Rule   string `json:"rule"`
		Main   string `json:"main"`
		Order  string `json:"order"`
		Seed   uint64 `json:"seed"`
		Points []struct {
			N    int      `json:"n"`
			P    [3]int32 `json:"p"`
			Free bool     `json:"free"`
		} `json:"points"`
		Links [][2]int `json:"links"`
	}
	dec := json.NewDecoder(&buf)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&got); err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	if got.Rule != "seed" || got.Main != "D1" || got.Order != "manual" || got.Seed != 0 || len(got.Points) != 12 || len(got.Links) != 12 {
		t.Fatalf("header %q %q %q %d, %d points, %d links", got.Rule, got.Main, got.Order, got.Seed, len(got.Points), len(got.Links))
	}
	if p := got.Points[9]; p.N != 10 || p.P != [3]int32{0, 1, 1} || p.Free {
		t.Errorf("points[9] = %+v, want P10 at (0,1,1), not free", p)
	}
	if p := got.Points[11]; p.N != 12 || p.P != [3]int32{-1, 0, 1} || !p.Free {
		t.Errorf("points[11] = %+v, want P12 at (-1,0,1), free", p)
	}
	if !slices.Contains(got.Links, [2]int{3, 10}) || got.Links[0] != [2]int{1, 2} {
		t.Errorf("links %v: want [1, 2] first and [3, 10] among them", got.Links)
	}
}

// TestJSONRoundTrip writes lattices of every rule, reads them back and
// compares everything but the undo history.
func TestJSONRoundTrip(t *testing.T) {
	for _, rule := range []Rule{RuleSeed, RuleDiamond, RuleCubic} {
		for _, tc := range []struct {
			main  Dir
			order Order
		}{{D2, OrderFIFO}, {D5, OrderFIFO}, {D1, OrderLIFO}, {D3, OrderRandom}, {D6, OrderNearest}} {
			main := tc.main
			t.Run(fmt.Sprintf("%v/%v/%v", rule, main, tc.order), func(t *testing.T) {
				m, _ := New(Config{Rule: rule, Main: main, Order: tc.order, Seed: 4})
				if err := m.Grow(t.Context(), Target{Points: 2000}, nil); err != nil {
					t.Fatal(err)
				}
				var buf bytes.Buffer
				if err := m.WriteJSON(&buf); err != nil {
					t.Fatal(err)
				}
				first := buf.String()
				r, err := ReadJSON(&buf)
				if err != nil {
					t.Fatal(err)
				}
				a, b := snap(m), snap(r)
				a.last, b.last = 0, 0
				if tc.order == OrderRandom {
					// Who created a point can be ambiguous (two expanded
					// neighbours, either of which could have come first):
					// generations may differ, checkInvariants checks them.
					a.gen, b.gen = nil, nil
				}
				if !a.equal(b) {
					t.Fatalf("round trip differs: stats %+v vs %+v", a.stats, b.stats)
				}
				if r.Config() != m.Config() || r.CanUndo() {
					t.Fatalf("config %+v, want %+v; can undo %v", r.Config(), m.Config(), r.CanUndo())
				}
				checkInvariants(t, r)
				var again bytes.Buffer
				if err := r.WriteJSON(&again); err != nil || again.String() != first {
					t.Fatalf("re-export differs (%v)", err)
				}
				// The loaded lattice grows on exactly like the original in
				// its order; in the random order, like the original with
				// its draws started afresh from the seed.
				if tc.order == OrderRandom {
					if err := m.SetOrder(tc.order, 4); err != nil {
						t.Fatal(err)
					}
				}
				for _, x := range []*Model{m, r} {
					if err := x.Grow(t.Context(), Target{Steps: 100}, nil); err != nil {
						t.Fatal(err)
					}
				}
				if !slices.Equal(m.Positions(), r.Positions()) {
					t.Fatal("the loaded lattice grows differently")
				}
			})
		}
	}
}

func TestReadJSONRejects(t *testing.T) {
	p := func(n, x, y, z int, free bool) string {
		return fmt.Sprintf(`{"n": %d, "p": [%d, %d, %d], "free": %v}`, n, x, y, z, free)
	}
	ok4 := p(1, 0, 0, 0, false) + "," + p(2, 1, 0, 0, true) + "," + p(3, 0, 0, 1, true) + "," + p(4, 0, -1, 0, true)
	file := func(rule, main, points, links string) string {
		return fmt.Sprintf(`{"rule": %q, "main": %q, "points": [%s], "links": [%s]}`, rule, main, points, links)
	}
	good := file("seed", "D1", ok4, "[1,2],[1,3],[1,4]")
	if m, err := ReadJSON(strings.NewReader(good)); err != nil || m.Config().Order != OrderFIFO || m.Config().Seed != 0 {
		t.Fatalf("the good file, with no order: %v, %+v", err, m.Config())
	}
	ordered := strings.Replace(good, `"points"`, `"order": "nearest", "seed": 18446744073709551615, "points"`, 1)
	if m, err := ReadJSON(strings.NewReader(ordered)); err != nil || m.Config().Order != OrderNearest || m.Config().Seed != 1<<64-1 {
		t.Fatalf("the good file, in the nearest order: %v, %+v", err, m.Config())
	}
	withOrder := func(order, seed string) string {
		return strings.Replace(good, `"points"`, `"order": `+order+`, "seed": `+seed+`, "points"`, 1)
	}
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", "not a lattice"},
		{"syntax", "{\n\"rule\": \"seed\",\n\"main\": }", "line 3"},
		{"type", "{\"rule\": 3}", "line 1"},
		{"missing field", `{"rule": "seed", "main": "D1", "points": []}`, `no field "links"`},
		{"no point", file("seed", "D1", "", ""), "0 points"},
		{"bad rule", file("hex", "D1", ok4, "[1,2],[1,3],[1,4]"), "rule"},
		{"bad main", file("seed", "D9", ok4, "[1,2],[1,3],[1,4]"), "direction"},
		{"numbering", file("seed", "D1", p(1, 0, 0, 0, false)+","+p(3, 1, 0, 0, true), "[1,2]"), `want "n": 2`},
		{"two coordinates", file("seed", "D1", `{"n": 1, "p": [0, 0], "free": true}`, ""), "want \"p\""},
		{"P1 elsewhere", file("seed", "D1", p(1, 1, 0, 0, true), ""), "P1 is at"},
		{"far", file("seed", "D1", p(1, 0, 0, 0, false)+`,{"n": 2, "p": [1, 0, 2000000000], "free": true}`, ""), "out of range"},
		{"shared place", file("seed", "D1", p(1, 0, 0, 0, false)+","+p(2, 0, 0, 0, true), ""), "both at"},
		{"not a step", file("seed", "D1", ok4, "[1,2],[1,3],[1,4],[2,3]"), "not a step"},
		{"wrong tripod", file("seed", "D2", ok4, "[1,2],[1,3],[1,4]"), "not a step"},
		{"twice", file("seed", "D1", ok4, "[1,2],[1,3],[1,4],[2,1]"), "twice"},
		{"link range", file("seed", "D1", ok4, "[1,2],[1,3],[1,5]"), "among 1..4"},
		{"link shape", file("seed", "D1", ok4, "[1,2,3]"), "want [a, b]"},
		{"null link", file("seed", "D1", ok4, "null"), "want [a, b]"},
		{"float", file("seed", "D1", `{"n": 1, "p": [0, 0.5, 0], "free": true}`, ""), "integer"},
		{"string coordinate", file("seed", "D1", `{"n": 1, "p": [0, "0", 0], "free": true}`, ""), "integer"},
		{"huge", file("seed", "D1", `{"n": 1, "p": [0, 123456789012345678901, 0], "free": true}`, ""), "out of range"},
		{"free string", file("seed", "D1", `{"n": 1, "p": [0, 0, 0], "free": "no"}`, ""), "true or false"},
		{"n float", file("seed", "D1", `{"n": 1.0, "p": [0, 0, 0], "free": true}`, ""), "integer"},
		{"unexpanded", file("seed", "D1", ok4, "[1,2],[1,3]"), "no link towards"},
		{"free pair", file("cubic", "D1", p(1, 0, 0, 0, true)+","+p(2, 1, 0, 0, true), "[1,2]"), "two free points"},
		{"orphan", file("seed", "D1", ok4+","+p(5, 5, 5, 5, true), "[1,2],[1,3],[1,4]"), "P5: no expanded neighbour"},
		{"numbering", file("seed", "D1", p(1, 0, 0, 0, false)+","+p(2, 1, 0, 0, true)+","+p(3, 0, -1, 0, true)+","+p(4, 0, 0, 1, true),
			"[1,2],[1,3],[1,4]"), "P2: no expanded neighbour"},
		{"other main", file("seed", "D3", ok4, "[1,2],[1,3],[1,4]"), "P2: no expanded neighbour"},
		{"bad order", withOrder(`"sideways"`, "1"), `order "sideways"`},
		{"order type", withOrder("2", "1"), "line 1"},
		{"negative seed", withOrder(`"random"`, "-1"), "line 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ReadJSON(strings.NewReader(tt.in))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

func TestWritePLYAndOBJ(t *testing.T) {
	m := workedExample(t)
	var ply, obj bytes.Buffer
	if err := m.Write(&ply, FormatPLY); err != nil {
		t.Fatal(err)
	}
	if err := m.Write(&obj, FormatOBJ); err != nil {
		t.Fatal(err)
	}
	header, body, ok := strings.Cut(ply.String(), "end_header\n")
	if !ok || !strings.Contains(header, "element vertex 12\n") || !strings.Contains(header, "element edge 12\n") {
		t.Fatalf("PLY header:\n%s", header)
	}
	lines := strings.Split(strings.TrimSpace(body), "\n")
	if len(lines) != 24 || lines[9] != "0 1 1 170 176 190" || lines[11] != "-1 0 1 80 220 120" || lines[12] != "0 1" {
		t.Fatalf("PLY body (%d lines):\n%s", len(lines), body)
	}
	var v, l []string
	for _, s := range strings.Split(obj.String(), "\n") {
		switch {
		case strings.HasPrefix(s, "v "):
			v = append(v, s)
		case strings.HasPrefix(s, "l "):
			l = append(l, s)
		}
	}
	if len(v) != 12 || v[6] != "v 2 1 0" || len(l) != 12 || !slices.Contains(l, "l 3 10") {
		t.Fatalf("OBJ:\n%s", obj.String())
	}
	for path, want := range map[string]Format{"a.JSON": FormatJSON, "b.ply": FormatPLY, "dir/c.obj": FormatOBJ} {
		if f, err := FormatOf(path); err != nil || f != want {
			t.Errorf("FormatOf(%q) = %v, %v", path, f, err)
		}
	}
	if _, err := FormatOf("x.stl"); err == nil {
		t.Error("FormatOf(x.stl) succeeded")
	}
}

// errLine finds the line an error names.
var errLine = regexp.MustCompile(`^line (\d+): `)

// FuzzReadJSON: no input makes ReadJSON panic, a refusal names a line of
// the file or none, and what it accepts obeys the rules and writes back to
// a file that reads the same.
func FuzzReadJSON(f *testing.F) {
	var buf bytes.Buffer
	_ = workedExample(f).WriteJSON(&buf)
	f.Add(buf.Bytes())
	for _, rule := range []Rule{RuleDiamond, RuleCubic} {
		m, _ := New(Config{Rule: rule, Main: D6, Order: OrderLIFO})
		_ = m.Grow(f.Context(), Target{Points: 20}, nil)
		buf.Reset()
		_ = m.WriteJSON(&buf)
		f.Add(buf.Bytes())
	}
	f.Add([]byte(`{"rule": "seed", "main": "D1", "points": [{"n": 1, "p": [0,0,0], "free": true}], "links": []}`))
	f.Add([]byte(`{"points": [null], "links": [[]]}`))
	f.Add([]byte("{\"rule\": \"seed\", \"main\": \"D1\", \"points\": [\n{\"n\": 1, \"p\": [0,0,0], \"free\": false},\n{\"n\": 2, \"p\": [1,0,0], \"free\": true}],\n\"links\": [[1, 2],\n[1, 3]], \"Links\": [\n[2, 1]]}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := ReadJSON(bytes.NewReader(data))
		if err != nil {
			// a line named is one of the file's
			if m := errLine.FindStringSubmatch(err.Error()); m != nil {
				if n, _ := strconv.Atoi(m[1]); n < 1 || n > 1+bytes.Count(data, []byte{'\n'}) {
					t.Fatalf("%v: no such line", err)
				}
			}
			return
		}
		checkInvariants(t, m)
		var out bytes.Buffer
		if err := m.WriteJSON(&out); err != nil {
			t.Fatal(err)
		}
		r, err := ReadJSON(bytes.NewReader(out.Bytes()))
		if err != nil {
			t.Fatalf("re-reading our own export: %v", err)
		}
		if !snap(m).equal(snap(r)) {
			t.Fatal("export and re-read differ")
		}
	})
}

// failingWriter takes ok bytes, then fails with context.Canceled, as the
// app's writer does once Stop is pressed.
type failingWriter struct{ ok int }

func (w *failingWriter) Write(p []byte) (int, error) {
	if len(p) > w.ok {
		n := w.ok
		w.ok = 0
		return n, context.Canceled
	}
	w.ok -= len(p)
	return len(p), nil
}

// A write whose writer fails (Stop) ends there with the writer's error:
// it formatted the rest of the lattice for nothing, a second after Stop
// for five million points. The lattice here is a trap: its link rows
// claim seven directions, so a write that went on to the links would
// panic; the writer fails long before the points are all written.
func TestWriteEndsWhenTheWriterFails(t *testing.T) {
	const points = 100_000 // some 40 bytes a point: many times bufio's 64 KiB
	trap := lattice{cfg: Config{Rule: RuleCubic}, slots: 7,
		pos: make([][3]int32, points), free: make([]bool, points), link: make([][6]int32, points)}
	for _, f := range []Format{FormatJSON, FormatPLY, FormatOBJ} {
		for _, ok := range []int{0, 1 << 18} { // at once; among the points
			err := func() (err error) {
				defer func() {
					if r := recover(); r != nil {
						err = fmt.Errorf("went on writing after the writer failed: %v", r)
					}
				}()
				return trap.write(&failingWriter{ok: ok}, f)
			}()
			if !errors.Is(err, context.Canceled) {
				t.Errorf("format %d failing after %d bytes: %v", f, ok, err)
			}
		}
	}
}

// A frozen lattice writes, in every format, what the model wrote when it
// was frozen, whatever the model did since: the app writes it out on
// another goroutine while the lattice grows on.
func TestFrozenWritesTheLatticeAsItWas(t *testing.T) {
	m := workedExample(t)
	frozen := m.Freeze()
	var want [3]bytes.Buffer
	for f := range want {
		if err := m.Write(&want[f], Format(f)); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Expand(4); err != nil {
		t.Fatal(err)
	}
	if err := m.SetOrder(OrderLIFO, 3); err != nil {
		t.Fatal(err)
	}
	for _, f := range []Format{FormatJSON, FormatPLY, FormatOBJ} {
		var got, now bytes.Buffer
		if err := frozen.Write(&got, f); err != nil {
			t.Fatal(err)
		}
		if err := m.Write(&now, f); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want[f].Bytes()) || bytes.Equal(now.Bytes(), want[f].Bytes()) {
			t.Errorf("format %d: frozen writes\n%s\nwant\n%s", f, got.Bytes(), want[f].Bytes())
		}
	}
}
