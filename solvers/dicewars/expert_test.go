package dicewars

import (
	"context"
	"errors"
	"testing"
	"time"

	dw "plateau/games/dicewars"
)

func TestExpertChoices(t *testing.T) {
	chain := parseMap(t, "aabbccdd", "aabbccdd")
	tests := []struct {
		name         string
		owners, dice string
		from, to     int
		attack       bool
	}{
		{"sure attack joining two groups", "0102", "8132", 0, 1, true},
		{"hopeless attack: end the turn", "0111", "2888", 0, 0, false},
		{"no die to attack with", "0101", "1818", 0, 0, false},
		// c (8 dice) can take b (1) or d (1): b joins a to c.
		{"prefer the attack that joins", "0101", "1181", 2, 1, true},
	}
	for _, tc := range tests {
		for level := 1; level <= 3; level++ {
			pos := position(t, chain, 3, tc.owners, tc.dice)
			from, to, ok := NewExpert(level).Choose(&pos)
			if ok != tc.attack || (ok && (from != tc.from || to != tc.to)) {
				t.Errorf("%s, level %d: got %d->%d %v, want %d->%d %v", tc.name, level, from, to, ok, tc.from, tc.to, tc.attack)
			}
		}
	}
}

// Expert beats the seed's field; a small sample here, the 1000-game figure
// comes from the CLI (see the report).
func TestExpertBeatsSeedStrategies(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 200 games")
	}
	r, err := Tournament(context.Background(), TournamentConfig{
		Players: []string{"expert:1", "dijkstra", "bourgeoise", "bourgeoise"},
		Games:   200, Seed: 3, Options: dw.DefaultOptions(4)})
	if err != nil {
		t.Fatal(err)
	}
	if r.CI95[0][0] < 0.25 {
		t.Errorf("expert won %.3f %v: not above the fair share of 0.25", r.WinRate[0], r.CI95[0])
	}
}

// A deep Expert whose context has ended looks no further than one attack:
// the best attack it finds is worth what the first level finds, where it
// would otherwise search on for most of a second on a large map; and Step
// then plays nothing and says why.
func TestExpertGivesUpWhenItsContextEnds(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	deep, shallow := NewExpert(MaxExpertLevel), NewExpert(1)
	for i, p := range samplePositions(3) {
		c1, ok1 := shallow.best(&p, p.Current, 1)
		deep.done = ctx.Done()
		c2, ok2 := deep.best(&p, p.Current, deep.Level)
		deep.done = nil
		if ok1 != ok2 || c1.q != c2.q {
			t.Fatalf("position %d: stopped deep search's best %+v %v, level 1's %+v %v", i, c2, ok2, c1, ok1)
		}
	}
	g, _ := dw.New(dw.DefaultOptions(4), 1)
	if _, err := Step(ctx, g, deep); !errors.Is(err, context.Canceled) || len(g.Moves()) != 0 {
		t.Errorf("Step after the end: %v, %d moves played; want the cancellation and none", err, len(g.Moves()))
	}
}

// samplePositions collects positions met by the expert in real games.
func samplePositions(games int) []dw.Position {
	var out []dw.Position
	for g := 0; g < games; g++ {
		game, _ := dw.New(dw.DefaultOptions(4), uint64(g))
		seats := []Strategy{NewExpert(1), &Dijkstra{}, Bourgeoise{}, Bourgeoise{}}
		for !game.Over() {
			if game.Current() == 0 {
				out = append(out, game.Position())
			}
			Step(context.Background(), game, seats[game.Current()])
		}
	}
	return out
}

// go test -bench ExpertChoose: mean time a move at the default level; the
// slowest move is reported as max-ms.
func BenchmarkExpertChoose(b *testing.B) {
	positions := samplePositions(20)
	e := NewExpert(DefaultExpertLevel)
	var worst time.Duration
	i := 0
	for b.Loop() {
		p := positions[i%len(positions)]
		i++
		start := time.Now()
		e.Choose(&p)
		worst = max(worst, time.Since(start))
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "max-ms")
}
