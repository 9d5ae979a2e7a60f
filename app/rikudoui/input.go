package rikudoui

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/rikudo"
	"plateau/render/paint"
)

// maxDigits bounds what one can type into a cell (puzzles have at most
// game.MaxCells cells).
const maxDigits = 4

func (w *Workspace) installInput() {
	v := w.view
	v.OnTap = w.tap
	v.OnSecondaryTap = w.toggleBlocked
	v.OnMove = func(p paint.Pt, _ desktop.MouseButton) { w.hoverAt(p) }
	v.OnMouseOut = func() { w.setHover(game.Edge{A: -1}) }
	v.OnRune = w.typeRune
	v.OnKey = w.typeKey
}

// tap selects a cell; in the editor a click on the border between two
// cells toggles the bridge there.
func (w *Workspace) tap(p paint.Pt) {
	if w.compare != nil || w.shown != nil {
		w.shown, w.compare = nil, nil
		w.changed()
		return
	}
	l := w.layout()
	if !w.play {
		if a, b, ok := l.EdgeAt(p); ok {
			w.ToggleBridge(a, b)
			return
		}
	}
	w.selected, w.typed = l.CellAt(p), ""
	w.changed()
}

// ToggleBridge adds or removes the bridge between neighbouring cells a, b.
func (w *Workspace) ToggleBridge(a, b int) {
	next := w.p.Clone()
	if err := next.ToggleBridge(a, b); err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	w.edit()
	w.p = next
	// Said without the cells' numbers, which are the program's own and
	// read as the puzzle's ("cells 1 and 8", beside a given 1 elsewhere).
	text := lang.L("Bridge removed: %s now.")
	if next.IsBridge(a, b) {
		text = lang.L("Bridge added: %s now.")
	}
	w.status.SetMessage(fmt.Sprintf(text, kit.Count(int64(len(next.Bridges())), lang.L("%d bridge"), lang.L("%d bridges"))))
	w.changed()
}

// toggleBlocked blocks the cell under p, or unblocks the blocked position
// there. Cells are renumbered, so the player's numbers are cleared.
func (w *Workspace) toggleBlocked(p paint.Pt) {
	if w.play || !w.p.HasCoords() {
		return
	}
	w.toggleBlockedHex(w.layout().HexAt(p))
}

// toggleBlockedHex blocks the cell at h, or unblocks the blocked position.
func (w *Workspace) toggleBlockedHex(h game.Hex) {
	next := w.p.Clone()
	var err error
	if next.CellAt(h) >= 0 {
		err = next.Block(h)
	} else {
		err = next.Unblock(h)
	}
	if err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	w.edit()
	w.p, w.selected = next, -1
	w.fill = make([]int, next.N())
	w.status.SetMessage(fmt.Sprintf(lang.L("%d cells"), next.N()))
	w.changed()
}

func (w *Workspace) hoverAt(p paint.Pt) {
	e := game.Edge{A: -1}
	if !w.play && w.compare == nil {
		if a, b, ok := w.layout().EdgeAt(p); ok {
			e = game.Edge{A: a, B: b}
		}
	}
	w.setHover(e)
}

func (w *Workspace) setHover(e game.Edge) {
	if e != w.hover {
		w.hover = e
		w.view.Refresh()
	}
}

// typeRune types a digit into the selected cell: a given in the editor, the
// player's number in play mode. The digits typed so far stay even when the
// number they make is refused as a duplicate, because it may be the start of
// a longer one: with 1 given elsewhere, typing 1 then 8 gives 18.
func (w *Workspace) typeRune(r rune) {
	if w.designKey(r) {
		return
	}
	if r < '0' || r > '9' || w.selected < 0 || len(w.typed) >= maxDigits {
		return
	}
	typed := w.typed + string(r)
	v, _ := strconv.Atoi(typed)
	if v == 0 {
		return
	}
	if v > w.p.N() {
		w.status.SetMessage(fmt.Sprintf(lang.L("Numbers go from 1 to %d"), w.p.N()))
		return
	}
	// One undo step per number typed, not per digit: the cell already
	// holds the previous digits' number when they were accepted.
	prev, _ := strconv.Atoi(w.typed)
	refusedPrev := prev != 0 && w.number(w.selected) != prev
	err := w.setNumber(w.selected, v, prev == 0 || refusedPrev)
	w.typed = typed // after setNumber, whose edit ends any number being typed
	if err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	if refusedPrev {
		w.status.SetMessage("") // the refusal of the digits before is void now
	}
	w.changed()
}

