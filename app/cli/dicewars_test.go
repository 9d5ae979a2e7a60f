package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

func runDW(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := RunArgs(context.Background(), &Env{Stdout: &out, Stderr: &errb}, args)
	return code, out.String(), errb.String()
}

func TestDicewarsTournamentJSON(t *testing.T) {
	code, out, errOut := runDW("dicewars", "tournament", "--players", "chaos,bourgeoise,dijkstra",
		"--games", "30", "--seed", "4", "--map", "16x16", "--territories", "12", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var j struct {
		Games     int                `json:"games"`
		Wins      map[string]int     `json:"wins"`
		WinRate   map[string]float64 `json:"win_rate"`
		MeanTurns float64            `json:"mean_turns"`
		ElapsedMS float64            `json:"elapsed_ms"`
		GamesPerS float64            `json:"games_per_s"`
	}
	if err := json.Unmarshal([]byte(out), &j); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if strings.Count(strings.TrimSpace(out), "\n") != 0 {
		t.Error("JSON output is not one line")
	}
	sum := 0
	for _, k := range []string{"0", "1", "2"} {
		sum += j.Wins[k]
		if want := float64(j.Wins[k]) / 30; j.WinRate[k] != want {
			t.Errorf("win_rate[%s] = %v, want %v", k, j.WinRate[k], want)
		}
	}
	if j.Games != 30 || sum != 30 || len(j.Wins) != 3 || j.MeanTurns <= 0 || j.ElapsedMS <= 0 || j.GamesPerS <= 0 {
		t.Errorf("bad result %+v", j)
	}
	if j.Wins["0"] > 5 {
		t.Errorf("chaos won %d of 30", j.Wins["0"])
	}
	// Same seed, same result.
	_, again, _ := runDW("dicewars", "tournament", "--players", "chaos,bourgeoise,dijkstra",
		"--games", "30", "--seed", "4", "--map", "16x16", "--territories", "12", "--json", "--workers", "1")
	var k struct {
		Wins map[string]int `json:"wins"`
	}
	json.Unmarshal([]byte(again), &k)
	for key, w := range j.Wins {
		if k.Wins[key] != w {
			t.Errorf("rerun: wins %v, first run %v", k.Wins, j.Wins)
			break
		}
	}
}

func TestDicewarsTournamentText(t *testing.T) {
	code, out, errOut := runDW("dicewars", "tournament", "--players", "expert:1,bourgeoise", "--games", "4",
		"--map", "12x12", "--territories", "8", "--deal", "random", "--start", "random")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "4 games") || !strings.Contains(out, "expert:1") || !strings.Contains(out, "95% CI") {
		t.Errorf("output:\n%s", out)
	}
}

func TestDicewarsTournamentBadUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"no players", nil, "--players is required"},
		{"one player", []string{"--players", "chaos"}, "players"},
		{"nine players", []string{"--players", "chaos,chaos,chaos,chaos,chaos,chaos,chaos,chaos,chaos"}, "players"},
		{"unknown strategy", []string{"--players", "chaos,wizard"}, "unknown strategy"},
		{"bad map", []string{"--players", "chaos,chaos", "--map", "big"}, "WxH"},
		{"huge map", []string{"--players", "chaos,chaos", "--map", "1000x10"}, "map size"},
		{"few territories", []string{"--players", "chaos,chaos,chaos", "--territories", "2"}, "territories"},
		{"no games", []string{"--players", "chaos,chaos", "--games", "0"}, "--games"},
		{"bad deal", []string{"--players", "chaos,chaos", "--deal", "fair"}, "deal"},
		{"stray argument", []string{"--players", "chaos,chaos", "extra"}, "unexpected argument"},
	}
	for _, tc := range tests {
		code, out, errOut := runDW(append([]string{"dicewars", "tournament"}, tc.args...)...)
		if code != 2 || !strings.Contains(errOut, tc.want) || out != "" {
			t.Errorf("%s: exit %d, stderr %q, stdout %q; want 2 and %q", tc.name, code, errOut, out, tc.want)
		}
	}
}

func TestDicewarsTournamentCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	code := RunArgs(ctx, &Env{Stdout: &out, Stderr: &errb}, []string{"dicewars", "tournament", "--players", "chaos,chaos", "--games", "1000"})
	if code != 1 || !strings.Contains(errb.String(), "stopped") {
		t.Errorf("cancelled: exit %d, stderr %q", code, errb.String())
	}
}
