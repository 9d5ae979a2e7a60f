package maxscore

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"plateau/games/eternity"
)

// shared is what the workers of one search have in common: the best board
// and the counters.
type shared struct {
	c      *compiled
	p      *eternity.Puzzle
	ctx    context.Context
	cancel context.CancelFunc
	start  time.Time
	max    int64 // node limit, 0 for none

	bestBreaks atomic.Int32 // breaks of the best board; c.total+1 before the first
	nodes      atomic.Int64
	restarts   atomic.Int64
	boards     atomic.Int64
	exact      atomic.Int32

	mu      sync.Mutex // guards what follows, and serialises onBest
	best    *eternity.Board
	score   int
	optimal bool
	err     error
	onBest  func(score int, b *eternity.Board)
}

// stopped reports whether the workers must stop: cancelled, node limit, or
// a perfect or proven board.
func (s *shared) stopped() bool {
	if s.ctx.Err() != nil {
		return true
	}
	if s.max > 0 && s.nodes.Load() >= s.max {
		s.cancel()
		return true
	}
	return false
}

// offer records a full board (a pt per cell) with b breaks if it beats the
// best, scoring it with the model's own scorer first; it returns the best
// breaks after the offer.
func (s *shared) offer(b int32, cells []int32) int32 {
	s.mu.Lock()
	defer s.mu.Unlock()
	if cur := s.bestBreaks.Load(); b >= cur {
		return cur
	}
	board := eternity.NewBoard(s.c.w, s.c.h)
	for i, pt := range cells {
		board.Cells[i] = eternity.Placement{Piece: int(pt>>2) + 1, Turn: eternity.Turn(pt & 3), Fixed: s.c.fixed[i] >= 0}
	}
	sc := eternity.ScoreBoard(s.p, board)
	if sc.Matched != s.c.total-int(b) || sc.Placed != sc.Cells || len(sc.Exposed) != 0 || board.Validate(s.p) != nil {
		s.err = errBug
		s.cancel()
		return s.bestBreaks.Load()
	}
	s.bestBreaks.Store(b)
	s.best, s.score = board, sc.Matched
	s.boards.Add(1)
	if b == 0 {
		s.optimal = true
		s.cancel()
	}
	if s.onBest != nil {
		s.onBest(sc.Matched, board.Clone())
	}
	return b
}

// proved records that a worker exhausted the exact tree for at most t
// breaks: if t is just below the best, the best is optimal and the search
// stops. It reports whether it stopped.
func (s *shared) proved(t int32) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if t+1 != s.bestBreaks.Load() || s.best == nil {
		return false
	}
	s.optimal = true
	s.cancel()
	return true
}

func (s *shared) stats() Stats {
	best := -1
	if b := s.bestBreaks.Load(); int(b) <= s.c.total {
		best = s.c.total - int(b)
	}
	return Stats{
		Nodes: s.nodes.Load(), Best: best, Max: s.c.total,
		Boards: s.boards.Load(), Restarts: s.restarts.Load(), Exact: int(s.exact.Load()),
		Elapsed: time.Since(s.start),
	}
}

// Search looks for the board of puzzle p with the most matched joins, the
// pieces of hints (nil for none) staying where they are, until ctx is done
// or Options.MaxNodes is reached; on a board it can solve or prove, it stops
// by itself once the best board is perfect or proven optimal. It returns the
// best board found, full and with the frame respected (grey edges exactly on
// the outside), scored by eternity.ScoreBoard.
//
// onBest (nil for none) is called each time the best board improves, with
// its score, strictly increasing from one call to the next, and a copy of
// the board that the callee may keep. Calls come from the worker
// goroutines but never overlap; the worker that found the board waits for
// the call, so it must be quick (hand the board over, do not draw it).
//
// The error is non-nil for a puzzle or hints the search cannot take (a
// malformed piece, a hint whose grey edges are not on the outside of the board, piece counts that do
// not fill the free cells, a bad budget); a cancelled search is not an
// error.
func Search(ctx context.Context, p *eternity.Puzzle, hints *eternity.Board, opt Options, onBest func(score int, b *eternity.Board)) (Result, error) {
	if err := p.Validate(); err != nil {
		return Result{}, err
	}
	opt, err := opt.withDefaults(p.H)
	if err != nil {
		return Result{}, err
	}
	c, err := compile(p, hints, opt)
	if err != nil {
		return Result{}, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	s := &shared{c: c, p: p, ctx: ctx, cancel: cancel, start: time.Now(), max: opt.MaxNodes, onBest: onBest}
	s.bestBreaks.Store(int32(c.total + 1))

	var wg sync.WaitGroup
	for id := range opt.Workers {
		wk := newWorker(c, s, opt, id)
		wg.Go(wk.run)
	}
	done := make(chan struct{})
	var ticker sync.WaitGroup
	if opt.Progress != nil {
		ticker.Go(func() {
			tick := time.NewTicker(opt.ProgressEvery)
			defer tick.Stop()
			for {
				select {
				case <-done:
					return
				case <-tick.C:
					opt.Progress(s.stats())
				}
			}
		})
	}
	wg.Wait()
	close(done)
	ticker.Wait()
	st := s.stats()
	if opt.Progress != nil {
		opt.Progress(st)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.err != nil {
		return Result{}, s.err
	}
	return Result{Board: s.best, Score: s.score, Max: c.total, Optimal: s.optimal, Stats: st}, nil
}
