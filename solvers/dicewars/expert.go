package dicewars

import (
	"context"
	"math/bits"
	"slices"

	dw "plateau/games/dicewars"
)

// Levels of Expert: the number of attacks it looks ahead within its turn.
const (
	DefaultExpertLevel = 2
	MaxExpertLevel     = 4
)

// breadth is how many of the best-looking attacks Expert expands below the
// root at each level; the root considers them all.
const breadth = 6

// Expert is our player: an expectimax over the attacks of its own turn. Each
// attack is a chance node with the exact probability of winning it; after
// each outcome it may attack again or end its turn, and an ended turn is
// scored by Evaluate (largest group, exposure of its borders to the dice next
// to them, the reinforcement to come). It attacks when the best attack's
// expected score beats ending the turn now.
type Expert struct {
	Level   int
	Weights Weights
	cands   [MaxExpertLevel + 1][]candidate // scratch per depth
	done    <-chan struct{}                 // while chooseContext runs: its context's end
}

type candidate struct {
	from, to int8
	p        float64 // chance of winning
	q        float64 // expected score
}

// NewExpert returns an Expert looking level attacks ahead (1..MaxExpertLevel).
func NewExpert(level int) *Expert {
	return &Expert{Level: max(1, min(level, MaxExpertLevel)), Weights: DefaultWeights}
}

// Name returns "expert".
func (*Expert) Name() string { return "expert" }

// Choose returns the attack with the best expected score if it beats ending
// the turn.
func (e *Expert) Choose(pos *dw.Position) (int, int, bool) {
	me := pos.Current
	stay := e.Weights.Evaluate(pos, me)
	c, ok := e.best(pos, me, e.Level)
	if !ok || c.q <= stay {
		return 0, 0, false
	}
	return int(c.from), int(c.to), true
}

// chooseContext is Choose giving up soon after ctx ends, with a choice
// of no worth: at level 4 on a large map one choice takes most of a
// second.
func (e *Expert) chooseContext(ctx context.Context, pos *dw.Position) (int, int, bool) {
	e.done = ctx.Done()
	defer func() { e.done = nil }()
	return e.Choose(pos)
}

// value is the expectimax value of a position in the middle of our turn.
func (e *Expert) value(pos *dw.Position, me, depth int) float64 {
	stay := e.Weights.Evaluate(pos, me)
	if depth == 0 || e.stopped() {
		return stay
	}
	if c, ok := e.best(pos, me, depth); ok && c.q > stay {
		return c.q
	}
	return stay
}

// best scores the legal attacks one step ahead, then searches the most
// promising ones depth-1 further, and returns the best.
func (e *Expert) best(pos *dw.Position, me, depth int) (candidate, bool) {
	cs := e.cands[depth][:0]
	for own := pos.Own[me]; own != 0; own &= own - 1 {
		f := bits.TrailingZeros64(own)
		if pos.Dice[f] < 2 {
			continue
		}
		for en := pos.Map.Adj(f) &^ pos.Own[me]; en != 0; en &= en - 1 {
			t := bits.TrailingZeros64(en)
			p := dw.WinProbability(int(pos.Dice[f]), int(pos.Dice[t]))
			c := candidate{from: int8(f), to: int8(t), p: p}
			c.q = e.expect(pos, me, c, 0)
			cs = append(cs, c)
		}
	}
	e.cands[depth] = cs
	if len(cs) == 0 {
		return candidate{}, false
	}
	if depth > 1 {
		slices.SortFunc(cs, func(a, b candidate) int {
			switch {
			case a.q > b.q:
				return -1
			case a.q < b.q:
				return 1
			}
			return 0
		})
		for i := range cs[:min(len(cs), breadth)] {
			cs[i].q = e.expect(pos, me, cs[i], depth-1)
		}
	}
	bi := 0
	for i := range cs {
		if cs[i].q > cs[bi].q {
			bi = i
		}
	}
	return cs[bi], true
}

// stopped reports whether the context of chooseContext has ended: the
// search then values what is left as if the turn ended there.
func (e *Expert) stopped() bool {
	select {
	case <-e.done: // a nil channel (Choose) never ends
		return true
	default:
		return false
	}
}

// expect is the chance node: the attack's two outcomes weighted by their
// probabilities, each valued depth attacks further.
func (e *Expert) expect(pos *dw.Position, me int, c candidate, depth int) float64 {
	win, loss := *pos, *pos
	win.Conquer(int(c.from), int(c.to))
	loss.Repel(int(c.from))
	return c.p*e.value(&win, me, depth) + (1-c.p)*e.value(&loss, me, depth)
}
