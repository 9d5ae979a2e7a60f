package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

type momentumJSON struct {
	P1, P2    string
	Size      string
	Seed      uint64
	Games     int     `json:"games"`
	P1Wins    int     `json:"p1_wins"`
	P2Wins    int     `json:"p2_wins"`
	Draws     int     `json:"draws"`
	ElapsedMS int64   `json:"elapsed_ms"`
	NodesPerS float64 `json:"nodes_per_s"`
}

func momentumMatch(t *testing.T, args ...string) momentumJSON {
	t.Helper()
	code, out, errOut := run(append([]string{"momentum", "match", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if strings.Count(strings.TrimSpace(out), "\n") != 0 {
		t.Errorf("JSON output is not one line: %q", out)
	}
	var j momentumJSON
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if j.P1Wins+j.P2Wins+j.Draws != j.Games {
		t.Errorf("wins %d + %d + draws %d != games %d", j.P1Wins, j.P2Wins, j.Draws, j.Games)
	}
	return j
}

func TestMomentumMatchJSON(t *testing.T) {
	j := momentumMatch(t, "--p1", "greedy", "--p2", "random", "--games", "10", "--seed", "3")
	if j.Games != 10 || j.P1 != "greedy" || j.P2 != "random" || j.Size != "8x4" || j.Seed != 3 {
		t.Errorf("unexpected header fields %+v", j)
	}
	if j.P1Wins < 7 {
		t.Errorf("greedy won %d of 10 against random", j.P1Wins)
	}
	if j.NodesPerS != 0 {
		t.Errorf("nodes_per_s %v without a searching player", j.NodesPerS)
	}
	again := momentumMatch(t, "--p1", "greedy", "--p2", "random", "--games", "10", "--seed", "3")
	if again.P1Wins != j.P1Wins || again.P2Wins != j.P2Wins {
		t.Errorf("same seed, different results: %+v then %+v", j, again)
	}
}

func TestMomentumMatchSearch(t *testing.T) {
	j := momentumMatch(t, "--p1", "search:2", "--p2", "random", "--games", "4", "--size", "6x5")
	if j.P1 != "search:2" || j.Size != "6x5" {
		t.Errorf("header %+v", j)
	}
	if j.NodesPerS <= 0 {
		t.Errorf("nodes_per_s %v with a searching player", j.NodesPerS)
	}
	if j.P1Wins < 3 {
		t.Errorf("search:2 won %d of 4 against random", j.P1Wins)
	}
}

func TestMomentumMatchPlain(t *testing.T) {
	code, out, errOut := run("momentum", "match", "--p1", "random", "--p2", "random", "--games", "2")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"random (p1) vs random (p2) on 8x4", "2 games", "p1 won"} {
		if !strings.Contains(out, want) {
			t.Errorf("output %q lacks %q", out, want)
		}
	}
}

func TestMomentumMatchUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no players", []string{}, "need --p1"},
		{"no p2", []string{"--p1", "random"}, "need --p1"},
		{"bad kind", []string{"--p1", "alphazero", "--p2", "random"}, "--p1"},
		{"bad level", []string{"--p1", "random", "--p2", "search:42"}, "level"},
		{"zero games", []string{"--p1", "random", "--p2", "random", "--games", "0"}, "--games"},
		{"small board", []string{"--p1", "random", "--p2", "random", "--size", "3x8"}, "width 3"},
		{"bad size", []string{"--p1", "random", "--p2", "random", "--size", "big"}, "NxP"},
		{"stray argument", []string{"--p1", "random", "--p2", "random", "extra"}, "extra"},
		{"bad flag", []string{"--p1", "random", "--p2", "random", "--games", "lots"}, `--games "lots": want a whole number`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errOut := run(append([]string{"momentum", "match"}, tc.args...)...)
			if code != 2 || !strings.Contains(errOut, tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errOut, tc.want)
			}
		})
	}
}
