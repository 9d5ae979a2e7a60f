package cli

import (
	"bytes"
	"context"
	"testing"
)

// Usage errors name the flag the user gave (or should give), say a value
// once, and word a value out of its set in one way, `--flag "value": want
// ...`: "--depth 0: want at least 1" of a --depth not given, "--depth 99:
// openings depth 99 out of range", "-o tmp" of the folder /tmp, "1
// players", encoding/json's "invalid character" and three wordings of an
// unknown value.
func TestUsageErrorsInOneVoice(t *testing.T) {
	dir := t.TempDir()
	list := writeInput(t, dir, "e.txt", "4 4\n")
	checkErrors(t, dir, []errorCase{
		{"openings without --depth", []string{"eternity", "openings", brendan4}, 2,
			"plateau eternity openings: need --depth D, e.g. --depth 4"},
		{"openings depth too deep", []string{"eternity", "openings", brendan4, "--depth", "99"}, 2,
			"plateau eternity openings: --depth: openings depth 99 out of range 1..14"},
		{"gen -o a folder", []string{"eternity", "gen", "--size", "5x5", "-o", dir}, 2,
			"plateau eternity gen: -o DIR: a folder: name a .txt, .json or .url file"},
		{"one player", []string{"dicewars", "tournament", "--players", "chaos"}, 2,
			"plateau dicewars tournament: --players chaos: want 2 to 8 players, e.g. --players chaos,bourgeoise"},
		{"games out of range", []string{"dicewars", "tournament", "--players", "chaos,chaos", "--games", "0"}, 2,
			"plateau dicewars tournament: --games 0: want 1 to 10000000"},
		{"merge of no JSON", []string{"eternity", "merge", list}, 2,
			"plateau eternity merge: DIR/e.txt: not JSON: not a result of eternity solve --json"},
		{"unknown order", []string{"eternity", "solve", brendan4, "--order", "foo"}, 2,
			`plateau eternity solve: --order "foo": want rowscan, diagonal, spiral-in, spiral-out or quad-spiral`},
		{"unknown model", []string{"eternity", "solve", brendan4, "--model", "foo"}, 2,
			`plateau eternity solve: --model "foo": want bruteforce, capi or boco`},
		{"unknown level", []string{"rikudo", "gen", "--radius", "3", "--level", "foo"}, 2,
			`plateau rikudo gen: --level "foo": want easy, medium, hard or expert`},
		{"density out of range", []string{"rikudo", "gen", "--radius", "3", "--density", "2"}, 2,
			"plateau rikudo gen: --density 2: want a number from 0 to 1"},
		{"unknown method", []string{"rikudo", "solve", benchRikudo + ".txt", "--method", "foo"}, 2,
			`plateau rikudo solve: --method "foo": want direct or sat`},
		{"count zero", []string{"rikudo", "solve", benchRikudo + ".txt", "--count", "0"}, 2,
			"plateau rikudo solve: --count 0: want at least 1"},
	})
}

// A result that cannot be written exits 2, as every other output that
// cannot be written (a missing folder, a full disk): the standard
// output's exited 1, which scripts read as "no solution".
func TestLostOutputExitsAsAnyFailedWrite(t *testing.T) {
	var errb bytes.Buffer
	code := RunArgs(context.Background(), &Env{Stdout: failingWriter{}, Stderr: &errb}, []string{"test", "echo", "x"})
	if want := "plateau test echo: cannot write the result: no space left on device\n"; code != ExitUsage || errb.String() != want {
		t.Errorf("exit %d, %q; want 2, %q", code, errb.String(), want)
	}
}
