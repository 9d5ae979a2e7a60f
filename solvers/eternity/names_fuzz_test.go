package eternity

import "testing"

// FuzzParseConfig: the names of a configuration (--order, --var, --val,
// --model, and the openings file's config) are read or refused; what is
// read is the name given.
func FuzzParseConfig(f *testing.F) {
	for _, s := range []string{"rowscan", "spiral-in", "quad-spiral", "scan", "optimistic", "lexi", "bruteforce", "capi", "boco", "?3", "", "Rowscan"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if o, err := ParseOrder(s); err == nil && o.String() != s {
			t.Fatalf("order %q read as %v", s, o)
		}
		if v, err := ParseVar(s); err == nil && v.String() != s {
			t.Fatalf("variable choice %q read as %v", s, v)
		}
		if v, err := ParseVal(s); err == nil && v.String() != s {
			t.Fatalf("value choice %q read as %v", s, v)
		}
		if m, err := ParseModel(s); err == nil && m.String() != s {
			t.Fatalf("model %q read as %v", s, m)
		}
	})
}
