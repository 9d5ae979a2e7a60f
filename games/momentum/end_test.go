package momentum

import (
	"errors"
	"testing"
)

// TestCamps: whoever enters a camp, its owner loses, and the game stops.
func TestCamps(t *testing.T) {
	tests := []struct {
		name          string
		rows          []string
		m1, m2, turn  int
		act           Action
		winner, camp  Player
		entrant       Player
		wantEntrantAt Cell
	}{
		{"P1 enters P2's camp", []string{
			".....B..",
			".......A",
			"........",
			"........"}, 2, 1, 1, Move(S), P1, P2, P1, Cell{7, 3}},
		{"P1 enters his own camp", []string{
			".A......",
			"........",
			"........",
			"......B."}, 3, 1, 1, Move(W), P2, P1, P1, Cell{0, 0}},
		{"P2 enters P1's camp", []string{
			"........",
			"....A...",
			"B.......",
			"........"}, 1, 3, 2, Move(N), P2, P1, P2, Cell{0, 0}},
		{"P2 enters his own camp", []string{
			"........",
			".A......",
			"........",
			".....B.."}, 1, 5, 2, Move(E), P1, P2, P2, Cell{7, 3}},
		{"a slide ends in the camp with momentum to spare", []string{
			"...A....",
			"........",
			"........",
			"......B."}, 9, 1, 1, Move(W), P2, P1, P1, Cell{0, 0}},
		{"a diagonal slide into a camp", []string{
			"........",
			"........",
			"..A.....",
			"......B."}, 4, 1, 1, Move(NW), P2, P1, P1, Cell{0, 0}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := mustGame(t, tc.rows, tc.m1, tc.m2, tc.turn)
			mustApply(t, g, tc.act)
			r := g.Result()
			want := Result{Outcome: Win, Reason: CampEntered, Winner: tc.winner, Entrant: tc.entrant, Camp: tc.camp}
			if r != want {
				t.Fatalf("result %+v (%v), want %+v", r, r, want)
			}
			if got := g.Pos(tc.entrant); got != tc.wantEntrantAt {
				t.Errorf("entrant on %v, want %v", got, tc.wantEntrantAt)
			}
			if n := len(g.LegalActions(nil)); n != 0 {
				t.Errorf("%d legal actions after the end", n)
			}
			if err := g.Apply(Move(N)); !errors.Is(err, ErrGameOver) {
				t.Errorf("playing on: err %v, want ErrGameOver", err)
			}
			mustUndo(t, g)
			if g.Over() {
				t.Error("undo should reopen the game")
			}
		})
	}
}

// TestDrawByRepetition: both players destroy and rebuild the same wall each
// turn; the turn-start position recurs every two turns (the first player
// alternates), so the third occurrence comes after 16 actions.
func TestDrawByRepetition(t *testing.T) {
	g := mustGame(t, []string{
		"........",
		".A1.....",
		".....1B.",
		"........"}, 1, 1, 1)
	for i := 0; i < 16; i++ {
		if g.Over() {
			t.Fatalf("over after %d actions: %v", i, g.Result())
		}
		me := g.ToMove()
		cell := [2]Cell{{2, 1}, {5, 2}}[me]
		a := Destroy(cell.X, cell.Y)
		if g.Phase() == Construction {
			a = Build(cell.X, cell.Y)
		}
		mustApply(t, g, a)
	}
	want := Result{Outcome: Draw, Reason: Repetition}
	if g.Result() != want {
		t.Fatalf("result %v, want %v", g.Result(), want)
	}
	if g.Repetitions() != 3 {
		t.Errorf("repetitions %d, want 3", g.Repetitions())
	}
	mustUndo(t, g)
	if g.Over() {
		t.Error("undo should cancel the draw")
	}
}

// TestDrawByTurnLimit: with a limit of 2 turns the game is drawn after the
// last construction action of turn 2, not before.
func TestDrawByTurnLimit(t *testing.T) {
	o := DefaultOptions()
	o.TurnLimit = 2
	g, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]Action, 0, g.MaxActions())
	for i := 0; i < 8; i++ {
		if g.Over() {
			t.Fatalf("over after %d actions", i)
		}
		a := Move(S)
		if g.Phase() == Construction {
			a = g.LegalActions(buf)[0]
		}
		mustApply(t, g, a)
	}
	want := Result{Outcome: Draw, Reason: TurnLimit}
	if g.Result() != want {
		t.Fatalf("result %v, want %v", g.Result(), want)
	}
}

func TestCanReachCamp(t *testing.T) {
	tests := []struct {
		name     string
		rows     []string
		m1, m2   int
		p, owner Player
		want     bool
	}{
		{"along the bottom edge", []string{
			"........",
			"........",
			"......B.",
			"...A...."}, 4, 1, P1, P2, true},
		{"too little momentum", []string{
			"........",
			"........",
			"......B.",
			"...A...."}, 3, 1, P1, P2, false},
		{"a wall in the way", []string{
			"........",
			"........",
			"......B.",
			"...A.1.."}, 9, 1, P1, P2, false},
		{"diagonal into one's own camp", []string{
			"........",
			"........",
			"..A.....",
			"......B."}, 4, 1, P1, P1, true},
		{"diagonal into the other's camp", []string{
			"........",
			".....A..",
			"........",
			"B......."}, 4, 1, P1, P2, true},
		{"P2 down the first column", []string{
			"........",
			"B.......",
			"...A....",
			"........"}, 1, 1, P2, P1, true},
		{"blocked by the other player", []string{
			"........",
			"A.......",
			"B.......",
			"........"}, 1, 5, P2, P1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := mustGame(t, tc.rows, tc.m1, tc.m2, 1)
			if got := g.CanReachCamp(tc.p, tc.owner); got != tc.want {
				t.Errorf("CanReachCamp(%v, %v) = %v, want %v", tc.p, tc.owner, got, tc.want)
			}
		})
	}
}

// LastTurn is the turn of the last action, even when that action ended the
// turn (a draw by the turn limit, after which Turn is already the next).
func TestLastTurn(t *testing.T) {
	o := DefaultOptions()
	o.TurnLimit = 1
	g, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	if g.LastTurn() != 0 {
		t.Errorf("before any action: %d", g.LastTurn())
	}
	for i, a := range []Action{Move(E), Move(W), Build(3, 1), Build(4, 2)} {
		if err := g.Apply(a); err != nil {
			t.Fatal(a, err)
		}
		if g.LastTurn() != 1 {
			t.Errorf("after action %d: last turn %d, want 1 (Turn %d)", i+1, g.LastTurn(), g.Turn())
		}
	}
	if !g.Over() || g.Turn() != 2 {
		t.Fatalf("over %v at turn %d; want the turn limit's draw, Turn 2", g.Over(), g.Turn())
	}
}
