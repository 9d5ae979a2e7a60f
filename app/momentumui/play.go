package momentumui

import (
	"context"
	"fmt"
	"time"

	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/momentum"
	"plateau/render/paint"
	ai "plateau/solvers/momentum"
)

// minThink is how long a computer move takes at least, so a person sees
// whose turn it was before the board changes.
const minThink = 450 * time.Millisecond

// thinkReturned, when not nil, is called as a computer's job returns, its
// answer then on its way to the UI goroutine: a test waits for it, rather
// than sleeping, to act while that answer is queued. Nil outside tests.
var thinkReturned func()

func (w *Workspace) humanToAct() bool {
	return !w.g.Over() && w.seats[w.g.ToMove()] == Human
}

// tap turns a click into an action of the person to act: an arrow in the
// player's cell slides that way; a wall that may be destroyed is
// destroyed; a cell that may be built on is built on; a cell where exactly
// one slide stops plays that slide.
func (w *Workspace) tap(p paint.Pt) {
	if !w.mayAct() {
		return
	}
	l := w.layout()
	me := w.g.ToMove()
	if d, ok := l.ArrowAt(p, w.g.Pos(me)); ok {
		w.play(game.Move(d))
		return
	}
	c, ok := l.CellAt(p)
	if !ok {
		return
	}
	if a, ok := w.actionAt(c, l.BuildSide(p, c)); ok {
		w.play(a)
		return
	}
	w.status.SetMessage(lang.L("Nothing to play there: click a highlighted cell or an arrow around your piece."))
}

// mayAct reports whether the person to act may play now, and says why not
// otherwise: a click or a key while the computer was to move, paused, or
// after the end, did nothing and said nothing.
func (w *Workspace) mayAct() bool {
	switch {
	case w.g.Over():
		w.status.SetMessage(fmt.Sprintf(lang.L("The game is over. %s"), resultText(w.g.Result())))
		return false
	case !w.humanToAct() && w.paused:
		p := w.g.ToMove()
		w.status.SetMessage(fmt.Sprintf(lang.L("%v (%s) is to act: press Space or Play to let it move."), playerText(p), seatLabel(w.seats[p])))
		return false
	case !w.humanToAct():
		p := w.g.ToMove()
		w.status.SetMessage(fmt.Sprintf(lang.L("%v (%s) is thinking: wait, or press Esc to pause it."), playerText(p), seatLabel(w.seats[p])))
		return false
	}
	return !w.waitForHint()
}

// actionAt finds the legal action a click on cell c means; buildSide
// says the click was on the half of the cell where a wall that may be both
// destroyed and built on shows its plus.
func (w *Workspace) actionAt(c game.Cell, buildSide bool) (game.Action, bool) {
	destroy, build := game.Destroy(c.X, c.Y), game.Build(c.X, c.Y)
	canDestroy, canBuild := w.g.IsLegal(destroy), w.g.IsLegal(build)
	switch {
	case canBuild && (buildSide || !canDestroy):
		return build, true
	case canDestroy:
		return destroy, true
	}
	var found game.Action
	n := 0
	for d := game.N; d <= game.NW; d++ {
		if to, cells, _, ok := w.g.SlideStop(d); ok && cells > 0 && to == c {
			found, n = game.Move(d), n+1
		}
	}
	return found, n == 1
}

// play applies an action of the person to act; an illegal one is refused
// with the engine's reason and changes nothing.
func (w *Workspace) play(a game.Action) {
	p := w.g.ToMove()
	if err := w.apply(a); err != nil {
		w.status.SetMessage(fmt.Sprintf(lang.L("Illegal: %s"), kit.ReasonText(err)))
		return
	}
	w.redo = nil
	w.paused = false
	w.dropKeyCursor()
	w.status.SetMessage(actionText(w.g, p, a))
	w.refresh()
	w.announceEnd()
}

// announceEnd tells who won and why when the last action ended the game.
// Only live play announces: stepping through a saved game does not.
func (w *Workspace) announceEnd() {
	if !w.g.Over() {
		return
	}
	msg := resultText(w.g.Result())
	w.status.SetMessage(msg)
	kit.ShowInformation(lang.L("Game over"), msg, w.k.Window)
}

