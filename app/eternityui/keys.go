package eternityui

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	game "plateau/games/eternity"
)

// The keyboard's way to lay pieces, for a puzzle copied from paper or a
// list of placements: a cursor on the board's cells, moved by the arrow
// keys or set by a click; a piece number typed and Enter puts that piece
// there (from the tray or from another cell, as a drag would); R turns it,
// F fixes it, Delete empties the cell; S shuffles the pieces. C takes the palette's colours in
// turn as the brush, and Shift and an arrow paint that side of the
// cursor's cell, as a click on it does.

// arrowSteps are the cell steps of the arrow keys.
var arrowSteps = map[fyne.KeyName][2]int{
	fyne.KeyLeft: {-1, 0}, fyne.KeyRight: {1, 0}, fyne.KeyUp: {0, -1}, fyne.KeyDown: {0, 1},
}

// arrowSides are the sides Shift and an arrow paint.
var arrowSides = map[fyne.KeyName]game.Side{
	fyne.KeyLeft: game.West, fyne.KeyRight: game.East, fyne.KeyUp: game.North, fyne.KeyDown: game.South,
}

// key handles a key meant for the board (typed with the board focused or
// with nothing focused) and reports whether it used it.
func (w *Workspace) key(name fyne.KeyName) bool {
	if w.following() && editKeys(name) { // the design's board does not show: the edit went unseen
		w.sayFollowing()
		return true
	}
	if step, ok := arrowSteps[name]; ok {
		if w.brush != 0 && w.view.Shift() {
			w.paintCursorSide(arrowSides[name])
			return true
		}
		w.moveCursor(step[0], step[1])
		return true
	}
	if len(name) == 1 && name[0] >= '0' && name[0] <= '9' {
		w.typeDigit(name[0])
		return true
	}
	switch name {
	case fyne.KeyReturn, fyne.KeyEnter:
		w.placeTyped()
	case fyne.KeyBackspace:
		if w.typed != "" {
			w.typed = w.typed[:len(w.typed)-1]
			w.sayTyped()
			return true
		}
		w.removeSelected()
	case fyne.KeyDelete:
		w.removeSelected()
	case fyne.KeyR:
		if w.selected == 0 {
			w.status.SetMessage(lang.L("Select a piece on the board first."))
			return true
		}
		_ = w.TurnPiece(w.selected, 1)
	case fyne.KeyF:
		w.ToggleFixed()
	case fyne.KeyC:
		w.nextBrush(w.view.Shift())
	case fyne.KeyS:
		w.ShufflePieces()
	default:
		return false
	}
	return true
}

// editKeys reports whether the board's keys take name (see key).
func editKeys(name fyne.KeyName) bool {
	if _, arrow := arrowSteps[name]; arrow || (len(name) == 1 && name[0] >= '0' && name[0] <= '9') {
		return true
	}
	switch name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyBackspace, fyne.KeyDelete, fyne.KeyR, fyne.KeyF, fyne.KeyC, fyne.KeyS:
		return true
	}
	return false
}

// boardKey is key for the window's keys typed with nothing focused.
func (w *Workspace) boardKey(ev *fyne.KeyEvent) bool { return w.key(ev.Name) }

// removeSelected puts the selected piece back in the tray (RemovePiece
// repaints through the edit, or says why not).
func (w *Workspace) removeSelected() {
	if w.selected != 0 {
		_ = w.RemovePiece(w.selected)
	}
}

// followSelection puts the cursor on the selected piece's cell, so that
// a piece chosen with the mouse (a click, a drag, the wheel) is where the
// arrow keys go on from.
func (w *Workspace) followSelection() {
	b := w.d.Board
	if x, y, on := b.Where(w.selected); on && w.selected != 0 {
		w.cursor = y*b.W + x + 1
	}
	if w.cursor > b.W*b.H {
		w.cursor = 0
	}
}

// cursorCell is the cursor's cell; ok is false without one.
func (w *Workspace) cursorCell() (x, y int, ok bool) {
	b := w.d.Board
	c := w.cursor - 1
	if c < 0 || c >= b.W*b.H {
		return 0, 0, false
	}
	return c % b.W, c / b.W, true
}

// setCursor puts the cursor on cell (x, y) and selects what it holds.
func (w *Workspace) setCursor(x, y int) {
	b := w.d.Board
	w.cursor, w.typed, w.refused = y*b.W+x+1, "", false
	w.selectPiece(b.At(x, y).Piece)
}

