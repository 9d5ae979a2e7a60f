// Package dicewars holds the computer players of Dice Wars: the seed's three
// strategies (Chaos, Bourgeoise, Dijkstra), our Expert, the loop that lets
// them play a game, and the tournament runner that measures them.
package dicewars

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"

	dw "plateau/games/dicewars"
	"plateau/games/reason"
)

// Strategy is a computer player. Choose is called for each action of the
// player to move (pos.Current) and returns the attack it wants, or ok=false to
// end the turn. It may propose an illegal attack (Chaos does): the engine
// refuses it and the turn ends. A Strategy may keep scratch state, so one
// value serves one game at a time.
type Strategy interface {
	Name() string
	Choose(pos *dw.Position) (from, to int, ok bool)
}

// Reseeder is a strategy that draws at random and can start its draws
// afresh from a seed (Chaos). A game played in pieces, as the app's is
// (paused, stepped, at changing speeds), reseeds it before each decision
// from the game's seed and the number of moves, so that the decision does
// not depend on where a piece began.
type Reseeder interface {
	Reseed(seed uint64)
}

// Names lists the strategies New knows, seed strategies first.
func Names() []string { return []string{"chaos", "bourgeoise", "dijkstra", "expert"} }

// New returns the named strategy ("chaos", "bourgeoise", "dijkstra", "expert"
// or "expert:N" for search depth N); seed feeds the ones that draw at random.
func New(name string, seed uint64) (Strategy, error) {
	base, arg, hasArg := strings.Cut(strings.ToLower(strings.TrimSpace(name)), ":")
	if hasArg && base != "expert" {
		return nil, reason.New("strategy %q takes no level", reason.Clip(name))
	}
	switch base {
	case "chaos":
		return NewChaos(seed), nil
	case "bourgeoise":
		return Bourgeoise{}, nil
	case "dijkstra":
		return &Dijkstra{}, nil
	case "expert":
		level := DefaultExpertLevel
		if hasArg {
			n, err := strconv.Atoi(arg)
			if err != nil || n < 1 || n > MaxExpertLevel {
				return nil, reason.New("strategy %q: level must be 1..%d", reason.Clip(name), MaxExpertLevel)
			}
			level = n
		}
		return NewExpert(level), nil
	}
	return nil, reason.New("unknown strategy %q (want chaos, bourgeoise, dijkstra or expert)", reason.Clip(name))
}

// Action is what one call of Step did.
type Action struct {
	// Proposed is what the strategy asked for; Refused says why the engine
	// refused it (the turn then ended instead), nil otherwise.
	Proposed dw.Move
	Refused  error
	// Event is what the move played did.
	Event dw.Event
}

// Step asks the strategy for the current player's next action and plays it:
// its attack if legal, otherwise the end of the turn. A strategy that
// thinks long (Expert's deep levels) gives up when ctx ends; Step then
// plays nothing and returns ctx's error.
func Step(ctx context.Context, g *dw.Game, s Strategy) (Action, error) {
	if g.Over() {
		return Action{}, dw.ErrGameOver
	}
	pos := g.Position()
	from, to, ok, err := choose(ctx, s, &pos)
	if err != nil {
		return Action{}, err
	}
	a := Action{Proposed: dw.EndTurn}
	if ok {
		a.Proposed = dw.Attack(from, to)
		if err := g.CheckAttack(from, to); err != nil {
			a.Refused = err
		} else {
			var err error
			a.Event, err = g.Apply(a.Proposed)
			return a, err
		}
	}
	a.Event, err = g.Apply(dw.EndTurn)
	return a, err
}

// contextChooser is a strategy that can give up a long choice when ctx
// ends (Expert).
type contextChooser interface {
	chooseContext(ctx context.Context, pos *dw.Position) (from, to int, ok bool)
}

// choose asks s for its choice in pos, or ctx's error when ctx ended
// before s chose.
func choose(ctx context.Context, s Strategy, pos *dw.Position) (from, to int, ok bool, err error) {
	if cc, is := s.(contextChooser); is {
		from, to, ok = cc.chooseContext(ctx, pos)
	} else {
		from, to, ok = s.Choose(pos)
	}
	if err := ctx.Err(); err != nil {
		return 0, 0, false, err
	}
	return from, to, ok, nil
}

// PlayGame lets the seated strategies (one per player) play g to its end. It
// ends with ctx's error soon after ctx ends: a strategy that thinks long
// gives up its choice.
func PlayGame(ctx context.Context, g *dw.Game, seats []Strategy) error {
	if len(seats) != g.Options().Players || slices.Contains(seats, nil) {
		return fmt.Errorf("%d strategies for %d players", len(seats), g.Options().Players)
	}
	pos := g.Position()
	for !g.Over() {
		pl := g.Current()
		from, to, ok, err := choose(ctx, seats[pl], &pos)
		if err != nil {
			return err
		}
		if ok && g.CheckAttack(from, to) == nil {
			if _, err := g.Attack(from, to); err != nil {
				return err
			}
			pos = g.Position()
			continue
		}
		if _, err := g.EndTurn(); err != nil {
			return err
		}
		pos = g.Position()
	}
	return nil
}
