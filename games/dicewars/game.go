package dicewars

import (
	"math/rand/v2"
	"slices"
)

// Streams of the two generators drawn from a game's seed: setup (map, deal,
// starting dice) and play (rolls, reinforcement). Keeping them apart makes the
// map depend only on the seed and the map options.
const (
	streamSetup = 0x6d6170 // "map"
	streamPlay  = 0x64696365
)

// EndReason says why a game ended.
type EndReason int

const (
	// Playing: the game is not over.
	Playing EndReason = iota
	// Conquest: one player holds every territory.
	Conquest
	// Stalled: nobody attacked for StallRounds rounds.
	Stalled
	// TurnLimit: MaxTurns turns were played.
	TurnLimit
)

// Move is one accepted action: an attack or the end of a turn.
type Move struct {
	End      bool // true: end the turn; false: attack To from From
	From, To int
}

// Attack returns the move "attack to from from".
func Attack(from, to int) Move { return Move{From: from, To: to} }

// EndTurn is the move that ends the current player's turn.
var EndTurn = Move{End: true}

// AttackResult tells the UI what an attack did.
type AttackResult struct {
	From, To           int
	Attacker, Defender int
	// AttackRolls[:AttackDice] and DefendRolls[:DefendDice] are the faces
	// rolled; the sums are theirs.
	AttackDice, DefendDice int
	AttackRolls            [MaxDice]int8
	DefendRolls            [MaxDice]int8
	AttackSum, DefendSum   int
	Won                    bool
	// Eliminated is the defender when this attack took their last
	// territory, else -1.
	Eliminated int
}

// TurnEnd tells the UI what the end of a turn did.
type TurnEnd struct {
	Player int
	// Gained is the reinforcement: the size of the largest connected group.
	Gained int
	// FromStock of the placed dice came from the stock, spent first.
	FromStock int
	// Placed dice went onto territories: Added[t] on territory t.
	Placed int
	Added  [MaxTerritories]int8
	// Stock is what the player keeps for later (at most MaxStock).
	Stock int
	// Next is the player to move, or -1 when the game ended.
	Next int
}

// Game is a game in progress: the position, the dice generator it owns, the
// turn counters and the list of accepted moves.
type Game struct {
	opts  Options
	seed  uint64
	pos   Position
	pcg   *rand.PCG // the play generator's state, compared to detect rolls
	rng   *rand.Rand
	turn  int  // turns completed
	round int  // rounds completed: times play went back round the table
	quiet int  // consecutive completed turns without an attack
	hit   bool // an attack was made this turn
	// outcome
	reason EndReason
	winner int
	// history
	moves      []Move
	lastRolled bool
}

// New sets up a game: generates the map, deals the territories and puts down
// the starting dice, all from the seed. Player 0 moves first.
func New(opts Options, seed uint64) (*Game, error) {
	if err := opts.Validate(); err != nil {
		return nil, err
	}
	setup := rand.New(rand.NewPCG(seed, streamSetup))
	m, err := GenerateMap(opts.Cols, opts.Rows, opts.Territories, setup)
	if err != nil {
		return nil, err
	}
	g := &Game{opts: opts, seed: seed, winner: -1}
	g.pcg = rand.NewPCG(seed, streamPlay)
	g.rng = rand.New(g.pcg)
	g.pos = Position{Map: m, Players: opts.Players}
	for t := range g.pos.Owner {
		g.pos.Owner[t] = -1
	}
	deal(&g.pos, opts.Deal, setup)
	startDice(&g.pos, opts.Start, setup)
	return g, nil
}

// deal shares the territories out round-robin, in order of appearance or in
// a shuffled order.
func deal(p *Position, d Deal, rng *rand.Rand) {
	n := p.Map.N()
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	if d == DealRandom {
		rng.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
	}
	for i, t := range order {
		pl := i % p.Players
		p.Owner[t] = int8(pl)
		p.Own[pl] |= 1 << uint(t)
	}
}

// startDice puts the starting dice down (see StartDice).
func startDice(p *Position, s StartDice, rng *rand.Rand) {
	n := p.Map.N()
	if s == StartFour {
		for t := 0; t < n; t++ {
			p.Dice[t] = 4
		}
		return
	}
	for t := 0; t < n; t++ {
		p.Dice[t] = 1
	}
	var cand [MaxTerritories]int8
	for i, pl := 0, 0; i < 2*n; i, pl = i+1, (pl+1)%p.Players {
		k := p.below8(pl, &cand)
		if k == 0 {
			break // as the original: the deal stops at the first player who is full
		}
		p.Dice[cand[rng.IntN(k)]]++
	}
}

// below8 lists player pl's territories holding fewer than MaxDice dice.
func (p *Position) below8(pl int, cand *[MaxTerritories]int8) int {
	k := 0
	for m := p.Own[pl]; m != 0; m &= m - 1 {
		t := lowest(m)
		if p.Dice[t] < MaxDice {
			cand[k] = int8(t)
			k++
		}
	}
	return k
}

// Options returns the game's rules.
func (g *Game) Options() Options { return g.opts }

// Seed returns the game's seed.
func (g *Game) Seed() uint64 { return g.seed }

// Map returns the board (shared, not to be modified).
func (g *Game) Map() *Map { return g.pos.Map }

// Position returns a copy of the current position.
func (g *Game) Position() Position { return g.pos }

// Current returns the player to move.
func (g *Game) Current() int { return g.pos.Current }

// Turn returns the number of turns completed.
func (g *Game) Turn() int { return g.turn }

