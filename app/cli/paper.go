package cli

import (
	"plateau/app/localeenv"
	"plateau/render/paint"
)

// paperFlag is the paper a --paper flag asks for: "a4" or "letter", or
// when not given the locale's (Letter in the United States, Canada,
// Mexico, the Philippines and the other Letter countries, A4 elsewhere),
// as the app's Settings default to.
func paperFlag(name string) (paint.Paper, error) {
	if name == "" {
		return paint.PaperFor(localeenv.Region()), nil
	}
	p, err := paint.ParsePaper(name)
	if err != nil {
		return p, Usagef("--paper %s: want a4 or letter", name)
	}
	return p, nil
}
