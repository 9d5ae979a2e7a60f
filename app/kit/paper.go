package kit

import (
	"runtime"
	"sync"

	"fyne.io/fyne/v2/lang"

	"plateau/app/localeenv"
	"plateau/render/paint"
)

// PrefPaper is the preference key of the paper the PDFs print on: ""
// follows the locale (SystemPaper), "a4" and "letter" choose one.
const PrefPaper = "print.paper"

// SystemPaper is the paper of the locale Plateau was started in: Letter
// in the United States, Canada, Mexico, the Philippines and the other
// Letter countries (paint.PaperFor), A4 elsewhere.
func SystemPaper() paint.Paper { return systemPaper() }

// systemPaper is read once: the system's locale, asked of the system where
// no variable gives one, does not change while Plateau runs.
var systemPaper = sync.OnceValue(func() paint.Paper {
	return paint.PaperFor(localeenv.RegionOr(SystemLocale))
})

// SystemLocale is the system's locale as a BCP 47 tag ("en-US") where the
// locale variables do not give the paper's region: Windows never sets
// them, nor macOS for a program started from the Finder. Elsewhere it is
// "": the variables are the system's own there, and with none set the C
// library's locale is "C", whatever LANGUAGE or LC_MESSAGES (which Fyne
// reads for the words) say, so they made the paper Letter unasked.
func SystemLocale() string {
	if runtime.GOOS != "windows" && runtime.GOOS != "darwin" {
		return ""
	}
	return string(lang.SystemLocale())
}

// PaperOf is the paper a PrefPaper value asks for: the locale's for ""
// and for a value of no paper's (a hand-edited preference).
func PaperOf(code string) paint.Paper {
	if p, err := paint.ParsePaper(code); err == nil && code != "" {
		return p
	}
	return SystemPaper()
}

// PaperCodes are the PrefPaper values of paint.Papers, in their order,
// as Settings stores them: "" for the locale's paper, which then follows
// the locale, the other's code.
func PaperCodes() []string {
	codes := make([]string, len(paint.Papers))
	for i, p := range paint.Papers {
		if p != SystemPaper() {
			codes[i] = p.String()
		}
	}
	return codes
}

// Paper is the paper the PDFs print on, as the preferences say now: read
// on the UI goroutine when an export is asked for, and handed to the job
// that writes it.
func (k *Kit) Paper() paint.Paper { return PaperOf(k.Prefs().String(PrefPaper)) }