// TurnsPlayed returns the number of turns begun, the one under way
// included: a game won by conquest ends in the middle of a turn, one
// stopped by the stall rule or the turn limit at the end of one.
func (g *Game) TurnsPlayed() int {
	if g.reason == Stalled || g.reason == TurnLimit {
		return g.turn
	}
	return g.turn + 1
}

// Round returns the round being played, from 1: a round ends when play
// goes back round the table, to the first seat still in the game. With
// four players, turns 1 to 4 are round 1.
func (g *Game) Round() int { return g.round + 1 }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.reason != Playing }

// Result returns the winner (-1 while playing) and why the game ended.
func (g *Game) Result() (winner int, reason EndReason) { return g.winner, g.reason }

// Moves returns a copy of the accepted moves so far: the caller may keep
// or change it without changing the game.
func (g *Game) Moves() []Move { return slices.Clone(g.moves) }

// MoveCount is the number of moves accepted so far, without the copy
// Moves makes.
func (g *Game) MoveCount() int { return len(g.moves) }

// CheckAttack reports why the current player may not make this attack, or nil.
func (g *Game) CheckAttack(from, to int) error {
	if g.Over() {
		return ErrGameOver
	}
	return g.pos.CheckAttack(from, to)
}

// Attack makes the current player attack `to` from `from`: both sides roll all
// their dice and the attacker wins on a strictly greater sum. An illegal attack
// returns an error and changes nothing.
func (g *Game) Attack(from, to int) (AttackResult, error) {
	if err := g.CheckAttack(from, to); err != nil {
		return AttackResult{}, err
	}
	p := &g.pos
	r := AttackResult{From: from, To: to, Attacker: p.Current, Defender: int(p.Owner[to]),
		AttackDice: int(p.Dice[from]), DefendDice: int(p.Dice[to]), Eliminated: -1}
	r.AttackSum = g.roll(r.AttackRolls[:r.AttackDice])
	r.DefendSum = g.roll(r.DefendRolls[:r.DefendDice])
	r.Won = r.AttackSum > r.DefendSum
	if r.Won {
		p.Conquer(from, to)
		if !p.Alive(r.Defender) {
			r.Eliminated = r.Defender
			if p.AliveCount() == 1 {
				g.finish(Conquest, p.Current)
			}
		}
	} else {
		p.Repel(from)
	}
	g.hit = true
	g.record(Attack(from, to), true)
	return r, nil
}

func (g *Game) roll(faces []int8) int {
	s := 0
	for i := range faces {
		f := 1 + g.rng.IntN(6)
		faces[i] = int8(f)
		s += f
	}
	return s
}

// EndTurn ends the current player's turn: they receive as many dice as
// territories in their largest connected group, placed at random on their
// territories below MaxDice dice (the stock first), the rest going to the
// stock. Then the next player still in the game moves, unless the game ends
// on the stall rule or the turn limit.
func (g *Game) EndTurn() (TurnEnd, error) {
	if g.Over() {
		return TurnEnd{}, ErrGameOver
	}
	before := *g.pcg
	r := g.reinforce(g.pos.Current)
	g.turn++
	if g.hit {
		g.quiet = 0
	} else {
		g.quiet++
	}
	g.hit = false
	switch {
	case g.turn >= MaxTurns:
		g.finish(TurnLimit, g.pos.Leader())
	case g.quiet >= StallRounds*g.pos.AliveCount():
		g.finish(Stalled, g.pos.Leader())
	default:
		next := g.pos.NextAlive(g.pos.Current)
		if next <= g.pos.Current {
			g.round++
		}
		g.pos.Current = next
	}
	r.Next = g.pos.Current
	if g.Over() {
		r.Next = -1
	}
	g.record(EndTurn, *g.pcg != before)
	return r, nil
}

// reinforce gives player pl their end-of-turn dice.
func (g *Game) reinforce(pl int) TurnEnd {
	p := &g.pos
	r := TurnEnd{Player: pl, Gained: p.LargestGroup(pl)}
	pool := p.Stock[pl] + r.Gained
	var cand [MaxTerritories]int8
	k := p.below8(pl, &cand)
	for pool > 0 && k > 0 {
		i := 0
		if k > 1 { // a forced placement draws nothing, so it is no roll
			i = g.rng.IntN(k)
		}
		t := cand[i]
		p.Dice[t]++
		r.Added[t]++
		if p.Dice[t] == MaxDice {
			k--
			cand[i] = cand[k]
		}
		pool--
		r.Placed++
	}
	r.FromStock = min(p.Stock[pl], r.Placed)
	p.Stock[pl] = min(pool, MaxStock)
	r.Stock = p.Stock[pl]
	return r
}

func (g *Game) finish(why EndReason, winner int) {
	g.reason, g.winner = why, winner
}

func (g *Game) record(m Move, rolled bool) {
	g.moves = append(g.moves, m)
	g.lastRolled = rolled
}

// CanUndo reports whether the last move can be taken back: only when it drew
// nothing from the dice generator (dice are dice), which in practice is only
// an end of turn whose reinforcement had nowhere random to go.
func (g *Game) CanUndo() bool { return len(g.moves) > 0 && !g.lastRolled }

// Undo takes back the last move if CanUndo allows it, by replaying the others.
func (g *Game) Undo() error {
	if !g.CanUndo() {
		return ErrCannotUndo
	}
	ng, err := Replay(g.opts, g.seed, g.moves[:len(g.moves)-1], nil)
	if err != nil {
		return err
	}
	*g = *ng
	return nil
}
