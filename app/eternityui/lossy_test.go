package eternityui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"plateau/app/kit/kittest"
	game "plateau/games/eternity"
)

// A save to a piece list or a link that leaves part of the design out
// keeps it marked unsaved and says what the file left out: the board, the
// palette and the fixed pieces were lost without a question on closing.
// A JSON file, or a file that keeps all of it, counts as saved. A piece
// list of a design with fixed pieces says they are left out, as eternity
// convert does: the puzzle made unique read back with two solutions.
func TestASaveThatLosesPartOfTheDesignKeepsItUnsaved(t *testing.T) {
	dir := t.TempDir()
	for _, tc := range []struct {
		name    string
		ext     string
		laid    int // pieces of the solution laid, the first fixed; -1 leaves the sample's hint
		fixed   bool
		unsaved bool
		note    string
	}{
		{"json with a board", ".json", 3, true, false, ""},
		{"piece list with a fixed piece", ".txt", 3, true, true, "not the board nor its 1 fixed piece, which the puzzle's solutions depend on"},
		{"piece list with a board", ".txt", 3, false, true, "a piece list keeps the pieces only: save as .json to keep the board and palette"},
		{"link of a full board", ".url", 36, true, true, "a link keeps the board and its pieces, not the palette nor the fixed pieces"},
		{"link of the pieces alone", ".url", 0, false, true, "the board is empty: the link lays the pieces out in number order"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, strings.ReplaceAll(tc.name, " ", "_")+tc.ext)
			h := newHarness(t, path)
			ws := h.ws
			b := game.NewBoard(ws.d.Puzzle.W, ws.d.Puzzle.H)
			sol := sampleSolution(t)
			for c := range tc.laid {
				b.Cells[c] = sol.Cells[c]
			}
			b.Cells[0].Fixed = tc.fixed
			if err := ws.ApplyHints(b); err != nil {
				t.Fatal(err)
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

// A link is a full board: of a design whose board is partly laid (Make
// unique leaves the fixed pieces alone on it) Save as .url and Copy link
// refuse in eternity convert's words, and leave the file and the
// clipboard as they were; it wrote a link that did not open ("cell 0 is
// empty"), saying it kept "the board as it shows" beside a solution shown.
// With a solver's board on screen, the link is that board, and says so.
func TestALinkIsOfAFullBoard(t *testing.T) {
	for _, tc := range []struct {
		name   string
		shown  bool // a solver's full board on screen
		saved  string
		copied string
	}{
		{"design's board half laid", false, "the board holds 2 of the 36 pieces: a link holds a full board", "No link: The board holds 2 of the 36 pieces: a link holds a full board"},
		{"solver's board shown", true, "a link keeps the solver's board shown, not the design", "link of the solver's board shown is on the clipboard"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "made-unique.url")
			const before = "the file already there\n"
			if err := os.WriteFile(path, []byte(before), 0o644); err != nil {
				t.Fatal(err)
			}
			h := newHarness(t, path)
			ws := h.ws
			sol := sampleSolution(t)
			b := game.NewBoard(ws.d.Puzzle.W, ws.d.Puzzle.H)
			for _, c := range []int{1, 14} {
				b.Cells[c] = sol.Cells[c]
				b.Cells[c].Fixed = true
			}
			if err := ws.ApplyHints(b); err != nil {
				t.Fatal(err)
			}
			if tc.shown {
				if err := ws.ShowBoard(sol); err != nil {
					t.Fatal(err)
				}
			}
			fyne.CurrentApp().Clipboard().SetContent("before")
			ws.CopyLink()
			if msg := ws.status.Message(); !strings.Contains(msg, tc.copied) {
				t.Errorf("Copy link says %q, want %q", msg, tc.copied)
			}
			if err := ws.SavePath(path); !tc.shown {
				if err == nil || !strings.Contains(err.Error(), tc.saved) {
					t.Errorf("Save as .url of a board half laid: %v, want %q", err, tc.saved)
				}
				if got := kittest.FileText(path); got != before || fyne.CurrentApp().Clipboard().Content() != "before" {
					t.Errorf("refused, yet the file holds %q and the clipboard %q", got, fyne.CurrentApp().Clipboard().Content())
				}
				return
			}
			ws.didSave(path)
			if msg := ws.status.Message(); !strings.Contains(msg, tc.saved) {
				t.Errorf("status %q, want it to say %q", msg, tc.saved)
			}
			back, err := readDesign(path)
			if err != nil {
				t.Fatalf("the link the app wrote does not open: %v", err)
			}
			for c, pl := range back.Board.Cells {
				if got, _ := back.Board.Edges(back.Puzzle, c%6, c/6); got != ws.d.Puzzle.Piece(sol.Cells[c].Piece).Turned(sol.Cells[c].Turn) {
					t.Fatalf("cell %d of the link shows %v (piece %d), not the solver's board", c, got, pl.Piece)
				}
			}
			if l, _ := game.ParseLink(fyne.CurrentApp().Clipboard().Content()); l == nil || l.Pieces[0] != sol.Cells[0].Piece {
				t.Errorf("clipboard %q, not the solver's board", fyne.CurrentApp().Clipboard().Content())
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
