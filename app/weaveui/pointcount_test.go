package weaveui

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"plateau/app/kit"
)

func TestCountPoints(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		want       int
	}{
		{"none", `{"points": [], "links": []}`, 0},
		{"three", `{"rule":"seed","points":[{"n":1,"p":[0,0,0]},{"n":2},{"n":3}],"links":[[1,2],[2,3]]}`, 3},
		{"key in capitals", `{"POINTS":[{},{}]}`, 2},
		{"a string holding braces", `{"main":"{[{","points":[{"n":1,"x":"}]\"{"},{}]}`, 2},
		{"objects elsewhere", `{"other":[{},{},{},{}],"points":[{}]}`, 1},
		{"points deeper", `{"x":{"points":[{},{}]},"points":[{}]}`, 1},
		{"given twice", `{"points":[{},{}],"points":[{}]}`, 2},
		{"cut short", `{"points":[{},{},{`, 3},
		{"not json", `hello`, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := countPoints(context.Background(), strings.NewReader(tc.text))
			if err != nil || got != tc.want {
				t.Errorf("countPoints = %d, %v; want %d", got, err, tc.want)
			}
		})
	}
}

// A lattice file of more points than the window grows to is refused
// before it is read, in words naming both numbers: one of 4.5 million
// points opened, and took 3.3 GB.
func TestALatticeTooLargeIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "l.json")
	ws, _ := newTestWorkspace(t, "")
	if err := ws.SavePath(path); err != nil {
		t.Fatal(err)
	}
	n := ws.Model().Len()
	defer func(m int) { maxPoints = m }(maxPoints)
	maxPoints = n - 1
	ws.reset()
	before := ws.Model().Len()
	err := ws.OpenPath(path)
	want := "This lattice has " + kit.Int(n) + " points: Plateau opens up to " + kit.Int(n-1) + ", so that it stays within memory."
	if err == nil || kit.ErrorText(err) != want {
		t.Errorf("opening says %v, want %q", err, want)
	}
	if ws.Model().Len() != before {
		t.Error("the lattice on show changed")
	}
	maxPoints = n
	if err := ws.OpenPath(path); err != nil || ws.Model().Len() != n {
		t.Errorf("a lattice of maxPoints points: %v, %d points", err, ws.Model().Len())
	}
}
