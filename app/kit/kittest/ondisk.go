package kittest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
)

// SaveOnDisk is a workspace set up for CheckSaveAsksWhenChanged: its work
// saved to and opened from Path, its Save dialog answering Other.
type SaveOnDisk struct {
	Window fyne.Window
	Save   func(then func()) // the workspace's SaveThen
}

// CheckSaveAsksWhenChanged checks a workspace's Save against a file
// changed on disk since it was opened: Save asks before it writes over
// it; Cancel (Escape) leaves their file and asks again at the next Save;
// Overwrite writes the work; Save as… writes it to the other file and
// leaves theirs; a Save after either sees no other writer. setup makes
// the workspace for the file path and the Save dialog's answer other.
func CheckSaveAsksWhenChanged(t *testing.T, setup func(t *testing.T, path, other string) SaveOnDisk) {
	for _, answer := range []string{"Escape", "Overwrite", "Save as…"} {
		t.Run(answer, func(t *testing.T) {
			dir := t.TempDir()
			path, other := filepath.Join(dir, "mine.json"), filepath.Join(dir, "other.json")
			ws := setup(t, path, other)
			mine := FileText(path)
			const theirs = "theirs"
			if err := os.WriteFile(path, []byte(theirs), 0o644); err != nil {
				t.Fatal(err)
			}
			went := false
			ws.Save(func() { went = true })
			c := ws.Window.Canvas()
			if !saysChanged(c.Overlays().Top(), "mine.json") {
				t.Fatal("Save wrote over a file changed on disk without asking")
			}
			if FileText(path) != theirs || went {
				t.Fatal("saved before the person answered")
			}
			wantHere, wantThere := mine, "(none)"
			switch answer {
			case "Escape":
				kit.DismissDialog(c)
				wantHere = theirs
			case "Save as…":
				TapDialogButton(t, ws.Window, answer)
				wantHere, wantThere = theirs, mine
			default:
				TapDialogButton(t, ws.Window, answer)
			}
			if got := FileText(path); got != wantHere {
				t.Errorf("mine.json holds %.40q, want %.40q", got, wantHere)
			}
			if got := FileText(other); got != wantThere {
				t.Errorf("other.json holds %.40q, want %.40q", got, wantThere)
			}
			if went != (answer != "Escape") {
				t.Errorf("went on %v after %s", went, answer)
			}
			ws.Save(nil)
			if asked := saysChanged(c.Overlays().Top(), "mine.json"); asked != (answer == "Escape") {
				t.Errorf("the next Save asked %v", asked)
			}
		})
	}
}

// saysChanged reports whether o is the question of file name changed on
// disk.
func saysChanged(o fyne.CanvasObject, name string) bool {
	if o == nil {
		return false
	}
	for _, x := range test.LaidOutObjects(o) {
		if l, ok := x.(*widget.Label); ok && strings.HasPrefix(l.Text, name+" changed on disk") {
			return true
		}
	}
	return false
}

// FileText is the text of the file at path, "(none)" when there is none.
func FileText(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return "(none)"
	}
	return string(b)
}
