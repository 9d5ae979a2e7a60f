package momentum

import (
	"errors"
	"testing"
)

// TestMoves covers rules 1, 2 and 4: slide lengths, momentum changes and
// what stops a slide. P1 acts on odd turns, P2 on even ones.
func TestMoves(t *testing.T) {
	tests := []struct {
		name    string
		rows    []string
		m1, m2  int
		turn    int
		act     Action
		wantErr bool
		to      Cell
		mom     int
	}{
		{"orthogonal slides exactly momentum cells, +1", []string{
			"........",
			".A......",
			"........",
			"......B."}, 3, 1, 1, Move(E), false, Cell{4, 1}, 4},
		{"orthogonal stops before a wall", []string{
			"........",
			".A..1...",
			"........",
			"......B."}, 5, 1, 1, Move(E), false, Cell{3, 1}, 6},
		{"orthogonal stops before the other player", []string{
			"........",
			".A.B....",
			"........",
			"........"}, 5, 1, 1, Move(E), false, Cell{2, 1}, 6},
		{"orthogonal stops at the edge", []string{
			"........",
			".A......",
			"........",
			"......B."}, 9, 1, 1, Move(E), false, Cell{7, 1}, 10},
		{"blocked at once by a wall: +3", []string{
			"........",
			".A1.....",
			"........",
			"......B."}, 2, 1, 1, Move(E), false, Cell{1, 1}, 5},
		{"blocked at once by the edge: +3", []string{
			".A......",
			"........",
			"........",
			"......B."}, 2, 1, 1, Move(N), false, Cell{1, 0}, 5},
		{"blocked at once by the other player: +3", []string{
			"........",
			".AB.....",
			"........",
			"........"}, 1, 1, 1, Move(E), false, Cell{1, 1}, 4},
		{"P2 slides west on an even turn", []string{
			"........",
			".A......",
			"........",
			"......B."}, 1, 2, 2, Move(W), false, Cell{4, 3}, 3},
		{"diagonal slides floor(m/2) cells, -1", []string{
			"........",
			".A......",
			"........",
			"......B."}, 5, 1, 1, Move(SE), false, Cell{3, 3}, 4},
		// Rule 1 (seed 001, DESIGN 5.2): floor, not ceil: with room for two
		// cells, momentum 3 slides one.
		{"diagonal slides floor(3/2) = 1 cell with room for 2", []string{
			"........",
			".A......",
			"........",
			"........",
			"........",
			"......B."}, 3, 1, 1, Move(SE), false, Cell{2, 2}, 2},
		{"diagonal with momentum 2 slides one cell", []string{
			"........",
			".A......",
			"........",
			"......B."}, 2, 1, 1, Move(SE), false, Cell{2, 2}, 1},
		{"diagonal needs momentum 2", []string{
			"........",
			".A......",
			"........",
			"......B."}, 1, 1, 1, Move(SE), true, Cell{}, 0},
		{"diagonal cuts corners between two walls", []string{
			"........",
			".A1.....",
			".1......",
			"......B."}, 2, 1, 1, Move(SE), false, Cell{2, 2}, 1},
		{"diagonal stops before a wall", []string{
			".....B..",
			".A......",
			"........",
			"...1...."}, 6, 1, 1, Move(SE), false, Cell{2, 2}, 5},
		{"diagonal stops at the edge", []string{
			"........",
			".A......",
			"........",
			"......B."}, 9, 1, 1, Move(SE), false, Cell{3, 3}, 8},
		{"diagonal blocked at once: no +3, still -1", []string{
			"........",
			".A......",
			"..1.....",
			"......B."}, 4, 1, 1, Move(SE), false, Cell{1, 1}, 3},
		{"a build is not a movement action", []string{
			"........",
			".A......",
			"........",
			"......B."}, 1, 1, 1, Build(2, 2), true, Cell{}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := mustGame(t, tc.rows, tc.m1, tc.m2, tc.turn)
			me := g.ToMove()
			before := g.Clone()
			preview, _, pm, ok := g.SlideStop(tc.act.Dir())
			err := g.Apply(tc.act)
			if tc.wantErr {
				if !errors.Is(err, ErrIllegal) {
					t.Fatalf("err %v, want ErrIllegal", err)
				}
				if d := diffState(before, g); d != "" {
					t.Fatalf("illegal action changed the state: %s", d)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.Pos(me); got != tc.to {
				t.Errorf("%v stops on %v, want %v", me, got, tc.to)
			}
			if got := g.Momentum(me); got != tc.mom {
				t.Errorf("momentum %d, want %d", got, tc.mom)
			}
			if tc.act.Kind() == KindMove && (!ok || preview != tc.to || pm != tc.mom) {
				t.Errorf("SlideStop said %v momentum %d ok %v, want %v momentum %d", preview, pm, ok, tc.to, tc.mom)
			}
		})
	}
}

// TestDestroyAndBuild covers rule 3, destroy-again, and where one may build.
// Each case plays a movement action for each player, then checks the
// construction action of P1 (turn 1, so P1 builds first).
func TestDestroyAndBuild(t *testing.T) {
	rows := []string{
		"........",
		".A3.2...",
		"..2...B.",
		"........"}
	tests := []struct {
		name      string
		br        Range
		p1Move    Action // P1's movement action
		build     Action // P1's construction action
		wantErr   bool
		cell      Cell
		wantValue int
	}{
		{"destroy then build", Neighbours, Destroy(2, 1), Build(2, 1), false, Cell{2, 1}, 3},
		{"destroy then destroy again", Neighbours, Destroy(2, 1), Destroy(2, 1), false, Cell{2, 1}, 1},
		{"destroy again another wall", Neighbours, Destroy(2, 1), Destroy(2, 2), false, Cell{2, 2}, 1},
		{"no destroy again after a move", Neighbours, Move(N), Destroy(2, 1), true, Cell{}, 0},
		{"build raises a wall", Neighbours, Move(N), Build(2, 1), false, Cell{2, 1}, 4},
		{"build on an empty cell", Neighbours, Move(N), Build(0, 1), false, Cell{0, 1}, 1},
		{"no build on a camp", Neighbours, Move(N), Build(0, 0), true, Cell{}, 0},
		{"no build on a camp, anywhere", Anywhere, Move(N), Build(7, 3), true, Cell{}, 0},
		{"no build on oneself", Neighbours, Move(N), Build(1, 0), true, Cell{}, 0},
		{"no build far away with neighbours range", Neighbours, Move(N), Build(4, 3), true, Cell{}, 0},
		{"build far away with anywhere range", Anywhere, Move(N), Build(4, 3), false, Cell{4, 3}, 1},
		{"no build on the other player, anywhere", Anywhere, Move(N), Build(6, 1), true, Cell{}, 0},
		{"no build off the board", Anywhere, Move(N), Build(8, 0), true, Cell{}, 0},
		{"a move is not a construction action", Neighbours, Move(N), Move(S), true, Cell{}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o, pos := board(t, rows, 4, 1, 1)
			o.BuildRange = tc.br
			g, err := FromPosition(o, pos)
			if err != nil {
				t.Fatal(err)
			}
			mustApply(t, g, tc.p1Move, Move(N))
			if g.ToMove() != P1 || g.Phase() != Construction {
				t.Fatalf("want P1 in construction, got %v in %v", g.ToMove(), g.Phase())
			}
			before := g.Clone()
			err = g.Apply(tc.build)
			if tc.wantErr {
				if !errors.Is(err, ErrIllegal) {
					t.Fatalf("err %v, want ErrIllegal", err)
				}
				if d := diffState(before, g); d != "" {
					t.Fatalf("illegal action changed the state: %s", d)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := g.Wall(tc.cell.X, tc.cell.Y); got != tc.wantValue {
				t.Errorf("wall on %v: %d, want %d", tc.cell, got, tc.wantValue)
			}
		})
	}
}

// TestDestroyInMovement: destroying lowers a neighbouring wall by one and
// sets momentum to 1; it needs a wall next to the player.
func TestDestroyInMovement(t *testing.T) {
	rows := []string{
		"........",
		".A2.1...",
		"........",
		"......B."}
	tests := []struct {
		name    string
		act     Action
		wantErr bool
		value   int
	}{
		{"destroy a neighbouring wall", Destroy(2, 1), false, 1},
		{"no wall to destroy", Destroy(2, 2), true, 0},
		{"wall too far", Destroy(4, 1), true, 1},
		{"off the board", Destroy(9, 1), true, 0},
		{"destroying one's own cell", Destroy(1, 1), true, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := mustGame(t, rows, 7, 1, 1)
			err := g.Apply(tc.act)
			if tc.wantErr {
				if !errors.Is(err, ErrIllegal) {
					t.Fatalf("err %v, want ErrIllegal", err)
				}
				if g.Momentum(P1) != 7 || g.Ply() != 0 {
					t.Fatal("an illegal destroy changed the game")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			x, y := tc.act.Cell()
			if got := g.Wall(x, y); got != tc.value {
				t.Errorf("wall %d, want %d", got, tc.value)
			}
			if g.Momentum(P1) != 1 || g.Pos(P1) != (Cell{1, 1}) || !g.Destroyed(P1) {
				t.Errorf("after destroy: momentum %d on %v destroyed %v, want 1 on (1,1) true",
					g.Momentum(P1), g.Pos(P1), g.Destroyed(P1))
			}
		})
	}
}

// TestFirstPlayerAlternates plays three turns and records who acts when.
func TestFirstPlayerAlternates(t *testing.T) {
	g, _ := New(DefaultOptions())
	// Each player slides east then west, and builds on a free neighbour.
	var got []Player
	var phases []Phase
	buf := make([]Action, 0, g.MaxActions())
	for i := 0; i < 12; i++ {
		got = append(got, g.ToMove())
		phases = append(phases, g.Phase())
		var a Action
		if g.Phase() == Movement {
			a = Move(E)
			if g.Turn()%2 == 0 {
				a = Move(W)
			}
		} else {
			a = g.LegalActions(buf)[0]
		}
		mustApply(t, g, a)
	}
	want := []Player{P1, P2, P1, P2, P2, P1, P2, P1, P1, P2, P1, P2}
	for i := range want {
		wantPhase := Phase(i % 4 / 2)
		if got[i] != want[i] || phases[i] != wantPhase {
			t.Errorf("ply %d: %v in %v, want %v in %v", i, got[i], phases[i], want[i], wantPhase)
		}
	}
	if g.Turn() != 4 || g.FirstPlayer() != P2 {
		t.Errorf("turn %d first %v, want 4 and P2", g.Turn(), g.FirstPlayer())
	}
}

// TestConstructionIsCompulsory: in the construction phase the legal actions
// are builds (and destroys after a destroy), never empty, with no pass.
func TestConstructionIsCompulsory(t *testing.T) {
	g := mustGame(t, []string{
		".A1.....",
		"11......",
		"........",
		"......B."}, 1, 1, 1)
	mustApply(t, g, Destroy(2, 0), Move(W))
	acts := g.LegalActions(nil)
	var builds, destroys int
	for _, a := range acts {
		switch a.Kind() {
		case KindBuild:
			builds++
		case KindDestroy:
			destroys++
		default:
			t.Errorf("unexpected construction action %v", a)
		}
	}
	// Around (1,0): (0,0) is a camp; (2,0), (0,1), (1,1), (2,1) may be built
	// on, and the walls left on (0,1) and (1,1) destroyed again.
	if builds != 4 || destroys != 2 {
		t.Errorf("%d builds and %d destroys (%v), want 4 and 2", builds, destroys, acts)
	}
}
