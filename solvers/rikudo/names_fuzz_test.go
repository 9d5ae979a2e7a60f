package rikudo

import "testing"

// FuzzParseNames: a method (rikudo solve --method) or a level (rikudo gen
// --level) is read or refused; what is read is the name given, and reads
// back from its name.
func FuzzParseNames(f *testing.F) {
	for _, s := range []string{"direct", "sat", "SAT", "easy", "medium", "hard", "expert", "needs guessing", "none", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if m, err := ParseMethod(s); err == nil {
			if m.String() != s {
				t.Fatalf("method %q read as %v", s, m)
			}
		}
		if l, ok := ParseLevel(s); ok {
			if back, ok := ParseLevel(l.String()); !ok || back != l || l.String() != s {
				t.Fatalf("level %q read as %v", s, l)
			}
		}
	})
}
