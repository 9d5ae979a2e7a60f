package eternity

import (
	"context"
	"errors"
	"strings"
	"testing"

	"plateau/games/eternity"
	"plateau/solvers/eternity/maxscore"
	"plateau/solvers/eternity/sat"
)

// A piece fixed in a turn that puts its greys off the frame is an
// impossible hint: the search, its openings and estimate, Make unique,
// SAT and max score all refuse it as bad input, the search naming the
// piece, its turn and its cell. The search said "no solution" (exit 1)
// where SAT and max score refused it (exit 2). The same piece fixed in the
// turn that fits is taken by all.
func TestFixedPieceOffTheFrameIsRefused(t *testing.T) {
	// pieces 1 (2 1 0 0) and 10 (0 2 1 0) are corners
	p := readPlain(t, "4 3\n2 1 0 0\n4 6 4 4\n3 6 1 0\n4 2 0 2\n5 7 4 6\n1 1 0 0\n0 1 7 2\n2 0 1 6\n3 0 0 1\n0 2 1 0\n1 0 1 4\n1 0 1 5\n")
	fixed := func(turn eternity.Turn) *eternity.Board {
		b := eternity.NewBoard(p.W, p.H)
		b.Cells[0] = eternity.Placement{Piece: 1, Turn: turn, Fixed: true}
		return b
	}
	fits, ok := p.Pieces[0].FitTurn(eternity.OuterSides(p.W, p.H, 0, 0))
	if !ok || fits == 0 {
		t.Fatalf("piece 1 fits the top-left corner in turn %d (%v): want another than 0", fits, ok)
	}
	ctx := context.Background()
	runs := []struct {
		name string
		run  func(hints *eternity.Board) error
	}{
		{"openings", func(h *eternity.Board) error {
			_, _, err := Openings(ctx, p, Options{Hints: h}, 2, 0, func(Opening) bool { return true })
			return err
		}},
		{"estimate", func(h *eternity.Board) error { _, err := EstimateTree(ctx, p, Options{Hints: h}, 10, 1); return err }},
		{"make unique", func(h *eternity.Board) error { _, err := MakeUnique(ctx, p, Options{Hints: h}, nil); return err }},
		{"sat", func(h *eternity.Board) error { _, err := sat.Solve(ctx, p, h, sat.Options{}, nil); return err }},
		{"max score", func(h *eternity.Board) error {
			_, err := maxscore.Search(ctx, p, h, maxscore.Options{}, nil)
			return err
		}},
	}
	for _, c := range coverConfigs {
		runs = append(runs, struct {
			name string
			run  func(hints *eternity.Board) error
		}{c.String(), func(h *eternity.Board) error {
			_, err := Solve(ctx, p, Options{Config: c, Hints: h, All: true})
			return err
		}})
	}
	for _, r := range runs {
		if err := r.run(fixed(0)); err == nil {
			t.Errorf("%s: piece 1 fixed off the frame taken", r.name)
		}
		if err := r.run(fixed(fits)); err != nil {
			t.Errorf("%s: piece 1 fixed in the turn that fits refused: %v", r.name, err)
		}
	}
	_, err := Solve(ctx, p, Options{Hints: fixed(0)})
	if want := "cell (0, 0): piece 1 in turn 0"; !errors.Is(err, ErrHints) || !strings.Contains(err.Error(), want) {
		t.Errorf("the search says %v, want %q", err, want)
	}
}
