package eternityui

import (
	"path/filepath"
	"strings"
	"testing"

	game "plateau/games/eternity"
)

// A save to a piece list or a link that leaves part of the design out
// keeps it marked unsaved and says what the file left out: the board, the
// palette and the fixed pieces were lost without a question on closing.
// A JSON file, or a file that keeps all of it, counts as saved.
func TestASaveThatLosesPartOfTheDesignKeepsItUnsaved(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name    string
		ext     string
		board   bool // lay three pieces first
		unsaved bool
		note    string
	}{
		{"json with a board", ".json", true, false, ""},
		{"link of a board half laid", ".url", true, true, "a link keeps the board"},
		{"piece list with a board", ".txt", true, true, "a piece list keeps the pieces only"},
		{"link of the pieces alone", ".url", false, true, "a link keeps the board"}, // the palette's names, the pieces' order
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "_")+tc.ext)
			h := newHarness(t, path)
			ws := h.ws
			if tc.board {
				b := game.NewBoard(ws.d.Puzzle.W, ws.d.Puzzle.H)
				sol := sampleSolution(t)
				for c := range 3 {
					b.Cells[c] = sol.Cells[c]
				}
				b.Cells[0].Fixed = true
				if err := ws.ApplyBoard(b); err != nil {
					t.Fatal(err)
				}
			}
			ws.saveAs()
			if got := ws.Unsaved() != ""; got != tc.unsaved {
				t.Errorf("unsaved %v after saving %s, want %v (status %q)", got, tc.ext, tc.unsaved, ws.status.Message())
			}
			if msg := ws.status.Message(); !strings.HasPrefix(msg, "Saved ") || !strings.Contains(msg, tc.note) {
				t.Errorf("status %q, want it to say %q", msg, tc.note)
			}
		})
	}
}

// Save in "Save changes?" that writes a piece list goes no further: the
// design is still unsaved, and the Open that asked would have lost the
// board all the same.
func TestSaveThenStopsAfterALossySave(t *testing.T) {
	h := newHarness(t, filepath.Join(t.TempDir(), "pieces.txt"))
	ws := h.ws
	sol := sampleSolution(t)
	b := game.NewBoard(ws.d.Puzzle.W, ws.d.Puzzle.H)
	b.Cells[0] = sol.Cells[0]
	if err := ws.ApplyBoard(b); err != nil {
		t.Fatal(err)
	}
	went := false
	ws.SaveThen(func() { went = true })
	if went || ws.Unsaved() == "" {
		t.Errorf("after a save to a piece list: went on %v, unsaved %q", went, ws.Unsaved())
	}
}
