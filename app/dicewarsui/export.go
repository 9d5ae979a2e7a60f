package dicewarsui

import (
	"fmt"
	"io"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	rd "plateau/render/dicewars"
	"plateau/render/paint"
)

// exporter is what writes the map as it is now, in format f (see
// kit.NewBoardExport): the position and the page's words are taken here,
// on the UI goroutine, and the writing works on them alone.
func (w *Workspace) exporter(f paint.Format) func(io.Writer) error {
	pos := w.g.Position()
	pg, paper := rd.Page{Title: w.printTitle(), Players: w.legend(&pos)}, w.k.Paper()
	return func(wr io.Writer) error {
		return rd.Export(wr, f, paper, pos.Map, &pos, rd.View{}, pg, kit.BoardPictureWidth)
	}
}

// printTitle heads the printed map: the game's file name (Dice Wars for a
// game not saved), then the round and the turn and who is to play, or
// who won.
func (w *Workspace) printTitle() string {
	name := w.doc.Stem(lang.L("Dice Wars"))
	g := w.g
	if g.Over() {
		winner, _ := g.Result()
		return fmt.Sprintf(lang.L("%s — %s won in %d turns"), name, w.who(winner), g.TurnsPlayed())
	}
	return fmt.Sprintf(lang.L("%s — round %d, turn %d: %s to play"), name, g.Round(), g.Turn()+1, w.who(g.Current()))
}

// legend is a line for each player under the printed map, after their
// mark: who they are, and their land and dice or that they are out.
func (w *Workspace) legend(pos *dw.Position) []string {
	lines := make([]string, pos.Players)
	for p := range lines {
		if !pos.Alive(p) {
			lines[p] = fmt.Sprintf(lang.L("%s · out"), w.who(p))
			continue
		}
		lines[p] = fmt.Sprintf("%s · %s · %s", w.who(p),
			kit.Count(int64(pos.Territories(p)), lang.L("%d territory"), lang.L("%d territories")),
			kit.Count(int64(pos.TotalDice(p)), lang.L("%d die"), lang.L("%d dice")))
	}
	return lines
}
