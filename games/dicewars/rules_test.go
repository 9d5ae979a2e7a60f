package dicewars

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// A strip of four territories: a b c d, each touching the next; e is apart.
func stripMap(t testing.TB) *Map {
	return parseMap(t,
		"aabbccdd.e",
		"aabbccdd.e",
	)
}

func TestAttackLegality(t *testing.T) {
	m := stripMap(t)
	owner := []int8{0, 1, 0, 0, 1}
	dice := []int8{3, 2, 1, 4, 5}
	tests := []struct {
		name     string
		from, to int
		want     error
	}{
		{"legal", 0, 1, nil},
		{"not yours", 1, 0, ErrNotYours},
		{"one die", 2, 1, ErrTooFewDice},
		{"own target", 3, 2, ErrOwnTarget},
		{"not neighbours", 3, 4, ErrNotNeighbour},
		{"not neighbours across", 0, 4, ErrNotNeighbour},
		{"no such territory", 0, 9, ErrNoTerritory},
		{"negative", -1, 1, ErrNoTerritory},
	}
	for _, tc := range tests {
		g := handGame(t, m, 2, owner, dice, 1)
		before := g.Position()
		_, err := g.Attack(tc.from, tc.to)
		if !errors.Is(err, tc.want) {
			t.Errorf("%s: Attack(%d,%d) err = %v, want %v", tc.name, tc.from, tc.to, err, tc.want)
		}
		if err != nil && (g.Position() != before || len(g.Moves()) != 0) {
			t.Errorf("%s: a refused attack changed the game", tc.name)
		}
	}
}

// Over many rolls: the sums are the faces' sums, strictly greater wins (ties
// lose), a win moves all dice but one, a loss leaves the attacker one die.
func TestAttackResolution(t *testing.T) {
	m := stripMap(t)
	ties, wins, losses := 0, 0, 0
	for seed := uint64(0); seed < 3000; seed++ {
		n, d := int8(2+seed%7), int8(1+seed/7%8)
		g := handGame(t, m, 2, []int8{0, 1, 0, 1, 1}, []int8{n, d, 1, 1, 1}, seed)
		r, err := g.Attack(0, 1)
		if err != nil {
			t.Fatal(err)
		}
		as, ds := 0, 0
		for _, f := range r.AttackRolls[:r.AttackDice] {
			as += int(f)
		}
		for _, f := range r.DefendRolls[:r.DefendDice] {
			ds += int(f)
		}
		if r.AttackDice != int(n) || r.DefendDice != int(d) || as != r.AttackSum || ds != r.DefendSum {
			t.Fatalf("rolls %+v do not match %d v %d dice", r, n, d)
		}
		p := g.Position()
		switch {
		case r.AttackSum > r.DefendSum:
			wins++
			if !r.Won || p.Owner[1] != 0 || p.Dice[1] != n-1 || p.Dice[0] != 1 || p.Own[0]&2 == 0 || p.Own[1]&2 != 0 {
				t.Fatalf("win %d>%d: %+v, owner %d dice %d/%d", r.AttackSum, r.DefendSum, r, p.Owner[1], p.Dice[0], p.Dice[1])
			}
		default:
			if r.AttackSum == r.DefendSum {
				ties++
			} else {
				losses++
			}
			if r.Won || p.Owner[1] != 1 || p.Dice[1] != d || p.Dice[0] != 1 {
				t.Fatalf("loss %d<=%d: %+v, owner %d dice %d/%d", r.AttackSum, r.DefendSum, r, p.Owner[1], p.Dice[0], p.Dice[1])
			}
		}
	}
	if ties == 0 || wins == 0 || losses == 0 {
		t.Errorf("sample too narrow: %d wins, %d ties, %d losses", wins, ties, losses)
	}
}

