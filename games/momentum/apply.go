package momentum

import (
	"errors"
	"fmt"

	"plateau/games/reason"
)

// Errors returned by Apply and Undo; test them with errors.Is.
var (
	ErrIllegal  = errors.New("illegal action")
	ErrGameOver = reason.New("the game is over")
	ErrNoUndo   = reason.New("nothing to undo")
)

// undoRec holds everything an action can change, so Undo restores the state
// bit for bit.
type undoRec struct {
	act    Action
	cell   int32 // the cell whose wall changed, or -1
	old    int32 // its previous value
	pos    [2]int32
	mom    [2]int32
	dest   [2]bool
	turn   int32
	step   uint8
	hash   uint64
	result Result
}

// Apply plays a for the player to act. An illegal action returns an error
// wrapping ErrIllegal (or ErrGameOver) that says why, and changes nothing.
func (g *Game) Apply(a Action) error {
	if err := g.check(a); err != nil {
		return err
	}
	g.play(a)
	return nil
}

// Undo takes back the last action, restoring the previous state exactly.
func (g *Game) Undo() error {
	n := len(g.hist)
	if n == 0 {
		return ErrNoUndo
	}
	r := &g.hist[n-1]
	g.reps.remove(g.hash)
	if r.cell >= 0 {
		g.cells[r.cell] = r.old
	}
	g.pos, g.mom, g.dest = r.pos, r.mom, r.dest
	g.turn, g.step, g.hash, g.result = r.turn, r.step, r.hash, r.result
	g.hist = g.hist[:n-1]
	return nil
}

// illegal is the refusal of a with its reason why.
func illegal(a Action, why error) error {
	return fmt.Errorf("%w %v: %w", ErrIllegal, a, why)
}

// check says why a cannot be played now, or returns nil.
func (g *Game) check(a Action) error {
	if g.Over() {
		return fmt.Errorf("%w: %v", ErrGameOver, g.result)
	}
	me := g.ToMove()
	ph := g.Phase()
	switch a.Kind() {
	case KindMove:
		if ph != Movement {
			return illegal(a, reason.New("moves are played in the movement phase, this is the construction phase"))
		}
		if a.Dir().Diagonal() && g.mom[me] < 2 {
			return illegal(a, reason.New("a diagonal move needs momentum 2 or more, %v has %d", me, g.mom[me]))
		}
		return nil
	case KindDestroy:
		x, y := a.Cell()
		if !g.inside(x, y) {
			return illegal(a, reason.New("(%d,%d) is outside the %dx%d board", x, y, g.w, g.h))
		}
		if ph == Construction && !g.dest[me] {
			return illegal(a, reason.New("%v may destroy in the construction phase only after destroying in the movement phase", me))
		}
		if !g.adjacent(g.pos[me], x, y) {
			return illegal(a, reason.New("(%d,%d) is not next to %v on %v", x, y, me, g.Pos(me)))
		}
		if g.cells[g.index(x, y)] == 0 {
			return illegal(a, reason.New("(%d,%d) holds no wall", x, y))
		}
		return nil
	case KindBuild:
		x, y := a.Cell()
		if ph != Construction {
			return illegal(a, reason.New("walls are built in the construction phase, this is the movement phase"))
		}
		if !g.inside(x, y) {
			return illegal(a, reason.New("(%d,%d) is outside the %dx%d board", x, y, g.w, g.h))
		}
		if g.opts.BuildRange == Neighbours && !g.adjacent(g.pos[me], x, y) {
			return illegal(a, reason.New("(%d,%d) is not next to %v on %v", x, y, me, g.Pos(me)))
		}
		c := g.index(x, y)
		if c == g.camp[P1] || c == g.camp[P2] {
			return illegal(a, reason.New("(%d,%d) is a camp, where nobody may build", x, y))
		}
		if c == g.pos[P1] || c == g.pos[P2] {
			return illegal(a, reason.New("a player stands on (%d,%d)", x, y))
		}
		return nil
	}
	return illegal(a, reason.New("not an action"))
}

// adjacent reports whether (x, y) is one of the 8 cells around cell c.
func (g *Game) adjacent(c int32, x, y int) bool {
	cx, cy := int(c)%g.w, int(c)/g.w
	dx, dy := x-cx, y-cy
	return dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1 && (dx != 0 || dy != 0)
}

