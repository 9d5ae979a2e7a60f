package shell

import (
	"path/filepath"
	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"strings"
	"testing"
)

// Kept work that no longer opens is said so and stays, to be offered
// again; nothing changes.
func TestKeptWorkThatDoesNotOpen(t *testing.T) {
	s, w, _, left := restoreBroken(t)
	if text := dialogText(w); !strings.Contains(text, "Eternity: the kept work does not open, and stays in "+left) {
		t.Errorf("the error says %q", text)
	}
	if ed := s.workspace("eternity").(kit.Recoverable); ed.Unsaved() != "" {
		t.Error("a file that does not open changed the design")
	}
	if !exists(filepath.Join(left, "eternity.json")) {
		t.Error("the kept work was deleted")
	}
}

// Kept work that did not open is not offered again at the next start in
// the same words, to fail the same way: it is said not to read, with
// Discard and Keep for later, and no Restore.
func TestKeptWorkThatDidNotOpenIsSaidSo(t *testing.T) {
	_, _, root, left := restoreBroken(t)
	for _, tc := range []struct{ button, want string }{
		{"Keep for later", "could not be read when it was restored:\n• Eternity: the design, "},
		{"Discard", "could not be read when it was restored:\n• Eternity: the design, "},
	} {
		next, nw := newTestShell(t)
		next.openRecovery(root, 53, gone)
		text := dialogText(nw)
		if !strings.Contains(text, tc.want) || strings.Contains(text, "Restore it?") || !strings.Contains(text, "It stays in "+root+" until you discard it.") {
			t.Errorf("the next start says %q", text)
		}
		kittest.TapDialogButton(t, nw, tc.button)
	}
	if exists(left) {
		t.Error("Discard left the work that does not read")
	}
}
