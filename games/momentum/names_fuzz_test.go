package momentum

import "testing"

// FuzzParseRange: a build range, as the game file gives it, is read or
// refused; a refusal leaves the range as it was, and what is read writes
// back as a name that reads to it.
func FuzzParseRange(f *testing.F) {
	for _, s := range []string{"neighbours", "neighbors", "anywhere", "Anywhere", "", "everywhere"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := Anywhere
		if err := r.UnmarshalText([]byte(s)); err != nil {
			if r != Anywhere {
				t.Fatalf("%q refused, and the range became %v", s, r)
			}
			return
		}
		if s != "neighbours" && s != "neighbors" && s != "anywhere" {
			t.Fatalf("%q read as %v", s, r)
		}
		b, err := r.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		if back, err := ParseRange(string(b)); err != nil || back != r {
			t.Fatalf("%q -> %v -> %q -> %v, %v", s, r, b, back, err)
		}
	})
}
