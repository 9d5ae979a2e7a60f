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

// A language chosen in Settings wins over the desktop's: sessions set
// LANGUAGE, which the locale lookup reads before LC_ALL, and the choice
// went unheard.
func TestForcedLanguageBeatsTheDesktops(t *testing.T) {
	defer SetLanguage("")
	for _, tc := range []struct{ language, lang, forced string }{
		{"fr_FR:fr", "fr_FR.UTF-8", "en"},
		{"en_US:en", "en_US.UTF-8", "fr"},
	} {
		t.Setenv("LANGUAGE", tc.language)
		t.Setenv("LANG", tc.lang)
		t.Setenv("LC_ALL", "")
		SetLanguage(tc.forced)
		if got := CurrentLanguage(); got != tc.forced {
			t.Errorf("LANGUAGE=%s, Settings' language %q: the UI is in %q", tc.language, tc.forced, got)
		}
	}
}
