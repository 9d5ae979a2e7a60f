package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// A command stopped by --timeout or by Ctrl+C (SIGTERM) says so in words,
// with what it had done: "search stopped after 2.003s: context deadline
// exceeded", "stopped while preparing the search: context canceled" and a
// generation's "context canceled" (exit 2, as bad input) were Go's.
func TestStoppedInPlainWords(t *testing.T) {
	dir := t.TempDir()
	rik := benchRikudo + ".txt"
	ops := writeOpenings(t, dir, brendan4, "2")
	tests := []struct {
		name     string
		args     []string
		signaled bool // run with a context Ctrl+C cancelled
		code     int
		want     string
	}{
		{"rikudo solve --timeout", []string{"rikudo", "solve", rik, "--timeout", "1ns"}, false, 1,
			"plateau rikudo solve: stopped by --timeout 1ns after 0 solutions: not known whether there is one"},
		{"rikudo solve, Ctrl+C", []string{"rikudo", "solve", rik}, true, 1,
			"plateau rikudo solve: stopped after 0 solutions: not known whether there is one"},
		{"eternity solve --timeout", []string{"eternity", "solve", brendan4, "--timeout", "1ns"}, false, 1,
			"plateau eternity solve: stopped by --timeout 1ns while preparing the search"},
		{"eternity solve, Ctrl+C", []string{"eternity", "solve", brendan4}, true, 1,
			"plateau eternity solve: stopped while preparing the search"},
		{"openings file, Ctrl+C", []string{"eternity", "solve", brendan4, "--openings-file", ops}, true, 1,
			"plateau eternity solve: stopped while reading DIR/ops.txt"},
		{"eternity gen, Ctrl+C", []string{"eternity", "gen", "--size", "6x6"}, true, 1,
			"plateau eternity gen: stopped while making the puzzle"},
		{"rikudo gen, Ctrl+C", []string{"rikudo", "gen", "--radius", "3"}, true, 1,
			"plateau rikudo gen: stopped while making the puzzle"},
		{"weave grow, Ctrl+C", []string{"weave", "grow", "--points", "1000"}, true, 1,
			"plateau weave grow: stopped after 1 of 1000 points"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			if tc.signaled {
				cancel()
			}
			var out, errb bytes.Buffer
			code := RunArgs(ctx, &Env{Stdout: &out, Stderr: &errb}, tc.args)
			if got := strings.ReplaceAll(errb.String(), dir, "DIR"); code != tc.code || got != tc.want+"\n" {
				t.Errorf("exit %d, stderr %q\nwant %d, %q", code, got, tc.code, tc.want)
			}
		})
	}
}
