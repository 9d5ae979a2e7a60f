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

// key slides the piece of the person to act for an arrow key, or in the
// construction phase moves the cursor over the board; Enter plays the
// action at the cursor, else the hint; Delete lowers the wall at the
// cursor. Other keys go on to the window (Space, Escape).
func (w *Workspace) key(ev *fyne.KeyEvent) bool {
	d, ok := keyDirs[ev.Name]
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyDelete, fyne.KeyBackspace:
		ok = true
	}
	switch {
	case !ok, w.heldOver(string(ev.Name)):
	case ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter:
		w.enter()
	case ev.Name == fyne.KeyDelete || ev.Name == fyne.KeyBackspace:
		w.lowerAtCursor()
	case w.building():
		w.moveCursor(d)
	default:
		w.slide(d)
	}
	return ok
}

// building reports whether a person is to build or destroy a wall now, when
// the arrows move the cursor rather than the piece.
func (w *Workspace) building() bool {
	return w.humanToAct() && w.g.Phase() != game.Movement
}

// moveCursor moves the cursor (the hovered cell) one cell in direction d,
// from the piece of the person to act when there is none yet, staying on
// the board, and says what Enter would do there.
func (w *Workspace) moveCursor(d game.Dir) {
	from := w.g.Pos(w.g.ToMove())
	if w.hover != nil {
		from = *w.hover
	}
	dx, dy := d.Delta()
	n, p := w.g.Size()
	c := game.Cell{X: min(max(from.X+dx, 0), n-1), Y: min(max(from.Y+dy, 0), p-1)}
	w.hover = &c
	w.keyCursor = true
	w.view.Refresh()
	if a, ok := w.actionAt(c, true); ok {
		w.status.SetMessage(fmt.Sprintf(lang.L("%v: Enter to %s."), c, cursorActionText(a)))
		return
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("%v: no wall to build or lower here; move on with the arrows."), c))
}

// enter plays the action at the cursor moved with the keys, else the hint
// shown, else says how to choose one.
func (w *Workspace) enter() {
	if !w.mayAct() {
		return
	}
	if w.keyCursor && w.hover != nil && w.building() {
		if a, ok := w.actionAt(*w.hover, true); ok {
			w.play(a)
			return
		}
		w.status.SetMessage(fmt.Sprintf(lang.L("%v: no wall to build or lower here; move on with the arrows."), *w.hover))
		return
	}
	if w.hintCells != nil && w.g.IsLegal(w.hinted) {
		w.play(w.hinted)
		return
	}
	if w.building() {
		w.status.SetMessage(lang.L("Construction phase: move the cursor with the arrows, then Enter builds (Delete lowers a wall); H for a hint."))
		return
	}
	w.status.SetMessage(lang.L("Slide with the arrows (Home, Page Up, End, Page Down for the diagonals); H for a hint."))
}

// lowerAtCursor destroys the wall under the cursor, for a wall that may be
// both raised and lowered, where Enter raises it.
func (w *Workspace) lowerAtCursor() {
	if !w.mayAct() || !w.building() || w.hover == nil || !w.keyCursor {
		return
	}
	a := game.Destroy(w.hover.X, w.hover.Y)
	if !w.g.IsLegal(a) {
		w.status.SetMessage(fmt.Sprintf(lang.L("%v: no wall you may lower here."), *w.hover))
		return
	}
	w.play(a)
}

// cursorActionText names action a (a wall built or lowered) for the
// status bar.
func cursorActionText(a game.Action) string {
	switch a.Kind() {
	case game.KindBuild:
		return lang.L("build a wall")
	case game.KindDestroy:
		return lang.L("lower the wall")
	}
	return lang.L("slide here")
}

// typed slides the piece for a digit of the numeric keypad; H asks for a
// hint.
func (w *Workspace) typed(r rune) {
	if d, ok := runeDirs[r]; ok && !w.heldOver(string(r)) {
		if w.building() {
			w.moveCursor(d)
		} else {
			w.slide(d)
		}
	}
	if r == 'h' || r == 'H' {
		w.hint()
	}
}

// slide plays the slide in direction d for the person to act, or says
// why it cannot be played.
func (w *Workspace) slide(d game.Dir) {
	if !w.mayAct() {
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
