package momentum

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync/atomic"
	"time"

	rules "plateau/games/momentum"
)

// Level is a search strength: a depth limit in plies (single actions), a
// node budget that makes the search deterministic on any machine, and a time
// cap that only matters on a slow or busy one.
type Level struct {
	Depth int
	Nodes uint64
	Time  time.Duration
}

// Levels are the strengths of "search:N", 1 to MaxLevel. Levels 1-3 are
// limited by depth, the others by their node budget (about 3x a level). At
// the 2-5 million nodes a second measured on 8x4, DefaultLevel answers in
// about a tenth of a second and level 6 in about half a second, well within
// the 2 s cap; both won all of 200 games against greedy.
//
// Level 4 had a depth of 8 plies, two whole turns: its horizon then always
// fell on the phase it searched from, and it lost 20-11 to level 3 and
// 100-0 to level 5 (100 games each, `plateau momentum match --seed 11`).
// Deepening as far as its budget goes, it wins 46-3 against level 3 and
// loses 44-56 to level 5.
var Levels = [...]Level{
	1: {2, 1_000, 2 * time.Second},
	2: {4, 5_000, 2 * time.Second},
	3: {6, 20_000, 2 * time.Second},
	4: {maxPly, 80_000, 2 * time.Second},
	5: {maxPly, 300_000, 2 * time.Second},
	6: {maxPly, 1_000_000, 2 * time.Second},
	7: {maxPly, 3_000_000, 5 * time.Second},
	8: {maxPly, 10_000_000, 15 * time.Second},
	9: {maxPly, 30_000_000, 45 * time.Second},
}

// MaxLevel is the strongest level and DefaultLevel the level of "search".
const (
	MaxLevel     = len(Levels) - 1
	DefaultLevel = 5
)

const (
	maxPly    = 64
	pollEvery = 1 << 11 // nodes between checks of the clock and the context
	contempt  = 15      // a draw scores this much below zero for the searching side
)

// Stats describe the last search.
type Stats struct {
	Move    rules.Action
	Score   int32 // for the player who moved, in evaluation units; beyond ±29000 a forced win or loss
	Depth   int   // deepest completed iteration
	Nodes   uint64
	Elapsed time.Duration
}

// Search is the alpha-beta player: negamax over single actions with
// iterative deepening, a transposition table, killer and history move
// ordering, and a budget from its Level. It is not safe for concurrent use;
// Nodes may be read from another goroutine while it thinks.
type Search struct {
	level    Level
	levelNum int
	rng      *rand.Rand
	tt       *table

	g        *rules.Game
	root     rules.Player
	nodes    uint64
	live     atomic.Uint64 // nodes, published every pollEvery for progress displays
	stop     bool
	deadline time.Time
	done     <-chan struct{}

	moves   [maxPly][]rules.Action
	order   [maxPly][]int32
	killers [maxPly][2]rules.Action
	history [2][1 << 14]int32

	last  Stats
	total atomic.Uint64

	// OnIteration, if set, is called after each completed iteration.
	OnIteration func(Stats)
}

// NewSearch returns a search player of level 1..MaxLevel; seed drives the
// random choice among equally good moves.
func NewSearch(level int, seed uint64) *Search {
	level = max(1, min(level, MaxLevel))
	return &Search{level: Levels[level], levelNum: level, rng: rand.New(rand.NewPCG(seed, 0x5ea2c4))}
}

// ttBits sizes the transposition table to the node budget, from 64K entries
// (1 MB) to 1M entries (16 MB): bigger tables cost more in cache misses than
// they save at these budgets.
func ttBits(nodes uint64) int {
	bits := 16
	for bits < 20 && uint64(1)<<bits < nodes {
		bits++
	}
	return bits
}

// NewSearchLevel returns a search player with a custom budget.
func NewSearchLevel(lv Level, seed uint64) *Search {
	s := NewSearch(MaxLevel, seed)
	s.level, s.levelNum = lv, 0
	return s
}

// Name returns "search:N", or "search" for a custom budget.
func (s *Search) Name() string {
	if s.levelNum == 0 {
		return "search"
	}
	return fmt.Sprintf("search:%d", s.levelNum)
}

