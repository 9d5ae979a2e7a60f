package weave

import (
	"strings"
	"testing"
)

// FuzzParseNames: a rule, a main direction or an order, as the JSON file
// and the command line give it, is read or refused; what is read is the
// name given (case and surrounding spaces aside), and its name reads back
// to it.
func FuzzParseNames(f *testing.F) {
	for _, s := range []string{"seed", " Diamond ", "cubic", "D1", "d6", "D7", "D0", "fifo", "LIFO", "random", "nearest", "manual", "", "ḏ1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		same := func(name string) bool { return strings.EqualFold(strings.TrimSpace(s), name) }
		if r, err := ParseRule(s); err == nil {
			if back, err := ParseRule(r.String()); err != nil || back != r || !same(r.String()) {
				t.Fatalf("rule %q read as %v", s, r)
			}
		}
		if d, err := ParseDir(s); err == nil {
			if back, err := ParseDir(d.String()); err != nil || back != d || !same(d.String()) {
				t.Fatalf("direction %q read as %v", s, d)
			}
		}
		if o, err := ParseOrder(s); err == nil {
			if back, err := ParseOrder(o.String()); err != nil || back != o || !same(o.String()) {
				t.Fatalf("order %q read as %v", s, o)
			}
		}
	})
}
