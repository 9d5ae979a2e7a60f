package dicewarsui

import (
	"fmt"
	"math/bits"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
)

// boardKey plays with the keys what a click plays with the mouse: Left and
// Right choose the attacker among the person's territories that can
// attack, Up and Down the target among its enemy neighbours, Enter attacks
// (and nothing else: see enter); Escape lets go.
// It reports whether it used the key.
func (w *Workspace) boardKey(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyLeft, fyne.KeyRight:
		if w.mayChoose() {
			w.chooseAttacker(ev.Name == fyne.KeyRight)
		}
	case fyne.KeyUp, fyne.KeyDown:
		if w.mayChoose() {
			w.chooseTarget(ev.Name == fyne.KeyDown)
		}
	case fyne.KeyReturn, fyne.KeyEnter:
		w.enter()
	case fyne.KeySpace:
		w.space()
	case fyne.KeyEscape:
		w.escape()
	default:
		return false
	}
	return true
}

// mayChoose reports whether a person is to play, saying why not otherwise.
func (w *Workspace) mayChoose() bool {
	switch {
	case w.g.Over():
		return false
	case !w.humanToAct():
		w.status.SetMessage(w.computersTurnText())
		return false
	}
	return true
}

// computersTurnText says whose turn it is when a person clicks or presses a
// key at a computer's turn, and the key that moves it on: waiting was
// the advice when they were paused or at the step speed, and nothing came.
func (w *Workspace) computersTurnText() string {
	who := w.who(w.g.Current())
	switch {
	case w.running != nil:
		return fmt.Sprintf(lang.L("It is %s's turn: wait, or press Esc to pause the computers."), who)
	case w.speed == SpeedStep: // the button is Next step then
		return fmt.Sprintf(lang.L("It is %s's turn, step by step: press Space or Next step for each of its actions."), who)
	}
	return fmt.Sprintf(lang.L("It is %s's turn and the computers are paused: press Space or Play to go on."), who)
}

// enter attacks the chosen target and asks for what is missing otherwise.
// It never ends the turn: an attack clears the choice, so the second
// Enter of a double press, or a held Enter, ended the rest of the turn.
func (w *Workspace) enter() {
	switch {
	case w.selected >= 0 && w.target >= 0:
		w.Attack(w.selected, w.target)
	case !w.mayChoose():
	case w.selected >= 0:
		w.status.SetMessage(lang.L("Choose the target with Up and Down (or click it), then Enter attacks."))
	default:
		w.status.SetMessage(lang.L("Nothing chosen: Left and Right choose the attacker, Up and Down the target, Enter attacks; Space ends your turn."))
	}
}

// chooseAttacker selects the next (or previous) territory of the person
// to play that can attack, in reading order of the map.
func (w *Workspace) chooseAttacker(next bool) {
	pos := w.g.Position()
	var can []int
	for t := range pos.Map.N() {
		if pos.Attackable(t) != 0 {
			can = append(can, t)
		}
	}
	if len(can) == 0 {
		w.clearSelection()
		w.status.SetMessage(lang.L("None of your territories can attack: Space ends your turn."))
		return
	}
	t := w.cycle(can, w.selected, next)
	w.selected, w.target = t, -1
	w.status.SetMessage(fmt.Sprintf(lang.L("Attacker #%d, %d dice: Up and Down choose the target, Enter attacks."), t, pos.Dice[t]))
	w.view.Refresh()
	w.panel.updateHint()
}

// chooseTarget moves the target to the next (or previous) enemy neighbour
// of the attacker, choosing the first attacker when there is none.
func (w *Workspace) chooseTarget(next bool) {
	if w.selected < 0 {
		w.chooseAttacker(true)
		if w.selected < 0 {
			return
		}
	}
	pos := w.g.Position()
	var can []int
	for m := pos.Attackable(w.selected); m != 0; m &= m - 1 {
		can = append(can, bits.TrailingZeros64(m))
	}
	t := w.cycle(can, w.target, next)
	w.target = t
	a, d := int(pos.Dice[w.selected]), int(pos.Dice[t])
	w.status.SetMessage(fmt.Sprintf(lang.L("Target #%d, %d dice against %d (%s to win): Enter attacks."),
		t, a, d, kit.Percent(100*dw.WinProbability(a, d), 1)))
	w.view.Refresh()
	w.panel.updateHint()
}

// cycle is the territory after (or before) cur among ts in reading order
// of the map (by the cell their dice stand on), wrapping round; the first
// (or last) when cur is not among them.
func (w *Workspace) cycle(ts []int, cur int, next bool) int {
	l := w.layout()
	slices.SortFunc(ts, func(a, b int) int { return l.LabelCell(a) - l.LabelCell(b) })
	i := slices.Index(ts, cur)
	switch {
	case i < 0 && next:
		return ts[0]
	case i < 0:
		return ts[len(ts)-1]
	case next:
		return ts[(i+1)%len(ts)]
	}
	return ts[(i+len(ts)-1)%len(ts)]
}