// slide returns where player p stops sliding in direction d and how many
// cells it travelled. It stops before a wall, the other player or the edge,
// and in a camp, since entering one ends the game.
func (g *Game) slide(p Player, d Dir) (to int32, steps int32) {
	n := g.mom[p]
	if d.Diagonal() {
		n /= 2
	}
	to, other := g.pos[p], g.pos[p^1]
	for steps < n {
		nx := g.nb[to*8+int32(d)]
		if nx < 0 || g.cells[nx] > 0 || nx == other {
			break
		}
		to = nx
		steps++
		if to == g.camp[P1] || to == g.camp[P2] {
			break
		}
	}
	return to, steps
}

// newMomentum applies rules 1 and 2: diagonal -1, orthogonal +1, or +3 when
// the very first cell was blocked.
func newMomentum(m int32, d Dir, steps int32) int32 {
	switch {
	case d.Diagonal():
		return m - 1
	case steps == 0:
		return m + 3
	}
	return m + 1
}

// SlideStop previews a move of the player to act in direction d: the cell
// where the slide stops, the number of cells travelled and the momentum
// after it. ok is false when the move is illegal now.
func (g *Game) SlideStop(d Dir) (to Cell, cells, momentum int, ok bool) {
	if d > NW || g.check(Move(d)) != nil {
		return Cell{}, 0, 0, false
	}
	me := g.ToMove()
	t, s := g.slide(me, d)
	return g.cellOf(t), int(s), int(newMomentum(g.mom[me], d, s)), true
}

// play applies a legal action. The hash is updated incrementally.
func (g *Game) play(a Action) {
	me := g.ToMove()
	g.hist = append(g.hist, undoRec{act: a, cell: -1, pos: g.pos, mom: g.mom, dest: g.dest,
		turn: g.turn, step: g.step, hash: g.hash, result: g.result})
	rec := &g.hist[len(g.hist)-1]
	z := g.z
	h := g.hash ^ g.stepKey()
	switch a.Kind() {
	case KindMove:
		d := a.Dir()
		to, steps := g.slide(me, d)
		m := newMomentum(g.mom[me], d, steps)
		h ^= z.pos[me][g.pos[me]] ^ z.pos[me][to] ^ z.momKey(int(me), g.mom[me]) ^ z.momKey(int(me), m)
		g.pos[me], g.mom[me] = to, m
		if to == g.camp[P1] || to == g.camp[P2] {
			owner := P1
			if to == g.camp[P2] {
				owner = P2
			}
			g.result = Result{Outcome: Win, Reason: CampEntered, Winner: owner.Other(), Entrant: me, Camp: owner}
		}
	case KindDestroy, KindBuild:
		x, y := a.Cell()
		c := g.index(x, y)
		v := g.cells[c]
		rec.cell, rec.old = c, v
		nv := v + 1
		if a.Kind() == KindDestroy {
			nv = v - 1
			if g.step < 2 {
				g.dest[me] = true
				h ^= z.dest[me]
			}
			if g.mom[me] != 1 {
				h ^= z.momKey(int(me), g.mom[me]) ^ z.momKey(int(me), 1)
				g.mom[me] = 1
			}
		}
		h ^= z.cellKey(c, v) ^ z.cellKey(c, nv)
		g.cells[c] = nv
	}
	if g.step >= 2 && g.dest[me] {
		g.dest[me] = false
		h ^= z.dest[me]
	}
	if g.step++; g.step == 4 {
		g.step = 0
		g.turn++
	}
	g.hash = h ^ g.stepKey()
	reps := g.reps.add(g.hash)
	if g.result.Outcome != Ongoing {
		return
	}
	if reps >= 3 {
		g.result = Result{Outcome: Draw, Reason: Repetition}
	} else if g.turn > int32(g.opts.TurnLimit) {
		g.result = Result{Outcome: Draw, Reason: TurnLimit}
	}
}

// campDirs are the only directions whose slides can end in each camp: the
// camps are corners, reached only by moving towards both of their edges.
var campDirs = [2][3]Dir{{W, N, NW}, {E, S, SE}}

// CanReachCamp reports whether one slide of p, with his momentum now and
// whoever is to act, would end in owner's camp. Evaluation functions use it
// to see threats beyond the search horizon.
func (g *Game) CanReachCamp(p, owner Player) bool {
	p, owner = p&1, owner&1
	for _, d := range campDirs[owner] {
		if d.Diagonal() && g.mom[p] < 2 {
			continue
		}
		if to, _ := g.slide(p, d); to == g.camp[owner] {
			return true
		}
	}
	return false
}
