package eternityui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/eternity"
)

// This file is where a solver panel plugs into the editor. A solver:
//   - calls SetSolver once, with its side-panel section and its start action
//     (the toolbar's Solve button and Space then call it);
//   - takes a copy of the puzzle and board to search with Design;
//   - runs its search through Status().Run, so that Stop and Esc stop it and
//     the editor runs one job at a time;
//   - shows its partial board live with ShowLiveBoard, from its goroutine
//     through kit.Do about ten times a second, and ShowBoard(nil) when done;
//   - puts a solution on the board with ApplyBoard, an undoable edit;
//   - has its job stopped by an edit, Undo or Redo of the pieces or of
//     the fixed ones (what a search reads), and learns through OnChange
//     that the design changed, to forget answers about another puzzle.

// SetSolver puts a solver's panel in the side panel (its own section,
// after the two laws) and makes the toolbar's Solve button and Space call
// solve. UI goroutine only.
func (w *Workspace) SetSolver(panel fyne.CanvasObject, solve func()) {
	w.solve = solve
	w.panel.solver.Objects = []fyne.CanvasObject{kit.Section(lang.L("Solver"), panel)}
	w.panel.solver.Show()
	w.panel.solver.Refresh()
	w.tools.solve.Button().Show()
}

// startSolver is Space and the Solve button: the solver's start action.
func (w *Workspace) startSolver() {
	if w.solve != nil {
		w.solve()
	}
}

// Design returns a copy of the design being edited (puzzle, palette, board
// with its fixed pieces), safe to hand to another goroutine.
func (w *Workspace) Design() *game.Design { return cloneDesign(w.d) }

// Unchanged returns a function that reports, on the UI goroutine, whether
// the design shown is still the one shown now: Open, New, Generate, Undo,
// Redo and every edit put another design in place (none is changed in
// place). An action queued until a stopped job ends (StatusBar.AfterStop)
// checks it, so as not to run on a design the person opened meanwhile.
func (w *Workspace) Unchanged() func() bool {
	d := w.d
	return func() bool { return w.d == d }
}

// Window returns the window the workspace is in, for a solver's dialogs.
func (w *Workspace) Window() fyne.Window { return w.k.Window }

// Kit returns the workspace's kit, for a solver's files.
func (w *Workspace) Kit() *kit.Kit { return w.k }

// Status returns the workspace's status bar, on which a solver runs its
// jobs.
func (w *Workspace) Status() *kit.StatusBar { return w.status }

// ShowBoard shows board b (a solver's partial or best board) instead of the
// design's, without changing the design; nil shows the design's board again.
// A board that does not fit the puzzle is refused. The user's next click on
// the board also returns to the design. UI goroutine only.
func (w *Workspace) ShowBoard(b *game.Board) error {
	return w.ShowBoardMarked(b, nil)
}

// ShowLiveBoard is ShowBoard for the board of a job as it runs (a
// search's partial board, Max score's best so far), which the job shows
// again at its next tick: until the job ends, a click or a key on the
// board says so rather than go back to the design's board, which the next
// tick covered again.
func (w *Workspace) ShowLiveBoard(b *game.Board) error {
	if err := w.ShowBoard(b); err != nil {
		return err
	}
	w.live = b != nil
	return nil
}

// ShowingBoard is the board ShowBoard shows instead of the design's, nil
// while the design's shows.
func (w *Workspace) ShowingBoard() *game.Board { return w.preview }

// ShowBoardMarked is ShowBoard with the pieces listed outlined on board b
// (the ones where it differs from another solution, say), until the design
// shows again.
func (w *Workspace) ShowBoardMarked(b *game.Board, pieces []int) error {
	if b != nil {
		if err := b.Validate(w.d.Puzzle); err != nil {
			return err
		}
		b = b.Clone()
		keepFixed(b, w.d.Board)
	}
	w.preview, w.outlined, w.live = b, pieces, false
	w.drag = nil
	w.refresh()
	return nil
}

// ApplyBoard puts board b (a solution) on the design as one undoable edit.
// Pieces the design fixes keep their flag where b leaves them in place and
// turned as they were; the others are fixed no longer, and the status bar
// says how many.
func (w *Workspace) ApplyBoard(b *game.Board) error {
	moved, err := w.applyBoard(b)
	if err == nil {
		// The board changes with no other word, and the solver's board it
		// came from looked the same: say it is the design's now.
		msg := lang.L("The board is on the design now: Undo (Ctrl+Z) takes it back.")
		if moved != "" {
			msg = moved + " " + msg
		}
		w.status.SetMessage(msg)
	}
	return err
}

// ApplyHints puts board b on the design as one undoable edit with its own
// fixed pieces fixed: the pieces Make unique fixed, besides the design's.
func (w *Workspace) ApplyHints(b *game.Board) error {
	if err := b.Validate(w.d.Puzzle); err != nil {
		return err
	}
	return w.edit("", func(d *game.Design) error {
		d.Board = b.Clone()
		return nil
	})
}

// applyBoard is ApplyBoard; moved says how many hints b moved or turned,
// "" for none.
func (w *Workspace) applyBoard(b *game.Board) (moved string, err error) {
	if err := b.Validate(w.d.Puzzle); err != nil {
		return "", err
	}
	n := 0
	err = w.edit("", func(d *game.Design) error {
		next := b.Clone()
		n = keepFixed(next, d.Board)
		if slices.Equal(next.Cells, d.Board.Cells) {
			return errNoChange // put on the board twice: one undo step
		}
		d.Board = next
		return nil
	})
	if n > 0 {
		moved = kit.Count(int64(n), lang.L("%d fixed piece is elsewhere or turned on this board: it is fixed no longer."), lang.L("%d fixed pieces are elsewhere or turned on this board: they are fixed no longer."))
	}
	return moved, err
}

// keepFixed flags the cells of b that hold the piece the design board
// fixes there, turned as it is fixed, so that a solver's board shows the
// design's hints as hints; it returns how many hints b moves or turns
// (they are fixed no longer). A hint turned otherwise stayed fixed, and
// the design's hint changed unsaid.
//
// Only the design's fixed pieces are fixed on b: a board from Max score
// with Eternity II's starter piece fixed put a new hint on the design.
func keepFixed(b, design *game.Board) (moved int) {
	for i, pl := range design.Cells {
		b.Cells[i].Fixed = false
		if !pl.Fixed {
			continue
		}
		if b.Cells[i].Piece == pl.Piece && b.Cells[i].Turn == pl.Turn {
			b.Cells[i].Fixed = true
		} else {
			moved++
		}
	}
	return moved
}

// OnChange registers fn, called on the UI goroutine after every change of
// the design: an edit, undo or redo, a new, generated or opened puzzle.
func (w *Workspace) OnChange(fn func()) { w.listeners = append(w.listeners, fn) }
