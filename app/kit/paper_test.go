package kit

import (
	"runtime"
	"testing"

	"plateau/render/paint"
)

// A preference names its paper; none, or one of no paper's, is the
// locale's.
func TestPaperOf(t *testing.T) {
	for code, want := range map[string]paint.Paper{"a4": paint.A4, "letter": paint.Letter, "": SystemPaper(), "legal": SystemPaper()} {
		if got := PaperOf(code); got != want {
			t.Errorf("PaperOf(%q) = %v, want %v", code, got, want)
		}
	}
	codes := PaperCodes()
	for i, p := range paint.Papers {
		if PaperOf(codes[i]) != p || (codes[i] == "") != (p == SystemPaper()) {
			t.Errorf("%v is stored as %q", p, codes[i])
		}
	}
}

// On Linux the locale variables are the system's own: LANGUAGE or
// LC_MESSAGES alone (which Fyne reads for the words) leave the paper to
// the C library's "C" locale, A4, where they made it Letter.
func TestSystemLocaleIsAskedOnlyWhereNoVariableTellsIt(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the variables tell the locale on Linux only")
	}
	for _, v := range []string{"LANGUAGE", "LC_MESSAGES"} {
		t.Run(v, func(t *testing.T) {
			t.Setenv(v, "en_US.UTF-8")
			if got := SystemLocale(); got != "" {
				t.Errorf("%s=en_US alone: SystemLocale() = %q, want \"\" (the C locale's paper)", v, got)
			}
		})
	}
}
