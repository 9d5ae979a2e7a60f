package cli

import (
	"plateau/app/localeenv"
	"plateau/render/paint"
)

// SystemLocale gives the system's locale as a BCP 47 tag ("en-US") for
// the default paper where no locale variable is set (Windows; macOS from
// the Finder). The package imports no Fyne, which asks the system: the
// app side sets it; nil asks nothing, and the default is then A4.
var SystemLocale func() string

// paperFlag is the paper a --paper flag asks for: "a4" or "letter", or
// when not given the locale's (Letter in the United States, Canada,
// Mexico, the Philippines and the other Letter countries, A4 elsewhere),
// as the app's Settings default to.
func paperFlag(name string) (paint.Paper, error) {
	if name == "" {
		if SystemLocale == nil {
			return paint.PaperFor(localeenv.Region()), nil
		}
		return paint.PaperFor(localeenv.RegionOr(SystemLocale)), nil
	}
	p, err := paint.ParsePaper(name)
	if err != nil {
		return p, Usagef("--paper %s: want a4 or letter", name)
	}
	return p, nil
}