// touched returns the cells an action by player p concerns, for the
// last-move marks: p's cell (call it before and after a move), or the
// wall's cell.
func (w *Workspace) touched(p game.Player, a game.Action) []game.Cell {
	if a.Kind() == game.KindMove {
		return []game.Cell{w.g.Pos(p)}
	}
	x, y := a.Cell()
	return []game.Cell{{X: x, Y: y}}
}

// apply plays a legal action and marks the cells it touched.
func (w *Workspace) apply(a game.Action) error {
	mover := w.g.ToMove()
	before := w.touched(mover, a)
	if err := w.g.Apply(a); err != nil {
		return err
	}
	w.last = before
	if a.Kind() == game.KindMove {
		w.last = append(w.last, w.touched(mover, a)...)
	}
	return nil
}

// maybeComputer starts the computer player of the seat to act, if any.
func (w *Workspace) maybeComputer() {
	if w.g.Over() || w.paused || w.status.Busy() {
		return
	}
	seat := w.seats[w.g.ToMove()]
	if seat == Human {
		return
	}
	spec, err := ai.ParseSpec(string(seat))
	if err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	player := spec.New(w.seed + uint64(w.g.Ply()))
	snapshot := w.g.Clone()
	var choice game.Action
	job := func(ctx context.Context, p *kit.Progress) error {
		if thinkReturned != nil {
			defer thinkReturned()
		}
		start := time.Now()
		a, err := player.Choose(ctx, snapshot)
		if err != nil {
			return err
		}
		if nc, ok := player.(ai.NodeCounter); ok {
			p.SetText(fmt.Sprintf(lang.L("%s positions"), kit.Human(float64(nc.TotalNodes()))))
		}
		choice = a
		select { // let the person see the move coming
		case <-time.After(minThink - time.Since(start)):
		case <-ctx.Done():
			return ctx.Err()
		}
		return nil
	}
	epoch := w.epoch
	title := fmt.Sprintf(lang.L("%v (%s) is thinking"), playerText(w.g.ToMove()), seatLabel(seat)) // "Computer: expert", not search:7
	_ = w.status.Run(title, job, func(err error) {
		if w.epoch != epoch {
			// The board changed meanwhile (a new game, Open, Undo, Space):
			// the choice is of another position, and the pause of Stop was
			// not meant for this one, whose computer may start now.
			w.maybeComputer()
			return
		}
		if err != nil {
			w.paused = true
			w.panel.update()
			return
		}
		if err := w.apply(choice); err != nil {
			w.status.SetMessage(fmt.Sprintf(lang.L("The computer chose an illegal action: %s"), kit.ReasonText(err)))
			w.paused = true
			return
		}
		w.status.SetMessage(actionText(w.g, snapshot.ToMove(), choice))
		w.refresh()
		w.announceEnd()
	})
}

// dropKeyCursor takes away the cursor the keys moved, once the one to act
// changes (a move, Undo, Redo): the next starts it from their own piece,
// not where another left it, drawn in their colour.
func (w *Workspace) dropKeyCursor() {
	if w.keyCursor {
		w.hover, w.keyCursor = nil, false
	}
}

// Undo takes back the last action and pauses computer seats, so a person
// can step back through a game against the computer.
func (w *Workspace) Undo() {
	w.epoch++
	w.status.Interrupt() // what Undo did stays said, with the computer's "stopped"
	if !w.takeBack() {
		w.status.SetMessage(lang.L("Nothing to undo."))
		return
	}
	// The last action's text ("P2 raised the wall...") stayed, of an
	// action no longer on the board.
	w.status.SetMessage(lang.L("Took back the last action: Space or Redo plays it again."))
	w.refresh()
}

// takeBack moves the last action from the game to the redo list and
// pauses the computer seats, showing nothing: Undo and ⏮ show the board
// once they are done. It reports whether there was an action to take back.
func (w *Workspace) takeBack() bool {
	a := w.g.LastMove()
	if w.g.Ply() == 0 || w.g.Undo() != nil {
		return false
	}
	w.redo = append(w.redo, a)
	w.paused, w.last = true, nil
	w.dropKeyCursor()
	return true
}

