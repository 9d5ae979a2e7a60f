package eternityui

import (
	"errors"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/eternity"
	solver "plateau/solvers/eternity"
)

// errNoChange tells edit that the change left the design as it was, so no
// undo step is recorded.
var errNoChange = errors.New("no change")

// edit applies change to a copy of the design; on success the copy becomes
// the design and the old one an undo step. Edits with the same non-empty
// key in a row (turning one piece with the wheel) make a single undo step,
// until a Save or another selection ends the row (lastEdit = "").
// On error the design is unchanged and the message goes to the status bar.
func (w *Workspace) edit(key string, change func(d *game.Design) error) error {
	next := cloneDesign(w.d)
	if err := change(next); err != nil {
		if errors.Is(err, errNoChange) {
			return nil
		}
		w.status.SetMessage(kit.ErrorText(err))
		return err
	}
	if w.stopsJob(next) {
		// Stop, not Interrupt: an edit seldom says what it did (painting
		// says nothing), so the job's end says why ("The puzzle changed
		// during the search").
		w.status.Stop()
	}
	if key == "" || key != w.lastEdit {
		w.hist.Push(version{w.d, w.file})
	}
	w.lastEdit = key
	w.d = next
	w.preview = nil
	w.changed()
	return nil
}

// replace puts a whole new design in place (New, Generate) as one undo step.
func (w *Workspace) replace(d *game.Design) {
	w.status.Interrupt()
	w.hist.Push(version{w.d, w.file})
	w.d = d
	w.file = &document{}
	w.k.DocumentChanged()
	w.lastEdit = ""
	w.resetView()
	w.changed()
}

// Undo goes back one edit.
func (w *Workspace) Undo() {
	prev, ok := w.hist.Undo(version{w.d, w.file})
	if !ok {
		w.status.SetMessage(lang.L("Nothing to undo."))
		return
	}
	w.restore(prev, lang.L("Undone."))
}

// Redo goes forward one undone edit.
func (w *Workspace) Redo() {
	next, ok := w.hist.Redo(version{w.d, w.file})
	if !ok {
		w.status.SetMessage(lang.L("Nothing to redo."))
		return
	}
	w.restore(next, lang.L("Redone."))
}

// stopsJob reports whether putting d in place of the design stops the job
// running: one about the puzzle (a search, a count, Generate), when d is
// another puzzle to it, with other pieces or other fixed ones (PuzzleID:
// what a search reads). It went on, drawing its boards with the new
// pieces, for an answer thrown away. Moving pieces or changing the
// palette leaves the job be, and nothing stops an export: it works on
// copies.
func (w *Workspace) stopsJob(d *game.Design) bool {
	return w.status.Busy() && !w.exporting &&
		solver.PuzzleID(d.Puzzle, d.Board) != solver.PuzzleID(w.d.Puzzle, w.d.Board)
}

// restore puts back a version of the history, in its document. A job
// about the puzzle it replaces (a search, a count) is stopped, as New and
// Open stop one (stopsJob). A piece number half typed goes, refused or
// not: shown only in the status bar, which now says "Undone.", it joined
// the digits typed next (1, Undo, 2 laid piece 12). The status bar says
// done, and that painting stopped when the palette put back lacks the
// brush's colour: after Undo of "+", the next click painted with the
// colour taken away and brought it back.
func (w *Workspace) restore(v version, done string) {
	if w.stopsJob(v.d) {
		w.status.Interrupt()
	}
	w.d, w.lastEdit, w.preview = v.d, "", nil
	w.typed, w.refused = "", false
	if v.file != w.file {
		w.file = v.file
		w.k.DocumentChanged()
	}
	if int(w.brush) >= len(palette(w.d)) {
		w.brush = 0
		done += " " + lang.L("Painting stopped: drag pieces to move them.")
	}
	w.status.SetMessage(done)
	w.changed()
}

// selectPiece selects piece n, 0 for none. Another piece ends the merging
// of turns (see edit): turning piece 1, selecting another, then 1 again
// and turning it, made one undo step with the turns before.
func (w *Workspace) selectPiece(n int) {
	if n != w.selected {
		w.lastEdit = ""
	}
	w.selected = n
}

// CellName names cell (x, y) as Eternity II players do: a column letter
// from A and a row number from 1 at the top.
func CellName(x, y int) string {
	return fmt.Sprintf("%c%d", 'A'+x, y+1)
}

// fitTurn is the turn for piece pc dropped on cell (x, y): on the frame, the
// turn that puts its grey edges outside, if any; otherwise t, as it was.
func fitTurn(b *game.Board, pc game.Piece, x, y int, t game.Turn) game.Turn {
	if outer := game.OuterSides(b.W, b.H, x, y); outer != 0 {
		if ft, ok := pc.FitTurn(outer); ok {
			return ft
		}
	}
	return t
}

