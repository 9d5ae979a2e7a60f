package momentum

import (
	"errors"
	"testing"
)

// TestSeedWorkedTurn replays the turn illustrated in seed 001. Both players
// have momentum 3 and j2 begins the turn; j1 stands before a wall of value 1.
// j2 slides left three cells (momentum 3 -> 4), j1 destroys the wall in front
// of it (momentum 3 -> 1), j2 builds, j1 builds, and the next turn starts
// with j1. The seed's pictures are lost; the build cells are our choice.
func TestSeedWorkedTurn(t *testing.T) {
	g := mustGame(t, []string{
		"........",
		"......B.",
		"..A1....",
		"........",
	}, 3, 3, 2)
	if g.FirstPlayer() != P2 || g.ToMove() != P2 || g.Phase() != Movement {
		t.Fatalf("turn 2 should start with P2 in the movement phase, got first %v, to move %v, %v",
			g.FirstPlayer(), g.ToMove(), g.Phase())
	}

	// Phase de déplacement: j2 se déplace vers la gauche.
	mustApply(t, g, Move(W))
	if got := g.Pos(P2); got != (Cell{3, 1}) {
		t.Errorf("j2 after sliding left: %v, want (3,1)", got)
	}
	if got := g.Momentum(P2); got != 4 {
		t.Errorf("j2 momentum: %d, want 3+1 = 4", got)
	}
	if g.ToMove() != P1 || g.Phase() != Movement {
		t.Fatalf("after j2's move: to move %v in %v, want P1 in movement", g.ToMove(), g.Phase())
	}

	// j1 détruit le mur devant lui.
	mustApply(t, g, Destroy(3, 2))
	if got := g.Wall(3, 2); got != 0 {
		t.Errorf("wall after destroy: %d, want 0", got)
	}
	if got := g.Momentum(P1); got != 1 {
		t.Errorf("j1 momentum after destroy: %d, want 1", got)
	}
	if !g.Destroyed(P1) {
		t.Error("j1 should be marked as having destroyed")
	}

	// Phase de construction: j2 builds first, and may not build on j1.
	if g.ToMove() != P2 || g.Phase() != Construction {
		t.Fatalf("construction should start with P2, got %v in %v", g.ToMove(), g.Phase())
	}
	if err := g.Apply(Build(2, 2)); !errors.Is(err, ErrIllegal) {
		t.Errorf("building on j1: err %v, want ErrIllegal", err)
	}
	if err := g.Apply(Destroy(3, 2)); !errors.Is(err, ErrIllegal) {
		t.Errorf("j2 destroying without having destroyed: err %v, want ErrIllegal", err)
	}
	mustApply(t, g, Build(2, 1))
	if got := g.Wall(2, 1); got != 1 {
		t.Errorf("j2's wall: %d, want 1", got)
	}

	// j1 construit un mur.
	if g.ToMove() != P1 || g.Phase() != Construction {
		t.Fatalf("then j1 builds, got %v in %v", g.ToMove(), g.Phase())
	}
	mustApply(t, g, Build(3, 2))
	if got := g.Wall(3, 2); got != 1 {
		t.Errorf("j1's wall: %d, want 1", got)
	}

	// Fin du tour: au tour suivant, j1 jouera en premier.
	if g.Turn() != 3 || g.FirstPlayer() != P1 || g.ToMove() != P1 || g.Phase() != Movement {
		t.Errorf("next turn: turn %d first %v to move %v %v, want turn 3, P1 first in movement",
			g.Turn(), g.FirstPlayer(), g.ToMove(), g.Phase())
	}
	if g.Destroyed(P1) {
		t.Error("the destroy flag should be cleared at the end of the turn")
	}
	if g.Momentum(P1) != 1 || g.Momentum(P2) != 4 {
		t.Errorf("momenta at the end of the turn: %d, %d, want 1, 4", g.Momentum(P1), g.Momentum(P2))
	}
}

// TestStartPosition checks the seed's starting situation on the default board.
func TestStartPosition(t *testing.T) {
	g, err := New(DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	if n, p := g.Size(); n != 8 || p != 4 {
		t.Errorf("default size %dx%d, want 8x4", n, p)
	}
	checks := []struct {
		name      string
		got, want Cell
	}{
		{"P1 start", g.Pos(P1), Cell{1, 1}},
		{"P2 start", g.Pos(P2), Cell{6, 2}},
		{"P1 camp", g.Camp(P1), Cell{0, 0}},
		{"P2 camp", g.Camp(P2), Cell{7, 3}},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: %v, want %v", c.name, c.got, c.want)
		}
	}
	if g.Momentum(P1) != 1 || g.Momentum(P2) != 1 || g.ToMove() != P1 || g.Turn() != 1 {
		t.Errorf("start: momenta %d,%d to move %v turn %d", g.Momentum(P1), g.Momentum(P2), g.ToMove(), g.Turn())
	}
}
