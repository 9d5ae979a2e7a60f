package dicewarsui

import (
	"fmt"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	sd "plateau/solvers/dicewars"
)

// hint asks our expert strategy which attack it would make for the person
// to play, and selects it: the map highlights it with its odds, and a
// click on the target (or Enter) makes it. When the expert would end the turn, the
// status bar says so. The expert decides in well under a millisecond, on
// the UI goroutine.
func (w *Workspace) hint() {
	switch {
	case w.g.Over():
		w.status.SetMessage(lang.L("The game is over: no hint to give. New starts another.")) // it said a hint was for a person's turn
		return
	case !w.humanToAct():
		w.status.SetMessage(lang.L("A hint is for a person's turn."))
		return
	}
	s, err := sd.New("expert", 0)
	if err != nil {
		w.status.SetMessage(err.Error())
		return
	}
	pos := w.g.Position()
	from, to, ok := s.Choose(&pos)
	if !ok || pos.Attackable(from)&(1<<uint(to)) == 0 {
		w.clearSelection()
		w.status.SetMessage(lang.L("Hint: end your turn; the expert sees no attack worth making."))
		return
	}
	w.selected, w.target = from, to
	a, d := int(pos.Dice[from]), int(pos.Dice[to])
	w.status.SetMessage(fmt.Sprintf(lang.L("Hint: attack #%d from #%d, %d dice against %d (%s to win): click the target outlined in red, or press Enter."),
		to, from, a, d, kit.Percent(100*dw.WinProbability(a, d), 1)))
	w.view.Refresh()
	w.panel.updateHint()
}

// typedRune handles the characters typed: H asks for a hint.
func (w *Workspace) typedRune(r rune) {
	if r == 'h' || r == 'H' {
		w.hint()
	}
}
