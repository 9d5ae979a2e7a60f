package maxscore

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"plateau/games/eternity"
)

// TestLongRun searches the real Eternity II (starter piece, OfficialQuota)
// for PLATEAU_LONG seconds (600 when PLATEAU_LONG=1) with 2 workers, logging
// every best score from 440 on and the state at 60, 300 and 600 s, then the
// best board as an e2.bucas.name link. It is skipped unless PLATEAU_LONG is
// set:
//
//	PLATEAU_LONG=600 go test -run TestLongRun -v -timeout 20m ./solvers/eternity/maxscore/
//
// For tuning: PLATEAU_SEED=n, PLATEAU_BUDGET=start,end[,cell],
// PLATEAU_QUOTA=0 (no quota), PLATEAU_STRIP=rows (-1: plain rowscan).
func TestLongRun(t *testing.T) {
	env := os.Getenv("PLATEAU_LONG")
	if env == "" {
		t.Skip("set PLATEAU_LONG=seconds (1 means 600) to run")
	}
	secs, err := strconv.Atoi(env)
	if err != nil || secs <= 0 {
		t.Fatalf("PLATEAU_LONG=%q: want a number of seconds", env)
	}
	if secs == 1 {
		secs = 600
	}
	p, h := official(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(secs)*time.Second)
	defer cancel()
	start := time.Now()
	marks := []time.Duration{60 * time.Second, 300 * time.Second, 600 * time.Second}
	opt := tuning(t)
	opt.Workers = 2
	opt.ProgressEvery = 250 * time.Millisecond
	opt.Progress = func(s Stats) {
		if len(marks) > 0 && s.Elapsed >= marks[0] {
			t.Logf("at %v: best %d/%d, %d nodes (%.1f M/s), %d boards, %d restarts",
				marks[0], s.Best, s.Max, s.Nodes, float64(s.Nodes)/s.Elapsed.Seconds()/1e6, s.Boards, s.Restarts)
			marks = marks[1:]
		}
	}
	res, err := Search(ctx, p, h, opt, func(score int, b *eternity.Board) {
		if score >= 440 {
			t.Logf("%8.1fs  %d", time.Since(start).Seconds(), score)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	checkBoard(t, p, h, res.Board, res.Score)
	rows := make([]int, res.Board.H)
	for _, j := range eternity.ScoreBoard(p, res.Board).Mismatched {
		rows[j.Y]++
	}
	l, err := eternity.NewLink("EternityII", p, res.Board)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("breaks by row: %v", rows)
	t.Logf("final: %d/%d after %v, %d nodes (%.1f M/s)\n%s", res.Score, res.Max, res.Stats.Elapsed.Round(time.Second),
		res.Stats.Nodes, float64(res.Stats.Nodes)/res.Stats.Elapsed.Seconds()/1e6, l)
}

// tuning reads the tuning variables of TestLongRun.
func tuning(t *testing.T) Options {
	opt := Options{Quota: OfficialQuota()}
	opt.Seed, _ = strconv.ParseUint(os.Getenv("PLATEAU_SEED"), 10, 64)
	if v := os.Getenv("PLATEAU_BUDGET"); v != "" {
		f := strings.Split(v, ",")
		opt.Budget.Start, _ = strconv.ParseFloat(f[0], 64)
		opt.Budget.End, _ = strconv.ParseFloat(f[1], 64)
		if len(f) > 2 {
			opt.Budget.Cell, _ = strconv.Atoi(f[2])
		}
	}
	if os.Getenv("PLATEAU_QUOTA") == "0" {
		opt.Quota = nil
	}
	opt.StripRows, _ = strconv.Atoi(os.Getenv("PLATEAU_STRIP"))
	t.Logf("seed %d, budget %+v, quota %v, strip rows %d", opt.Seed, opt.Budget, opt.Quota != nil, opt.StripRows)
	return opt
}
