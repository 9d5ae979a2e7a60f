package eternityui

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	game "plateau/games/eternity"
)

// TestKeyboardLaysPieces: a click on an empty cell puts the cursor there,
// a typed number and Enter lay that piece, the arrows move on and select
// what they reach, Backspace edits the number, Escape drops it, Delete
// empties a cell; each placement is an undo step.
func TestKeyboardLaysPieces(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	h.tap(h.cellAt(0, 1)) // A2: empty in the sample
	if x, y, ok := ws.cursorCell(); !ok || x != 0 || y != 1 || ws.Selected() != 0 {
		t.Fatalf("after a click on empty A2: cursor (%d, %d) %v, selected %d", x, y, ok, ws.Selected())
	}
	for _, k := range []fyne.KeyName{"1", "7", fyne.KeyBackspace, "2", fyne.KeyReturn} {
		h.key(k)
	}
	if got := ws.d.Board.At(0, 1).Piece; got != 12 {
		t.Fatalf("typing 1 7 Backspace 2 Enter on A2 laid piece %d, want 12", got)
	}
	if ws.Selected() != 12 || ws.status.Message() != "Piece 12 on A2." {
		t.Errorf("selected %d, status %q", ws.Selected(), ws.status.Message())
	}
	h.key(fyne.KeyRight)
	if x, y, _ := ws.cursorCell(); x != 1 || y != 1 || ws.Selected() != 0 {
		t.Errorf("Right went to (%d, %d), selecting %d; want B2, nothing", x, y, ws.Selected())
	}
	h.key("5")
	h.key(fyne.KeyEscape)
	h.key(fyne.KeyReturn)
	if got := ws.d.Board.At(1, 1).Piece; got != 0 {
		t.Errorf("Escape did not drop the typed 5: B2 holds %d", got)
	}
	for n := 1; n <= ws.d.Puzzle.N(); n++ { // a tray piece chosen: Enter with nothing typed lays it
		if _, _, on := ws.d.Board.Where(n); !on {
			ws.selected = n
			break
		}
	}
	h.key("9")
	h.key("9") // 99 > 36: refused, and the 9 with it (Enter laid piece 9, or the tray's)
	if ws.typed != "" || ws.status.Message() != "Pieces go from 1 to 36: type the number again." {
		t.Errorf("typed %q, status %q", ws.typed, ws.status.Message())
	}
	h.key(fyne.KeyEnter)
	if got := ws.d.Board.At(1, 1).Piece; got != 0 {
		t.Fatalf("Enter after a refused 99 laid piece %d", got)
	}
	h.key("9")
	h.key(fyne.KeyEnter)
	if ws.d.Board.At(1, 1).Piece != 9 {
		t.Fatalf("B2 holds %d, want 9", ws.d.Board.At(1, 1).Piece)
	}
	h.key(fyne.KeyLeft)
	if ws.Selected() != 12 {
		t.Errorf("Left came back to A2 selecting %d, want 12", ws.Selected())
	}
	h.key(fyne.KeyDelete)
	if ws.d.Board.At(0, 1).Piece != 0 {
		t.Error("Delete left piece 12 on A2")
	}
	ws.Undo()
	ws.Undo()
	ws.Undo()
	if ws.d.Board.At(0, 1).Piece != 0 || ws.d.Board.At(1, 1).Piece != 0 || ws.d.Board.Placed() != 1 {
		t.Errorf("three undos left %d pieces placed, want the sample's 1", ws.d.Board.Placed())
	}
}

