package shell

import (
	"path/filepath"
	"regexp"
	"testing"
)

// fileName matches a translation key that is a file name a save dialog
// suggests ("lattice.json").
var fileName = regexp.MustCompile(`^[a-z][a-z0-9-]*\.(json|png|csv|txt|pdf|svg)$`)

// The file names the save dialogs suggest read in French, and stay plain
// ASCII with their extension: a name with an accent or a space is awkward
// on some systems and in a terminal.
func TestSuggestedFileNamesInFrench(t *testing.T) {
	fr := readFrench(t)
	n := 0
	for en, f := range fr {
		if !fileName.MatchString(en) {
			continue
		}
		n++
		if !fileName.MatchString(f) || filepath.Ext(f) != filepath.Ext(en) {
			t.Errorf("%q suggests %q in French: want a plain ASCII name with the same extension", en, f)
		}
		if f == en {
			t.Errorf("%q is not translated", en)
		}
	}
	if n < 5 {
		t.Errorf("%d suggested file names translated, want the 5 of Weave, Momentum, Dice Wars and Compare", n)
	}
}
