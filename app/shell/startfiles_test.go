package shell

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A path given at start with nothing there is named in full as no such
// file: "It is no longer there: moved, renamed or deleted" told a typo it
// had been moved. The files that are there open as before.
func TestStartFilesNameAMissingPath(t *testing.T) {
	dir := t.TempDir()
	puzzle := filepath.Join(dir, "p.txt")
	b, err := os.ReadFile("../../games/eternity/testdata/bench/brendan1_04x04.txt")
	if err == nil {
		err = os.WriteFile(puzzle, b, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "nosuch.json")
	tests := []struct {
		name   string
		paths  []string
		dialog string // in the dialog shown, "" for none
		shown  string // the workspace shown
	}{
		{"missing", []string{missing}, "There is no file at " + missing + ".", "home"},
		{"missing and there", []string{missing, puzzle}, "There is no file at " + missing + ".", "eternity"},
		{"there", []string{puzzle}, "", "eternity"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, w := newTestShell(t)
			s.openStartFiles(tc.paths)
			text := ""
			if w.Canvas().Overlays().Top() != nil {
				text = dialogText(w)
			}
			if tc.dialog == "" && text != "" || !strings.Contains(text, tc.dialog) || strings.Contains(text, "no longer there") {
				t.Errorf("dialog %q, want %q", text, tc.dialog)
			}
			if got := s.Current().Info().ID; got != tc.shown {
				t.Errorf("shown %s, want %s", got, tc.shown)
			}
		})
	}
}
