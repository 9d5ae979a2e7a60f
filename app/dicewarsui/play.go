package dicewarsui

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	"plateau/games/reason"
	sd "plateau/solvers/dicewars"
)

// record is what one move of the game did, kept for the log and the chart.
type record struct {
	player int // who moved
	ev     dw.Event
	// refused is the illegal attack a computer proposed before this end of
	// turn (Chaos does that), or nil.
	refused *refusal
	terr    [dw.MaxPlayers]int8 // territories per player after the move
}

// refusal is an attack the engine refused.
type refusal struct {
	move dw.Move
	err  error
}

func territoryCounts(p dw.Position) [dw.MaxPlayers]int8 {
	var c [dw.MaxPlayers]int8
	for pl := 0; pl < p.Players; pl++ {
		c[pl] = int8(p.Territories(pl))
	}
	return c
}

// seatsFromLabels reads the seat labels of a saved game; missing ones are
// people.
func seatsFromLabels(labels []string, players int) ([]Seat, error) {
	seats := make([]Seat, players)
	for i := range seats {
		seats[i] = Human
		if i >= len(labels) || labels[i] == "" || strings.EqualFold(labels[i], string(Human)) {
			continue
		}
		if _, err := sd.New(labels[i], 0); err != nil {
			return nil, reason.New("seat %d: %v", i+1, err)
		}
		seats[i] = Seat(strings.ToLower(labels[i]))
	}
	return seats, nil
}

// apply plays a move on the board's game and records it; UI goroutine.
func (w *Workspace) apply(m dw.Move, refused *refusal) (dw.Event, error) {
	pl := w.g.Current()
	ev, err := w.g.Apply(m)
	if err != nil {
		return ev, err
	}
	w.handedBack, w.handedAt = false, time.Time{}
	if m.End {
		w.turnMark = w.k.Held.Mark() // a Space down since then was not pressed for the next turn
	}
	w.records = append(w.records, record{player: pl, ev: ev, refused: refused, terr: territoryCounts(w.g.Position())})
	if m.End {
		w.added = append([]int8(nil), ev.End.Added[:w.g.Map().N()]...)
	} else {
		w.battle = &ev.Attack
		w.added = nil
	}
	w.arrow = !m.End
	return ev, nil
}

// Attack makes the person to play attack `to` from `from`; an illegal
// attack is refused with the engine's reason and changes nothing.
func (w *Workspace) Attack(from, to int) {
	if !w.humanToAct() {
		return
	}
	ev, err := w.apply(dw.Attack(from, to), nil)
	if err != nil {
		w.status.SetMessage(fmt.Sprintf(lang.L("Refused: %s"), errorText(err)))
		return
	}
	w.redo = nil
	w.selected, w.target = -1, -1
	w.status.SetMessage(attackText(ev.Attack))
	w.refresh()
}

// EndTurn ends the turn of the person to play; the map then shows where
// their reinforcement went.
func (w *Workspace) EndTurn() {
	if !w.humanToAct() {
		if !w.g.Over() {
			w.status.SetMessage(fmt.Sprintf(lang.L("It is %s's turn, not a person's."), playerName(w.g.Current())))
		}
		return
	}
	ev, err := w.apply(dw.EndTurn, nil)
	if err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	w.redo = nil
	w.selected, w.target = -1, -1
	// A person playing on (after an Undo, which pauses) lets the computers
	// play their turns again: they stayed paused until Space.
	w.paused = false
	w.status.SetMessage(endText(ev.End))
	w.refresh()
}

// Undo takes back a person's last move when it rolled no dice (an end of
// turn whose dice all went to the stock); otherwise it says why not.
func (w *Workspace) Undo() {
	if w.selected >= 0 {
		w.dropSelection()
		return
	}
	if msg := w.undoRefusal(); msg != "" {
		w.status.SetMessage(msg)
		return
	}
	w.stopComputers()
	moves := w.g.Moves()
	last := moves[len(moves)-1]
	if err := w.g.Undo(); err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	w.records = w.records[:len(w.records)-1]
	w.redo = append(w.redo, last)
	w.added, w.endShown = nil, false
	// What the panel and the map show of the last battle goes back too.
	w.battle, w.arrow = lastBattle(w.records)
	w.paused = true
	w.status.SetMessage(fmt.Sprintf(lang.L("Took back: %s"), moveText(last)))
	w.refresh()
}

// canUndo reports whether Undo would take a move back. A move the rules
// keep (another player's, dice rolled) greys the button as nothing to
// undo does: the button would do nothing, and Ctrl+Z says why.
func (w *Workspace) canUndo() bool { return w.undoRefusal() == "" }

// undoRefusal explains why Undo cannot take the last move back, or "".
func (w *Workspace) undoRefusal() string {
	n := len(w.records)
	switch {
	case n == 0:
		return lang.L("Nothing to undo.")
	case w.seatOf(w.records[n-1].player) != Human:
		return lang.L("Only a person's own last move can be taken back.")
	case !w.g.CanUndo() && !w.records[n-1].ev.Move.End:
		return lang.L("Dice are dice: the last attack rolled dice and cannot be taken back.")
	case !w.g.CanUndo():
		return lang.L("Dice are dice: the reinforcement was placed at random and cannot be taken back.")
	}
	return ""
}