// Redo replays the last action taken back.
func (w *Workspace) Redo() {
	if len(w.redo) == 0 {
		w.status.SetMessage(lang.L("Nothing to redo.")) // as Undo and the other workspaces say
		return
	}
	w.epoch++
	w.status.Interrupt()
	w.status.SetMessage(w.playAgain())
	w.refresh()
}

// playAgain plays the last action taken back and pauses the computer
// seats, showing nothing but returning what to say: Redo and ⏭ show the
// board once they are done.
func (w *Workspace) playAgain() string {
	a := w.redo[len(w.redo)-1]
	p := w.g.ToMove()
	if err := w.apply(a); err != nil {
		// Taken back from this very line, it cannot fail; if it does, the
		// redo list is dropped said, not unsaid.
		w.redo = nil
		return fmt.Sprintf(lang.L("The action taken back cannot be played again (%s): nothing is left to redo."), kit.ReasonText(err))
	}
	w.redo = w.redo[:len(w.redo)-1]
	w.paused = true
	w.dropKeyCursor()
	return actionText(w.g, p, a)
}

// toFirst is ⏮: every action taken back at once, the board shown once.
// One Undo per action rebuilt the panel and the title each time, seconds
// of the UI goroutine in a long game.
func (w *Workspace) toFirst() {
	if w.g.Ply() == 0 {
		return
	}
	w.epoch++
	w.status.Interrupt()
	for w.takeBack() {
	}
	w.status.SetMessage(lang.L("Back to the first move: Space or Redo plays the actions again, one at a time."))
	w.refresh()
}

// toLast is ⏭: every action taken back played again at once, the board
// shown once (see toFirst).
func (w *Workspace) toLast() {
	if len(w.redo) == 0 {
		return
	}
	w.epoch++
	w.status.Interrupt()
	var said string
	for len(w.redo) > 0 {
		said = w.playAgain()
	}
	w.status.SetMessage(said)
	w.refresh()
}

// step is Space and ▶: replay the next action if any, else resume the
// computer. With neither (a person to act, or the game over) it says so:
// in a game of two people at its last move, ▶ and Space did nothing and
// said nothing.
func (w *Workspace) step() {
	if len(w.redo) > 0 {
		w.Redo()
		return
	}
	if w.paused {
		// Resuming: the answer of a job stopped for the pause is of no
		// use. Not otherwise: Space while the computer thinks, or while a
		// hint is looked for, threw their answers away and started again.
		w.epoch++
	}
	w.paused = false
	w.refresh()
	switch {
	case w.g.Over():
		w.status.SetMessage(lang.L("No next move: the game is over (Undo goes back through it)."))
	case w.humanToAct(): // the pause ends all the same: the computer plays on after the person
		w.status.SetMessage(fmt.Sprintf(lang.L("No next move to replay: it is %v's turn, on the board (H for a hint)."), playerText(w.g.ToMove())))
	}
}

// move tracks the hovered cell for the highlight.
func (w *Workspace) move(p paint.Pt, _ desktop.MouseButton) {
	c, ok := w.layout().CellAt(p)
	if ok == (w.hover != nil) && (!ok || *w.hover == c) {
		return
	}
	w.keyCursor = false
	if ok {
		w.hover = &c
	} else {
		w.hover = nil
	}
	w.view.Refresh()
}

// resultText says who won and why, in the UI language.
func resultText(r game.Result) string {
	switch {
	case r.Outcome == game.Win && r.Entrant == r.Camp:
		return fmt.Sprintf(lang.L("%v wins: %v entered their own camp."), playerText(r.Winner), playerText(r.Entrant))
	case r.Outcome == game.Win:
		return fmt.Sprintf(lang.L("%v wins: %v entered the camp of %v."), playerText(r.Winner), playerText(r.Entrant), playerText(r.Camp))
	case r.Outcome == game.Draw && r.Reason == game.Repetition:
		return lang.L("Draw: the same position came up a third time.")
	case r.Outcome == game.Draw:
		return lang.L("Draw: the turn limit was reached.")
	}
	return ""
}