// TestKeyboardCursorLimits: the cursor stays on the board, the first
// arrow starts at the selected piece, a number needs a cell, and Enter
// with nothing typed lays the piece chosen in the tray.
func TestKeyboardCursorLimits(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	h.tap(h.cellAt(2, 2)) // piece 21, fixed, on C3
	ws.cursor = 0
	h.key(fyne.KeyUp) // the first press starts at the selected piece
	if x, y, _ := ws.cursorCell(); x != 2 || y != 2 {
		t.Errorf("first arrow put the cursor on (%d, %d), want C3", x, y)
	}
	for range 10 {
		h.key(fyne.KeyUp)
		h.key(fyne.KeyLeft)
	}
	if x, y, _ := ws.cursorCell(); x != 0 || y != 0 {
		t.Errorf("the cursor left the board: (%d, %d)", x, y)
	}
	h.tap(h.slotOf(5)) // choose piece 5 in the tray: the cursor stays on A1
	h.key(fyne.KeyReturn)
	if ws.d.Board.At(0, 0).Piece != 5 {
		t.Errorf("Enter with piece 5 chosen in the tray laid %d on A1", ws.d.Board.At(0, 0).Piece)
	}
	ws.escape()
	ws.escape()
	if ws.cursor != 0 {
		t.Fatal("Escape kept the cursor")
	}
	h.key("3")
	if ws.typed != "" || ws.status.Message() != "Choose a cell first: click it, or use the arrow keys." {
		t.Errorf("a number with no cell: typed %q, status %q", ws.typed, ws.status.Message())
	}
}

// TestBoardKeysWithNothingFocused: the window hands the board's keys to
// the workspace when no widget has the focus.
func TestBoardKeysWithNothingFocused(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	board := ws.Keys().Board
	if board == nil {
		t.Fatal("no Board handler")
	}
	for _, k := range []fyne.KeyName{fyne.KeyDown, fyne.KeyDown, "4", fyne.KeyReturn} {
		if !board(&fyne.KeyEvent{Name: k}) {
			t.Errorf("key %s not used", k)
		}
	}
	if ws.d.Board.At(0, 1).Piece != 4 {
		t.Errorf("A2 holds %d, want 4", ws.d.Board.At(0, 1).Piece)
	}
	if board(&fyne.KeyEvent{Name: fyne.KeyTab}) {
		t.Error("Tab was taken by the board")
	}
}

// The Fix button says what it would do to the selected piece, in its label
// and in its tip: fix a free piece, free a fixed one.
func TestFixButtonNamesItsAction(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	h.tap(h.cellAt(2, 2)) // piece 21, fixed, on C3
	if got, tip := ws.tools.fix.Button().Text, ws.tools.fix.Tip(); got != "Free" || tip != "Free the selected piece (F)" {
		t.Errorf("a fixed piece selected: %q, tip %q", got, tip)
	}
	h.key(fyne.KeyF)
	if got, tip := ws.tools.fix.Button().Text, ws.tools.fix.Tip(); got != "Fix" || tip != "Fix the selected piece as a hint (F)" {
		t.Errorf("the piece freed: %q, tip %q", got, tip)
	}
	if ws.tools.solve.Tip() != "Solve the puzzle on the board (Space)" {
		t.Errorf("Solve's tip %q", ws.tools.solve.Tip())
	}
}

// Escape says what it put away: the solver's board, or the brush; the
// status line went on saying "Found a solution" over the design, or
// "Painting colour 3" once painting had stopped.
func TestEscapeSaysWhatItPutAway(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	if err := ws.ShowBoard(sampleSolution(t)); err != nil {
		t.Fatal(err)
	}
	ws.status.SetMessage("Found a solution after 144.1k nodes.")
	ws.escape()
	if ws.preview != nil || !strings.HasPrefix(ws.status.Message(), "Back to your design") {
		t.Errorf("after Escape on the solver's board: preview %v, status %q", ws.preview != nil, ws.status.Message())
	}
	ws.SetBrush(3)
	ws.escape()
	if ws.brush != 0 || !strings.HasPrefix(ws.status.Message(), "Painting stopped") {
		t.Errorf("after Escape while painting: brush %d, status %q", ws.brush, ws.status.Message())
	}
}

