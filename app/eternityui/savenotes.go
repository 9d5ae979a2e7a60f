package eternityui

import (
	"fmt"
	"path/filepath"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/eternity"
)

// written is the design a file of type t gets: the design, or for a link
// while a solver's board shows, that board with the design's pieces. A
// link is a board, the one on screen: the design's board, half laid
// beside a solution shown, made a link that did not open.
func (w *Workspace) written(t game.FileType) *game.Design {
	if t != game.LinkFile || w.preview == nil {
		return w.d
	}
	d := *w.d
	d.Board = w.preview
	return &d
}

// didSave says where the design went, and what a piece list or a link
// left out, which keeps the design marked unsaved.
func (w *Workspace) didSave(path string) {
	w.setPath(path)
	msg := fmt.Sprintf(lang.L("Saved %s"), filepath.Base(path))
	t, _ := game.FileTypeOf(path)
	// a piece list, or the link of an empty board, lays the pieces out in
	// number order: said first, where the status line does not cut it
	if t == game.PlainFile || (t == game.LinkFile && w.written(t).Board.Placed() == 0) {
		msg = withNote(msg, w.inOrderNote())
	}
	if w.Unsaved() != "" {
		msg += " " + w.lossNote(t)
	}
	w.status.SetMessage(msg)
}

// lossNote says what a file of type t left out of the design.
func (w *Workspace) lossNote(t game.FileType) string {
	switch {
	case t == game.PlainFile:
		// The fixed pieces made the puzzle what it is: a design made
		// unique read back from its piece list with two solutions.
		if n := fixedCount(w.d.Board); n > 0 {
			return kit.Count(int64(n),
				lang.L("(a piece list keeps the pieces only, not the board nor its %d fixed piece, which the puzzle's solutions depend on: save as .json to keep them)"),
				lang.L("(a piece list keeps the pieces only, not the board nor its %d fixed pieces, which the puzzle's solutions depend on: save as .json to keep them)"))
		}
		return lang.L("(a piece list keeps the pieces only: save as .json to keep the board and palette)")
	case w.preview != nil:
		return lang.L("(a link keeps the solver's board shown, not the design: save as .json to keep the design)")
	case w.d.Board.Placed() == 0:
		return lang.L("(the board is empty: the link lays the pieces out in number order, unturned, and reads back as that board; save as .json to keep the design)")
	}
	return lang.L("(a link keeps the board and its pieces, not the palette nor the fixed pieces: save as .json to keep all of it)")
}

// inOrderNote warns, after a piece list, a link of the pieces or a pieces
// sheet is written, that the pieces lie in solution order (game.InOrder),
// and points to Shuffle pieces; "" when they do not.
func (w *Workspace) inOrderNote() string {
	if !game.InOrder(w.d.Puzzle) {
		return ""
	}
	return lang.L("Its pieces are in solution order, unturned: Shuffle pieces (S) before giving it away.")
}

// withNote is msg, a sentence without its full stop, followed by note
// when there is one.
func withNote(msg, note string) string {
	if note == "" {
		return msg
	}
	return msg + ". " + note
}
