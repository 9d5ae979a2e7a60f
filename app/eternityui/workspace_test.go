package eternityui

import (
	"bytes"
	"context"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"plateau/app/kit"
	game "plateau/games/eternity"
	"plateau/render/paint"
	solver "plateau/solvers/eternity"
)

// stubFiles answers file dialogs with a fixed path.
type stubFiles struct{ path string }

func (s stubFiles) Open(_ string, _ []string, cb func(string))    { cb(s.path) }
func (s stubFiles) Save(_, _ string, _ []string, cb func(string)) { cb(s.path) }

// harness is a workspace in a test window, with helpers that act through
// the real input paths (taps, drags, wheel, keys) at picture pixels.
type harness struct {
	t   *testing.T
	ws  *Workspace
	win fyne.Window
}

func newHarness(t *testing.T, path string) *harness {
	t.Helper()
	a := test.NewTempApp(t)
	win := test.NewTempWindow(t, nil)
	ws := New(&kit.Kit{App: a, Window: win, Files: stubFiles{path}})
	win.SetContent(ws.Content())
	win.Resize(fyne.NewSize(1280, 800))
	ws.view.Refresh()
	return &harness{t: t, ws: ws, win: win}
}

// abs is the canvas position of picture pixel p (the test canvas has
// scale 1, so a pixel is a unit).
func (h *harness) abs(p paint.Pt) fyne.Position {
	o := fyne.CurrentApp().Driver().AbsolutePositionForObject(h.ws.view)
	return fyne.NewPos(o.X+float32(p.X), o.Y+float32(p.Y))
}

func pos(p paint.Pt) fyne.Position { return fyne.NewPos(float32(p.X), float32(p.Y)) }

func (h *harness) tap(p paint.Pt)        { test.TapAt(h.ws.view, pos(p)) }
func (h *harness) rightClick(p paint.Pt) { test.TapSecondaryAt(h.ws.view, pos(p)) }

// wheel scrolls over picture pixel p (test.Scroll sends no position).
func (h *harness) wheel(p paint.Pt, dy float32) {
	h.ws.view.Scrolled(&fyne.ScrollEvent{PointEvent: fyne.PointEvent{Position: pos(p)}, Scrolled: fyne.Delta{DY: dy}})
}

// drag drags from picture pixel from to picture pixel to, as the window
// does: a drag event at the end point with the distance moved.
func (h *harness) drag(from, to paint.Pt) {
	test.Drag(h.win.Canvas(), h.abs(to), float32(to.X-from.X), float32(to.Y-from.Y))
}

// key types a key into the focused widget, which a click on the board
// makes the board's.
func (h *harness) key(k fyne.KeyName) {
	h.t.Helper()
	f := h.win.Canvas().Focused()
	if f == nil {
		h.t.Fatal("nothing has the keyboard focus")
	}
	f.TypedKey(&fyne.KeyEvent{Name: k})
}

// slotOf is the centre of piece n's tray slot.
func (h *harness) slotOf(n int) paint.Pt { return h.ws.layout().SlotSquare(n - 1).Center() }

// cellAt is the centre of cell (x, y).
func (h *harness) cellAt(x, y int) paint.Pt { return h.ws.layout().CellSquare(x, y).Center() }