// The frequency of wins over many seeds agrees with the exact probability.
func TestAttackFrequencyMatchesProbability(t *testing.T) {
	m := stripMap(t)
	const trials = 20000
	won := 0
	for seed := uint64(0); seed < trials; seed++ {
		g := handGame(t, m, 2, []int8{0, 1, 0, 1, 1}, []int8{4, 4, 1, 1, 1}, seed)
		if r, _ := g.Attack(0, 1); r.Won {
			won++
		}
	}
	p := WinProbability(4, 4)
	if f := float64(won) / trials; f < p-0.015 || f > p+0.015 {
		t.Errorf("4 v 4 won %.4f of the time, exact %.4f", f, p)
	}
}

func TestEliminationAndVictory(t *testing.T) {
	m := stripMap(t)
	for seed := uint64(0); ; seed++ {
		// Player 1 holds only b; player 2 holds c, d, e. Player 0 attacks b.
		g := handGame(t, m, 3, []int8{0, 1, 2, 2, 2}, []int8{8, 1, 1, 1, 1}, seed)
		r, _ := g.Attack(0, 1)
		if !r.Won {
			continue
		}
		if r.Eliminated != 1 || g.Over() {
			t.Fatalf("eliminated %d, over %v; want player 1 out and play going on", r.Eliminated, g.Over())
		}
		end, _ := g.EndTurn()
		if end.Next != 2 {
			t.Errorf("next player %d, want 2 (1 is out)", end.Next)
		}
		break
	}
	for seed := uint64(0); ; seed++ {
		g := handGame(t, m, 2, []int8{0, 1, 0, 0, 0}, []int8{8, 1, 1, 1, 1}, seed)
		r, _ := g.Attack(0, 1)
		if !r.Won {
			continue
		}
		w, why := g.Result()
		if !g.Over() || w != 0 || why != Conquest {
			t.Fatalf("after taking the last territory: over %v winner %d reason %d", g.Over(), w, why)
		}
		if _, err := g.EndTurn(); !errors.Is(err, ErrGameOver) {
			t.Errorf("EndTurn after the end: %v", err)
		}
		if _, err := g.Attack(2, 1); !errors.Is(err, ErrGameOver) {
			t.Errorf("Attack after the end: %v", err)
		}
		break
	}
}

func TestReinforcementIsLargestGroup(t *testing.T) {
	// Player 0 holds a, b (one group of 2) and d (alone); e belongs to 1.
	m := stripMap(t)
	g := handGame(t, m, 2, []int8{0, 0, 1, 0, 1}, []int8{1, 1, 1, 8, 1}, 3)
	r, err := g.EndTurn()
	if err != nil {
		t.Fatal(err)
	}
	p := g.Position()
	if r.Gained != 2 || r.Placed != 2 || r.Stock != 0 || r.FromStock != 0 {
		t.Errorf("turn end %+v: want 2 gained and placed", r)
	}
	if r.Added[3] != 0 || p.Dice[3] != 8 || int(p.Dice[0]+p.Dice[1]) != 4 || r.Added[0]+r.Added[1] != 2 {
		t.Errorf("dice went to %v, board %v", r.Added[:5], p.Dice[:5])
	}
	if r.Next != 1 || g.Current() != 1 || g.Turn() != 1 {
		t.Errorf("next %d current %d turn %d", r.Next, g.Current(), g.Turn())
	}
}

// Full territories send the dice to the stock, capped at 64 (DESIGN 5.3);
// the stock is spent first at a later turn end.
func TestStockAndCap(t *testing.T) {
	m := stripMap(t)
	g := handGame(t, m, 2, []int8{0, 0, 0, 0, 1}, []int8{8, 8, 8, 8, 1}, 4)
	g.pos.Stock[0] = 62
	r, _ := g.EndTurn()
	if r.Gained != 4 || r.Placed != 0 || r.Stock != 64 || g.pos.Stock[0] != 64 {
		t.Errorf("all full: %+v, want 4 gained, stock capped at 64", r)
	}
	if !g.CanUndo() {
		t.Error("an end of turn that rolled nothing should be undoable")
	}
	g.pos.Current = 0
	g.pos.Dice[0], g.pos.Dice[1] = 1, 2
	r, _ = g.EndTurn()
	if r.Placed != 13 || r.FromStock != 13 || r.Stock != 64+4-13 || g.pos.Dice[0] != 8 || g.pos.Dice[1] != 8 {
		t.Errorf("refill: %+v, dice %v", r, g.pos.Dice[:4])
	}
	if g.CanUndo() {
		t.Error("a random placement rolled: no undo")
	}
}

