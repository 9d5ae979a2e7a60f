package eternitysolveui

import (
	"strings"
	"testing"
	"time"

	game "plateau/games/eternity"
	"plateau/games/eternity/eternitytest"
)

// fixedClash names the fixed piece no solution can keep, and nothing when
// the fixed pieces are those of a solution.
func TestFixedClash(t *testing.T) {
	p := eternitytest.Puzzle(t, "brendan1_04x04")
	sol := eternitytest.Solution(t, "brendan1_04x04", p)
	for _, tc := range []struct {
		name  string
		board func(b *game.Board)
		want  string
	}{
		{"a solution's pieces", func(b *game.Board) { fix(b, sol, 0, 5, 10) }, ""},
		{"a corner turned", func(b *game.Board) {
			fix(b, sol, 0)
			b.Cells[0].Turn = (b.Cells[0].Turn + 1) % 4
		}, "is fixed on A1 with a "}, // a colour out and a grey edge in: either is true
		{"a corner inside", func(b *game.Board) {
			b.Cells[5] = sol.Cells[0]
			b.Cells[5].Fixed = true
		}, "is fixed on B2 with a grey edge inside the board"},
		{"an inner piece on the frame", func(b *game.Board) {
			b.Cells[1] = sol.Cells[5]
			b.Cells[1].Fixed = true
		}, "is fixed on B1 with a colour facing out of the board"},
		{"two inner pieces swapped", func(b *game.Board) {
			fix(b, sol, 5, 6)
			b.Cells[5], b.Cells[6] = b.Cells[6], b.Cells[5]
		}, "are fixed side by side with edges that differ"},
	} {
		b := game.NewBoard(p.W, p.H)
		tc.board(b)
		got := fixedClash(&game.Design{Puzzle: p, Board: b})
		if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// fix lays the pieces of cells of sol on b, fixed.
func fix(b, sol *game.Board, cells ...int) {
	for _, c := range cells {
		b.Cells[c] = sol.Cells[c]
		b.Cells[c].Fixed = true
	}
}

// A search refuses a fixed piece turned with a colour out of the board,
// as SAT does, and the panel says which piece on which cell (it said "No
// solution" with it, where SAT refused the same board).
func TestFixedPieceOffTheFrameNamed(t *testing.T) {
	w, p := newTestPanel(t)
	d := w.Design()
	b := game.NewBoard(d.Puzzle.W, d.Puzzle.H)
	for n, pc := range d.Puzzle.Pieces {
		if pc.Kind() == game.Corner {
			b.Cells[0] = game.Placement{Piece: n + 1, Turn: 0, Fixed: true}
			for t := range game.Turn(4) { // a turn that shows colour outside
				if e, _ := (&game.Board{W: b.W, H: b.H, Cells: []game.Placement{{Piece: n + 1, Turn: t}}}).Edges(d.Puzzle, 0, 0); e[game.North] != 0 {
					b.Cells[0].Turn = t
					break
				}
			}
			break
		}
	}
	if err := w.ApplyHints(b); err != nil {
		t.Fatal(err)
	}
	p.Run()
	waitIdle(t, w.Status(), 30*time.Second)
	if strings.HasPrefix(p.result.Text, "No solution") || !strings.Contains(p.result.Text, "fixed on A1 with a colour facing out") {
		t.Errorf("result %q, want the piece on A1 named, no \"No solution\"", p.result.Text)
	}
}
