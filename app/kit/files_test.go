package kit

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// countingFiles answers every dialog with path and counts the Save ones
// (kittest.Files cannot be used here: it imports kit).
type countingFiles struct {
	path  string
	saves int
}

func (f *countingFiles) Open(_ string, _ []string, cb func(string)) { cb(f.path) }
func (f *countingFiles) Save(_, _ string, _ []string, cb func(string)) {
	f.saves++
	cb(f.path)
}

// Doc's Save asks where only while the work has no file, then writes back
// to it; Save as asks and moves the work to the new file; a failed write
// keeps the file it had and says why.
func TestDocSaveWritesBack(t *testing.T) {
	a := test.NewTempApp(t)
	files := &countingFiles{path: "/a.json"}
	k := &Kit{App: a, Window: test.NewTempWindow(t, nil), Files: files}
	var written, announced []string
	fail := false
	d := Doc{Kit: k, Workspace: "momentum", Title: "Save", Suggested: "game.json", Exts: []string{".json"},
		Write: func(p string) error {
			if fail {
				return errors.New("disk full")
			}
			written = append(written, p)
			return nil
		},
		Saved: func(p string) { announced = append(announced, p) }}
	steps := []struct {
		name   string
		do     func()
		saves  int    // dialogs so far
		path   string // the Doc's file after the step
		wrote  string // the file written by the step, "" for none
		errors int    // error dialogs shown so far
	}{
		{"Save without a file asks", d.Save, 1, "/a.json", "/a.json", 0},
		{"Save writes back", d.Save, 1, "/a.json", "/a.json", 0},
		{"Save as asks", func() { files.path = "/b.json"; d.SaveAs() }, 2, "/b.json", "/b.json", 0},
		{"Save follows Save as", d.Save, 2, "/b.json", "/b.json", 0},
		{"a failed write keeps the file", func() { fail = true; d.Save() }, 2, "/b.json", "", 1},
		{"a cancelled Save as changes nothing", func() { fail = false; files.path = ""; d.SaveAs() }, 3, "/b.json", "", 1},
	}
	for _, s := range steps {
		before := len(written)
		s.do()
		wrote := ""
		if len(written) > before {
			wrote = written[len(written)-1]
		}
		errs := len(k.Window.Canvas().Overlays().List())
		if files.saves != s.saves || d.Path != s.path || wrote != s.wrote || errs != s.errors {
			t.Errorf("%s: %d dialogs, file %q, wrote %q, %d errors; want %d, %q, %q, %d",
				s.name, files.saves, d.Path, wrote, errs, s.saves, s.path, s.wrote, s.errors)
		}
	}
	if !slices.Equal(announced, written) {
		t.Errorf("announced %v, written %v", announced, written)
	}
	if got := RecentFiles(k.Prefs()); len(got) != 2 || got[0].Path != "/b.json" || got[1].Path != "/a.json" {
		t.Errorf("recent files %v", got)
	}
}

// Save as starts where desktop programs start it: a document with a file
// in its folder and with its name, so that a copy lands beside it (it
// started in the last folder any dialog used, with a generic name); new
// work, and a document whose folder is gone, in the last folder used.
func TestSaveAsStartsBesideTheDocument(t *testing.T) {
	docs, last := t.TempDir(), t.TempDir()
	match := filepath.Join(docs, "final-match.json")
	if err := os.WriteFile(match, []byte("{}"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, path, want string
	}{
		{"a document", match, match},
		{"new work", "", filepath.Join(last, "game.json")},
		{"a document whose folder is gone", filepath.Join(docs, "gone", "old.json"), filepath.Join(last, "old.json")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := test.NewTempApp(t)
			w := test.NewTempWindow(t, nil)
			w.Resize(fyne.NewSize(1280, 800))
			a.Preferences().SetString(prefLastDir, last)
			k := &Kit{App: a, Window: w, Files: NewFilePicker(w, a.Preferences())}
			written := ""
			d := Doc{Kit: k, Workspace: "momentum", Title: "Save", Suggested: "game.json", Exts: []string{".json"}, Path: tc.path,
				Write: func(p string) error { written = p; return nil }}
			d.SaveAs()
			tap := func(label string) bool {
				pop, ok := w.Canvas().Overlays().Top().(*widget.PopUp)
				if !ok {
					return false
				}
				b := buttonLabelled(pop.Content, label)
				if b != nil {
					test.Tap(b)
				}
				return b != nil
			}
			if !tap(lang.L("Save")) {
				t.Fatal("no Save button")
			}
			tap(lang.L("Yes")) // replace the file, when asked
			if written != tc.want {
				t.Errorf("Save as wrote %q, want %q", written, tc.want)
			}
		})
	}
}

// An export is suggested beside its document, named after it with the
// export's extension; work without a file gets the generic name.
func TestBeside(t *testing.T) {
	for _, tc := range []struct{ doc, name, ext, want string }{
		{"/p/final-match.json", "game.json", "", "/p/final-match.json"},
		{"/p/puzzle.txt", "rikudo.pdf", ".pdf", "/p/puzzle.pdf"},
		{"/p/design.json", "", "-board.png", "/p/design-board.png"},
		{"/p/no-extension", "x.png", ".png", "/p/no-extension.png"},
		{"", "rikudo.pdf", ".pdf", "rikudo.pdf"},
	} {
		if got := Beside(tc.doc, tc.name, tc.ext); got != tc.want {
			t.Errorf("Beside(%q, %q, %q) = %q, want %q", tc.doc, tc.name, tc.ext, got, tc.want)
		}
	}
}