// number is what cell c shows: its given in the editor, the player's
// number in play mode.
func (w *Workspace) number(c int) int {
	if w.play {
		return w.fill[c]
	}
	return w.p.Given(c)
}

// setNumber puts v in cell c, first recording an undo step when step is
// set; a refused number changes nothing and records nothing.
func (w *Workspace) setNumber(c, v int, step bool) error {
	if w.play {
		if w.p.Given(c) > 0 {
			return errors.New(lang.L("Givens cannot be changed in Play: switch to Design to edit them."))
		}
		if step {
			w.edit()
		}
		w.fill[c] = v
		w.shown, w.compare = nil, nil // see below
		return nil
	}
	next := w.p.Clone()
	if err := next.SetGiven(c, v); err != nil {
		return err
	}
	if step {
		w.edit()
	}
	// A number's second digit records no step, but the answers shown are
	// of the puzzle before it all the same (they stayed, and exported).
	w.shown, w.compare = nil, nil
	w.p = next
	if c < len(w.fill) {
		w.fill[c] = 0 // a number played there is under the given now
	}
	return nil
}

// typeKey clears the selected cell with Backspace or Delete, ends the
// number being typed with Return, and moves the selection with the arrows.
func (w *Workspace) typeKey(ev *fyne.KeyEvent) bool {
	if w.moveSelection(ev.Name) {
		return true
	}
	switch ev.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		w.clearSelected()
		return true
	case fyne.KeyReturn, fyne.KeyEnter, fyne.KeyTab:
		w.typed = ""
		return true
	}
	return false
}

func (w *Workspace) clearSelected() {
	c := w.selected
	if c < 0 {
		return
	}
	w.typed = ""
	switch {
	case w.play && w.fill[c] > 0:
		w.edit()
		w.fill[c] = 0
	case !w.play && w.p.Given(c) > 0:
		next := w.p.Clone()
		if err := next.ClearGiven(c); err != nil {
			w.status.SetMessage(kit.ErrorText(err))
			return
		}
		w.edit()
		w.p = next
	default:
		return
	}
	w.changed()
}

// designKey draws with the keys what the mouse draws, in the editor: B
// adds or removes the bridge between the selected cell and the one the
// arrow came from, X blocks the selected cell (a right click unblocks
// it, or Undo). Bridges and blocked cells needed the mouse. It reports
// whether r was one of them.
func (w *Workspace) designKey(r rune) bool {
	switch r {
	case 'b', 'B':
		if w.play {
			return true
		}
		if w.selected < 0 || w.selected != w.cameTo || w.cameFrom < 0 || !slices.Contains(w.p.Neighbors(w.selected), w.cameFrom) {
			w.status.SetMessage(lang.L("B bridges the selected cell and the one you came from: move with an arrow first."))
			return true
		}
		w.ToggleBridge(w.cameFrom, w.selected) // B again takes it back
	case 'x', 'X':
		h, ok := w.p.Coord(w.selected)
		if w.play || w.selected < 0 || !ok {
			return !w.play
		}
		w.toggleBlockedHex(h)
		// the keys go on from a neighbour of the cell blocked: with
		// nothing selected a digit did nothing and an arrow went to the
		// first cell
		for i := range game.Directions {
			if c := w.p.CellAt(h.Neighbor(i)); c >= 0 && w.p.CellAt(h) < 0 {
				w.selected = c
				w.changed()
				break
			}
		}
	default:
		return false
	}
	return true
}
