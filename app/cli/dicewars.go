package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	dw "plateau/games/dicewars"
	sdw "plateau/solvers/dicewars"
)

func init() {
	Register(Command{
		Name: "dicewars tournament",
		Args: "--players A,B,C,... [--games N] [--seed S] [--map WxH] [--territories T] " +
			"[--deal round-robin|random] [--start four|random] [--workers N] [--timeout DUR] [--json]",
		Summary: "play Dice Wars strategies (chaos, bourgeoise, dijkstra, expert[:level]) against each other, seats changing from game to game;" +
			" stopped, it gives the games finished, then exits 1 (--timeout) or dies by the signal (Ctrl+C, SIGTERM: 130 or 143 in a shell)",
		Run: runDicewarsTournament,
	})
}

// dicewarsTournamentJSON is the --json output of DESIGN section 4; objects
// are keyed by the position in --players ("0", "1", ...).
type dicewarsTournamentJSON struct {
	Games int `json:"games"` // the games finished
	// Complete is false when --timeout, Ctrl+C or SIGTERM stopped the
	// tournament before its --games (games_asked): the figures are then
	// those of the games finished.
	Complete   bool                  `json:"complete"`
	GamesAsked int                   `json:"games_asked"`
	Players    []string              `json:"players"`
	Wins       map[string]int        `json:"wins"`
	WinRate    map[string]float64    `json:"win_rate"`
	CI95       map[string][2]float64 `json:"win_rate_ci95"`
	MeanTurns  float64               `json:"mean_turns"`
	Stalled    int                   `json:"stalled"`
	TurnLimit  int                   `json:"turn_limit"`
	ElapsedMS  float64               `json:"elapsed_ms"`
	GamesPerS  float64               `json:"games_per_s"`
}

func runDicewarsTournament(ctx context.Context, env *Env, args []string) error {
	fs := NewFlags("dicewars tournament")
	players := fs.String("players", "", "")
	games := fs.Int("games", 100, "")
	seed := fs.Uint64("seed", 1, "")
	mapSize := fs.String("map", "28x32", "")
	territories := fs.Int("territories", 30, "")
	deal := fs.String("deal", "round-robin", "")
	start := fs.String("start", "four", "")
	workers := fs.Int("workers", 0, "")
	timeout := fs.Duration("timeout", 0, "")
	asJSON := fs.Bool("json", false, "")
	pos, err := Parse(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return Usagef("unexpected argument %q", pos[0])
	}
	cfg, err := tournamentConfig(*players, *games, *seed, *mapSize, *territories, *deal, *start, *workers)
	if err != nil {
		return err
	}
	if err := checkTimeout(*timeout); err != nil {
		return err
	}
	ctx, cancel := withTimeout(ctx, *timeout)
	defer cancel()
	cfg.Progress = func(done, _ int) { gameDone(done) }
	res, err := sdw.Tournament(ctx, cfg)
	if err != nil && ctx.Err() == nil {
		return Failf("tournament stopped after %d games: %v", res.Games, err)
	}
	if *asJSON {
		j := tournamentJSON(cfg, res)
		j.Complete = err == nil
		if werr := WriteJSON(env.Stdout, j); werr != nil {
			return werr
		}
	} else {
		printTournament(env.Stdout, cfg, res)
	}
	if err != nil {
		return gamesStopped(err, *timeout, res.Games, cfg.Games)
	}
	return nil
}

// printTournament writes the result of dicewars tournament, for a person.
func printTournament(w io.Writer, cfg sdw.TournamentConfig, res sdw.TournamentResult) {
	o := cfg.Options
	stopped := ""
	if res.Games < cfg.Games {
		stopped = fmt.Sprintf(" (stopped: %d asked)", cfg.Games)
	}
	fmt.Fprintf(w, "%d games%s, %d players, %dx%d maps, %d territories: %.0f ms (%.1f games/s), mean %.1f turns\n",
		res.Games, stopped, o.Players, o.Cols, o.Rows, o.Territories, ms(res), res.GamesPerS, res.MeanTurns)
	for i, name := range cfg.Players {
		fmt.Fprintf(w, "  %d %-12s %5d wins  %5.1f%%  (95%% CI %.1f-%.1f%%)\n",
			i, name, res.Wins[i], 100*res.WinRate[i], 100*res.CI95[i][0], 100*res.CI95[i][1])
	}
	if res.Stalled+res.TurnLimit > 0 {
		fmt.Fprintf(w, "  %d games stalled, %d reached the turn limit\n", res.Stalled, res.TurnLimit)
	}
}

// tournamentConfig checks the flags and turns them into a tournament.
func tournamentConfig(players string, games int, seed uint64, mapSize string, territories int, deal, start string, workers int) (sdw.TournamentConfig, error) {
	var cfg sdw.TournamentConfig
	if players == "" {
		return cfg, Usagef("--players is required (e.g. --players expert,dijkstra,bourgeoise,bourgeoise)")
	}
	names := strings.Split(players, ",")
	for i, n := range names {
		names[i] = strings.TrimSpace(n)
		if _, err := sdw.New(names[i], 0); err != nil {
			return cfg, Usagef("--players: %v", err)
		}
	}
	if len(names) < dw.MinPlayers || len(names) > dw.MaxPlayers { // "1 players: must be 2..8"
		return cfg, Usagef("--players %s: want %d to %d players, e.g. --players chaos,bourgeoise", players, dw.MinPlayers, dw.MaxPlayers)
	}
	cols, rows, err := ParseSize(mapSize)
	if err != nil {
		return cfg, Usagef("--map %q: %v", mapSize, err)
	}
	o := dw.Options{Cols: cols, Rows: rows, Territories: territories, Players: len(names)}
	if err := o.Deal.UnmarshalText([]byte(deal)); err != nil {
		return cfg, Usagef("--deal: %v", err)
	}
	if err := o.Start.UnmarshalText([]byte(start)); err != nil {
		return cfg, Usagef("--start: %v", err)
	}
	if err := o.Validate(); err != nil {
		return cfg, Usagef("%v", err)
	}
	if games < 1 || games > 10_000_000 {
		return cfg, Usagef("--games %d: want 1 to 10000000", games)
	}
	if workers < 0 || workers > 1024 {
		return cfg, Usagef("--workers %d: want 0 (all CPUs) to 1024", workers)
	}
	return sdw.TournamentConfig{Players: names, Games: games, Seed: seed, Options: o, Workers: workers}, nil
}

func ms(r sdw.TournamentResult) float64 { return float64(r.Elapsed.Microseconds()) / 1000 }

func tournamentJSON(cfg sdw.TournamentConfig, r sdw.TournamentResult) dicewarsTournamentJSON {
	players := cfg.Players
	j := dicewarsTournamentJSON{
		Games: r.Games, GamesAsked: cfg.Games, Players: players, MeanTurns: r.MeanTurns, Stalled: r.Stalled, TurnLimit: r.TurnLimit,
		ElapsedMS: ms(r), GamesPerS: r.GamesPerS,
		Wins: map[string]int{}, WinRate: map[string]float64{}, CI95: map[string][2]float64{},
	}
	for i := range players {
		k := strconv.Itoa(i)
		j.Wins[k], j.WinRate[k], j.CI95[k] = r.Wins[i], r.WinRate[i], r.CI95[i]
	}
	return j
}
