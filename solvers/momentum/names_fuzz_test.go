package momentum

import (
	"strings"
	"testing"
)

// FuzzParseSpec: a player kind of the command line (--p1, --p2) is read
// or refused; what is read has a level in range only for search, and its
// name reads back to it.
func FuzzParseSpec(f *testing.F) {
	for _, s := range []string{"random", "greedy", "search", "search:1", " search:4 ", "search:0", "search:99999999999999999999", "greedy:2", "search:+3", "search:"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		sp, err := ParseSpec(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") && !strings.Contains(s, "\n") {
				t.Fatalf("%q: %q", s, err)
			}
			return
		}
		switch {
		case sp.Kind == "search" && (sp.Level < 1 || sp.Level > MaxLevel),
			sp.Kind != "search" && (sp.Kind != "random" && sp.Kind != "greedy" || sp.Level != 0):
			t.Fatalf("%q read as %+v", s, sp)
		}
		if back, err := ParseSpec(sp.String()); err != nil || back != sp {
			t.Fatalf("%q -> %+v -> %q -> %+v, %v", s, sp, sp.String(), back, err)
		}
	})
}
