package dicewars

import (
	"context"
	"errors"
	"strings"
	"testing"

	dw "plateau/games/dicewars"
	"plateau/games/reason"
)

func TestBourgeoise(t *testing.T) {
	chain := parseMap(t, "aabbccddee") // a-b-c-d-e in a row
	split := parseMap(t, "aabb..ccdd") // a-b and c-d, sea between
	seven := parseMap(t, "abcdefgh")   // a..g are player 0's, h the enemy's
	tests := []struct {
		name         string
		m            *dw.Map
		owners, dice string
		stock        int
		from, to     int
		attack       bool
	}{
		{"largest difference", chain, "01011", "53412", 0, 2, 3, true},
		{"tie: fewer attacking dice", split, "0101", "6431", 0, 2, 3, true},
		{"tie the other way", split, "0101", "3164", 0, 0, 1, true},
		{"negative difference: end turn", chain, "01010", "25281", 0, 0, 0, false},
		{"one die cannot attack", chain, "01111", "11111", 0, 0, 0, false},
		// The seed's example: six territories at 8 dice and a stock of 7;
		// attacking 8 against 8 risks 7 dice, which the stock makes good.
		{"seed example: 8 v 8 with stock 7", seven, "00000001", "88888888", 7, 6, 7, true},
		// The same with no stock: a loss (7 dice) is still covered by the
		// reinforcement of the group of seven territories.
		{"8 v 8 covered by reinforcement", seven, "00000001", "88888888", 0, 6, 7, true},
		// Territories far from full: 8 v 8 would leave a hole nobody refills.
		{"8 v 8 not covered", seven, "00000001", "22222288", 0, 0, 0, false},
		// The loss counts: a and b (8 dice each, one group of 2) against c
		// (8). A loss drops b to 1, 7 dice to make good: not with a stock
		// of 4 and 2 of reinforcement, yes with a stock of 5.
		{"8 v 8, a loss of 7 against stock 4 + 2", chain, "00111", "88888", 4, 0, 0, false},
		{"8 v 8, a loss of 7 against stock 5 + 2", chain, "00111", "88888", 5, 1, 2, true},
	}
	for _, tc := range tests {
		pos := position(t, tc.m, 2, tc.owners, tc.dice)
		pos.Stock[0] = tc.stock
		from, to, ok := Bourgeoise{}.Choose(&pos)
		if ok != tc.attack || (ok && (from != tc.from || to != tc.to)) {
			t.Errorf("%s: got %d->%d %v, want %d->%d %v", tc.name, from, to, ok, tc.from, tc.to, tc.attack)
		}
	}
}

// djikstraMap: player 0's largest group is a,b,c,d (top-left), its second
// e,f (right), its third k (bottom-left, alone). Two enemy paths join the
// two largest groups: g,h along the top (b-g-h-e) and i along the bottom
// (d-i-f). j is a single weak enemy between d and k.
func dijkstraMap(t *testing.T) *dw.Map {
	m := parseMap(t,
		"abgghhee",
		"c......e",
		"ddiiiiff",
		"j.......",
		"k.......",
	)
	mustAdjacent(t, m, "ab ac bc cd bg gh he ef di if dj jk", true)
	mustAdjacent(t, m, "ag ai ci ei gi ak dk", false)
	return m
}

func TestDijkstraJoinsTheTwoLargestGroups(t *testing.T) {
	m := dijkstraMap(t)
	const owners = "00000011110" // a-f own, g h i j enemy (player 1), k own
	tests := []struct {
		name         string
		owners, dice string
		from, to     int
	}{
		// top path costs 2+2 = 4, bottom 6: attack g from b (its only own neighbour).
		{"cheapest path on top", owners, "25384322613", 1, 6},
		// bottom path now costs 3 < 4: attack i from d.
		{"cheapest path below", owners, "25384322313", 3, 8},
		// the first step is taken even uphill: the seed's strategy tries.
		{"uphill first step", owners, "25384361813", 1, 6},
		// two groups are enough: k is the enemy's, a-d and e-f are left.
		{"exactly two groups", "00000011111", "25384322613", 1, 6},
	}
	for _, tc := range tests {
		pos := position(t, m, 2, tc.owners, tc.dice)
		from, to, ok := (&Dijkstra{}).Choose(&pos)
		if !ok || from != tc.from || to != tc.to {
			t.Errorf("%s: got %d->%d %v, want %d->%d", tc.name, from, to, ok, tc.from, tc.to)
		}
	}
	// On the same position Bourgeoise goes for d(8) -> j(1), the largest
	// difference, ignoring the groups.
	pos := position(t, m, 2, owners, "25384322613")
	if from, to, _ := (Bourgeoise{}).Choose(&pos); from != 3 || to != 9 {
		t.Errorf("bourgeoise: %d->%d, want 3->9", from, to)
	}
}

func TestDijkstraFallsBackOnBourgeoise(t *testing.T) {
	m := dijkstraMap(t)
	// One group only (a-d); e, f, k are the enemy's: the largest difference wins.
	pos := position(t, m, 2, "00001111111", "25384322213")
	from, to, ok := (&Dijkstra{}).Choose(&pos)
	if !ok || from != 3 || to != 9 {
		t.Errorf("single group: %d->%d %v, want bourgeoise's 3->9", from, to, ok)
	}
	// Two groups but the attacker next to the path has one die: fall back.
	pos = position(t, m, 2, "00000011110", "21184322613")
	from, to, ok = (&Dijkstra{}).Choose(&pos)
	if !ok || from != 3 || to != 9 {
		t.Errorf("blocked path: %d->%d %v, want bourgeoise's 3->9", from, to, ok)
	}
}