// Nodes returns the nodes searched so far by the current search, updated
// every few thousand nodes; safe to call from another goroutine.
func (s *Search) Nodes() uint64 { return s.live.Load() }

// TotalNodes returns the nodes searched by all finished searches.
func (s *Search) TotalNodes() uint64 { return s.total.Load() }

// LastStats returns the statistics of the last finished search.
func (s *Search) LastStats() Stats { return s.last }

// Choose searches the position and returns the best action found. The game
// is not modified (the search works on a clone). When ctx is cancelled it
// returns promptly with the best action so far and ctx's error.
func (s *Search) Choose(ctx context.Context, g *rules.Game) (rules.Action, error) {
	if g.Over() {
		return rules.NoAction, rules.ErrGameOver
	}
	start := time.Now()
	s.prepare(ctx, g, start)
	best, score, depth := s.iterate()
	s.last = Stats{Move: best, Score: score, Depth: depth, Nodes: s.nodes, Elapsed: time.Since(start)}
	s.total.Add(s.nodes)
	s.g = nil
	if err := ctx.Err(); err != nil {
		return best, err
	}
	return best, nil
}

func (s *Search) prepare(ctx context.Context, g *rules.Game, start time.Time) {
	// Each search starts with an empty table: a position's hash leaves out
	// the game's history, and an entry of an earlier move, written when a
	// line was no repetition yet, came back exact once it had become a
	// draw by repetition (a player kept for a whole game, as Match does,
	// played into a draw with a win in hand).
	if s.tt == nil {
		s.tt = newTable(ttBits(s.level.Nodes))
	} else {
		s.tt.clear()
	}
	s.g = g.Clone()
	s.root = g.ToMove()
	s.nodes, s.stop = 0, false
	s.live.Store(0)
	s.done = ctx.Done()
	s.deadline = time.Time{}
	if s.level.Time > 0 {
		s.deadline = start.Add(s.level.Time)
	}
	if dl, ok := ctx.Deadline(); ok && (s.deadline.IsZero() || dl.Before(s.deadline)) {
		s.deadline = dl
	}
	if m := g.MaxActions(); cap(s.moves[0]) < m {
		for i := range s.moves {
			s.moves[i] = make([]rules.Action, 0, m)
			s.order[i] = make([]int32, m)
		}
	}
	s.killers = [maxPly][2]rules.Action{}
	for p := range s.history {
		for a := range s.history[p] {
			s.history[p][a] >>= 2 // keep a little of what earlier moves taught
		}
	}
}

// iterate runs iterative deepening at the root and returns the best move of
// the deepest iteration that had searched at least its first move.
func (s *Search) iterate() (rules.Action, int32, int) {
	moves := append([]rules.Action(nil), s.g.LegalActions(s.moves[0])...)
	s.rng.Shuffle(len(moves), func(i, j int) { moves[i], moves[j] = moves[j], moves[i] })
	scores := make([]int32, len(moves))
	best, bestScore, depth := moves[0], int32(0), 0
	if len(moves) == 1 {
		return best, 0, 0
	}
	for d := 1; d <= s.level.Depth && d < maxPly; d++ {
		m, sc, complete := s.rootSearch(moves, scores, d)
		if s.stop && !complete {
			if m != rules.NoAction { // the previous best was searched first, so m is no worse
				best, bestScore = m, sc
			}
			break
		}
		best, bestScore, depth = m, sc, d
		sortByScore(moves, scores)
		if s.OnIteration != nil {
			s.OnIteration(Stats{Move: best, Score: bestScore, Depth: d, Nodes: s.nodes})
		}
		if bestScore > mateBound || bestScore < -mateBound || s.nodes >= s.level.Nodes/2 {
			break // a forced result, or the next iteration would not finish
		}
	}
	return best, bestScore, depth
}

// rootSearch searches every root move to depth d. Moves not better than the
// best so far get a score one below alpha, which keeps the order stable.
func (s *Search) rootSearch(moves []rules.Action, scores []int32, d int) (rules.Action, int32, bool) {
	alpha, beta := int32(-infinity), int32(infinity)
	best := rules.NoAction
	for i, m := range moves {
		v := s.child(m, d-1, alpha, beta, 1)
		if s.stop {
			return best, alpha, false
		}
		scores[i] = v
		if v > alpha || best == rules.NoAction {
			alpha, best = max(alpha, v), m
		} else {
			scores[i] = min(v, alpha-1)
		}
	}
	s.tt.store(s.g.Hash(), d, toTT(alpha, 0), boundExact, best)
	return best, alpha, true
}

