package dicewars

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The seed's deal: territory t goes to player t mod players, 4 dice each.
func TestSeedDeal(t *testing.T) {
	for _, players := range []int{2, 3, 7, 8} {
		g, err := New(DefaultOptions(players), 99)
		if err != nil {
			t.Fatal(err)
		}
		p := g.Position()
		for tt := 0; tt < p.Map.N(); tt++ {
			if int(p.Owner[tt]) != tt%players || p.Dice[tt] != 4 {
				t.Fatalf("%d players: territory %d owner %d dice %d", players, tt, p.Owner[tt], p.Dice[tt])
			}
		}
		if g.Current() != 0 || g.Over() {
			t.Errorf("player %d to move first, over %v", g.Current(), g.Over())
		}
	}
}

// The random deal still gives everyone the same number of territories; the
// original's random dice put 1 die per territory plus 2 per territory dealt
// round-robin, so every player ends with the same total.
func TestRandomDealAndDice(t *testing.T) {
	opts := DefaultOptions(4)
	opts.Territories = 32
	opts.Deal, opts.Start = DealRandom, StartRandom
	differs := false
	for seed := uint64(0); seed < 20; seed++ {
		g, _ := New(opts, seed)
		p := g.Position()
		for pl := 0; pl < 4; pl++ {
			if p.Territories(pl) != 8 || p.TotalDice(pl) != 8*3 {
				t.Fatalf("seed %d player %d: %d territories, %d dice", seed, pl, p.Territories(pl), p.TotalDice(pl))
			}
		}
		for tt := 0; tt < p.Map.N(); tt++ {
			if int(p.Owner[tt]) != tt%4 {
				differs = true
			}
		}
	}
	if !differs {
		t.Error("the random deal is the round-robin deal")
	}
}

func TestNewRejectsBadOptions(t *testing.T) {
	bad := []Options{
		{Cols: 28, Rows: 32, Territories: 30, Players: 1},
		{Cols: 28, Rows: 32, Territories: 30, Players: 9},
		{Cols: 28, Rows: 32, Territories: 5, Players: 6},
		{Cols: 1, Rows: 32, Territories: 30, Players: 2},
		{Cols: 28, Rows: 32, Territories: 30, Players: 2, Deal: 5},
		{Cols: 28, Rows: 32, Territories: 30, Players: 2, Start: -1},
	}
	for _, o := range bad {
		if _, err := New(o, 1); err == nil {
			t.Errorf("New(%+v) accepted", o)
		}
	}
}