// Redo plays again the move Undo took back.
func (w *Workspace) Redo() {
	if len(w.redo) == 0 {
		w.status.SetMessage(lang.L("Nothing to redo."))
		return
	}
	m := w.redo[len(w.redo)-1]
	if _, err := w.apply(m, nil); err != nil {
		w.redo = nil
		w.status.SetMessage(kit.ErrorText(err))
		w.k.UndoChanged()
		return
	}
	w.redo = w.redo[:len(w.redo)-1]
	w.selected, w.target = -1, -1 // a selection made before is of another turn, maybe
	if m.End {
		// as EndTurn: the computers play their turns again, where they
		// stayed paused from the Undo, unsaid, until Space
		w.paused = false
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("Played again: %s"), moveText(m)))
	w.refresh()
}

// clickTerritory is a person's click on territory t (-1: the sea): select
// an attacker, attack a highlighted target, or explain why not.
func (w *Workspace) clickTerritory(t int) {
	pos := w.g.Position()
	me := pos.Current
	switch {
	case t < 0 || t == w.selected:
		w.dropSelection()
		return
	case w.selected >= 0 && pos.Attackable(w.selected)&(1<<uint(t)) != 0:
		w.Attack(w.selected, t)
		return
	case int(pos.Owner[t]) != me && w.selected >= 0:
		w.status.SetMessage(lang.L("That territory does not border the selected one: pick a highlighted territory."))
		return
	case int(pos.Owner[t]) != me:
		w.status.SetMessage(lang.L("First click one of your own territories with 2 dice or more."))
		return
	case pos.Dice[t] < 2:
		w.status.SetMessage(lang.L("That territory has only 1 die: an attack needs at least 2."))
		w.clearSelection()
		return
	case pos.Attackable(t) == 0:
		w.status.SetMessage(lang.L("That territory has no enemy neighbour to attack."))
		w.clearSelection()
		return
	}
	w.selected, w.target = t, -1
	w.status.SetMessage(fmt.Sprintf(lang.L("Selected, %d dice: click a highlighted neighbour to attack it (its odds are written on it)."), pos.Dice[t]))
	w.view.Refresh()
	w.panel.updateHint()
}

func (w *Workspace) clearSelection() {
	if w.selected < 0 && w.target < 0 {
		return
	}
	w.selected, w.target = -1, -1
	w.view.Refresh()
	w.panel.updateHint()
}

// dropSelection is the person letting go of the selected territory
// (Escape, Undo): said, or "Selected, 4 dice: click a neighbour" stayed
// over a map with nothing selected.
func (w *Workspace) dropSelection() {
	w.clearSelection()
	w.status.SetMessage(lang.L("Your turn: click one of your territories with 2 dice or more, then a neighbouring enemy."))
}

// space is the Space key: end a person's turn, else let the computers play.
func (w *Workspace) space() {
	switch {
	case w.g.Over():
	case !w.humanToAct():
		w.play()
	case w.spaceHeldOver():
	case w.handedBack:
		// At the step speed Space steps the computers, and the press after
		// their last action ended the person's turn unplayed, for good
		// (the reinforcement cannot be taken back).
		w.handedBack = false
		w.status.SetMessage(fmt.Sprintf(lang.L("%s, your turn: attack, or press Space again to end it."), w.who(w.g.Current())))
	case w.k.Held.Press(fyne.KeySpace) != 0:
		w.EndTurn() // pressed since the turn began, however soon: meant for it
	default:
		w.endTurnPress() // the window does not say when Space went down: the timer's guard
	}
}

// escape cancels the selection, else pauses the computers, else stops the
// tournament. An Esc pressed again to be sure the computers paused, or
// arriving just after they handed back, stopped the tournament running in
// the background: with the computers paused, or a person's turn that has
// just begun, it only says how to stop it.
func (w *Workspace) escape() {
	switch {
	case w.selected >= 0:
		w.dropSelection()
	case w.running != nil:
		w.stop()
	case !w.status.Busy():
	case !w.g.Over() && !w.humanToAct():
		w.status.SetMessage(lang.L("Computers paused: press Space or Play to go on. The tournament goes on: its Stop button stops it."))
	case w.justHandedBack():
		w.status.SetMessage(lang.L("Your turn has just begun. The tournament goes on: its Stop button, or Esc a moment later, stops it."))
	default:
		w.status.Stop()
	}
}

// errorText translates the engine's refusal reasons.
func errorText(err error) string {
	for _, e := range []error{dw.ErrGameOver, dw.ErrNoTerritory, dw.ErrNotYours, dw.ErrTooFewDice, dw.ErrNotNeighbour, dw.ErrOwnTarget} {
		if errors.Is(err, e) {
			return lang.L(e.Error())
		}
	}
	return kit.ErrorText(err)
}
