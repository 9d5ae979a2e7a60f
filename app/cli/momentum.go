package cli

import (
	"context"
	"fmt"
	"io"
	"time"

	rules "plateau/games/momentum"
	players "plateau/solvers/momentum"
)

func init() {
	Register(Command{
		Name: "momentum match",
		Args: "--p1 KIND --p2 KIND [--games N] [--seed S] [--size NxP] [--timeout DUR] [--json]",
		Summary: "play Momentum games between two computer players (random, greedy, search, search:N); who moves first alternates;" +
			" stopped, it gives the games finished, then exits 1 (--timeout) or dies by the signal (Ctrl+C, SIGTERM: 130 or 143 in a shell)",
		Run: runMomentumMatch,
	})
}

// maxMomentumGames bounds --games so a typo cannot start a week-long run.
const maxMomentumGames = 100_000

// momentumMatchJSON is the --json output of "momentum match".
type momentumMatchJSON struct {
	P1    string `json:"p1"`
	P2    string `json:"p2"`
	Size  string `json:"size"`
	Seed  uint64 `json:"seed"`
	Games int    `json:"games"` // the games finished
	// Complete is false when --timeout, Ctrl+C or SIGTERM stopped the
	// match before its --games (games_asked): the figures are then those
	// of the games finished, and the search speed is not known (0).
	Complete   bool    `json:"complete"`
	GamesAsked int     `json:"games_asked"`
	P1Wins     int     `json:"p1_wins"`
	P2Wins     int     `json:"p2_wins"`
	Draws      int     `json:"draws"`
	ElapsedMS  int64   `json:"elapsed_ms"`
	NodesPerS  float64 `json:"nodes_per_s"`
	// MaxMoveMS is the longest a searching player thought over one move.
	MaxMoveMS int64 `json:"max_move_ms"`
}

func runMomentumMatch(ctx context.Context, env *Env, args []string) error {
	fs := NewFlags("momentum match")
	p1s := fs.String("p1", "", "")
	p2s := fs.String("p2", "", "")
	games := fs.Int("games", 20, "")
	seed := fs.Uint64("seed", 1, "")
	size := fs.String("size", "8x4", "")
	timeout := fs.Duration("timeout", 0, "")
	js := fs.Bool("json", false, "")
	pos, err := Parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("unexpected argument %q", pos[0])
	}
	if *p1s == "" || *p2s == "" {
		return Usagef("need --p1 KIND and --p2 KIND (random, greedy, search or search:N)")
	}
	p1, err := players.ParseSpec(*p1s)
	if err != nil {
		return Usagef("--p1: %v", err)
	}
	p2, err := players.ParseSpec(*p2s)
	if err != nil {
		return Usagef("--p2: %v", err)
	}
	if *games < 1 || *games > maxMomentumGames {
		return Usagef("--games %d: want 1..%d", *games, maxMomentumGames)
	}
	o := rules.DefaultOptions()
	if o.Width, o.Height, err = parseMomentumSize(*size); err != nil {
		return Usagef("--size: %v", err)
	}
	if err := o.Validate(); err != nil {
		return Usagef("--size: %v", err)
	}
	if err := checkTimeout(*timeout); err != nil {
		return err
	}
	ctx, cancel := withTimeout(ctx, *timeout)
	defer cancel()
	start := time.Now()
	var sofar players.MatchResult // the games finished, should the match stop
	m, err := players.Match(ctx, players.MatchConfig{Options: o, Games: *games, Seed: *seed, P1: p1, P2: p2,
		OnGame: func(r players.GameResult) { sofar.Add(r); gameDone(sofar.Games) }})
	switch {
	case err != nil && ctx.Err() == nil:
		return Failf("match: %v", err)
	case err != nil:
		m = sofar
		m.Elapsed = time.Since(start)
	}
	j := momentumMatchJSON{P1: p1.String(), P2: p2.String(),
		Size: fmt.Sprintf("%dx%d", o.Width, o.Height), Seed: *seed, Games: m.Games, Complete: err == nil, GamesAsked: *games,
		P1Wins: m.P1Wins, P2Wins: m.P2Wins, Draws: m.Draws,
		ElapsedMS: m.Elapsed.Milliseconds(), NodesPerS: float64(int64(m.NodesPerSecond())),
		MaxMoveMS: m.SearchLongest.Milliseconds()}
	if *js {
		if werr := WriteJSON(env.Stdout, j); werr != nil {
			return werr
		}
	} else {
		printMatch(env.Stdout, j, m)
	}
	if err != nil {
		return gamesStopped(err, *timeout, m.Games, *games)
	}
	return nil
}

// printMatch writes the result of momentum match, for a person.
func printMatch(w io.Writer, j momentumMatchJSON, m players.MatchResult) {
	stopped := ""
	if !j.Complete {
		stopped = fmt.Sprintf(" (stopped: %d asked)", j.GamesAsked)
	}
	fmt.Fprintf(w, "%s (p1) vs %s (p2) on %s, seed %d: %d games in %.1f s%s\n",
		j.P1, j.P2, j.Size, j.Seed, j.Games, m.Elapsed.Seconds(), stopped)
	fmt.Fprintf(w, "p1 won %d, p2 won %d, draws %d\n", m.P1Wins, m.P2Wins, m.Draws)
	if nps := m.NodesPerSecond(); nps > 0 {
		fmt.Fprintf(w, "search speed: %.2f million nodes/s, longest move %d ms\n", nps/1e6, m.SearchLongest.Milliseconds())
	}
}

// parseMomentumSize reads "NxP" (columns x rows).
func parseMomentumSize(s string) (n, p int, err error) {
	if n, p, err = ParseSize(s); err != nil {
		return 0, 0, fmt.Errorf("%q: want NxP, e.g. 8x4", s)
	}
	return n, p, nil
}
