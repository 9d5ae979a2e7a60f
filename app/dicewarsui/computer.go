package dicewarsui

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync/atomic"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"

	"plateau/app/kit"
	dw "plateau/games/dicewars"
	sd "plateau/solvers/dicewars"
)

// Speed is how fast computer turns play out.
type Speed int

// The speeds offered.
const (
	SpeedStep    Speed = iota // one action per Space (or Play)
	SpeedSlow                 // a pause after every action
	SpeedFast                 // a short pause after every action
	SpeedInstant              // no pause: the map jumps to the next person's turn
)

var speedNames = []string{"Step by step", "Slow", "Fast", "Instant"}

// speedDelay is the pause before each computer action, long enough to see
// the battle and the reinforcement before the next one.
var speedDelay = [...]time.Duration{0, 1200 * time.Millisecond, 350 * time.Millisecond, 0}

// instantFlush is how often an instant run shows where it is.
const instantFlush = 100 * time.Millisecond

const prefSpeed = "dicewars.speed"

func loadSpeed(p fyne.Preferences) Speed {
	s := Speed(p.IntWithFallback(prefSpeed, int(SpeedFast)))
	if s < SpeedStep || s > SpeedInstant {
		return SpeedFast
	}
	return s
}

// SetSpeed changes the computers' speed (from the next action on).
func (w *Workspace) SetSpeed(s Speed) {
	if s < SpeedStep || s > SpeedInstant || s == w.speed {
		return
	}
	w.speed = s
	w.k.Prefs().SetInt(prefSpeed, int(s))
	if w.running != nil { // restart at the new pace
		w.stopComputers()
	}
	w.refresh()
}

// maybeComputers starts the computers when one is to play and nothing
// holds them back (a pause, the step speed, a run already going).
func (w *Workspace) maybeComputers() {
	if w.running != nil || w.paused || w.speed == SpeedStep || w.g.Over() || w.humanToAct() {
		return
	}
	w.startComputers(false)
}

// play is Play / Space while a computer is to move: resume, or make one
// action at the step speed.
func (w *Workspace) play() {
	if w.g.Over() || w.humanToAct() || w.running != nil {
		return
	}
	w.paused = false
	w.startComputers(w.speed == SpeedStep)
}

// stop pauses the computers (Esc, Stop); Space or Play resumes.
func (w *Workspace) stop() {
	if w.running == nil {
		return
	}
	w.paused = true
	// The run may be far ahead of the board at the instant speed: what it
	// played and has not shown yet is dropped, not shown after the pause
	// (Space replays it, the same from the same seed and moves).
	w.dropping = true
	w.status.SetMessage(lang.L("Computers paused: press Space or Play to go on."))
	w.panel.update()
	w.running() // last: the run's end comes back through kit.Do
}

// stopAll is the toolbar's Stop: the computers, else the tournament.
func (w *Workspace) stopAll() {
	if w.running != nil {
		w.stop()
		return
	}
	w.status.Stop()
}

// stopComputers drops the run in progress, if any, so that nothing it still
// sends reaches the board.
func (w *Workspace) stopComputers() {
	if w.running != nil {
		w.running()
		w.running = nil
	}
	w.gen++
}

// startComputers plays computer actions in a goroutine until a person is
// to move, the game ends, Stop, or after one action when once is set. The
// goroutine plays on its own copy of the game (rebuilt from the moves) and
// hands each action to the UI goroutine, which plays the same move on the
// board's game: the dice fall the same since both come from the seed.
func (w *Workspace) startComputers(once bool) {
	ctx, cancel := context.WithCancel(context.Background())
	w.gen++
	w.running, w.dropping = cancel, false
	gen := w.gen
	opts, seed, moves := w.g.Options(), w.g.Seed(), w.g.Moves()
	seats := slices.Clone(w.seats)
	delay := speedDelay[w.speed]
	if once {
		delay = 0
	}
	w.status.SetMessage(fmt.Sprintf(lang.L("%s is playing…"), w.who(w.g.Current())))
	w.panel.update()
	go w.runComputers(ctx, gen, opts, seed, moves, seats, delay, once)
}

