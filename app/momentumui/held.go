package momentumui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2/lang"

	game "plateau/games/momentum"
)

// heldGap is how close the events of one key come while it is held down:
// the desktop's first repeat follows the press within about 660 ms (X's
// default delay; 500 ms elsewhere), the next ones every 30 to 40 ms. Two
// presses of the same key by two people taking turns at one keyboard come
// further apart.
const heldGap = 700 * time.Millisecond

// clock tells the time of a key's arrival; tests replace it.
var clock = time.Now

// heldKey follows the board's last key, to tell a key held down from one
// pressed again. Fyne tells a repeat from a press only to the focused
// widget (KeyDown comes with a press, not with a repeat), which is the
// shared board view, and only to the window when nothing has the focus,
// so the workspace goes by the time between a key's events instead.
type heldKey struct {
	name string      // the key, "" before any
	at   time.Time   // when its last event came
	by   game.Player // the person to act when it was pressed
}

// heldOver reports whether the key named name is still held down from a
// press made for another person than the one to act now: P1's held arrow
// must not slide P2, whose turn P1's slide just began. It says so in the
// status bar, so that P2, had they really pressed it, presses it again.
func (w *Workspace) heldOver(name string) bool {
	now := clock()
	h := &w.held
	stillHeld := h.name == name && now.Sub(h.at) < heldGap
	h.name, h.at = name, now
	switch {
	case !stillHeld:
		h.by = w.g.ToMove()
		return false
	case !w.humanToAct() || h.by == w.g.ToMove():
		return false // a computer's turn refuses the key anyway; back to the same person, it is theirs
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("The key held down since %v's move is ignored: %v, let it go and press it again."),
		playerText(h.by), playerText(w.g.ToMove())))
	return true
}
