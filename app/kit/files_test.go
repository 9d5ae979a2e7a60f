package kit

import (
	"errors"
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"
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
