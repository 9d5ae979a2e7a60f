package shell

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"plateau/app/kit/kittest"
	"plateau/app/momentumui"
	"plateau/games/momentum"
)

// pathSaver is what every workspace with files offers the tests.
type pathSaver interface {
	PathOpener
	SavePath(path string) error
}

// Save writes the work back to the file it was opened from without asking;
// Save as (Ctrl+Shift+S) asks, and Save then writes to the new file.
func TestSaveWritesBackSaveAsAsks(t *testing.T) {
	for _, tt := range []struct{ id, ext string }{
		{"weave", ".json"}, {"momentum", ".json"}, {"dicewars", ".json"}, {"eternity", ".json"}, {"rikudo", ".txt"},
	} {
		t.Run(tt.id, func(t *testing.T) {
			s, w := newTestShell(t)
			files := &kittest.Files{}
			s.kit.Files = files
			if err := s.Show(tt.id); err != nil {
				t.Fatal(err)
			}
			ws := s.Current().(pathSaver)
			dir := t.TempDir()
			first, second := filepath.Join(dir, "first"+tt.ext), filepath.Join(dir, "second"+tt.ext)
			if err := ws.SavePath(first); err != nil {
				t.Fatal(err)
			}
			if err := ws.OpenPath(first); err != nil {
				t.Fatal(err)
			}
			if want := "first" + tt.ext + " — "; !strings.HasPrefix(w.Title(), want) {
				t.Errorf("title after Open %q, want it to start with %q", w.Title(), want)
			}
			exists := func(p string) bool { _, err := os.Stat(p); return err == nil }
			_ = os.Remove(first)
			s.Current().Keys().Save()
			if files.Saves != 0 || !exists(first) {
				t.Fatalf("Save after Open: %d dialogs, file written back %v", files.Saves, exists(first))
			}
			files.Path = second
			w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
			if files.Saves != 1 || !exists(second) {
				t.Fatalf("Ctrl+Shift+S: %d dialogs, %s written %v", files.Saves, second, exists(second))
			}
			if want := "second" + tt.ext + " — "; !strings.HasPrefix(w.Title(), want) {
				t.Errorf("title after Save as %q, want it to start with %q", w.Title(), want)
			}
			_ = os.Remove(second)
			_ = os.Remove(first)
			s.Current().Keys().Save()
			if files.Saves != 1 || !exists(second) || exists(first) {
				t.Errorf("Save after Save as: %d dialogs, second written %v, first written %v", files.Saves, exists(second), exists(first))
			}
		})
	}
}

// A design opened from a piece list is not written back over it (the list
// would lose the board and palette): Save asks. A new game goes to a new
// file: Save asks.
func TestSaveAsksWhenWritingBackWouldLose(t *testing.T) {
	s, _ := newTestShell(t)
	files := &kittest.Files{}
	s.kit.Files = files
	_ = s.Show("eternity")
	ws := s.Current().(pathSaver)
	list := filepath.Join(t.TempDir(), "pieces.txt")
	if err := ws.SavePath(list); err != nil {
		t.Fatal(err)
	}
	if err := ws.OpenPath(list); err != nil {
		t.Fatal(err)
	}
	s.Current().Keys().Save() // the dialog answers "" (cancelled)
	if files.Saves != 1 {
		t.Errorf("Save of a design from a piece list: %d dialogs, want 1", files.Saves)
	}

	_ = s.Show("momentum")
	m := s.Current().(pathSaver)
	game := filepath.Join(t.TempDir(), "game.json")
	if err := m.SavePath(game); err != nil {
		t.Fatal(err)
	}
	if err := m.OpenPath(game); err != nil {
		t.Fatal(err)
	}
	for _, ws := range s.Workspaces() {
		if g, ok := ws.(interface {
			NewGame(o momentum.Options, seats [2]momentumui.Seat)
		}); ok {
			g.NewGame(momentum.DefaultOptions(), [2]momentumui.Seat{momentumui.Human, momentumui.Human})
		}
	}
	s.Current().Keys().Save()
	if files.Saves != 2 {
		t.Errorf("Save of a new game: %d dialogs in all, want 2", files.Saves)
	}
}

// The window's title names the visible workspace and the file its work
// is kept in, following Open, Save as, new work and the sidebar, with a
// star while the work is not saved.
func TestTitleNamesTheFile(t *testing.T) {
	s, w := newTestShell(t)
	files := &kittest.Files{}
	s.kit.Files = files
	title := func(want string) {
		t.Helper()
		if got := w.Title(); got != want {
			t.Errorf("title %q, want %q", got, want)
		}
	}
	title("Plateau")
	_ = s.Show("rikudo")
	title("Rikudo — Plateau")
	ws := s.Current().(pathSaver)
	dir := t.TempDir()
	first := filepath.Join(dir, "first.txt")
	if err := ws.SavePath(first); err != nil {
		t.Fatal(err)
	}
	if err := ws.OpenPath(first); err != nil {
		t.Fatal(err)
	}
	title("first.txt — Rikudo — Plateau")
	keys := s.Current().Keys()
	keys.Board(&fyne.KeyEvent{Name: fyne.KeyRight}) // selects a cell
	keys.Board(&fyne.KeyEvent{Name: fyne.KeyDelete})
	keys.Rune('7')
	title("*first.txt — Rikudo — Plateau")
	keys.Save()
	title("first.txt — Rikudo — Plateau")
	files.Path = filepath.Join(dir, "second.txt")
	s.Current().Keys().SaveAs()
	title("second.txt — Rikudo — Plateau")
	_ = s.Show("home")
	title("Plateau")
	_ = s.Show("rikudo")
	title("second.txt — Rikudo — Plateau")
	s.Current().Keys().New()
	kittest.TapDialogButton(t, w, "Create")
	title("*Rikudo — Plateau") // a new design, not saved yet
}
