package kit

import (
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
