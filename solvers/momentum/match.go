package momentum

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	rules "plateau/games/momentum"
)

// MatchConfig describes a match between two kinds of player.
type MatchConfig struct {
	Options rules.Options
	Games   int
	Seed    uint64
	P1, P2  Spec // P1 is the first-named player, not the seat: seats alternate
	Workers int  // games played at once; 0 or 1 plays them one after the other
	// OnGame, if set, is called after each game (one call at a time).
	OnGame func(GameResult)
}

// GameResult is the outcome of one game of a match.
type GameResult struct {
	Index    int
	P1Seat   rules.Player // the seat of the first-named player: rules.P1 (moves first) in even games
	Winner   int          // 1 or 2 for the first- or second-named player, 0 for a draw
	Result   rules.Result
	Plies    int
	Record   rules.Record
	Duration time.Duration
}

// MatchResult sums up a match.
type MatchResult struct {
	Games, P1Wins, P2Wins, Draws int
	Elapsed                      time.Duration
	// SearchNodes and SearchTime add up the searching players' nodes and
	// thinking time, for NodesPerSecond; SearchLongest is the longest time a
	// searching player took over one move.
	SearchNodes   uint64
	SearchTime    time.Duration
	SearchLongest time.Duration
	Results       []GameResult
}

// NodesPerSecond returns the searching players' speed, 0 if none searched.
func (m MatchResult) NodesPerSecond() float64 {
	if m.SearchTime <= 0 {
		return 0
	}
	return float64(m.SearchNodes) / m.SearchTime.Seconds()
}

// Add counts game r in m: one game more, won by its winner or drawn.
// Match sums its games with it, and so does a caller counting the games
// of a match as they end (OnGame), whose sum must agree with Match's.
func (m *MatchResult) Add(r GameResult) {
	m.Games++
	switch r.Winner {
	case 1:
		m.P1Wins++
	case 2:
		m.P2Wins++
	default:
		m.Draws++
	}
}

// gameSeed derives independent seeds for each game and player.
func gameSeed(seed uint64, game, player int) uint64 {
	x := seed ^ uint64(game)<<20 ^ uint64(player)<<50
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// Match plays cfg.Games games. In even games the first-named player sits
// as rules.P1 and moves first; in odd games the seats are swapped. Each
// game's players are seeded from cfg.Seed and the game's index, so a match
// gives the same results whatever the number of workers.
func Match(ctx context.Context, cfg MatchConfig) (MatchResult, error) {
	if cfg.Games < 1 {
		return MatchResult{}, errors.New("match: need at least one game")
	}
	if err := cfg.Options.Validate(); err != nil {
		return MatchResult{}, err
	}
	start := time.Now()
	results := make([]GameResult, cfg.Games)
	searchNodes := make([]uint64, cfg.Games)
	searchTime := make([]PlayStats, cfg.Games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	var firstErr error
	for w := 0; w < max(1, cfg.Workers); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				r, nodes, think, err := playMatchGame(ctx, cfg, i)
				mu.Lock()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				if err == nil {
					results[i], searchNodes[i], searchTime[i] = r, nodes, think
					if cfg.OnGame != nil {
						cfg.OnGame(r)
					}
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for i := 0; i < cfg.Games; i++ {
		select {
		case jobs <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	if firstErr == nil {
		firstErr = ctx.Err()
	}
	if firstErr != nil {
		return MatchResult{}, firstErr
	}
	m := MatchResult{Results: results, Elapsed: time.Since(start)}
	for i, r := range results {
		m.Add(r)
		m.SearchNodes += searchNodes[i]
		m.SearchTime += searchTime[i].Think[0]
		m.SearchLongest = max(m.SearchLongest, searchTime[i].Longest[0])
	}
	return m, nil
}

// playMatchGame plays game i of the match and returns its result with the
// searching players' nodes and thinking times (summed in index 0).
func playMatchGame(ctx context.Context, cfg MatchConfig, i int) (GameResult, uint64, PlayStats, error) {
	seat := rules.Player(i & 1) // seat of the first-named player
	var players [2]Player
	players[seat] = cfg.P1.New(gameSeed(cfg.Seed, i, 1))
	players[seat.Other()] = cfg.P2.New(gameSeed(cfg.Seed, i, 2))
	start := time.Now()
	g, st, err := Play(ctx, cfg.Options, players)
	if err != nil {
		return GameResult{}, 0, PlayStats{}, fmt.Errorf("game %d: %w", i+1, err)
	}
	var nodes uint64
	var searching PlayStats
	for p, pl := range players {
		if nc, ok := pl.(NodeCounter); ok {
			nodes += nc.TotalNodes()
			searching.Think[0] += st.Think[p]
			searching.Longest[0] = max(searching.Longest[0], st.Longest[p])
		}
	}
	r := GameResult{Index: i, P1Seat: seat, Result: g.Result(), Plies: g.Ply(), Duration: time.Since(start)}
	if res := g.Result(); res.Outcome == rules.Win {
		r.Winner = 2
		if res.Winner == seat {
			r.Winner = 1
		}
	}
	r.Record = g.Record(cfg.Seed)
	r.Record.Players = []string{players[0].Name(), players[1].Name()}
	return r, nodes, searching, nil
}

// PlayStats are the players' thinking times in one game, indexed by seat.
type PlayStats struct {
	Think   [2]time.Duration // total
	Longest [2]time.Duration // longest single move
}

// Play plays one game between players[rules.P1] and players[rules.P2] and
// returns the finished game and the players' thinking times.
func Play(ctx context.Context, o rules.Options, players [2]Player) (*rules.Game, PlayStats, error) {
	var st PlayStats
	g, err := rules.New(o)
	if err != nil {
		return nil, st, err
	}
	for !g.Over() {
		p := g.ToMove()
		t0 := time.Now()
		a, err := players[p].Choose(ctx, g)
		d := time.Since(t0)
		st.Think[p] += d
		st.Longest[p] = max(st.Longest[p], d)
		if err != nil {
			return nil, st, err
		}
		if err := g.Apply(a); err != nil {
			return nil, st, fmt.Errorf("%s played %v: %w", players[p].Name(), a, err)
		}
	}
	return g, st, nil
}