// Tab stops on the board once, and that stop is the board view, which
// shows its ring: an invisible key catcher under it took a stop of its own
// with nothing on screen.
func TestTabStopsOnTheBoardOnce(t *testing.T) {
	h := newHarness(t, "")
	c := h.win.Canvas()
	d := fyne.CurrentApp().Driver()
	at, size := d.AbsolutePositionForObject(h.ws.view), h.ws.view.Size()
	c.Unfocus()
	c.FocusNext()
	first := c.Focused()
	stops := 0
	for i := 0; i < 200; i++ {
		if o, ok := c.Focused().(fyne.CanvasObject); ok && d.AbsolutePositionForObject(o) == at && o.Size() == size {
			stops++
			if c.Focused() != fyne.Focusable(h.ws.view) || !h.ws.view.Outlined() {
				t.Errorf("a Tab stop on the board is %T, outlined %v", c.Focused(), h.ws.view.Outlined())
			}
		}
		c.FocusNext()
		if c.Focused() == first {
			break
		}
	}
	if stops != 1 {
		t.Errorf("Tab stops %d times on the board, want once", stops)
	}
}

// The palette by keys: C takes the colours in turn as the brush (frame
// ones first, Shift+C back, past the last none), and Shift and an arrow
// paint that side of the cursor's cell, as a click on the edge does,
// leaving the cursor where it is; Undo takes the paint back.
func TestKeyboardPaints(t *testing.T) {
	h := newHarness(t, "")
	ws := h.ws
	b := ws.d.Board
	x, y := -1, -1
	for cy := 1; cy < b.H-1 && x < 0; cy++ { // an inner cell with a piece: its east is an inner join
		for cx := 1; cx < b.W-2; cx++ {
			if !b.At(cx, cy).Empty() {
				x, y = cx, cy
				break
			}
		}
	}
	if x < 0 {
		t.Fatal("the sample has no inner piece")
	}
	h.tap(h.cellAt(x, y)) // the board takes the keyboard
	ws.setCursor(x, y)
	frame, inner, _ := ws.colorGroups()
	h.key(fyne.KeyC)
	if ws.brush != frame[0] {
		t.Fatalf("C took colour %d, want the first frame colour %d", ws.brush, frame[0])
	}
	shift := func(on bool) {
		ev := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
		if on {
			ws.view.KeyDown(ev)
		} else {
			ws.view.KeyUp(ev)
		}
	}
	shift(true)
	h.key(fyne.KeyC)
	shift(false)
	if ws.brush != 0 {
		t.Fatalf("Shift+C from the first colour took %d, want none", ws.brush)
	}
	was, _ := b.Edges(ws.d.Puzzle, x, y)
	for ws.brush == 0 || !slices.Contains(inner, ws.brush) || ws.brush == was[game.East] {
		h.key(fyne.KeyC)
	}
	brush := ws.brush
	before := designBytes(t, ws.d)
	shift(true)
	h.key(fyne.KeyRight)
	shift(false)
	if e, _ := b.Edges(ws.d.Puzzle, x, y); e[game.East] != brush {
		t.Errorf("Shift+Right painted east %d, want %d (status %q)", e[game.East], brush, ws.status.Message())
	}
	if e, ok := edgesAt(b, ws.d.Puzzle, x+1, y); ok && e[game.West] != brush {
		t.Errorf("the neighbour's west is %d, want %d: the join no longer matches", e[game.West], brush)
	}
	if cx, cy, _ := ws.cursorCell(); cx != x || cy != y {
		t.Errorf("the cursor moved to (%d, %d)", cx, cy)
	}
	ws.Undo()
	if !bytes.Equal(designBytes(t, ws.d), before) {
		t.Error("Undo did not take the paint back")
	}
	for range len(frame) + len(inner) + 1 {
		if h.key(fyne.KeyC); ws.brush == 0 {
			return
		}
	}
	t.Errorf("C never came round to no brush (at %d)", ws.brush)
}
