package dicewars

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// parseMap reads a hand-drawn map: one string per row, one character per
// cell, '.' for the sea and 'a', 'b', ... for territories 0, 1, ...
// (odd rows are shifted right, as always).
func parseMap(t testing.TB, rows ...string) *Map {
	t.Helper()
	cols := len(rows[0])
	var cells []int8
	for _, r := range rows {
		if len(r) != cols {
			t.Fatalf("ragged map row %q", r)
		}
		for _, ch := range r {
			if ch == '.' {
				cells = append(cells, -1)
			} else {
				cells = append(cells, int8(ch-'a'))
			}
		}
	}
	m, err := NewMap(cols, len(rows), cells)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// handGame builds a game on a hand-made position: owner and dice per
// territory, player 0 to move. Such a game has no seed to replay from; it
// exists to test the rules.
func handGame(t testing.TB, m *Map, players int, owner, dice []int8, seed uint64) *Game {
	t.Helper()
	g := &Game{opts: Options{Cols: m.Cols, Rows: m.Rows, Territories: m.N(), Players: players}, seed: seed, winner: -1}
	g.pcg = rand.NewPCG(seed, streamPlay)
	g.rng = rand.New(g.pcg)
	g.pos = Position{Map: m, Players: players}
	for i := range g.pos.Owner {
		g.pos.Owner[i] = -1
	}
	for i := range owner {
		g.pos.Owner[i] = owner[i]
		g.pos.Own[owner[i]] |= 1 << uint(i)
		g.pos.Dice[i] = dice[i]
	}
	return g
}

// playRandom plays legal random moves (attacks with probability 3/4 when one
// exists) for at most maxMoves moves, calling check after each one.
func playRandom(t testing.TB, g *Game, rng *rand.Rand, maxMoves int, check func(ev Event, before Position)) {
	t.Helper()
	for i := 0; i < maxMoves && !g.Over(); i++ {
		before := g.Position()
		m := EndTurn
		if rng.IntN(4) > 0 {
			var froms, tos []int
			for f := 0; f < g.Map().N(); f++ {
				for a := before.Attackable(f); a != 0; a &= a - 1 {
					froms, tos = append(froms, f), append(tos, lowest(a))
				}
			}
			if len(froms) > 0 {
				k := rng.IntN(len(froms))
				m = Attack(froms[k], tos[k])
			}
		}
		ev, err := g.Apply(m)
		if err != nil {
			t.Fatalf("move %v refused: %v", m, err)
		}
		if check != nil {
			check(ev, before)
		}
	}
}

// samePosition compares two positions, maps by content rather than pointer.
func samePosition(a, b Position) bool {
	if !slices.Equal(a.Map.Cells, b.Map.Cells) {
		return false
	}
	a.Map, b.Map = nil, nil
	return a == b
}