// A forced placement (a single territory below 8 dice) draws nothing from
// the dice, so the end of turn stays undoable: "Undo never lets anyone roll
// again" (DESIGN 5.3) holds without forbidding it.
func TestForcedPlacementRollsNothing(t *testing.T) {
	m := stripMap(t)
	g := handGame(t, m, 2, []int8{0, 0, 0, 0, 1}, []int8{8, 8, 8, 1, 1}, 4)
	r, _ := g.EndTurn()
	if r.Placed != 4 || g.pos.Dice[3] != 5 {
		t.Fatalf("placed %d, d holds %d; want 4 placed on d (1 -> 5)", r.Placed, g.pos.Dice[3])
	}
	if !g.CanUndo() {
		t.Error("every die had a single place to go: the end of turn rolled nothing and should be undoable")
	}
}

// Whatever happens, an end of turn gives exactly the largest group, never
// goes over 8 dice, and keeps stock only when every territory is full.
func TestReinforcementInvariantsInPlay(t *testing.T) {
	for seed := uint64(0); seed < 30; seed++ {
		opts := DefaultOptions(2 + int(seed%7))
		opts.Start = StartDice(seed % 2)
		g, err := New(opts, seed)
		if err != nil {
			t.Fatal(err)
		}
		playRandom(t, g, rand.New(rand.NewPCG(seed, 9)), 4000, func(ev Event, before Position) {
			after := g.Position()
			for tt := 0; tt < g.Map().N(); tt++ {
				if after.Dice[tt] < 1 || after.Dice[tt] > MaxDice {
					t.Fatalf("territory %d has %d dice", tt, after.Dice[tt])
				}
			}
			if !ev.Move.End {
				return
			}
			e, pl := ev.End, ev.End.Player
			if e.Gained != before.LargestGroup(pl) {
				t.Fatalf("gained %d, largest group %d", e.Gained, before.LargestGroup(pl))
			}
			if e.Placed+e.Stock > before.Stock[pl]+e.Gained || e.Stock > MaxStock {
				t.Fatalf("dice created: %+v from stock %d", e, before.Stock[pl])
			}
			sum := 0
			for tt, a := range e.Added[:g.Map().N()] {
				sum += int(a)
				if a > 0 && int(before.Owner[tt]) != pl {
					t.Fatalf("die placed on territory %d of player %d", tt, before.Owner[tt])
				}
			}
			if sum != e.Placed || (e.Stock > 0 && after.TotalDice(pl) != MaxDice*after.Territories(pl)) {
				t.Fatalf("placed %d (sum %d), stock %d with room left", e.Placed, sum, e.Stock)
			}
		})
	}
}

// DESIGN 5.3: a game in which nobody attacks for 8 rounds in a row ends,
// won by the leader. A round is one turn of each player still in the game:
// with three seats, 24 quiet turns, but 16 once a seat is out.
func TestStallRule(t *testing.T) {
	tests := []struct {
		name  string
		game  func() *Game
		quiet int
	}{
		{"three players in", func() *Game { g, _ := New(DefaultOptions(3), 11); return g }, 24},
		// Seat 2 holds nothing; every territory is full, so the ends of
		// turn place nothing.
		{"one of three seats out", func() *Game {
			return handGame(t, stripMap(t), 3, []int8{0, 1, 0, 1, 0}, []int8{8, 8, 8, 8, 8}, 1)
		}, 16},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.game()
			for i := 1; i < tc.quiet; i++ {
				if _, err := g.EndTurn(); err != nil || g.Over() {
					t.Fatalf("quiet turn %d: over %v (%v), want the game to go on to %d", i, g.Over(), err, tc.quiet)
				}
			}
			r, _ := g.EndTurn()
			w, why := g.Result()
			if !g.Over() || why != Stalled || r.Next != -1 {
				t.Fatalf("after %d quiet turns: over %v reason %d", tc.quiet, g.Over(), why)
			}
			if p := g.Position(); w != p.Leader() {
				t.Errorf("winner %d, leader %d", w, p.Leader())
			}
		})
	}
}

