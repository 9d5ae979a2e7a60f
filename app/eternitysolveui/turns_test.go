package eternitysolveui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	game "plateau/games/eternity"
)

// A count of every solution of a design without fixed pieces says how many
// boards it counts up to turning the board, since it counts each with its
// turns: "154 solutions" of a 5x4 were 77 boards and their half turns, and
// nothing in the panel or the status bar said so. A design with fixed
// pieces, or a search stopped at its first solution, says nothing of it.
func TestASolutionCountSaysItCountsTheTurnsOfTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		w, h  int
		fixed bool
		all   bool
		want  string // "" for no word of turning
	}{
		{"5x4, every solution", 5, 4, false, true, "28 solutions (14 up to turning the board)"},
		{"4x4, every solution", 4, 4, false, true, "24 solutions (6 up to turning the board)"},
		{"5x4 with a fixed piece", 5, 4, true, true, ""},
		{"5x4, the first solution", 5, 4, false, false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w, p := newTestPanel(t)
			puz, sol, err := game.Generate(game.GenOptions{W: tc.w, H: tc.h, BorderColors: 2, InnerColors: 4, Seed: 1})
			if err != nil {
				t.Fatal(err)
			}
			d := game.NewDesign("counted", puz)
			if tc.fixed {
				d.Board.Cells[6] = sol.Cells[6]
				d.Board.Cells[6].Fixed = true
			}
			path := filepath.Join(t.TempDir(), "counted.json")
			f, err := os.Create(path)
			if err != nil {
				t.Fatal(err)
			}
			if err := game.WriteDesign(f, game.JSONFile, d); err != nil {
				t.Fatal(err)
			}
			f.Close()
			if err := w.OpenPath(path); err != nil {
				t.Fatal(err)
			}
			p.all.SetChecked(tc.all)
			p.Run()
			waitIdle(t, w.Status(), 30*time.Second)
			result, status := p.result.Text, w.Status().Message()
			if tc.want == "" {
				if strings.Contains(result+status, "turning the board") {
					t.Errorf("result %q, status %q: a count of turns where it is not exact", result, status)
				}
				return
			}
			if !strings.Contains(result, tc.want) || !strings.Contains(status, tc.want) {
				t.Errorf("result %q, status %q; want both to say %q", result, status, tc.want)
			}
		})
	}
}
