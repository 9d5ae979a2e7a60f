package dicewars

import "testing"

// FuzzOptionNames: a deal or a starting-dice rule, as the saved game and
// the command line give it, is read or refused; a refusal leaves the
// option as it was, and what is read writes back as the name given.
func FuzzOptionNames(f *testing.F) {
	for _, s := range []string{"round-robin", "random", "four", "Random", "", "round robin"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d := Deal(7)
		if err := d.UnmarshalText([]byte(s)); err != nil {
			if d != 7 {
				t.Fatalf("deal %q refused, and the deal became %v", s, d)
			}
		} else if b, err := d.MarshalText(); err != nil || string(b) != s {
			t.Fatalf("deal %q read as %v, written %q, %v", s, d, b, err)
		}
		st := StartDice(7)
		if err := st.UnmarshalText([]byte(s)); err != nil {
			if st != 7 {
				t.Fatalf("starting dice %q refused, and they became %v", s, st)
			}
		} else if b, err := st.MarshalText(); err != nil || string(b) != s {
			t.Fatalf("starting dice %q read as %v, written %q, %v", s, st, b, err)
		}
	})
}
