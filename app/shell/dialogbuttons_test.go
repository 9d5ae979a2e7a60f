package shell

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"

	"plateau/app/about"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// Once Tab has put the keyboard on a button of one of the shell's dialogs
// (theirs at the bottom, or one in their content), Escape still closes
// the dialog as its dismiss button does: Fyne's buttons kept the key.
func TestEscapeClosesTheShellsDialogsFromAButton(t *testing.T) {
	for _, tc := range []struct {
		name, button string
		show         func(t *testing.T, s *Shell)
		kept         func(t *testing.T, s *Shell) // what Escape must leave as it was
	}{
		{"settings", "Close", func(_ *testing.T, s *Shell) { s.showSettings() }, nil},
		{"settings, its About", "About", func(_ *testing.T, s *Shell) { s.showSettings() }, nil},
		{"about", "Close", func(_ *testing.T, s *Shell) { s.showAbout() }, nil},
		{"about, its link", about.Website, func(_ *testing.T, s *Shell) { s.showAbout() }, nil},
		{"a file not opened", "OK", func(t *testing.T, s *Shell) {
			png := filepath.Join(t.TempDir(), "board.png")
			if err := os.WriteFile(png, []byte("x"), 0o600); err != nil {
				t.Fatal(err)
			}
			s.OpenFile(png)
		}, nil},
		{"kept work", "Restore", func(t *testing.T, s *Shell) {
			root := t.TempDir()
			leaveOrphan(t, s, root, 61, "")
			s.openRecovery(root, 62, gone)
		}, func(t *testing.T, s *Shell) {
			if s.workspace("eternity").(kit.Recoverable).Unsaved() != "" {
				t.Error("Escape restored the kept work")
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, w := newTestShell(t)
			c := w.Canvas()
			tc.show(t, s)
			kittest.FocusDialogButton(t, c, tc.button)
			kittest.TypeKey(c, fyne.KeyEscape)
			if c.Overlays().Top() != nil {
				t.Fatalf("still up after Escape on %q", tc.button)
			}
			if tc.kept != nil {
				tc.kept(t, s)
			}
		})
	}
}
