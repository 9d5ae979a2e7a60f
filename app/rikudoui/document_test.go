package rikudoui

import (
	"path/filepath"
	"testing"

	"plateau/app/kit/kittest"
)

// TestUndoingNewGivesBackTheFile: New is an Undo step; undoing it gives back
// the puzzle with the file it came from (Save wrote to no file, then asked
// for one) and a Save as of the new puzzle moves only the new puzzle.
func TestUndoingNewGivesBackTheFile(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")
	k := kittest.New(t, a)
	ws := New(k)
	kittest.Show(k, ws.Content())
	if err := ws.SavePath(a); err != nil {
		t.Fatal(err)
	}
	if err := ws.OpenPath(a); err != nil {
		t.Fatal(err)
	}
	opened := puzzleText(ws.p)
	ws.newDialog()
	kittest.TapDialogButton(t, k.Window, "Create")
	made := puzzleText(ws.p)
	if made == opened {
		t.Fatal("New made the puzzle it replaced")
	}
	if ws.Document() != "" {
		t.Fatalf("a new puzzle kept the file %q", ws.Document())
	}
	if err := ws.SavePath(b); err != nil { // what Save as does once b is chosen
		t.Fatal(err)
	}
	ws.doc.Opened(b)
	steps := []struct {
		do         func()
		doc        string
		text       string
		wasUnsaved bool
	}{
		{ws.Undo, a, opened, false},
		{ws.Redo, b, made, false},
		{ws.Undo, a, opened, false},
	}
	for i, s := range steps {
		s.do()
		if ws.Document() != s.doc || puzzleText(ws.p) != s.text || (ws.Unsaved() != "") != s.wasUnsaved {
			t.Errorf("step %d: file %q (want %q), puzzle given back %v, unsaved %q", i, ws.Document(), s.doc, puzzleText(ws.p) == s.text, ws.Unsaved())
		}
	}
}

// New asks before replacing unsaved work: Cancel keeps the puzzle,
// Discard goes on to the radius form. An empty hexagon made without asking
// left Open's question naming it, not the design it replaced.
func TestNewAsksAboutUnsavedWork(t *testing.T) {
	k := kittest.New(t, "")
	ws := New(k)
	kittest.Show(k, ws.Content())
	ws.newDialog()
	kittest.TapDialogButton(t, k.Window, "Create") // nothing unsaved: the form at once
	ws.selected = 0
	ws.typeRune('5')
	if ws.Unsaved() == "" {
		t.Fatal("a given typed is not unsaved work")
	}
	edited := puzzleText(ws.p)
	ws.Keys().New()
	kittest.TapDialogButton(t, k.Window, "Cancel")
	if puzzleText(ws.p) != edited || k.Window.Canvas().Overlays().Top() != nil {
		t.Fatal("Cancel did not keep the edited puzzle, or left a dialog")
	}
	ws.Keys().New()
	kittest.TapDialogButton(t, k.Window, "Discard")
	kittest.TapDialogButton(t, k.Window, "Create")
	if puzzleText(ws.p) == edited {
		t.Error("Discard then Create kept the edited puzzle")
	}
}
