package eternityui

import (
	"path/filepath"
	"testing"
)

// Undoing New (or Generate) gives back the design with its file, where
// Ctrl+S then writes; after a Save as of the new design, undoing wrote the
// older design over the newer's file.
func TestUndoingNewGivesBackTheFile(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	h := newHarness(t, "")
	ws := h.ws
	if err := ws.SavePath(a); err != nil {
		t.Fatal(err)
	}
	if err := ws.OpenPath(a); err != nil {
		t.Fatal(err)
	}
	opened := designText(ws.d)
	if err := ws.NewBlank(4, 4); err != nil {
		t.Fatal(err)
	}
	made := designText(ws.d)
	if ws.Document() != "" {
		t.Fatalf("a new design kept the file %q", ws.Document())
	}
	if err := ws.SavePath(b); err != nil { // what Save as does once b is chosen
		t.Fatal(err)
	}
	ws.didSave(b)
	steps := []struct {
		do   func()
		doc  string
		text string
	}{
		{ws.Undo, a, opened},
		{ws.Redo, b, made},
		{ws.Undo, a, opened},
	}
	for i, s := range steps {
		s.do()
		if ws.Document() != s.doc || designText(ws.d) != s.text || ws.Unsaved() != "" {
			t.Errorf("step %d: file %q (want %q), design given back %v, unsaved %q", i, ws.Document(), s.doc, designText(ws.d) == s.text, ws.Unsaved())
		}
	}
}
