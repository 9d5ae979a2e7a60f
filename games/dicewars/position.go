package dicewars

import (
	"math/bits"

	"plateau/games/reason"
)

// Rule constants of DESIGN section 5.3.
const (
	MinPlayers = 2
	MaxPlayers = 8
	MaxDice    = 8  // dice a territory can hold
	MaxStock   = 64 // dice a player can keep in stock
)

// Errors returned for a refused attack; the position is then unchanged.
// They are refusals (games/reason), which the app translates where a
// saved game's move gives one.
var (
	ErrGameOver     = reason.New("the game is over")
	ErrNoTerritory  = reason.New("no such territory")
	ErrNotYours     = reason.New("the attacking territory is not yours")
	ErrTooFewDice   = reason.New("the attacking territory needs at least 2 dice")
	ErrNotNeighbour = reason.New("the territories are not neighbours")
	ErrOwnTarget    = reason.New("you cannot attack your own territory")
)

// Position is the state of play without history or dice generator: a plain
// value the solvers copy freely to look ahead.
type Position struct {
	Map     *Map
	Players int
	Current int // whose turn it is
	// Owner and Dice are indexed by territory; entries past Map.N() are unused.
	Owner [MaxTerritories]int8
	Dice  [MaxTerritories]int8
	// Own[p] is the set of territories of player p as a bit mask, kept in
	// step with Owner.
	Own   [MaxPlayers]uint64
	Stock [MaxPlayers]int
}

// lowest returns the lowest territory of a non-empty set.
func lowest(m uint64) int { return bits.TrailingZeros64(m) }

// All returns the mask of every territory on the map.
func (p *Position) All() uint64 { return lowBits(p.Map.N()) }

func lowBits(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// Alive reports whether player pl still holds a territory.
func (p *Position) Alive(pl int) bool { return p.Own[pl] != 0 }

// AliveCount returns the number of players still in the game.
func (p *Position) AliveCount() int {
	n := 0
	for pl := 0; pl < p.Players; pl++ {
		if p.Own[pl] != 0 {
			n++
		}
	}
	return n
}

// Territories returns how many territories player pl holds.
func (p *Position) Territories(pl int) int { return bits.OnesCount64(p.Own[pl]) }

// TotalDice returns the dice on the territories of player pl (stock excluded).
func (p *Position) TotalDice(pl int) int {
	n := 0
	for m := p.Own[pl]; m != 0; m &= m - 1 {
		n += int(p.Dice[bits.TrailingZeros64(m)])
	}
	return n
}

// GroupOf returns the connected group of territories within the set `within`
// that contains territory t.
func (p *Position) GroupOf(t int, within uint64) uint64 {
	comp := uint64(1) << uint(t)
	front := comp
	adj := p.Map.adj
	for front != 0 {
		next := uint64(0)
		for f := front; f != 0; f &= f - 1 {
			next |= adj[bits.TrailingZeros64(f)]
		}
		next &= within &^ comp
		comp |= next
		front = next
	}
	return comp
}

// Groups appends to buf the connected groups of player pl's territories, each
// as a mask, in order of their lowest territory.
func (p *Position) Groups(pl int, buf []uint64) []uint64 {
	for rest := p.Own[pl]; rest != 0; {
		g := p.GroupOf(bits.TrailingZeros64(rest), p.Own[pl])
		buf = append(buf, g)
		rest &^= g
	}
	return buf
}

// LargestGroup returns the size of player pl's largest connected group of
// territories: the number of dice they receive at the end of their turn.
func (p *Position) LargestGroup(pl int) int {
	best := 0
	for rest := p.Own[pl]; rest != 0; {
		g := p.GroupOf(bits.TrailingZeros64(rest), p.Own[pl])
		best = max(best, bits.OnesCount64(g))
		rest &^= g
	}
	return best
}

// CheckAttack reports why the current player may not attack `to` from
// `from`, or nil when the attack is legal.
func (p *Position) CheckAttack(from, to int) error {
	n := p.Map.N()
	switch {
	case from < 0 || from >= n || to < 0 || to >= n:
		return ErrNoTerritory
	case int(p.Owner[from]) != p.Current:
		return ErrNotYours
	case int(p.Owner[to]) == p.Current:
		return ErrOwnTarget
	case p.Map.adj[from]&(1<<uint(to)) == 0:
		return ErrNotNeighbour
	case p.Dice[from] < 2:
		return ErrTooFewDice
	}
	return nil
}

// Attackable returns the enemy neighbours territory `from` may attack now
// (empty unless it is the current player's and holds at least 2 dice).
func (p *Position) Attackable(from int) uint64 {
	if from < 0 || from >= p.Map.N() || int(p.Owner[from]) != p.Current || p.Dice[from] < 2 {
		return 0
	}
	return p.Map.adj[from] &^ p.Own[p.Current]
}

// Conquer applies a won attack: all dice but one move from `from` into `to`,
// which changes hands. It does not check legality.
func (p *Position) Conquer(from, to int) {
	a, d := p.Owner[from], p.Owner[to]
	bit := uint64(1) << uint(to)
	p.Own[d] &^= bit
	p.Own[a] |= bit
	p.Owner[to] = a
	p.Dice[to] = p.Dice[from] - 1
	p.Dice[from] = 1
}

// Repel applies a lost attack: the attacking territory drops to one die.
func (p *Position) Repel(from int) { p.Dice[from] = 1 }

// NextAlive returns the first player after pl, in seat order, who still holds
// a territory (pl itself if nobody else does).
func (p *Position) NextAlive(pl int) int {
	for i := 1; i <= p.Players; i++ {
		q := (pl + i) % p.Players
		if p.Own[q] != 0 {
			return q
		}
	}
	return pl
}

// Leader returns the player with the most territories, then the most dice on
// the board, then the lowest seat: the winner of a stalled game.
func (p *Position) Leader() int {
	best, _ := p.LeaderBy()
	return best
}

// Tiebreak is what made the leader of a stalled game the leader.
type Tiebreak int

// The tie-breaks, in the order they are tried.
const (
	ByTerritories Tiebreak = iota // the most territories
	ByDice                        // tied on territories, the most dice
	BySeat                        // tied on both, the first in seat order
)

// LeaderBy returns Leader and what decided it, so that the end of a
// stalled game can say why its winner won: a dead heat goes to the first
// seat, which is a rule of its own to tell.
func (p *Position) LeaderBy() (int, Tiebreak) {
	best, bt, bd := -1, -1, -1
	for pl := 0; pl < p.Players; pl++ {
		t, d := p.Territories(pl), p.TotalDice(pl)
		if t > bt || (t == bt && d > bd) {
			best, bt, bd = pl, t, d
		}
	}
	by := ByTerritories
	for pl := 0; pl < p.Players; pl++ {
		if pl == best || p.Territories(pl) != bt {
			continue
		}
		if p.TotalDice(pl) == bd {
			return best, BySeat
		}
		by = ByDice
	}
	return best, by
}
