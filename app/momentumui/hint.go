package momentumui

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	game "plateau/games/momentum"
	ai "plateau/solvers/momentum"
)

// hintSeat is the computer player that finds hints: the strong one, whose
// moves take a fraction of a second.
const hintSeat = "search"

// hint asks the strong computer player which action it would take for the
// person to act, then outlines that action's cells and says it in the
// status bar. Any move, undo or new game takes the hint away.
func (w *Workspace) hint() {
	switch {
	case w.g.Over():
		w.status.SetMessage(lang.L("The game is over: no hint to give. New starts another.")) // it said a hint was for a person's turn
		return
	case !w.humanToAct():
		w.status.SetMessage(lang.L("A hint is for a person's turn."))
		return
	}
	spec, err := ai.ParseSpec(hintSeat)
	if err != nil {
		w.status.SetMessage(kit.ErrorText(err))
		return
	}
	player := spec.New(w.seed + uint64(w.g.Ply()))
	snapshot, ply := w.g.Clone(), w.g.Ply()
	var choice game.Action
	job := func(ctx context.Context, _ *kit.Progress) error {
		a, err := player.Choose(ctx, snapshot)
		choice = a
		return err
	}
	epoch := w.epoch
	_ = w.status.Run(lang.L("Looking for a good action"), job, func(err error) {
		if w.epoch != epoch || w.g.Ply() != ply {
			w.maybeComputer() // a new game's computer waited for the hint to end
			return
		}
		if err != nil {
			return
		}
		w.hintCells, w.hinted = hintCells(snapshot, choice), choice
		w.status.SetMessage(hintText(snapshot, choice))
		w.view.Refresh()
	})
}

// hintCells are the cells that show action a of the player to act in g:
// where a slide starts and stops, or the wall's cell.
func hintCells(g *game.Game, a game.Action) []game.Cell {
	p := g.ToMove()
	if a.Kind() != game.KindMove {
		x, y := a.Cell()
		return []game.Cell{{X: x, Y: y}}
	}
	after := g.Clone()
	if after.Apply(a) != nil {
		return nil
	}
	return []game.Cell{g.Pos(p), after.Pos(p)}
}

// hintText says action a of the player to act in g as advice.
func hintText(g *game.Game, a game.Action) string {
	p := g.ToMove()
	switch a.Kind() {
	case game.KindMove:
		after := g.Clone()
		if after.Apply(a) == nil {
			return fmt.Sprintf(lang.L("Hint: slide %s, to %v (momentum %d then)."), dirText(a.Dir()), after.Pos(p), after.Momentum(p))
		}
	case game.KindDestroy:
		x, y := a.Cell()
		return fmt.Sprintf(lang.L("Hint: lower the wall on %v."), game.Cell{X: x, Y: y})
	case game.KindBuild:
		x, y := a.Cell()
		return fmt.Sprintf(lang.L("Hint: raise a wall on %v."), game.Cell{X: x, Y: y})
	}
	return fmt.Sprintf(lang.L("Hint: %v."), actionNotation(a))
}

// waitForHint reports whether a job runs on a person's turn, which is the
// hint being looked for, and then says that the key waits for it: the key
// is not kept for later, as Enter would play a hint not yet seen and an
// arrow a slide chosen before it.
func (w *Workspace) waitForHint() bool {
	if !w.status.Busy() {
		return false
	}
	w.status.SetMessage(lang.L("Still looking for a hint: press the key again once it shows (Esc stops the search)."))
	return true
}
