package momentum

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	rules "plateau/games/momentum"
)

// position builds a game from a picture, one string per row: '.' empty,
// '1'..'9' a wall, 'A' player 1, 'B' player 2.
func position(t *testing.T, rows []string, m1, m2, turn int) *rules.Game {
	t.Helper()
	o := rules.DefaultOptions()
	o.Width, o.Height = len(rows[0]), len(rows)
	pos := rules.Position{Walls: make([]int, o.Width*o.Height), Momentum: [2]int{m1, m2}, Turn: turn}
	for y, row := range rows {
		for x, ch := range row {
			switch {
			case ch == 'A':
				pos.Players[rules.P1] = rules.Cell{X: x, Y: y}
			case ch == 'B':
				pos.Players[rules.P2] = rules.Cell{X: x, Y: y}
			case ch >= '1' && ch <= '9':
				pos.Walls[y*o.Width+x] = int(ch - '0')
			}
		}
	}
	g, err := rules.FromPosition(o, pos)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func allSpecs() []Spec {
	return []Spec{{Kind: "random"}, {Kind: "greedy"}, {Kind: "search", Level: 1}, {Kind: "search", Level: 3}, {Kind: "search", Level: DefaultLevel}}
}

func TestParseSpec(t *testing.T) {
	tests := []struct {
		in   string
		want Spec
		ok   bool
	}{
		{"random", Spec{Kind: "random"}, true},
		{"greedy", Spec{Kind: "greedy"}, true},
		{"search", Spec{Kind: "search", Level: DefaultLevel}, true},
		{"search:1", Spec{Kind: "search", Level: 1}, true},
		{"search:9", Spec{Kind: "search", Level: 9}, true},
		{"search:0", Spec{}, false},
		{"search:10", Spec{}, false},
		{"search:x", Spec{}, false},
		{"greedy:2", Spec{}, false},
		{"mcts", Spec{}, false},
		{"", Spec{}, false},
	}
	for _, tc := range tests {
		got, err := ParseSpec(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseSpec(%q) = %+v, %v; want %+v ok=%v", tc.in, got, err, tc.want, tc.ok)
		}
		if tc.ok {
			if back, _ := ParseSpec(got.String()); back != got {
				t.Errorf("%q does not round-trip through %q", tc.in, got.String())
			}
			if name := got.New(1).Name(); name != got.String() {
				t.Errorf("player name %q, want %q", name, got.String())
			}
		}
	}
}

// TestPlayersPlayLegally: on positions from random games, on the default
// board and on a 6x5 board where one builds anywhere, every player returns a
// legal action and leaves the game untouched.
func TestPlayersPlayLegally(t *testing.T) {
	wide := rules.Options{Width: 6, Height: 5, StartMomentum: 2, BuildRange: rules.Anywhere, TurnLimit: 50}
	for _, o := range []rules.Options{rules.DefaultOptions(), wide} {
		for _, sp := range allSpecs() {
			if sp.Level == DefaultLevel && (testing.Short() || raceEnabled) {
				continue
			}
			checkLegalPlay(t, o, sp)
		}
	}
}

func checkLegalPlay(t *testing.T, o rules.Options, sp Spec) {
	rng := rand.New(rand.NewPCG(4, 4))
	pl := sp.New(7)
	g, err := rules.New(o)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30 && !g.Over(); i++ {
		hash, ply := g.Hash(), g.Ply()
		a, err := pl.Choose(context.Background(), g)
		if err != nil {
			t.Fatalf("%v: %v", sp, err)
		}
		if g.Hash() != hash || g.Ply() != ply {
			t.Fatalf("%v modified the game", sp)
		}
		if err := g.Check(a); err != nil {
			t.Fatalf("%v on %dx%d chose %v: %v", sp, o.Width, o.Height, a, err)
		}
		// Alternate the player's choices with random ones to see varied positions.
		if rng.IntN(2) == 0 {
			legal := g.LegalActions(nil)
			a = legal[rng.IntN(len(legal))]
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := pl.Choose(context.Background(), finished(t)); !errors.Is(err, rules.ErrGameOver) {
		t.Errorf("%v on a finished game: err %v, want ErrGameOver", sp, err)
	}
}

func finished(t *testing.T) *rules.Game {
	g := position(t, []string{
		".A......",
		"........",
		"........",
		"......B."}, 1, 1, 1)
	if err := g.Apply(rules.Move(rules.W)); err != nil || !g.Over() {
		t.Fatalf("setup: %v", err)
	}
	return g
}

// TestWinInOne: sliding down the last column enters P2's camp; every
// non-random player finds it.
func TestWinInOne(t *testing.T) {
	g := position(t, []string{
		"....B...",
		".......A",
		"........",
		"........"}, 2, 1, 1)
	for _, sp := range allSpecs()[1:] {
		a, err := sp.New(3).Choose(context.Background(), g)
		if err != nil || a != rules.Move(rules.S) {
			t.Errorf("%v chose %v (%v), want S", sp, a, err)
		}
	}
}

// TestAvoidOwnCamp: P1 stands next to his own camp; W would enter it.
func TestAvoidOwnCamp(t *testing.T) {
	g := position(t, []string{
		".A......",
		"........",
		"........",
		"......B."}, 1, 1, 1)
	for _, sp := range allSpecs()[1:] {
		for seed := uint64(0); seed < 5; seed++ {
			if a, _ := sp.New(seed).Choose(context.Background(), g); a == rules.Move(rules.W) {
				t.Errorf("%v seed %d walks into its own camp", sp, seed)
			}
		}
	}
}

// TestSearchDefends: P2 on (0,3) with momentum 2 threatens to slide up the
// first column next to P1's camp, then into it on turn 2, which P2 begins.
// Only standing in the way at once saves P1; greedy plays P2.
func TestSearchDefends(t *testing.T) {
	for seed := uint64(0); seed < 4; seed++ {
		g := position(t, []string{
			"........",
			"........",
			".A......",
			"B......."}, 1, 2, 1)
		players := [2]Player{NewSearch(3, seed), NewGreedy(seed)}
		for i := 0; i < 4; i++ {
			a, err := players[g.ToMove()].Choose(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if g.Over() || g.ToMove() != rules.P2 || g.CanReachCamp(rules.P2, rules.P1) {
			t.Errorf("seed %d: P2 can still enter P1's camp after %v", seed, g.Moves())
		}
	}
}

// TestSearchDeterministic: the same seed gives the same move (node budgets,
// not the clock, limit the default level).
func TestSearchDeterministic(t *testing.T) {
	g := benchGame(t, benchPositions[1])
	a1, _ := NewSearch(4, 9).Choose(context.Background(), g)
	a2, _ := NewSearch(4, 9).Choose(context.Background(), g)
	if a1 != a2 {
		t.Errorf("same seed, different moves: %v and %v", a1, a2)
	}
}

// TestSearchCancel: a cancelled context stops the strongest level promptly
// with the context's error and a legal fallback move.
func TestSearchCancel(t *testing.T) {
	g := benchGame(t, benchPositions[1])
	s := NewSearch(MaxLevel, 1)
	ctx, cancel := context.WithCancel(context.Background())
	type result struct {
		a   rules.Action
		err error
	}
	done := make(chan result, 1)
	go func() {
		a, err := s.Choose(ctx, g)
		done <- result{a, err}
	}()
	for s.Nodes() == 0 && len(done) == 0 { // wait until it is searching
		time.Sleep(time.Millisecond)
	}
	cancel()
	select {
	case r := <-done:
		if !errors.Is(r.err, context.Canceled) {
			t.Errorf("err %v, want context.Canceled", r.err)
		}
		if err := g.Check(r.a); err != nil {
			t.Errorf("fallback move %v: %v", r.a, err)
		}
	case <-time.After(30 * time.Second): // a liveness guard, not a speed check
		t.Fatal("search ignored cancellation")
	}
}

// TestEvaluateAntisymmetric: what is good for one player is as bad for the other.
func TestEvaluateAntisymmetric(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	g, _ := rules.New(rules.DefaultOptions())
	for i := 0; i < 300; i++ {
		if g.Over() {
			g, _ = rules.New(rules.DefaultOptions())
		}
		if a, b := Evaluate(g, rules.P1), Evaluate(g, rules.P2); a != -b {
			t.Fatalf("ply %d: P1 %d, P2 %d", g.Ply(), a, b)
		}
		legal := g.LegalActions(nil)
		_ = g.Apply(legal[rng.IntN(len(legal))])
	}
}
