package kit_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// OnDisk sees another writer whatever it changed of the file, and no
// change when the file is gone or was read again.
func TestOnDiskSeesAnotherWriter(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(t *testing.T, path string)
		again  bool // OnDisk taken again after the change (the file read again)
		want   bool
	}{
		{"untouched", func(*testing.T, string) {}, false, false},
		{"rewritten, another size", func(t *testing.T, p string) { write(t, p, "theirs, longer") }, false, true},
		{"its time changed, not its size", func(t *testing.T, p string) {
			fi, _ := os.Stat(p)
			if err := os.Chtimes(p, time.Time{}, fi.ModTime().Add(time.Second)); err != nil {
				t.Fatal(err)
			}
		}, false, true},
		{"replaced by a file of the same size and time", func(t *testing.T, p string) {
			fi, _ := os.Stat(p)
			other := p + ".new"
			write(t, other, "ORIGINAL")
			if err := os.Chtimes(other, time.Time{}, fi.ModTime()); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(other, p); err != nil {
				t.Fatal(err)
			}
		}, false, true},
		{"deleted", func(t *testing.T, p string) {
			if err := os.Remove(p); err != nil {
				t.Fatal(err)
			}
		}, false, false},
		{"replaced by a folder", func(t *testing.T, p string) {
			if err := os.Remove(p); err != nil {
				t.Fatal(err)
			}
			if err := os.Mkdir(p, 0o755); err != nil {
				t.Fatal(err)
			}
		}, false, false},
		{"rewritten, then read again", func(t *testing.T, p string) { write(t, p, "theirs, longer") }, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "game.json")
			write(t, path, "original")
			o := kit.OnDiskNow(path)
			tc.change(t, path)
			if tc.again {
				o = kit.OnDiskNow(path)
			}
			if got := o.ChangedAt(path); got != tc.want {
				t.Errorf("changed %v, want %v", got, tc.want)
			}
		})
	}
	// No file seen (new work, a file not there when opened): no change
	// when one appears. Both are taken before the loop writes the file.
	path := filepath.Join(t.TempDir(), "game.json")
	for _, o := range []kit.OnDisk{kit.OnDiskNow(""), kit.OnDiskNow(path)} {
		write(t, path, "appeared")
		if o.ChangedAt(path) {
			t.Error("a change seen with no file seen before")
		}
	}
}

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func read(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return "(none)"
	}
	return string(b)
}

// Save (Ctrl+S, and the quit question's Save, which waits on then) asks
// before it writes over a file another window or program changed since the
// work was opened: it wrote over their changes without a word. Overwrite
// saves there; Save as… (Enter) asks where and goes on after that save;
// Cancel (Escape) saves nothing, does not go on, and asks again at the
// next Save. A file deleted since is saved again without a question.
func TestDocSaveAsksWhenTheFileChangedOnDisk(t *testing.T) {
	for _, tc := range []struct {
		name      string
		other     string // what the other writer does: "write", "delete", "" nothing
		answer    string // a button, or "Escape" or "Enter"; "" when no question
		file      string // game.json afterwards
		elsewhere string // other.json afterwards
		wentOn    bool   // then ran
		asksAgain bool   // the next Save asks again
	}{
		{"unchanged", "", "", "mine", "(none)", true, false},
		{"deleted since", "delete", "", "mine", "(none)", true, false},
		{"Overwrite", "write", "Overwrite", "mine", "(none)", true, false},
		{"Save as…", "write", "Save as…", "theirs, longer", "mine", true, false},
		{"Enter", "write", "Enter", "theirs, longer", "mine", true, false},
		{"Cancel", "write", "Cancel", "theirs, longer", "(none)", false, true},
		{"Escape", "write", "Escape", "theirs, longer", "(none)", false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path, other := filepath.Join(dir, "game.json"), filepath.Join(dir, "other.json")
			k := kittest.New(t, other)
			files := k.Files.(*kittest.Files)
			d := kit.Doc{Kit: k, Workspace: "momentum", Title: "Save", Suggested: "game.json", Exts: []string{".json"},
				Write: func(p string) error { return os.WriteFile(p, []byte("mine"), 0o644) }}
			write(t, path, "original")
			d.Opened(path)
			switch tc.other {
			case "write":
				write(t, path, "theirs, longer")
			case "delete":
				if err := os.Remove(path); err != nil {
					t.Fatal(err)
				}
			}
			wentOn := false
			d.SaveThen(func() { wentOn = true })
			c := k.Window.Canvas()
			if tc.answer == "" {
				if c.Overlays().Top() != nil {
					t.Fatalf("a question for a file not changed: %q", labels(c.Overlays().Top()))
				}
			} else {
				if !slices.ContainsFunc(labels(c.Overlays().Top()), func(s string) bool {
					return strings.HasPrefix(s, "game.json changed on disk since you opened it.")
				}) {
					t.Fatalf("the question reads %q", labels(c.Overlays().Top()))
				}
				if wentOn || read(path) != "theirs, longer" {
					t.Fatal("saved or went on before the person answered")
				}
				switch tc.answer {
				case "Escape":
					kit.DismissDialog(c)
				case "Enter":
					kit.ConfirmDialog(c)
				default:
					kittest.TapDialogButton(t, k.Window, tc.answer)
				}
				if c.Overlays().Top() != nil {
					t.Errorf("still up: %q", labels(c.Overlays().Top()))
				}
			}
			doc := path // the Doc's file afterwards: other.json after Save as…
			if tc.elsewhere == "mine" {
				doc = other
			}
			if read(path) != tc.file || read(other) != tc.elsewhere || wentOn != tc.wentOn || d.Path != doc {
				t.Errorf("game.json %q, other.json %q, went on %v, the Doc's file %s; want %q, %q, %v, %s",
					read(path), read(other), wentOn, d.Path, tc.file, tc.elsewhere, tc.wentOn, doc)
			}
			saves := files.Saves
			d.Save()
			if asked := c.Overlays().Top() != nil; asked != tc.asksAgain {
				t.Errorf("the next Save asked %v, want %v", asked, tc.asksAgain)
			}
			if files.Saves != saves {
				t.Error("the next Save showed a save dialog")
			}
		})
	}
}

// labels are the texts of the labels under o.
func labels(o fyne.CanvasObject) []string {
	var out []string
	if o == nil {
		return nil
	}
	for _, x := range test.LaidOutObjects(o) {
		if l, ok := x.(*widget.Label); ok && l.Text != "" {
			out = append(out, l.Text)
		}
	}
	return out
}
