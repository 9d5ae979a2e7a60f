package momentum

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	rules "plateau/games/momentum"
	"plateau/games/reason"
)

// Player is a computer player. Choose returns the action to play for the
// player to act in g; it must not modify g, and it returns promptly with
// ctx's error when ctx is cancelled. A Player is used by one goroutine at a
// time; run Choose in its own goroutine to keep a UI responsive.
type Player interface {
	Name() string
	Choose(ctx context.Context, g *rules.Game) (rules.Action, error)
}

// NodeCounter is implemented by players that search, to report speed.
type NodeCounter interface {
	TotalNodes() uint64
}

// Random plays a uniformly random legal action.
type Random struct {
	rng *rand.Rand
	buf []rules.Action
}

// NewRandom returns a random player driven by seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x7a4d0))}
}

// Name returns "random".
func (r *Random) Name() string { return "random" }

// Choose picks a legal action at random.
func (r *Random) Choose(ctx context.Context, g *rules.Game) (rules.Action, error) {
	if err := ctx.Err(); err != nil {
		return rules.NoAction, err
	}
	r.buf = g.LegalActions(r.buf)
	if len(r.buf) == 0 {
		return rules.NoAction, rules.ErrGameOver
	}
	return r.buf[r.rng.IntN(len(r.buf))], nil
}

// Greedy looks one action ahead: it plays the action after which Evaluate
// scores best for itself (a win beats everything, a loss is avoided), and
// breaks ties at random.
type Greedy struct {
	rng *rand.Rand
	buf []rules.Action
}

// NewGreedy returns a greedy player driven by seed.
func NewGreedy(seed uint64) *Greedy {
	return &Greedy{rng: rand.New(rand.NewPCG(seed, 0x96eed))}
}

// Name returns "greedy".
func (p *Greedy) Name() string { return "greedy" }

// Choose plays each legal action on a clone of g and keeps the best.
func (p *Greedy) Choose(ctx context.Context, g *rules.Game) (rules.Action, error) {
	if err := ctx.Err(); err != nil {
		return rules.NoAction, err
	}
	c := g.Clone()
	me := c.ToMove()
	p.buf = c.LegalActions(p.buf)
	best, bestScore, ties := rules.NoAction, int32(-infinity), 0
	for _, a := range p.buf {
		if err := c.Apply(a); err != nil {
			return rules.NoAction, err
		}
		v := Evaluate(c, me)
		_ = c.Undo()
		switch {
		case v > bestScore:
			best, bestScore, ties = a, v, 1
		case v == bestScore:
			ties++
			if p.rng.IntN(ties) == 0 { // reservoir sampling among equals
				best = a
			}
		}
	}
	if best == rules.NoAction {
		return best, rules.ErrGameOver
	}
	return best, nil
}

// Spec names a kind of player: "random", "greedy", "search" or "search:N".
type Spec struct {
	Kind  string // random, greedy or search
	Level int    // search level, 1..MaxLevel
}

// ParseSpec reads a player kind as the command line writes it.
func ParseSpec(s string) (Spec, error) {
	kind, lv, hasLevel := strings.Cut(strings.TrimSpace(s), ":")
	switch kind {
	case "random", "greedy":
		if hasLevel {
			return Spec{}, fmt.Errorf("player %q: only search takes a level", reason.Clip(s))
		}
		return Spec{Kind: kind}, nil
	case "search":
		if !hasLevel {
			return Spec{Kind: kind, Level: DefaultLevel}, nil
		}
		n, err := strconv.Atoi(lv)
		if err != nil || n < 1 || n > MaxLevel {
			return Spec{}, fmt.Errorf("player %q: level must be 1..%d", reason.Clip(s), MaxLevel)
		}
		return Spec{Kind: kind, Level: n}, nil
	}
	return Spec{}, fmt.Errorf("player %q: want random, greedy, search or search:N", reason.Clip(s))
}

// String returns the spec as ParseSpec reads it.
func (sp Spec) String() string {
	if sp.Kind == "search" {
		return "search:" + strconv.Itoa(sp.Level)
	}
	return sp.Kind
}

// New returns a fresh player of this kind driven by seed.
func (sp Spec) New(seed uint64) Player {
	switch sp.Kind {
	case "random":
		return NewRandom(seed)
	case "greedy":
		return NewGreedy(seed)
	}
	return NewSearch(sp.Level, seed)
}