// Same seed and moves, same game; a saved game loads and replays exactly.
func TestSaveLoadReplaysExactly(t *testing.T) {
	opts := DefaultOptions(4)
	opts.Deal, opts.Start = DealRandom, StartRandom
	g, _ := New(opts, 2024)
	playRandom(t, g, rand.New(rand.NewPCG(1, 2)), 300, nil)
	var buf bytes.Buffer
	if err := g.Save(&buf, []string{"human", "chaos", "expert", "dijkstra"}); err != nil {
		t.Fatal(err)
	}
	h, seats, err := Load(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if !samePosition(h.Position(), g.Position()) || h.Turn() != g.Turn() || len(h.Moves()) != len(g.Moves()) || seats[2] != "expert" {
		t.Fatal("the loaded game differs")
	}
	// The dice generator is restored too: the same next move rolls the same.
	playRandom(t, g, rand.New(rand.NewPCG(5, 5)), 200, nil)
	playRandom(t, h, rand.New(rand.NewPCG(5, 5)), 200, nil)
	if !samePosition(h.Position(), g.Position()) {
		t.Fatal("the loaded game continues differently")
	}
}

func TestLoadRejectsBadFiles(t *testing.T) {
	good := `{"version":1,"options":{"cols":28,"rows":32,"territories":30,"players":2,"deal":"round-robin","start":"four"},"seed":7,"moves":[%s]}`
	tests := []struct{ name, text string }{
		{"not json", "hello"},
		{"version", strings.Replace(good, `"version":1`, `"version":2`, 1)},
		{"deal", strings.Replace(good, "round-robin", "fair", 1)},
		{"players", strings.Replace(good, `"players":2`, `"players":12`, 1)},
		{"illegal move", strings.Replace(good, "%s", `{"from":1,"to":0}`, 1)},
		{"half a move", strings.Replace(good, "%s", `{"from":0}`, 1)},
		{"end and attack", strings.Replace(good, "%s", `{"end":true,"from":0,"to":1}`, 1)},
		{"seats", strings.Replace(good, `"seed":7`, `"seed":7,"seats":["a","b","c"]`, 1)},
	}
	for _, tc := range tests {
		if _, _, err := Load(strings.NewReader(tc.text)); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
	if _, _, err := Load(strings.NewReader(strings.Replace(good, "%s", `{"end":true}`, 1))); err != nil {
		t.Errorf("good file refused: %v", err)
	}
}

// A fault in a saved game names its line, the moves' and the options'
// own included (Save writes a move a line): those had none.
func TestLoadNamesTheLine(t *testing.T) {
	var b strings.Builder
	g, _ := New(DefaultOptions(2), 5)
	for range 3 {
		g.EndTurn()
	}
	if err := g.Save(&b, nil); err != nil {
		t.Fatal(err)
	}
	saved := b.String()
	lines := strings.Split(saved, "\n")
	for _, tc := range []struct {
		name, old, new string
	}{
		{"a move", `{"end":true}`, `{"end":false}`},
		{"the deal", `"round-robin"`, `"roundrobin"`},
		{"the starting dice", `"four"`, `"fiv"`},
	} {
		i := strings.Index(saved, tc.old)
		if i < 0 {
			t.Fatalf("%s: %q not in the saved game:\n%s", tc.name, tc.old, saved)
		}
		line := 1 + strings.Count(saved[:i], "\n")
		_, _, err := Load(strings.NewReader(saved[:i] + tc.new + saved[i+len(tc.old):]))
		if want := fmt.Sprintf("line %d: ", line); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s (%q): %v; want it on line %d", tc.name, lines[line-1], err, line)
		}
	}
}

func TestUndo(t *testing.T) {
	g, _ := New(DefaultOptions(2), 5)
	if g.CanUndo() || !errors.Is(g.Undo(), ErrCannotUndo) {
		t.Fatal("nothing to undo at the start")
	}
	g.Attack(firstLegal(g))
	if g.CanUndo() {
		t.Fatal("an attack rolled dice: no undo")
	}
	// Fill every territory of player 0 so the end of turn rolls nothing.
	for tt := 0; tt < g.Map().N(); tt++ {
		if g.pos.Owner[tt] == 0 {
			g.pos.Dice[tt] = MaxDice
		}
	}
	before := g.Position()
	g.EndTurn()
	if !g.CanUndo() {
		t.Fatal("a roll-free end of turn should be undoable")
	}
	// Undo replays from the seed, so the hand-filled dice are not restored;
	// what matters is that the turn is back to player 0 with the attack done.
	if err := g.Undo(); err != nil {
		t.Fatal(err)
	}
	if g.Current() != before.Current || len(g.Moves()) != 1 || g.Turn() != 0 {
		t.Errorf("after undo: current %d, %d moves, turn %d", g.Current(), len(g.Moves()), g.Turn())
	}
}

// Moves is the caller's copy: changing it leaves the game's moves, its
// save and what a later move records as they were.
func TestMovesIsACopy(t *testing.T) {
	tests := []struct {
		name   string
		change func([]Move) []Move
	}{
		{"a move changed", func(m []Move) []Move { m[0] = Attack(98, 99); return m }},
		{"every move cleared", func(m []Move) []Move { clear(m); return m }},
		{"cut and grown", func(m []Move) []Move { return append(m[:1], Attack(98, 99), Attack(97, 96)) }},
	}
	for _, tc := range tests {
		g, _ := New(DefaultOptions(3), 7)
		playRandom(t, g, rand.New(rand.NewPCG(7, 7)), 30, nil)
		want := slices.Clone(g.moves)
		var before bytes.Buffer
		if err := g.Save(&before, nil); err != nil {
			t.Fatal(err)
		}
		_ = tc.change(g.Moves())
		var after bytes.Buffer
		if err := g.Save(&after, nil); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(g.Moves(), want) || !bytes.Equal(after.Bytes(), before.Bytes()) {
			t.Errorf("%s: the game's moves became %v, want %v", tc.name, g.Moves(), want)
		}
		if g.MoveCount() != len(want) {
			t.Errorf("%s: MoveCount %d, want %d", tc.name, g.MoveCount(), len(want))
		}
		if !g.Over() {
			g.EndTurn()
			if got := g.Moves(); !slices.Equal(got[:len(want)], want) || got[len(want)] != EndTurn {
				t.Errorf("%s: after one more move %v, want %v and the end of the turn", tc.name, got, want)
			}
		}
	}
}

// errLine finds the line an error names.
var errLine = regexp.MustCompile(`^line (\d+): `)

// FuzzLoad: no input makes Load panic, a refusal names a line of the file
// or none, and what loads saves and loads again to the same game.
func FuzzLoad(f *testing.F) {
	g, _ := New(DefaultOptions(3), 1)
	playRandom(f, g, rand.New(rand.NewPCG(1, 1)), 40, nil)
	var buf bytes.Buffer
	g.Save(&buf, nil)
	f.Add(buf.Bytes())
	f.Add([]byte(`{"version":1,"options":{"cols":3,"rows":3,"territories":2,"players":2,"deal":"random","start":"random"},"seed":0,"moves":[{"end":true}]}`))
	f.Add([]byte(`{}`))
	f.Add([]byte("{\"version\":1,\"options\":{\"cols\":3,\"rows\":3,\"territories\":2,\"players\":2},\"seed\":0,\"moves\":[\n{\"from\":1,\"to\":0},\n{\"end\":true}]}"))
	f.Add([]byte(`{"version":1,"options":{"cols":3,"rows":3,"territories":2,"players":2},"seed":0,"mooves":[],"Moves":null}`))
	f.Add([]byte(`{"version":1,"options":{"cols":3,"rows":3,"territories":2,"players":2},"seed":0,"moves":[{"end":true,"x":1}]} ]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, _, err := Load(bytes.NewReader(data))
		if err != nil {
			// a line named is one of the file's
			if m := errLine.FindStringSubmatch(err.Error()); m != nil {
				if n, _ := strconv.Atoi(m[1]); n < 1 || n > 1+bytes.Count(data, []byte{'\n'}) {
					t.Fatalf("%v: no such line", err)
				}
			}
			return
		}
		var out bytes.Buffer
		if err := g.Save(&out, nil); err != nil {
			t.Fatalf("a loaded game does not save: %v", err)
		}
		h, _, err := Load(&out)
		if err != nil || !samePosition(h.Position(), g.Position()) {
			t.Fatalf("save/load round trip failed: %v", err)
		}
	})
}

func BenchmarkRandomGame(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 1))
	seed := uint64(0)
	for b.Loop() {
		seed++
		g, _ := New(DefaultOptions(4), seed)
		playRandom(b, g, rng, 1<<30, nil)
	}
}

// The sample the application ships loads and replays.
func TestSampleLoads(t *testing.T) {
	f, err := os.Open("../../resources/samples/dicewars_demo.json")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, seats, err := Load(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(seats) != 4 || g.Turn() != 12 || g.Over() {
		t.Errorf("sample: seats %v, turn %d, over %v", seats, g.Turn(), g.Over())
	}
}

// TurnsPlayed counts the turn under way, but not one more after a game the
// stall rule ended at a turn's end ("Game over after 17 turns" for 16).
func TestTurnsPlayed(t *testing.T) {
	g, err := New(DefaultOptions(2), 5)
	if err != nil {
		t.Fatal(err)
	}
	if g.TurnsPlayed() != 1 {
		t.Errorf("at the start: %d turns played, want 1 (the first under way)", g.TurnsPlayed())
	}
	for !g.Over() {
		if _, err := g.EndTurn(); err != nil {
			t.Fatal(err)
		}
	}
	if _, why := g.Result(); why != Stalled || g.TurnsPlayed() != g.Turn() || g.Turn() != 16 {
		t.Errorf("ended by %v after %d turns, %d played; want the stall rule after 16 (8 rounds of 2)", why, g.Turn(), g.TurnsPlayed())
	}
}
