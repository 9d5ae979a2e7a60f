package momentumui

import (
	"fmt"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	game "plateau/games/momentum"
)

// heldGap is how close the events of one key come while it is held down:
// the desktop's first repeat follows the press within about 660 ms (X's
// default delay; 500 ms elsewhere), the next ones every 30 to 40 ms. Two
// presses of the same key by two people taking turns at one keyboard come
// further apart. It tells a held key only where the window cannot follow
// the keys held (see heldKey.same).
const heldGap = 700 * time.Millisecond

// clock tells the time of a key's arrival; tests replace it.
var clock = time.Now

// heldKey follows the board's last key, to tell a key held down from one
// pressed again. The window numbers each press (kit.HeldKeys): a repeat
// has the number of the press it repeats, a new press, however soon, a
// new one. Where the window has no key-down events to number them (the
// test driver, a control that keeps them), the time between a key's
// events tells instead.
type heldKey struct {
	name  string      // the key, "" before any
	press uint64      // the number of its press, 0 where the window cannot tell
	at    time.Time   // when its last event came
	by    game.Player // the person to act when it was pressed
}

// same reports whether the key name, of press number press, arriving at
// now comes from the same press as the last key h followed.
func (h *heldKey) same(name string, press uint64, now time.Time) bool {
	if h.name != name {
		return false
	}
	if press != 0 {
		return press == h.press
	}
	return h.press == 0 && now.Sub(h.at) < heldGap
}

// heldOver reports whether the key named name is still held down from a
// press made for another person than the one to act now: P1's held arrow
// must not slide P2, whose turn P1's slide just began. It says so in the
// status bar, so that P2, had they really pressed it, presses it again.
func (w *Workspace) heldOver(name string) bool {
	now, press := clock(), w.k.Held.Press(fyne.KeyName(name))
	h := &w.held
	stillHeld := h.same(name, press, now)
	h.name, h.press, h.at = name, press, now
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
