package momentumui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	game "plateau/games/momentum"
)

// keyDirs are the keys that slide the piece: the arrows, and Home, Page Up,
// End and Page Down for the diagonals, where 7, 9, 1 and 3 sit on a
// numeric keypad.
var keyDirs = map[fyne.KeyName]game.Dir{
	fyne.KeyUp: game.N, fyne.KeyRight: game.E, fyne.KeyDown: game.S, fyne.KeyLeft: game.W,
	fyne.KeyHome: game.NW, fyne.KeyPageUp: game.NE, fyne.KeyEnd: game.SW, fyne.KeyPageDown: game.SE,
}

// runeDirs are the digits of a numeric keypad, each the direction it lies
// in from 5.
var runeDirs = map[rune]game.Dir{
	'8': game.N, '9': game.NE, '6': game.E, '3': game.SE,
	'2': game.S, '1': game.SW, '4': game.W, '7': game.NW,
}

// key slides the piece of the person to act for an arrow key; other keys
// go on to the window (Space, Escape).
func (w *Workspace) key(ev *fyne.KeyEvent) bool {
	d, ok := keyDirs[ev.Name]
	if ok {
		w.slide(d)
	}
	return ok
}

// typed slides the piece for a digit of the numeric keypad; H asks for a
// hint.
func (w *Workspace) typed(r rune) {
	if d, ok := runeDirs[r]; ok {
		w.slide(d)
	}
	if r == 'h' || r == 'H' {
		w.hint()
	}
}

// slide plays the slide in direction d for the person to act, or says
// why it cannot be played.
func (w *Workspace) slide(d game.Dir) {
	if !w.humanToAct() || w.status.Busy() {
		return
	}
	a := game.Move(d)
	if w.g.IsLegal(a) {
		w.play(a)
		return
	}
	switch {
	case w.g.Phase() != game.Movement:
		w.status.SetMessage(lang.L("Construction phase: click a highlighted cell to build a wall."))
	case d.Diagonal() && w.g.Momentum(w.g.ToMove()) < 2:
		w.status.SetMessage(fmt.Sprintf(lang.L("A diagonal slide needs momentum 2 or more: cannot slide %s."), dirText(d)))
	default:
		w.status.SetMessage(fmt.Sprintf(lang.L("Cannot slide %s from here."), dirText(d)))
	}
}