// runComputers is the goroutine of startComputers.
func (w *Workspace) runComputers(ctx context.Context, gen int, opts dw.Options, seed uint64, moves []dw.Move, seats []Seat, delay time.Duration, once bool) {
	g, err := dw.Replay(opts, seed, moves, nil)
	strategies := make([]sd.Strategy, len(seats))
	var batch []sd.Action // played here, not yet on the board
	flushed := time.Now()
	// A batch goes to the board only once the one before is on it: the
	// board shows where the run is, and the run is never more than a
	// batch ahead of it (Stop's pause then lands at once).
	var showing atomic.Bool
	for err == nil && !g.Over() && seats[g.Current()] != Human && ctx.Err() == nil {
		if delay > 0 && !sleep(ctx, delay) {
			break
		}
		pl := g.Current()
		if strategies[pl] == nil {
			if strategies[pl], err = sd.New(string(seats[pl]), 0); err != nil {
				break
			}
		}
		// Each decision draws from the seed and the moves so far, not from
		// where this run began: the same seed gives the same game whether
		// it is played at once, step by step or with pauses.
		if r, ok := strategies[pl].(sd.Reseeder); ok {
			r.Reseed(decisionSeed(seed, pl, g.MoveCount()))
		}
		var a sd.Action
		if a, err = sd.Step(ctx, g, strategies[pl]); err != nil {
			break
		}
		batch = append(batch, a)
		if once {
			break
		}
		if delay > 0 || (time.Since(flushed) >= instantFlush && !showing.Load()) {
			b := batch
			batch, flushed = nil, time.Now()
			showing.Store(true)
			kit.Do(func() {
				w.applyComputer(gen, b)
				showing.Store(false)
			})
		}
	}
	if errors.Is(err, context.Canceled) { // Stop while a computer thought: a pause, no fault
		err = nil
	}
	b, runErr := batch, err
	kit.Do(func() {
		w.applyComputer(gen, b)
		w.computersDone(gen, runErr)
	})
}

// decisionSeed is what a computer player that draws at random (Chaos) is
// reseeded with before its decision after the given number of moves: the
// same draw at any speed, and again when a saved game is replayed.
func decisionSeed(seed uint64, player, moves int) uint64 {
	return seed ^ uint64(player+1)*0x9e3779b97f4a7c15 ^ uint64(moves)
}

// sleep waits d or until ctx is cancelled; it reports whether d passed.
func sleep(ctx context.Context, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// applyComputer plays on the board the actions a run made; UI goroutine.
// The status bar tells the last of them only: at the instant speed a
// batch holds a hundred actions, and each message is shaped anew.
func (w *Workspace) applyComputer(gen int, actions []sd.Action) {
	if gen != w.gen || w.dropping || len(actions) == 0 {
		return
	}
	var said string
	for _, a := range actions {
		var ref *refusal
		if a.Refused != nil {
			ref = &refusal{move: a.Proposed, err: a.Refused}
		}
		ev, err := w.apply(a.Event.Move, ref)
		if err != nil || ev != a.Event {
			// Cannot happen while both games come from the same seed and
			// moves; stop rather than show a game that is not the one played.
			w.stopComputers()
			w.paused = true
			kit.ShowError(errors.New(outOfStepText(a.Event.Move, err)), w.k.Window)
			break
		}
		if ev.Move.End {
			said = endText(ev.End)
		} else {
			said = attackText(ev.Attack)
		}
	}
	if said != "" {
		w.status.SetMessage(said)
	}
	w.redo = nil
	w.selected, w.target = -1, -1
	w.view.Refresh()
	w.panel.update()
	w.k.UndoChanged() // the last move is a computer's: Undo refuses it
	if w.g.Over() && !w.endShown {
		w.endShown = true
		w.showEnd()
	}
}

// outOfStepText tells a person that the computers' copy of the game and
// the board's went apart at move m (err: the board refused it, or nil),
// in their language and with what to do: a file holds the moves, and
// opening it replays them on one game.
func outOfStepText(m dw.Move, err error) string {
	s := fmt.Sprintf(lang.L("The computers' game and the board's went apart (%s): the computers are paused. Save the game and open it again to go on."), moveText(m))
	if err != nil {
		s += " (" + errorText(err) + ")"
	}
	return s
}

// computersDone ends a run; UI goroutine.
func (w *Workspace) computersDone(gen int, err error) {
	if gen != w.gen {
		return
	}
	w.running = nil
	if err != nil {
		w.paused = true
		kit.ShowError(err, w.k.Window)
	}
	if w.humanToAct() && w.humans() > 0 {
		w.status.SetMessage(w.yourTurnText())
		// At the step speed handedBack asks for a second Space; at the
		// others a click on End turn must come after the turn has been
		// seen (a Space held since before is told by turnMark).
		w.handedBack = w.speed == SpeedStep
		if !w.handedBack {
			w.handedAt = w.now()
		}
	}
	w.refresh()
	if w.idle != nil {
		w.idle()
	}
}
