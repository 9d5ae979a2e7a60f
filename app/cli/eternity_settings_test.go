package cli

import (
	"errors"
	"fmt"
	"testing"

	solver "plateau/solvers/eternity"
)

// A setting the solver refuses is named as the flag (or the openings
// file) at fault, not as the puzzle's file: "brendan1_04x04.txt: openings
// depth 100 out of range 1..14" blamed a good file.
func TestSettingErrorsNameTheFlag(t *testing.T) {
	dir := t.TempDir()
	puzzle := benchDir + "brendan1_04x04.txt"
	ops := writeOpenings(t, dir, puzzle, "3")
	tests := []struct {
		name string
		args []string
		want string // the whole of stderr
	}{
		{"finale off the scan", []string{"eternity", "solve", benchDir + "brendan1_05x05.txt", "--finale", "5", "--var", "pessimistic"},
			"plateau eternity solve: --finale 5: finales need --var scan, which fills the cells in a fixed order, not --var pessimistic\n"},
		{"finale past the board", []string{"eternity", "solve", puzzle, "--finale", "30"},
			"plateau eternity solve: --finale 30: finale of 30 cells: want 1 to 14\n"},
		{"openings past the board", []string{"eternity", "solve", puzzle, "--openings", "100"},
			"plateau eternity solve: --openings: openings depth 100 out of range 1..14\n"},
		{"openings depth past the board", []string{"eternity", "openings", puzzle, "--depth", "100"},
			"plateau eternity openings: --depth: openings depth 100 out of range 1..14\n"},
		{"openings file past the finale", []string{"eternity", "solve", puzzle, "--openings-file", ops, "--finale", "12"},
			"plateau eternity solve: " + ops + ": openings of depth 3 out of range 1..2 (the cells before the finale)\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := run(tc.args...)
			if code != 2 || out != "" || errOut != tc.want {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2 and %q", code, out, errOut, tc.want)
			}
		})
	}
}

// searchError names the setting for the solver's refusals of one, and the
// puzzle's file for the rest.
func TestSearchError(t *testing.T) {
	s := settingFlags{finale: "--finale 5", depth: "--openings 9", units: "ops.txt"}
	tests := []struct {
		err  error
		s    settingFlags
		want string
	}{
		{fmt.Errorf("x: %w", solver.ErrFinale), s, "--finale 5: x: finale setting"},
		{fmt.Errorf("x: %w", solver.ErrDepth), s, "--openings 9: x: openings depth setting"},
		{fmt.Errorf("x: %w", solver.ErrUnits), s, "ops.txt: x: openings given"},
		{fmt.Errorf("x: %w", solver.ErrUnits), settingFlags{}, "p.txt: x: openings given"},
		{errors.New("corner piece fits no corner"), s, "p.txt: corner piece fits no corner"},
	}
	for _, tc := range tests {
		err := searchError(tc.err, "p.txt", tc.s)
		if err.Error() != tc.want || ExitCode(err) != ExitUsage {
			t.Errorf("%q (exit %d), want %q and exit 2", err, ExitCode(err), tc.want)
		}
	}
}
