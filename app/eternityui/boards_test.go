package eternityui

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	game "plateau/games/eternity"

	"fyne.io/fyne/v2"
)

// TestLinkPlacesABoardOnThePuzzle: a link of a board of the puzzle being
// edited (even a partial one) opens as that board, an undoable edit that
// keeps the puzzle's own pieces and palette.
func TestLinkPlacesABoardOnThePuzzle(t *testing.T) {
	path := filepath.Join(t.TempDir(), "board.url")
	h := newHarness(t, path)
	ws := h.ws
	sol := sampleSolution(t)
	for _, x := range []int{0, 1, 2} {
		pl := sol.At(x, 0)
		if err := ws.MovePiece(pl.Piece, x, 0); err != nil {
			t.Fatal(err)
		}
	}
	// written as the community shares boards of a known puzzle (the app
	// writes links of full boards only, which open anywhere)
	l, err := game.NewLink(ws.d.Name, ws.d.Puzzle, ws.d.Board)
	if err != nil {
		t.Fatal(err)
	}
	var link bytes.Buffer
	if err := game.WriteLink(&link, l); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, link.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	want := designBytes(t, ws.d)
	ws.clearBoard()
	ws.Keys().Open() // the cleared board is the sample as it opened: nothing to discard
	if !bytes.Equal(designBytes(t, ws.d), want) {
		t.Error("the board did not come back through the link")
	}
	ws.Undo()
	if ws.d.Board.Placed() != 1 {
		t.Errorf("undo left %d pieces placed, want the hint alone", ws.d.Board.Placed())
	}
}

// A link whose board turns or moves a fixed piece places it as the link
// says, fixed no longer, and says so: a turned hint stayed fixed in its new
// turn, and the design's hint changed unsaid.
func TestLinkThatTurnsAHint(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	sol := sampleSolution(t)
	hint := ws.d.Board.At(2, 2)
	if !hint.Fixed {
		t.Fatal("the sample fixes no piece on C3")
	}
	b := sol.Clone()
	b.Cells[b.Index(2, 2)].Turn = b.Cells[b.Index(2, 2)].Turn.Plus(1)
	l, err := game.NewLink("x", ws.d.Puzzle, b)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := game.WriteLink(&buf, l); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "turned.url")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := ws.OpenPath(path); err != nil {
		t.Fatal(err)
	}
	if pl := ws.d.Board.At(2, 2); pl.Fixed || pl.Turn == hint.Turn {
		t.Errorf("C3 holds piece %d turned %d, fixed %v; want it turned as the link says and not fixed", pl.Piece, pl.Turn, pl.Fixed)
	}
	if msg := ws.status.Message(); !strings.Contains(msg, "fixed no longer") {
		t.Errorf("the status says %q", msg)
	}
}

// A board put on the design fixes only the design's own fixed pieces: one
// a solver fixed (Max score's Eternity II starter) became a new hint.
func TestABoardPutOnTheDesignFixesOnlyItsHints(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	b := sampleSolution(t).Clone()
	b.Cells[0].Fixed = true // a piece the solver held fixed
	before := ws.d.Board.At(0, 0).Fixed
	if err := ws.ApplyBoard(b); err != nil {
		t.Fatal(err)
	}
	if ws.d.Board.Cells[0].Fixed != before {
		t.Errorf("cell A1 fixed %v after the board, %v before", ws.d.Board.Cells[0].Fixed, before)
	}
	if !ws.d.Board.At(2, 2).Fixed {
		t.Error("the design's own hint on C3 is fixed no longer")
	}
}

// Copy link puts on the clipboard the link the .url file holds, which
// reads back as the board.
func TestCopyLink(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	sol := sampleSolution(t)
	pl := sol.At(0, 0)
	if err := ws.ApplyBoard(sol); err != nil {
		t.Fatal(err)
	}
	ws.CopyLink()
	got := fyne.CurrentApp().Clipboard().Content()
	l, err := game.ParseLink(got)
	if err != nil {
		t.Fatalf("clipboard %q: %v", got, err)
	}
	want, _ := game.LinkOf(ws.d)
	if got != want.String() || l.Pieces[0] != pl.Piece {
		t.Errorf("clipboard %q, want %q", got, want)
	}
	if !strings.Contains(ws.status.Message(), "clipboard") {
		t.Errorf("status %q", ws.status.Message())
	}
}