// MovePiece puts piece n (from the tray or another cell) on cell (x, y). A
// piece already there goes back to the tray, or swaps places with n when n
// came from the board. On the frame a piece is turned to put its grey edges
// outside. Fixed pieces do not move.
func (w *Workspace) MovePiece(n, x, y int) error {
	b := w.d.Board
	if n < 1 || n > w.d.Puzzle.N() || !b.Inside(x, y) {
		return fmt.Errorf(lang.L("No piece %d or no cell %s."), n, CellName(x, y))
	}
	if pl := b.At(x, y); pl.Fixed && pl.Piece != n {
		w.status.SetMessage(fmt.Sprintf(lang.L("Cell %s holds fixed piece %d: free it first (F)."), CellName(x, y), pl.Piece))
		return errNoChange
	}
	sx, sy, fromBoard := b.Where(n)
	if fromBoard && b.At(sx, sy).Fixed {
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d is fixed: free it first (F)."), n))
		return errNoChange
	}
	err := w.edit("", func(d *game.Design) error {
		b, p := d.Board, d.Puzzle
		if fromBoard && sx == x && sy == y {
			return errNoChange
		}
		turn := game.Turn(0)
		if fromBoard {
			turn = b.At(sx, sy).Turn
			if _, err := b.Remove(sx, sy); err != nil {
				return err
			}
		}
		old, err := b.Place(x, y, n, fitTurn(b, p.Piece(n), x, y, turn))
		if err != nil {
			return err
		}
		if fromBoard && !old.Empty() {
			_, err = b.Place(sx, sy, old.Piece, fitTurn(b, p.Piece(old.Piece), sx, sy, old.Turn))
		}
		return err
	})
	if err == nil {
		w.selectPiece(n)
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d on %s."), n, CellName(x, y)))
		w.refresh()
	}
	return err
}

// RemovePiece takes piece n off the board, back to the tray.
func (w *Workspace) RemovePiece(n int) error {
	x, y, ok := w.d.Board.Where(n)
	if !ok {
		return nil
	}
	if w.d.Board.At(x, y).Fixed {
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d is fixed: free it first (F)."), n))
		return errNoChange
	}
	err := w.edit("", func(d *game.Design) error {
		_, err := d.Board.Remove(x, y)
		return err
	})
	if err == nil {
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d back in the tray."), n))
	}
	return err
}

// TurnPiece turns piece n, on the board, by t quarter turns clockwise.
// Turns of one piece in a row make a single undo step.
func (w *Workspace) TurnPiece(n int, t game.Turn) error {
	x, y, ok := w.d.Board.Where(n)
	if !ok {
		if n != 0 {
			w.status.SetMessage(lang.L("Put the piece on the board to turn it."))
		}
		return errNoChange
	}
	if w.d.Board.At(x, y).Fixed {
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d is fixed: free it first (F)."), n))
		return errNoChange
	}
	err := w.edit(fmt.Sprintf("turn %d", n), func(d *game.Design) error {
		return d.Board.Rotate(x, y, t)
	})
	if err == nil {
		w.selected = n // not selectPiece: the wheel's next notch over this piece is the same step
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d turned."), n))
		w.refresh()
	}
	return err
}

// ToggleFixed fixes the selected piece as a hint, or frees it.
func (w *Workspace) ToggleFixed() {
	n := w.selected
	x, y, ok := w.d.Board.Where(n)
	if !ok {
		w.status.SetMessage(lang.L("Select a piece on the board to fix it."))
		return
	}
	fixed := !w.d.Board.At(x, y).Fixed
	err := w.edit("", func(d *game.Design) error { return d.Board.SetFixed(x, y, fixed) })
	switch {
	case err != nil:
	case fixed:
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d fixed on %s as a hint."), n, CellName(x, y)))
	default:
		w.status.SetMessage(fmt.Sprintf(lang.L("Piece %d is free again."), n))
	}
}

// clearBoard sends every piece that is not fixed back to the tray.
func (w *Workspace) clearBoard() {
	if w.preview != nil { // a solver's board is shown: the one on screen goes too
		w.preview, w.outlined = nil, nil
		w.refresh()
	}
	_ = w.edit("", func(d *game.Design) error {
		changed := false
		for i, pl := range d.Board.Cells {
			if !pl.Empty() && !pl.Fixed {
				d.Board.Cells[i] = game.Placement{}
				changed = true
			}
		}
		if !changed {
			return errNoChange
		}
		return nil
	})
}
