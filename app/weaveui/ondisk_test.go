package weaveui

import (
	"testing"

	"plateau/app/kit/kittest"
)

// Save asks before it writes the lattice over a file another window or
// program changed since it was opened: it wrote over their changes without
// a word (kittest.CheckSaveAsksWhenChanged says what each answer does).
func TestSaveAsksWhenTheLatticeFileChangedOnDisk(t *testing.T) {
	kittest.CheckSaveAsksWhenChanged(t, func(t *testing.T, path, other string) kittest.SaveOnDisk {
		ws, win := newTestWorkspace(t, other)
		if err := ws.SavePath(path); err != nil {
			t.Fatal(err)
		}
		if err := ws.OpenPath(path); err != nil {
			t.Fatal(err)
		}
		return kittest.SaveOnDisk{Window: win, Save: ws.SaveThen}
	})
}
