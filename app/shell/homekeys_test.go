package shell

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	"plateau/resources"
)

// pickerSpy answers every Open dialog with path ("": cancelled) and
// counts them.
type pickerSpy struct {
	path  string
	opens int
}

func (p *pickerSpy) Open(_ string, _ []string, cb func(string)) { p.opens++; cb(p.path) }
func (p *pickerSpy) Save(_, _ string, _ []string, cb func(string)) {
	cb("")
}

// pressCtrl types Ctrl and key into w's canvas.
func pressCtrl(w fyne.Window, key fyne.KeyName) {
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: key, Modifier: fyne.KeyModifierShortcutDefault})
}

// Ctrl+O on Home opens any Plateau file, in the workspace it belongs to,
// as a file dropped on the window; a cancelled dialog leaves Home shown.
// (It did nothing, though Home's shortcut table lists it.)
func TestCtrlOOnHomeOpensAnyFile(t *testing.T) {
	s, w := newTestShell(t)
	spy := &pickerSpy{}
	s.kit.Files = spy
	pressCtrl(w, fyne.KeyO)
	if spy.opens != 1 || s.Current().Info().ID != "home" {
		t.Fatalf("Ctrl+O on Home: %d Open dialogs, %s shown; want 1, home", spy.opens, s.Current().Info().ID)
	}
	b, err := resources.Sample("rikudo_sample.txt")
	if err != nil {
		t.Fatal(err)
	}
	spy.path = filepath.Join(t.TempDir(), "puzzle.txt")
	if err := os.WriteFile(spy.path, b, 0o600); err != nil {
		t.Fatal(err)
	}
	pressCtrl(w, fyne.KeyO)
	if got := s.Current().Info().ID; got != "rikudo" {
		t.Errorf("a Rikudo puzzle picked on Home shows %s", got)
	}
	if !slices.Contains(kit.RecentFiles(s.kit.Prefs()), kit.RecentFile{Workspace: "rikudo", Path: spy.path}) {
		t.Errorf("the puzzle opened is not among the recent files: %v", kit.RecentFiles(s.kit.Prefs()))
	}
}

// Ctrl+N on Home asks which workspace the new work is for, and starts it
// there as that workspace's New does (Momentum's new game dialog).
func TestCtrlNOnHomeAsksForTheWorkspace(t *testing.T) {
	s, w := newTestShell(t)
	c := w.Canvas()
	pressCtrl(w, fyne.KeyN)
	if c.Overlays().Top() == nil {
		t.Fatal("Ctrl+N on Home shows nothing")
	}
	kittest.FocusDialogButton(t, c, "Momentum")
	kittest.TypeKey(c, fyne.KeyReturn)
	if got := s.Current().Info().ID; got != "momentum" {
		t.Fatalf("Momentum chosen shows %s", got)
	}
	if c.Overlays().Top() == nil {
		t.Error("Momentum shows no new game dialog")
	}
}