// moveCursor moves the cursor a cell, staying on the board; the first
// press puts it on the selected piece's cell, or the top-left one.
func (w *Workspace) moveCursor(dx, dy int) {
	if w.preview != nil { // back to the design's board, as a click does
		w.ShowBoard(nil)
	}
	b := w.d.Board
	x, y, ok := w.cursorCell()
	switch {
	case ok:
		x, y = min(max(x+dx, 0), b.W-1), min(max(y+dy, 0), b.H-1)
	default:
		if px, py, on := b.Where(w.selected); on {
			x, y = px, py
		}
	}
	w.setCursor(x, y)
	w.sayCell()
	w.refresh()
}

// sayCell tells what the cursor's cell holds and what the keys do there.
func (w *Workspace) sayCell() {
	x, y, ok := w.cursorCell()
	if !ok {
		return
	}
	if n := w.d.Board.At(x, y).Piece; n != 0 {
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d on %s: R or the wheel turns it, F fixes it, Delete puts it back in the tray."), n, CellName(x, y)))
		return
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("Cell %s is empty: type a piece number and Enter to put it there."), CellName(x, y)))
}

// typeDigit adds a digit to the piece number being typed.
func (w *Workspace) typeDigit(d byte) {
	if w.preview != nil { // the number is for the design's board
		w.ShowBoard(nil)
	}
	if _, _, ok := w.cursorCell(); !ok {
		w.status.SetMessage(lang.L("Choose a cell first: click it, or use the arrow keys."))
		return
	}
	typed := w.typed + string(d)
	v, _ := strconv.Atoi(typed)
	switch {
	case v == 0: // a leading zero adds nothing
		return
	case v > w.d.Puzzle.N():
		// what was typed goes too, and Enter waits for another number:
		// it laid piece 9 after "99" was refused, or the tray's piece
		w.typed, w.refused = "", true
		w.status.SetMessage(fmt.Sprintf(lang.L("Pieces go from 1 to %d: type the number again."), w.d.Puzzle.N()))
		return
	}
	w.typed, w.refused = typed, false
	w.sayTyped()
}

// sayTyped shows the piece number typed so far.
func (w *Workspace) sayTyped() {
	x, y, ok := w.cursorCell()
	if !ok || w.typed == "" {
		w.sayCell()
		return
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("Piece %s on %s: Enter puts it there, Escape cancels."), w.typed, CellName(x, y)))
}

// placeTyped puts the piece typed on the cursor's cell; with nothing
// typed, the piece selected in the tray.
func (w *Workspace) placeTyped() {
	x, y, ok := w.cursorCell()
	if !ok || w.refused {
		return // after a refused number the message stands: type it again
	}
	n, _ := strconv.Atoi(w.typed)
	if n == 0 {
		if _, _, on := w.d.Board.Where(w.selected); w.selected == 0 || on {
			w.sayCell()
			return
		}
		n = w.selected
	}
	w.typed = ""
	_ = w.MovePiece(n, x, y) // it repaints, or says why not
}

// nextBrush takes the palette's next colour as the brush (the one before
// with back), frame colours first as the panel shows them; past the last
// it stops painting.
func (w *Workspace) nextBrush(back bool) {
	frame, inner, _ := w.colorGroups()
	colors := append([]game.Color{0}, frame...)
	for _, c := range inner {
		if !slices.Contains(colors, c) { // a mixed colour is in both lists
			colors = append(colors, c)
		}
	}
	i := max(slices.Index(colors, w.brush), 0)
	step := 1
	if back {
		step = len(colors) - 1
	}
	w.SetBrush(colors[(i+step)%len(colors)])
}

// paintCursorSide paints the brush on side s of the cursor's cell.
func (w *Workspace) paintCursorSide(s game.Side) {
	x, y, ok := w.cursorCell()
	switch {
	case !ok:
		w.status.SetMessage(lang.L("Choose a cell first: click it, or use the arrow keys."))
	case w.d.Board.At(x, y).Empty():
		w.status.SetMessage(fmt.Sprintf(lang.L("Cell %s is empty: there is no edge to paint."), CellName(x, y)))
	default:
		_ = w.PaintEdge(x, y, s)
	}
}
