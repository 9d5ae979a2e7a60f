package kit

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
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
			if b, ok := o.(*widget.Button); ok && b.Text == label {
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
