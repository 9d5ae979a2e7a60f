package dicewarsui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// settleTime is how long a person's turn handed back by the computers
// must have been on the screen before a click on End turn ends it. At the
// instant speed three computers play a whole round in about 25 ms, less
// than the gap between the two clicks of a double-click: without it, the
// click meant for one turn ended the next, unplayed and for good (the
// reinforcement is random, so Undo cannot take it back).
//
// Space does not wait: the window tells a Space held since before the
// turn from a new press (spaceHeldOver), and a new press is served at
// once. The time guards it only where the window cannot tell, when its
// key-down did not come (the test driver; Space on a focused button).
const settleTime = 500 * time.Millisecond

// spaceHeldOver reports whether the Space typed now is the repeat of a
// press made before the person's turn began (it ended the turn before, or
// stepped the computers), and says so: held down, it would end every turn
// that comes back to a person, one repeat after the other.
func (w *Workspace) spaceHeldOver() bool {
	p := w.k.Held.Press(fyne.KeySpace)
	if p == 0 || p > w.turnMark {
		return false
	}
	w.sayNotEnded()
	return true
}

// endTurnPress is End turn on a person's turn, or Space that the window
// cannot tell from a held one: it ends the turn unless the turn began too
// recently to have been seen.
func (w *Workspace) endTurnPress() {
	if w.justHandedBack() {
		w.sayNotEnded()
		return
	}
	w.EndTurn()
}

// justHandedBack reports whether the computers gave the person the turn
// less than settleTime ago. A press it drops starts the time again, so a
// held key or a burst of clicks never gets through.
func (w *Workspace) justHandedBack() bool {
	if w.handedAt.IsZero() || !w.humanToAct() {
		return false
	}
	now := w.now()
	if now.Sub(w.handedAt) >= settleTime {
		w.handedAt = time.Time{}
		return false
	}
	w.handedAt = now
	return true
}

// sayNotEnded tells the person that the press the guard dropped did not
// end their turn, and how to end it.
func (w *Workspace) sayNotEnded() {
	w.status.SetMessage(fmt.Sprintf(lang.L("%s, your turn has just begun: that press did not end it. Attack, or press Space again to end it."), w.who(w.g.Current())))
}
