package kit

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// saveInDialog shows the Fyne Save dialog in dir, types name and presses
// Save, then answer (if not "") in the question that follows; it returns
// the path handed back ("none" when nothing was).
func saveInDialog(t *testing.T, dir, name, answer string) string {
	t.Helper()
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	a.Preferences().SetString(prefLastDir, dir)
	files := NewFilePicker(w, a.Preferences())
	got := "none"
	files.Save("Save", "design.json", []string{".json"}, func(p string) { got = p })
	tap := func(label string) {
		t.Helper()
		for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
			if b := ButtonOf(o); b != nil && b.Text == label {
				test.Tap(b)
				return
			}
		}
		t.Fatalf("no %q button", label)
	}
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if e, ok := o.(*Entry); ok {
			e.SetText(name)
		}
	}
	tap("Save")
	if answer != "" {
		tap(answer)
	}
	return got
}

// Fyne's Save dialog opens the chosen file for writing when the person
// confirms; Plateau writes through a temporary file, so the old file stays
// whole until the save itself (it was emptied at once: a failed save lost
// it). A name typed without its extension gets it, is asked about when a
// file has that name, and leaves no empty file of the name typed.
func TestSaveDialogLeavesFilesAlone(t *testing.T) {
	for _, tc := range []struct {
		name, typed, answer, want string
	}{
		{"existing, confirmed", "mine.json", "Yes", "mine.json"},
		{"typed without its extension, replaced", "mine", "Yes", "mine.json"},
		{"typed without its extension, kept", "mine", "No", ""},
		{"new", "other", "", "other.json"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			mine := filepath.Join(dir, "mine.json")
			if err := os.WriteFile(mine, []byte(`{"precious":true}`), 0o644); err != nil {
				t.Fatal(err)
			}
			got := saveInDialog(t, dir, tc.typed, tc.answer)
			want := ""
			if tc.want != "" {
				want = filepath.Join(dir, tc.want)
			}
			if got != want {
				t.Errorf("handed %q, want %q", got, want)
			}
			if b, _ := os.ReadFile(mine); string(b) != `{"precious":true}` {
				t.Errorf("mine.json holds %q before any save", b)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				var names []string
				for _, e := range entries {
					names = append(names, e.Name())
				}
				t.Errorf("the folder holds %v, want mine.json alone", names)
			}
		})
	}
}

// Fyne's dialog asks before replacing a file in English whatever the
// language; Plateau puts the question in the user's.
func TestReplaceQuestionInTheUsersLanguage(t *testing.T) {
	SetLanguage("fr")
	defer SetLanguage("")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "mine.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	a := test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(fyne.NewSize(1280, 800))
	a.Preferences().SetString(prefLastDir, dir)
	NewFilePicker(w, a.Preferences()).Save("Enregistrer", "mine.json", []string{".json"}, func(string) {})
	test.Tap(buttonLabelled(w.Canvas().Overlays().Top().(*widget.PopUp).Content, lang.L("Save")))
	var texts []string
	for _, o := range test.LaidOutObjects(w.Canvas().Overlays().Top()) {
		if l, ok := o.(*widget.Label); ok {
			texts = append(texts, l.Text)
		}
	}
	if !slices.Contains(texts, "Remplacer le fichier ?") || !slices.Contains(texts, "mine.json existe déjà. Le remplacer ?") {
		t.Errorf("the question reads %q", texts)
	}
}

// A full path typed as the name, "/elsewhere/x.json" or "~/x.json", is
// where the file goes (asked about when a file is there): Fyne put it
// under the folder shown, which could not be written ("cannot write
// /folder/tmp/x.pdf"). A name with a folder in it stays in the folder
// shown.
func TestSaveDialogTakesATypedFullPath(t *testing.T) {
	home, elsewhere := t.TempDir(), t.TempDir()
	t.Setenv("HOME", home)
	if err := os.WriteFile(filepath.Join(elsewhere, "mine.json"), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, typed, answer, want string // want "": nothing handed
	}{
		{"absolute", filepath.Join(elsewhere, "x.json"), "", filepath.Join(elsewhere, "x.json")},
		{"absolute, no extension", filepath.Join(elsewhere, "x"), "", filepath.Join(elsewhere, "x.json")},
		{"absolute, a file there, replaced", filepath.Join(elsewhere, "mine.json"), "Yes", filepath.Join(elsewhere, "mine.json")},
		{"absolute, a file there, kept", filepath.Join(elsewhere, "mine.json"), "No", ""},
		{"in the home folder", "~/x.json", "", filepath.Join(home, "x.json")},
		{"relative", filepath.Join("sub", "x.json"), "", "SHOWN/sub/x.json"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			shown := t.TempDir()
			want := strings.Replace(tc.want, "SHOWN", shown, 1)
			if got := saveInDialog(t, shown, tc.typed, tc.answer); got != want {
				t.Errorf("typed %q: handed %q, want %q", tc.typed, got, want)
			}
		})
	}
}