// DESIGN 5.3: a game that reaches 1000 turns ends there (two quiet turns
// are far from the stall rule).
func TestTurnLimit(t *testing.T) {
	g, _ := New(DefaultOptions(2), 12)
	g.turn = 998
	g.EndTurn()
	if g.Over() {
		t.Fatalf("over after %d turns, want 1000", g.Turn())
	}
	g.EndTurn()
	if _, why := g.Result(); why != TurnLimit || g.Turn() != 1000 {
		t.Errorf("after %d turns: reason %d, want TurnLimit at 1000", g.Turn(), why)
	}
}

func firstLegal(g *Game) (int, int) {
	p := g.Position()
	for f := 0; f < p.Map.N(); f++ {
		if a := p.Attackable(f); a != 0 {
			return f, lowest(a)
		}
	}
	return -1, -1
}

// The leader of a stalled game has the most territories, then the most
// dice, then the first seat, and LeaderBy says which of them decided.
func TestLeaderTieBreaks(t *testing.T) {
	m := stripMap(t)
	for _, tc := range []struct {
		name   string
		owners []int8
		dice   []int8
		leader int
		by     Tiebreak
	}{
		{"most territories", []int8{1, 1, 1, 0, 2}, []int8{1, 1, 1, 8, 8}, 1, ByTerritories},
		{"tied on territories, more dice", []int8{0, 1, 1, 0, 2}, []int8{3, 2, 2, 4, 8}, 0, ByDice},
		{"the later seat with more dice", []int8{0, 1, 1, 0, 2}, []int8{2, 4, 4, 2, 8}, 1, ByDice},
		{"tied on both", []int8{0, 1, 1, 0, 2}, []int8{3, 4, 3, 4, 8}, 0, BySeat},
		{"two of three tied on territories", []int8{0, 1, 2, 2, 1}, []int8{3, 4, 3, 4, 8}, 1, ByDice},
		{"the others tied on both", []int8{0, 0, 0, 1, 2}, []int8{1, 1, 1, 1, 1}, 0, ByTerritories},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := handGame(t, m, 3, tc.owners, tc.dice, 1)
			p := g.Position()
			if l, by := p.LeaderBy(); l != tc.leader || by != tc.by {
				t.Errorf("leader %d by %d, want %d by %d", l, by, tc.leader, tc.by)
			}
			if l := p.Leader(); l != tc.leader {
				t.Errorf("Leader %d, want %d", l, tc.leader)
			}
		})
	}
}

// A round ends when play goes back round the table to the first seat
// still in the game; a seat out is skipped, not waited for.
func TestRounds(t *testing.T) {
	m := stripMap(t)
	// three players, nobody out: three turns a round
	g := handGame(t, m, 3, []int8{0, 1, 2, 2, 2}, []int8{1, 1, 1, 1, 1}, 1)
	for i, want := range []int{1, 1, 1, 2, 2, 2, 3} {
		if g.Round() != want {
			t.Fatalf("after %d turns: round %d, want %d", i, g.Round(), want)
		}
		if _, err := g.EndTurn(); err != nil {
			t.Fatal(err)
		}
	}
	// player 1 out on the first turn: the round goes 0, 2, then back to 0
	for seed := uint64(0); ; seed++ {
		g := handGame(t, m, 3, []int8{0, 1, 2, 2, 2}, []int8{8, 1, 1, 1, 1}, seed)
		if r, _ := g.Attack(0, 1); !r.Won {
			continue
		}
		for _, want := range []struct{ current, round int }{{2, 1}, {0, 2}, {2, 2}, {0, 3}} {
			if _, err := g.EndTurn(); err != nil {
				t.Fatal(err)
			}
			if g.Current() != want.current || g.Round() != want.round {
				t.Errorf("player %d in round %d, want %d in round %d", g.Current(), g.Round(), want.current, want.round)
			}
		}
		break
	}
}
