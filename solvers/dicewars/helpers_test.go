package dicewars

import (
	"testing"

	dw "plateau/games/dicewars"
)

// parseMap reads a hand-drawn map: one string per row, one character per cell,
// '.' for the sea and 'a', 'b', ... for territories 0, 1, ... (odd rows are
// shifted right).
func parseMap(t testing.TB, rows ...string) *dw.Map {
	t.Helper()
	var cells []int8
	for _, r := range rows {
		for _, ch := range r {
			if ch == '.' {
				cells = append(cells, -1)
			} else {
				cells = append(cells, int8(ch-'a'))
			}
		}
	}
	m, err := dw.NewMap(len(rows[0]), len(rows), cells)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// position builds a hand-made position with player 0 to move: owners and
// dice as strings of digits, one per territory.
func position(t testing.TB, m *dw.Map, players int, owners, dice string) dw.Position {
	t.Helper()
	if len(owners) != m.N() || len(dice) != m.N() {
		t.Fatalf("%d owners, %d dice for %d territories", len(owners), len(dice), m.N())
	}
	p := dw.Position{Map: m, Players: players}
	for i := range m.N() {
		o := int(owners[i] - '0')
		p.Owner[i] = int8(o)
		p.Own[o] |= 1 << uint(i)
		p.Dice[i] = int8(dice[i] - '0')
		if p.Dice[i] < 1 || p.Dice[i] > dw.MaxDice {
			t.Fatalf("territory %d: %d dice", i, p.Dice[i])
		}
	}
	return p
}

// mustAdjacent checks the hand-drawn map has the intended borders.
func mustAdjacent(t testing.TB, m *dw.Map, pairs string, want bool) {
	t.Helper()
	for i := 0; i+1 < len(pairs); i += 3 {
		a, b := int(pairs[i]-'a'), int(pairs[i+1]-'a')
		if m.Adjacent(a, b) != want {
			t.Fatalf("map drawing: Adjacent(%c,%c) = %v", pairs[i], pairs[i+1], !want)
		}
	}
}
