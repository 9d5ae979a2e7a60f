package cli

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
)

// runStoppedAfter runs a command of games (with --json when asked) and
// stops it as Ctrl+C does once n games are finished.
func runStoppedAfter(n int, args []string, asJSON bool) (int, string, string) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	afterGame = func(done int) {
		if done == n {
			cancel()
		}
	}
	defer func() { afterGame = nil }()
	if asJSON {
		args = append(args, "--json")
	}
	var out, errb bytes.Buffer
	code := RunArgs(ctx, &Env{Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

// The commands of games and their flags for a run of 1000 games.
var gameRuns = map[string][]string{
	"momentum": {"momentum", "match", "--p1", "greedy", "--p2", "random", "--games", "1000"},
	"dicewars": {"dicewars", "tournament", "--players", "chaos,bourgeoise", "--games", "1000",
		"--map", "12x12", "--territories", "8", "--workers", "1"},
}

// A match or tournament stopped (Ctrl+C, SIGTERM, --timeout) gives the
// games it finished, marked so, and exits 1: it printed nothing, and
// threw the finished games away.
func TestGamesStoppedGiveFinishedGames(t *testing.T) {
	tests := []struct {
		game string
		json bool
		want []string
	}{
		{"momentum", false, []string{"3 games in", "(stopped: 1000 asked)", "p1 won"}},
		{"momentum", true, []string{`"games":3,`, `"complete":false`, `"games_asked":1000`}},
		{"dicewars", false, []string{"3 games (stopped: 1000 asked)", "chaos", "bourgeoise"}},
		{"dicewars", true, []string{`"games":3,`, `"complete":false`, `"games_asked":1000`}},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s json %v", tc.game, tc.json), func(t *testing.T) {
			code, out, errOut := runStoppedAfter(3, gameRuns[tc.game], tc.json)
			if code != ExitFail || !strings.Contains(errOut, "stopped after 3 of 1000 games") {
				t.Errorf("exit %d, stderr %q; want 1 and the stop", code, errOut)
			}
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("stdout %q lacks %q", out, w)
				}
			}
		})
	}
}

func TestGamesTimeout(t *testing.T) {
	tests := []struct {
		timeout  string
		code     int
		wantErr  string
		complete bool
	}{
		{"0", 0, "", true},
		{"1ns", 1, "--timeout 1ns reached after 0 of 2 games", false},
		{"-1s", 2, "--timeout -1s is negative", false},
	}
	for game, args := range gameRuns {
		for _, tc := range tests {
			args := append(slices.Clone(args), "--games", "2", "--timeout", tc.timeout, "--json")
			args = slices.Delete(args, slices.Index(args, "--games"), slices.Index(args, "--games")+2) // the 1000
			code, out, errOut := run(args...)
			if code != tc.code || !strings.Contains(errOut, tc.wantErr) {
				t.Errorf("%s --timeout %s: exit %d, stderr %q; want %d and %q", game, tc.timeout, code, errOut, tc.code, tc.wantErr)
			}
			if tc.code != 2 && !strings.Contains(out, fmt.Sprintf(`"complete":%v`, tc.complete)) {
				t.Errorf("%s --timeout %s: stdout %q", game, tc.timeout, out)
			}
		}
	}
}

// A usage text that tells what Ctrl+C does says the process then dies by
// the signal: "momentum match" and "dicewars tournament" said it exits 1,
// as it did before the signal was raised again for the shell.
func TestUsageSaysCtrlCDiesByTheSignal(t *testing.T) {
	for _, c := range Commands() {
		if strings.Contains(c.Summary, "Ctrl+C") && strings.Contains(c.Summary, "exit") && !strings.Contains(c.Summary, "dies by the signal") {
			t.Errorf("%s: %q", c.Name, c.Summary)
		}
	}
}
