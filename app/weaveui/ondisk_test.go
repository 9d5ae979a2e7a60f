package weaveui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
)

// Save asks before it writes the lattice over a file another window or
// program changed since it was opened: it wrote over their changes without
// a word. Cancel (Escape) leaves their file and asks again at the next
// Save; Overwrite writes the lattice; Save as… writes it elsewhere and
// leaves theirs; a Save after any of these sees no other writer.
func TestSaveAsksWhenTheLatticeFileChangedOnDisk(t *testing.T) {
	for _, answer := range []string{"Escape", "Overwrite", "Save as…"} {
		t.Run(answer, func(t *testing.T) {
			dir := t.TempDir()
			path, other := filepath.Join(dir, "mine.json"), filepath.Join(dir, "other.json")
			ws, win := newTestWorkspace(t, other)
			if err := ws.SavePath(path); err != nil {
				t.Fatal(err)
			}
			if err := ws.OpenPath(path); err != nil {
				t.Fatal(err)
			}
			mine := fileText(path)
			const theirs = "theirs"
			if err := os.WriteFile(path, []byte(theirs), 0o644); err != nil {
				t.Fatal(err)
			}
			went := false
			ws.SaveThen(func() { went = true })
			c := win.Canvas()
			if !saysChanged(c.Overlays().Top(), "mine.json") {
				t.Fatal("Save wrote over a file changed on disk without asking")
			}
			if fileText(path) != theirs || went {
				t.Fatal("saved before the person answered")
			}
			wantHere, wantThere := mine, "(none)"
			switch answer {
			case "Escape":
				kit.DismissDialog(c)
				wantHere = theirs
			case "Save as…":
				kittest.TapDialogButton(t, win, answer)
				wantHere, wantThere = theirs, mine
			default:
				kittest.TapDialogButton(t, win, answer)
			}
			if got := fileText(path); got != wantHere {
				t.Errorf("mine.json holds %.40q, want %.40q", got, wantHere)
			}
			if got := fileText(other); got != wantThere {
				t.Errorf("other.json holds %.40q, want %.40q", got, wantThere)
			}
			if went != (answer != "Escape") {
				t.Errorf("went on %v after %s", went, answer)
			}
			ws.SaveThen(nil)
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

// fileText is the file's text, "(none)" when there is none.
func fileText(path string) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return "(none)"
	}
	return string(b)
}
