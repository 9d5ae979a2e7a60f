package eternityui

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"plateau/app/kit/kittest"
	game "plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

// designInOrder puts on ws the sample renumbered along its solution, as a
// puzzle painted on a blank canvas is (piece n on cell n, unturned, the
// board laid), with the pieces on cells fixed fixed.
func designInOrder(t *testing.T, ws *Workspace, fixed ...int) {
	t.Helper()
	sol := sampleSolution(t)
	p := &game.Puzzle{W: sol.W, H: sol.H, Pieces: make([]game.Piece, len(sol.Cells))}
	d := game.NewDesign("painted", p)
	for c, pl := range sol.Cells {
		p.Pieces[c] = ws.d.Puzzle.Piece(pl.Piece).Turned(pl.Turn)
		d.Board.Cells[c] = game.Placement{Piece: c + 1}
	}
	for _, c := range fixed {
		d.Board.Cells[c].Fixed = true
	}
	ws.setDesign(d, "")
}

// solutions counts the design's solutions, its fixed pieces kept.
func solutions(t *testing.T, d *game.Design) int64 {
	t.Helper()
	r, err := solver.Solve(context.Background(), d.Puzzle, solver.Options{All: true, Hints: d.Board.FixedOnly(), Workers: 1})
	if err != nil || !r.Complete {
		t.Fatalf("count: %v", err)
	}
	return r.Solutions
}

// panelButton is the side panel's button that reads text.
func panelButton(t *testing.T, ws *Workspace, text string) *widget.Button {
	t.Helper()
	var found *widget.Button
	kittest.EachVisible(ws.panel.root, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == text {
			found = b
		}
	})
	if found == nil {
		t.Fatalf("no %q button in the panel", text)
	}
	return found
}

// Shuffle pieces (the panel's button, or S) renumbers and turns the pieces
// of a design painted in solution order, keeps its fixed pieces showing
// the same on their cells and its count of solutions, sends the other
// pieces to the tray, and is one undo step. A designed puzzle had no way
// to be scrambled: its piece list and pieces sheet gave the solution away.
func TestShufflePiecesScramblesTheSamePuzzle(t *testing.T) {
	for _, tc := range []struct {
		name string
		do   func(h *harness)
	}{
		{"button", func(h *harness) { test.Tap(panelButton(h.t, h.ws, "Shuffle pieces")) }},
		{"key S", func(h *harness) { h.ws.focusBoard(); h.key(fyne.KeyS) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, "")
			ws := h.ws
			designInOrder(t, ws, 7, 28)
			before, wantSolutions := ws.d, solutions(t, ws.d)
			tc.do(h)
			d := ws.d
			if d == before || game.InOrder(d.Puzzle) {
				t.Fatalf("the pieces still lie in solution order (status %q)", ws.status.Message())
			}
			for c, pl := range before.Board.Cells {
				got := d.Board.Cells[c]
				if pl.Fixed != got.Fixed || pl.Fixed == got.Empty() {
					t.Errorf("cell %d: %+v became %+v: the fixed pieces stay, the others go to the tray", c, pl, got)
				}
				was, _ := before.Board.Edges(before.Puzzle, c%6, c/6)
				if now, _ := d.Board.Edges(d.Puzzle, c%6, c/6); got.Fixed && now != was {
					t.Errorf("fixed cell %d shows %v, was %v", c, now, was)
				}
			}
			if got := solutions(t, d); got != wantSolutions {
				t.Errorf("%d solutions after the shuffle, %d before", got, wantSolutions)
			}
			ws.Undo()
			if !bytes.Equal(designBytes(t, ws.d), designBytes(t, before)) {
				t.Error("one Undo did not bring the design back as it was")
			}
		})
	}
}

// A piece list, a link of the pieces or a pieces sheet of a design whose
// pieces lie in solution order says so and points to Shuffle pieces: the
// sheet to print and cut out was a picture of the solved board. Shuffled
// pieces, or the sample's, which the generator shuffled, say nothing of it.
func TestGivingAwayPiecesInSolutionOrderSaysSo(t *testing.T) {
	const note = "Its pieces are in solution order"
	for _, tc := range []struct {
		name     string
		file     string
		inOrder  bool
		shuffled bool
		want     bool
	}{
		{"piece list in order", "d.txt", true, false, true},
		{"link of the pieces in order", "d.url", true, false, true},
		{"pieces sheet in order", "d-pieces.png", true, false, true},
		{"pieces sheet shuffled", "d-pieces.png", true, true, false},
		{"piece list shuffled", "d.txt", true, true, false},
		{"json in order", "d.json", true, false, false},
		{"board picture in order", "d-board.png", true, false, false},
		{"piece list of the sample", "d.txt", false, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), tc.file)
			h := newHarness(t, path)
			ws := h.ws
			if tc.inOrder {
				designInOrder(t, ws)
				ws.clearBoard() // a link of the board laid would be of the solution, in order or not
			}
			if tc.shuffled {
				ws.ShufflePieces()
			}
			switch filepath.Ext(tc.file) {
			case ".png":
				sheet := strings.Contains(tc.file, "pieces")
				if err := wait(t, func(done func(error)) { ws.Export(path, sheet, done) }); err != nil {
					t.Fatal(err)
				}
			default:
				ws.saveAs()
			}
			msg := ws.status.Message()
			if got := strings.Contains(msg, note); got != tc.want {
				t.Errorf("status %q: says the pieces are in solution order %v, want %v", msg, got, tc.want)
			}
		})
	}
}
