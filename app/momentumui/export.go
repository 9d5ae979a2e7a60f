package momentumui

import (
	"fmt"
	"io"
	"slices"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/momentum"
	draw "plateau/render/momentum"
	"plateau/render/paint"
)

// exporter is what writes the board as it is now, in format f (see
// kit.NewBoardExport): the game is copied and the page's words are taken
// here, on the UI goroutine, and the writing works on them alone.
func (w *Workspace) exporter(f paint.Format) func(io.Writer) error {
	g := w.g.Clone()
	v := draw.View{Last: slices.Clone(w.last)}
	pg := draw.Page{Title: w.printTitle()}
	for i := range pg.Players {
		p := game.Player(i)
		pg.Players[i] = fmt.Sprintf(lang.L("%v · %s · on %v · momentum %d"), playerText(p), seatLabel(w.seats[i]), g.Pos(p), g.Momentum(p))
	}
	paper := w.k.Paper()
	return func(wr io.Writer) error { return draw.Export(wr, f, paper, g, v, pg, kit.BoardPictureWidth) }
}

// printTitle heads the printed board: the game's file name (Momentum for
// a game not saved), then the turn, its phase and who is to act, or how
// the game ended.
func (w *Workspace) printTitle() string {
	name := w.doc.Stem(lang.L("Momentum"))
	g := w.g
	if g.Over() {
		return fmt.Sprintf(lang.L("%s — turn %d: %s"), name, g.LastTurn(), resultText(g.Result()))
	}
	return fmt.Sprintf(lang.L("%s — turn %d, %s phase: %v to act"), name, g.Turn(), lang.L(g.Phase().String()), playerText(g.ToMove()))
}
