package dicewarsui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"
)

// settleTime is how long a person's turn handed back by the computers
// must have been on the screen before a press ends it. At the instant
// speed three computers play a whole round in about 25 ms, less than the
// gap between two key repeats or the two clicks of a double-click: without
// it, the press meant for one turn ended the next, unplayed and for good
// (the reinforcement is random, so Undo cannot take it back).
const settleTime = 500 * time.Millisecond

// endTurnPress is End turn or Space on a person's turn: it ends the turn
// unless the turn began too recently to have been seen.
func (w *Workspace) endTurnPress() {
	if w.justHandedBack() {
		w.status.SetMessage(fmt.Sprintf(lang.L("%s, your turn has just begun: that press did not end it. Attack, or press Space again to end it."), w.who(w.g.Current())))
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
