package cli

import (
	"path/filepath"
	"testing"
)

// A file given to the command of another workspace is said to look like
// that workspace's, as the window sends it there (filekind): the reader
// said "line 1: expected the board size `W H` ..., got "36"" of a Rikudo,
// and "format: expected "plateau-eternity", got """ of a Momentum game,
// as if its "format" were empty. A file of none, with no "format", is
// said to have none; a file of the command's own keeps its reader's words.
func TestFileOfAnotherWorkspaceSaidSo(t *testing.T) {
	dir := t.TempDir()
	samples := filepath.Join("..", "..", "resources", "samples") + "/"
	rik := samples + "rikudo_sample.txt"
	mom := samples + "momentum_demo.json"
	other := writeInput(t, dir, "other.json", `{"name": "x", "width": 4}`)
	empty := writeInput(t, dir, "empty.json", `{"format": "", "width": 4}`)
	cut := writeInput(t, dir, "cut.txt", "4 4\n1 2 0 0\n")
	checkErrors(t, dir, []errorCase{
		{"a Rikudo to eternity solve", []string{"eternity", "solve", rik}, 2,
			"plateau eternity solve: " + rik + " looks like a Rikudo puzzle, not an Eternity puzzle: try plateau rikudo solve " + rik},
		{"a Rikudo to eternity convert", []string{"eternity", "convert", rik, filepath.Join(dir, "o.json")}, 2,
			"plateau eternity convert: " + rik + " looks like a Rikudo puzzle, not an Eternity puzzle: try plateau rikudo solve " + rik},
		{"an Eternity list to rikudo solve", []string{"rikudo", "solve", brendan4}, 2,
			"plateau rikudo solve: " + brendan4 + " looks like an Eternity puzzle, not a Rikudo puzzle: try plateau eternity solve " + brendan4},
		{"a Momentum game to eternity solve", []string{"eternity", "solve", mom}, 2,
			"plateau eternity solve: " + mom + " looks like a Momentum game, not an Eternity puzzle: plateau " + mom + " opens it in the window"},
		{"a Momentum game to rikudo solve", []string{"rikudo", "solve", mom}, 2,
			"plateau rikudo solve: " + mom + " looks like a Momentum game, not a Rikudo puzzle: plateau " + mom + " opens it in the window"},
		{"a Dice Wars game", []string{"eternity", "solve", samples + "dicewars_demo.json"}, 2,
			"plateau eternity solve: " + samples + "dicewars_demo.json looks like a Dice Wars game, not an Eternity puzzle: plateau " + samples + "dicewars_demo.json opens it in the window"},
		{"a Weave lattice", []string{"eternity", "solve", samples + "weave_seed_example.json"}, 2,
			"plateau eternity solve: " + samples + "weave_seed_example.json looks like a Weave lattice, not an Eternity puzzle: plateau " + samples + "weave_seed_example.json opens it in the window"},
		{"no format at all", []string{"eternity", "solve", other}, 2,
			`plateau eternity solve: DIR/other.json: no "format": "plateau-eternity" field: not an Eternity design`},
		{"an empty format", []string{"eternity", "solve", empty}, 2,
			`plateau eternity solve: DIR/empty.json: line 1: format: expected "plateau-eternity", got ""`},
		{"an Eternity list cut short", []string{"eternity", "solve", cut}, 2,
			"plateau eternity solve: DIR/cut.txt: line 3: expected 16 pieces for a 4x4 board, got 1: missing lines"},
	})
}
