package eternityui

import (
	"math/rand/v2"

	"fyne.io/fyne/v2/lang"

	game "plateau/games/eternity"
)

// ShufflePieces renumbers the pieces at random and turns each at random,
// as one undoable edit (S, or Shuffle pieces beside Clear): a puzzle
// painted on the board is numbered along its solution, and its piece list,
// link or pieces sheet gave the solution away. The fixed pieces stay on
// their cells, showing the same colours, so the puzzle keeps its
// solutions; the others go to the tray, as the person the puzzle is for
// finds them, rather than lie solved under new numbers, which a .json or
// a link would then give away all the same (Undo brings the board back).
func (w *Workspace) ShufflePieces() {
	w.shuffleWith(rand.Uint64())
}

// shuffleWith is ShufflePieces with the seed of the shuffle.
func (w *Workspace) shuffleWith(seed uint64) {
	err := w.edit("", func(d *game.Design) error {
		s := game.Shuffle(d, seed)
		*d = *s
		return nil
	})
	if err == nil {
		w.selectPiece(0)
		w.cursor, w.typed = 0, ""
		w.status.SetMessage(lang.L("Pieces shuffled: renumbered and turned at random, the fixed ones kept on their cells, the others in the tray. Undo (Ctrl+Z) takes it back."))
		w.refresh()
	}
}
