package localeenv

import "strings"

// Region is the country of the locale the program was started in, as
// the C library reads it for the paper (LC_ALL, then LC_PAPER, then LANG:
// "en_US.UTF-8" is "US"), upper case; "" when that locale names none
// ("C", "fr"). It reads the variables as the program found them: a
// language forced in Settings (LC_ALL=fr) changes the words, not the
// paper.
func Region() string {
	r, _ := envRegion()
	return r
}

// RegionOr is Region, or when none of its variables is set, the region
// of the system's locale that system gives as a BCP 47 tag ("en-US"):
// Windows never sets them, nor macOS for a program started from the
// Finder or the Dock, and Letter countries got A4 there.
func RegionOr(system func() string) string {
	if r, ok := envRegion(); ok {
		return r
	}
	return regionOf(system())
}

// envRegion is Region, and whether one of its variables was set.
func envRegion() (string, bool) {
	for _, k := range []string{"LC_ALL", "LC_PAPER", "LANG"} {
		v := started[k]
		if v == nil || *v == "" {
			continue
		}
		return regionOf(*v), true
	}
	return "", false
}

// regionOf is the country of a POSIX locale name,
// language[_territory][.codeset][@modifier], or of a BCP 47 tag
// (en-US, zh-Hant-TW: the two letters after the language); "" when it
// has none.
func regionOf(locale string) string {
	locale, _, _ = strings.Cut(locale, "@")
	locale, _, _ = strings.Cut(locale, ".")
	parts := strings.FieldsFunc(locale, func(r rune) bool { return r == '_' || r == '-' })
	for _, p := range parts[min(1, len(parts)):] {
		if len(p) == 2 {
			return strings.ToUpper(p)
		}
	}
	return ""
}
