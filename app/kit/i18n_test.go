package kit

import "testing"

func TestCountAgreesWithTheNumber(t *testing.T) {
	defer SetLanguage("")
	for _, tc := range []struct {
		lang string
		n    int64
		want string
	}{
		{"en", 0, "0 things"},
		{"en", 1, "1 thing"},
		{"en", 2, "2 things"},
		{"fr", 0, "0 thing"},
		{"fr", 1, "1 thing"},
		{"fr", 25188, "25188 things"},
	} {
		SetLanguage(tc.lang)
		if got := Count(tc.n, "%d thing", "%d things"); got != tc.want {
			t.Errorf("%s: Count(%d) = %q, want %q", tc.lang, tc.n, got, tc.want)
		}
	}
}
