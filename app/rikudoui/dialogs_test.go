package rikudoui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	"plateau/app/kit/kittest"
	game "plateau/games/rikudo"
)

// text is the puzzle in its file format, to compare two puzzles.
func text(t *testing.T, p *game.Puzzle) string {
	t.Helper()
	var b strings.Builder
	if err := p.Write(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// dialogObjects returns the widgets of the dialog on top.
func dialogObjects(t *testing.T, ws *Workspace) []fyne.CanvasObject {
	t.Helper()
	top := ws.k.Window.Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("no dialog")
	}
	return test.LaidOutObjects(top)
}

// New asks for a radius and puts an empty hexagon of it on the board, an
// Undo step away from the puzzle before; Cancel changes nothing.
func TestNewDialogMakesAnEmptyHexagon(t *testing.T) {
	ws := newTestWorkspace(t, "")
	before := text(t, ws.p)
	ws.Keys().New()
	kittest.TapDialogButton(t, ws.k.Window, "Cancel")
	if text(t, ws.p) != before {
		t.Fatal("Cancel changed the puzzle")
	}
	ws.Keys().New()
	for _, o := range dialogObjects(t, ws) {
		if s, ok := o.(*kit.Select); ok && slices.Contains(s.Options, "10") {
			s.SetSelected("3")
		}
	}
	kittest.TapDialogButton(t, ws.k.Window, "Create")
	want, _ := game.NewHexagon(3)
	if ws.p.N() != want.N() || ws.p.NumGivens() != 0 {
		t.Errorf("after Create: %d cells, %d givens; want %d cells and none", ws.p.N(), ws.p.NumGivens(), want.N())
	}
	ws.Keys().Undo()
	if text(t, ws.p) != before {
		t.Error("Undo did not bring the puzzle back")
	}
}

// Generate's dialog hands its difficulty and seed to the generator: the
// same seed gives the same puzzle, and a bad seed cannot be submitted.
func TestGenerateDialog(t *testing.T) {
	generateWith := func(seed string) *game.Puzzle {
		ws := hexagonWorkspace(t, 3)
		ws.generateDialog()
		var entry *kit.Entry
		for _, o := range dialogObjects(t, ws) {
			switch x := o.(type) {
			case *kit.Select:
				x.SetSelected("Easy")
			case *kit.Entry:
				entry = x
			}
		}
		if entry == nil {
			t.Fatal("no seed entry")
		}
		entry.SetText("seven")
		for _, o := range dialogObjects(t, ws) {
			if b := kit.ButtonOf(o); b != nil && b.Text == "Generate" && !b.Disabled() {
				t.Fatal("Generate is enabled with a seed that is no number")
			}
		}
		entry.SetText(seed)
		kittest.TapDialogButton(t, ws.k.Window, "Generate")
		waitIdle(t, ws)
		if got := ws.panel.result.Text; !strings.HasPrefix(got, "Generated a unique puzzle") {
			t.Fatalf("result %q", got)
		}
		return ws.p
	}
	a, b := generateWith("7"), generateWith("7")
	if text(t, a) != text(t, b) || a.NumGivens() == 0 {
		t.Errorf("seed 7 twice gave different puzzles, or no givens (%d)", a.NumGivens())
	}
}