// Chaos attacks half the time, from one of its territories to any
// neighbour: "the attacked cell is not subject to any condition" (seed 003),
// so its own (b from a, a from b) and from a's single die too.
func TestChaos(t *testing.T) {
	m := parseMap(t, "aabbccdd", "aabbccdd")
	pos := position(t, m, 2, "0011", "1424")
	c := NewChaos(1)
	attacks, illegal, own := 0, 0, 0
	const n = 4000
	for i := 0; i < n; i++ {
		from, to, ok := c.Choose(&pos)
		if !ok {
			continue
		}
		attacks++
		if pos.Owner[from] != 0 || !m.Adjacent(from, to) {
			t.Fatalf("chaos chose %d->%d: not from its own territory to a neighbour", from, to)
		}
		if pos.CheckAttack(from, to) != nil {
			illegal++
		}
		if pos.Owner[to] == 0 {
			own++
		}
	}
	if attacks < n*45/100 || attacks > n*55/100 {
		t.Errorf("attacked %d times of %d, want about half", attacks, n)
	}
	if illegal == 0 || own == 0 {
		t.Errorf("chaos proposed %d illegal attacks, %d on its own territory; want some of each", illegal, own)
	}
}

// Reseed starts Chaos's draws over as a new Chaos of that seed would.
func TestChaosReseed(t *testing.T) {
	m := parseMap(t, "aabbccdd", "aabbccdd")
	pos := position(t, m, 2, "0101", "1424")
	draws := func(c *Chaos) (out [20][3]int) {
		for i := range out {
			from, to, ok := c.Choose(&pos)
			out[i] = [3]int{from, to, map[bool]int{true: 1}[ok]}
		}
		return out
	}
	used := NewChaos(1)
	draws(used)
	used.Reseed(7)
	if got, want := draws(used), draws(NewChaos(7)); got != want {
		t.Errorf("reseeded: %v\nnew: %v", got, want)
	}
}

// An illegal proposal is refused and ends the turn.
func TestStepRefusesAndEndsTurn(t *testing.T) {
	g, _ := dw.New(dw.DefaultOptions(2), 3)
	a, err := Step(context.Background(), g, fixed{0, 0})
	if err != nil || a.Refused == nil || !a.Event.Move.End || g.Current() != 1 {
		t.Fatalf("step: %+v, err %v, current %d", a, err, g.Current())
	}
	if !errors.Is(a.Refused, dw.ErrOwnTarget) {
		t.Errorf("refused with %v", a.Refused)
	}
}

type fixed struct{ from, to int }

func (fixed) Name() string                           { return "fixed" }
func (f fixed) Choose(*dw.Position) (int, int, bool) { return f.from, f.to, true }

func TestPlayGameEnds(t *testing.T) {
	for _, names := range [][]string{{"chaos", "chaos"}, {"bourgeoise", "dijkstra", "chaos"}, {"expert", "bourgeoise"}} {
		g, _ := dw.New(dw.DefaultOptions(len(names)), 8)
		seats := make([]Strategy, len(names))
		for i, n := range names {
			seats[i], _ = New(n, uint64(i))
		}
		if err := PlayGame(context.Background(), g, seats); err != nil || !g.Over() {
			t.Errorf("%v: err %v over %v", names, err, g.Over())
		}
	}
}

func TestNewStrategy(t *testing.T) {
	for _, name := range []string{"chaos", "Bourgeoise", "dijkstra", "expert", "expert:1", "expert:4"} {
		if _, err := New(name, 1); err != nil {
			t.Errorf("New(%q): %v", name, err)
		}
	}
	for _, name := range []string{"", "random", "expert:0", "expert:9", "expert:x", "chaos:2"} {
		_, err := New(name, 1)
		var r *reason.Error
		switch {
		case err == nil:
			t.Errorf("New(%q) accepted", name)
		case !errors.As(err, &r):
			t.Errorf("New(%q): %v is no refusal: the app would show it in English", name, err)
		}
	}
	// the refusal's format names the strategies: every one of Names
	_, err := New("bogus", 1)
	for _, name := range Names() {
		if !strings.Contains(err.Error(), name) {
			t.Errorf("%q does not name %s", err, name)
		}
	}
}

// Between two groups as large as each other, Dijkstra joins the nearer:
// the largest group a b c, then d and f alone; d lies behind e (8 dice), f
// behind g (1 die). The row: d e a b c g f. It took d, of the lower number,
// attacking 3 dice against 8.
func TestDijkstraJoinsTheNearerOfTwoEqualGroups(t *testing.T) {
	m := parseMap(t, "deabcgf")
	mustAdjacent(t, m, "de ea ab bc cg gf", true)
	pos := position(t, m, 2, "0000101", "3252821") // territories a..g; e and g the enemy's
	from, to, ok := (&Dijkstra{}).Choose(&pos)
	if !ok || from != 2 || to != 6 {
		t.Errorf("dijkstra: %d->%d %v, want c->g (2->6), a path of cost 1 to a group as large as d", from, to, ok)
	}
}