// designBytes is the design as its JSON file, to compare designs.
func designBytes(t *testing.T, d *game.Design) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := game.WriteJSON(&b, d); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// sampleSolution is the solved board of the sample (generated with seed
// 2016, see games/eternity/sample_test.go).
func sampleSolution(t *testing.T) *game.Board {
	t.Helper()
	_, sol, err := game.Generate(sampleOptions)
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

func TestOpensOnTheSample(t *testing.T) {
	h := newHarness(t, "")
	d := h.ws.d
	if d.Puzzle.W != 6 || d.Puzzle.H != 6 || d.Puzzle.N() != 36 {
		t.Fatalf("opened on a %dx%d puzzle of %d pieces, want the 6x6 sample", d.Puzzle.W, d.Puzzle.H, d.Puzzle.N())
	}
	if pl := d.Board.At(2, 2); pl.Piece != 21 || !pl.Fixed {
		t.Errorf("cell C3 holds %+v, want the fixed hint piece 21", pl)
	}
	if len(h.ws.problems) != 0 {
		t.Errorf("the sample breaks the laws: %v", h.ws.problems)
	}
	if got := h.ws.panel.lawsHead.Text; got != "Both laws hold." {
		t.Errorf("laws heading %q", got)
	}
	if got := h.ws.status.Counters(); got != "score 0/60 · placed 1/36" {
		t.Errorf("counters %q", got)
	}
	if img := Preview(320, 200); img.Bounds().Dx() != 320 {
		t.Error("Preview has the wrong size")
	}
}

// TestDragTurnScoreUndo: pieces dragged from the tray land on the board
// (turned to fit on the frame), the score counts the join they make, a turn
// by key, wheel or right click breaks it, and undo restores every step.
func TestDragTurnScoreUndo(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	start := designBytes(t, ws.d)
	sol := sampleSolution(t)
	a, b := sol.At(0, 0), sol.At(1, 0) // a corner and the border piece east of it

	h.drag(h.slotOf(a.Piece), h.cellAt(0, 0))
	if got := ws.d.Board.At(0, 0); got.Piece != a.Piece || got.Turn != a.Turn {
		t.Fatalf("after dragging piece %d to A1 the cell holds %+v, want it turned %d", a.Piece, got, a.Turn)
	}
	h.drag(h.slotOf(b.Piece), h.cellAt(1, 0))
	if got := ws.d.Board.At(1, 0); got.Piece != b.Piece || got.Turn != b.Turn {
		t.Fatalf("B1 holds %+v, want piece %d turned %d", got, b.Piece, b.Turn)
	}
	if ws.score.Matched != 1 || ws.score.Placed != 3 {
		t.Errorf("score %d matched, %d placed; want 1 and 3", ws.score.Matched, ws.score.Placed)
	}
	if got := ws.panel.scoreBar.TextFormatter(); got != "1 of 60 joins matched" {
		t.Errorf("panel score %q", got)
	}

	h.tap(h.cellAt(1, 0))
	if ws.Selected() != b.Piece {
		t.Fatalf("tapping B1 selected %d, want %d", ws.Selected(), b.Piece)
	}
	h.key(fyne.KeyR)
	if got := ws.d.Board.At(1, 0).Turn; got != b.Turn.Plus(1) {
		t.Errorf("R turned the piece to %d, want %d", got, b.Turn.Plus(1))
	}
	if ws.score.Matched != 0 {
		t.Errorf("after the turn %d joins match, want 0", ws.score.Matched)
	}
	h.wheel(h.cellAt(1, 0), -25) // one notch towards the user: clockwise
	h.rightClick(h.cellAt(1, 0))
	if got := ws.d.Board.At(1, 0).Turn; got != b.Turn.Plus(3) {
		t.Errorf("after R, a wheel notch and a right click the turn is %d, want %d", got, b.Turn.Plus(3))
	}
	h.wheel(h.cellAt(1, 0), 25) // back: counter-clockwise
	if got := ws.d.Board.At(1, 0).Turn; got != b.Turn.Plus(2) {
		t.Errorf("wheel away from the user turned to %d, want %d", got, b.Turn.Plus(2))
	}

	// Turns of one piece in a row are one undo step; then the two drags.
	ws.Undo()
	if got := ws.d.Board.At(1, 0).Turn; got != b.Turn || ws.score.Matched != 1 {
		t.Errorf("undo left turn %d and %d matched, want turn %d and 1", got, ws.score.Matched, b.Turn)
	}
	ws.Undo()
	ws.Undo()
	if !bytes.Equal(designBytes(t, ws.d), start) {
		t.Error("undoing everything did not restore the sample")
	}
	ws.Redo()
	if ws.d.Board.At(0, 0).Piece != a.Piece {
		t.Error("redo did not put the corner back")
	}
}

// TestDragMovesSwapsAndReturns: a piece dragged from cell to cell moves,
// onto another piece swaps with it, and off the board goes to the tray;
// the fixed hint does not move.
func TestDragMovesSwapsAndReturns(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	h.drag(h.slotOf(1), h.cellAt(2, 1))
	h.drag(h.slotOf(2), h.cellAt(3, 1))
	h.drag(h.cellAt(2, 1), h.cellAt(3, 1))
	if ws.d.Board.At(3, 1).Piece != 1 || ws.d.Board.At(2, 1).Piece != 2 {
		t.Errorf("swap: D2 holds %d and C2 %d, want 1 and 2", ws.d.Board.At(3, 1).Piece, ws.d.Board.At(2, 1).Piece)
	}
	h.drag(h.cellAt(3, 1), h.slotOf(30))
	if _, _, on := ws.d.Board.Where(1); on {
		t.Error("a piece dragged onto the tray stayed on the board")
	}
	before := designBytes(t, ws.d)
	h.drag(h.cellAt(2, 2), h.cellAt(4, 4)) // the fixed hint
	h.drag(h.slotOf(3), h.cellAt(2, 2))    // onto the fixed hint
	if !bytes.Equal(designBytes(t, ws.d), before) {
		t.Error("the fixed hint moved or was covered")
	}
	// F frees it, then it moves; F on it again fixes it there.
	h.tap(h.cellAt(2, 2))
	h.key(fyne.KeyF)
	if ws.d.Board.At(2, 2).Fixed {
		t.Fatal("F did not free the hint")
	}
	h.drag(h.cellAt(2, 2), h.cellAt(4, 4))
	h.tap(h.cellAt(4, 4))
	h.key(fyne.KeyF)
	if pl := ws.d.Board.At(4, 4); pl.Piece != 21 || !pl.Fixed {
		t.Errorf("E5 holds %+v, want piece 21 fixed", pl)
	}
	h.key(fyne.KeyDelete) // a fixed piece stays
	if ws.d.Board.At(4, 4).Piece != 21 {
		t.Error("Delete removed a fixed piece")
	}
}

// TestProblemHighlightsPieces: clicking a law problem highlights its
// pieces; clicking it again clears them.
func TestProblemHighlightsPieces(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	if err := ws.NewBlank(3, 3); err != nil {
		t.Fatal(err)
	}
	if len(ws.panel.rows) == 0 {
		t.Fatal("no problem rows for a blank design")
	}
	test.Tap(ws.panel.rows[0])
	if want := ws.problems[0].Pieces; len(ws.highlight) == 0 || len(ws.highlight) != len(want) {
		t.Errorf("highlight %v, want %v", ws.highlight, want)
	}
	test.Tap(ws.panel.rows[0])
	if ws.highlight != nil {
		t.Errorf("a second click left %v highlighted", ws.highlight)
	}
}

// TestASolvedBoardSaysSolved: a board of the solver's put on the design
// (every piece placed, every join matched, both laws kept) says "Solved!";
// a piece taken off, and it no longer does.
func TestASolvedBoardSaysSolved(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	r, err := solver.Solve(context.Background(), ws.d.Puzzle, solver.Options{Hints: ws.d.Board, Workers: 1})
	if err != nil || r.First == nil {
		t.Fatalf("no solution of the sample: %v", err)
	}
	if err := ws.ApplyBoard(r.First); err != nil {
		t.Fatal(err)
	}
	if p := ws.panel.solved; !p.Visible() || p.Text != "Solved!" {
		t.Errorf("a solved board: %q (shown %v)", p.Text, p.Visible())
	}
	var loose int
	for _, pl := range ws.d.Board.Cells {
		if !pl.Fixed {
			loose = pl.Piece
			break
		}
	}
	if err := ws.RemovePiece(loose); err != nil {
		t.Fatal(err)
	}
	if ws.panel.solved.Text != "" {
		t.Errorf("a piece off the board: still %q", ws.panel.solved.Text)
	}
}