// child plays m, searches the resulting position and returns its score for
// the player who played m.
func (s *Search) child(m rules.Action, depth int, alpha, beta int32, ply int) int32 {
	g := s.g
	me := g.ToMove()
	if err := g.Apply(m); err != nil {
		panic("momentum search: legal action refused: " + err.Error())
	}
	// negamax scores for the one named to act, finished games included;
	// after a turn's last action that is still the mover, first of the
	// next turn (a draw by the turn limit comes only there).
	var v int32
	if g.ToMove() == me {
		v = s.negamax(depth, alpha, beta, ply)
	} else {
		v = -s.negamax(depth, -beta, -alpha, ply)
	}
	_ = g.Undo()
	return v
}

// negamax returns the score of the position for the player to act.
func (s *Search) negamax(depth int, alpha, beta int32, ply int) int32 {
	s.nodes++
	if s.nodes%pollEvery == 0 {
		s.poll()
	}
	if s.stop {
		return 0
	}
	g := s.g
	if g.Over() {
		return s.terminal(ply)
	}
	if depth <= 0 || ply >= maxPly-1 {
		return s.leaf(ply)
	}
	key := g.Hash()
	ttMove := rules.NoAction
	if e, ok := s.tt.probe(key); ok {
		ttMove = e.move
		if int(e.depth) >= depth {
			v := fromTT(e.score, ply)
			switch {
			case e.bound == boundExact,
				e.bound == boundLower && v >= beta,
				e.bound == boundUpper && v <= alpha:
				return v
			}
		}
	}
	me := g.ToMove()
	moves := g.LegalActions(s.moves[ply])
	s.scoreMoves(moves, s.order[ply], ttMove, me, ply)
	origAlpha := alpha
	best, bestMove := int32(-infinity), rules.NoAction
	for i := range moves {
		m := pickNext(moves, s.order[ply], i)
		v := s.child(m, depth-1, alpha, beta, ply+1)
		if s.stop {
			return 0
		}
		if v > best {
			best, bestMove = v, m
			if v > alpha {
				alpha = v
				if alpha >= beta {
					s.rememberCutoff(m, me, depth, ply)
					break
				}
			}
		}
	}
	bound := boundExact
	switch {
	case best <= origAlpha:
		bound = boundUpper
	case best >= beta:
		bound = boundLower
	}
	s.tt.store(key, depth, toTT(best, ply), bound, bestMove)
	return best
}

// terminal scores a finished game for the player the engine names to act.
func (s *Search) terminal(ply int) int32 {
	g := s.g
	r := g.Result()
	me := g.ToMove()
	if r.Outcome == rules.Draw {
		if me == s.root {
			return -contempt
		}
		return contempt
	}
	if r.Winner == me {
		return MateScore - int32(ply)
	}
	return -(MateScore - int32(ply))
}

// leaf evaluates a position at the horizon. An evaluation that sees a win
// in one action is turned into the matching mate distance.
func (s *Search) leaf(ply int) int32 {
	v := Evaluate(s.g, s.g.ToMove())
	switch {
	case v > mateBound:
		return MateScore - int32(ply+1)
	case v < -mateBound:
		return -(MateScore - int32(ply+1))
	}
	return v
}

func (s *Search) poll() {
	s.live.Store(s.nodes)
	if s.nodes >= s.level.Nodes {
		s.stop = true
		return
	}
	select {
	case <-s.done:
		s.stop = true
		return
	default:
	}
	if !s.deadline.IsZero() && time.Now().After(s.deadline) {
		s.stop = true
	}
}

// Reset forgets what earlier searches learnt (the move ordering; the
// transposition table is emptied by every search), for a new game with
// the same player.
func (s *Search) Reset() {
	if s.tt != nil {
		s.tt.clear()
	}
	s.history = [2][1 << 14]int32{}
}
