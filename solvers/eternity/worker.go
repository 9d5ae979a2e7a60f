package eternity

import (
	"math"
	"sync/atomic"
)

// How often a worker publishes its counters and looks for a stop: every
// 4096 nodes in the scan engine (well under a millisecond), every 256 in the
// domain engine (a few milliseconds on large boards).
const (
	pollMask       = 1<<12 - 1
	domainPollMask = 1<<8 - 1
)

// engine is what a worker runs: the scan engine or the domain engine.
type engine interface {
	// place replays the opening's piece turn pt on cell at depth d, without
	// counting a node; false means it does not fit (an inconsistent opening).
	place(d int, cell, pt int32) bool
	// unplace takes back depths d-1 down to 0.
	unplace(d int)
	// run explores below the placements of depths 0..base-1 (to depth cut
	// when cut > base, handing openings to the worker). It returns false
	// when the search must stop, having taken every placement back.
	run(base, cut int) bool
	// depths is the number of cells the engine fills.
	depths() int
}

// snapshotter is what a worker reads of its engine when it reports:
// snapshot writes the current board at the given depth (pieces on the
// board) as a pt per cell, -1 for empty; position is how far the run from
// depth base has gone through its subtree, from 0 to 1 (see addPosition).
type snapshotter interface {
	snapshot(depth int, dst []int32)
	position(base, depth int) float64
}

// addPosition folds one depth into a tree position, walking from the
// deepest depth up: at that depth tried of n candidates have been taken,
// the current one included, and below the current one the walk stands at
// deeper. Each candidate's subtree is taken to be 1/n of its parent's
// (Knuth's estimate): a whole sibling finished counts 1/n, so the position
// only grows as the walk goes on, whatever the real sizes, and the tree
// finished is 1.
func addPosition(deeper float64, tried, n int) float64 {
	if n <= 0 || tried <= 0 {
		return deeper
	}
	return (float64(tried-1) + deeper) / float64(n)
}

// worker is the part of a goroutine's search that talks to the Search: it
// counts nodes locally and publishes them every pollMask+1 nodes.
type worker struct {
	r       *Search
	quiet   bool  // counting openings: publish nothing
	nodes   int64 // nodes placed by this worker
	flushed int64 // nodes already added to the Search's counter
	best    int   // deepest board this worker has reached, pieces on it

	opening   func(prefix []int32) bool // receives openings when run has a cut
	prefixBuf []int32

	// pos is where the worker publishes its position in the subtree it
	// explores from depth base (float64 bits); nil for the workers whose
	// position means nothing to progress (counting, handing out openings).
	pos   *atomic.Uint64
	base  int
	onPos func(float64) // tests: sees every position published

	// finale lookups, those that gave a solution, placements it refused
	finLookups, finHits, finRefused int64
	flushedFin                      [3]int64
}

func (w *worker) flush() {
	if w.quiet {
		return
	}
	w.r.nodes.Add(w.nodes - w.flushed)
	w.flushed = w.nodes
	if fin := [3]int64{w.finLookups, w.finHits, w.finRefused}; fin != w.flushedFin {
		w.r.finLookups.Add(fin[0] - w.flushedFin[0])
		w.r.finHits.Add(fin[1] - w.flushedFin[1])
		w.r.finRefused.Add(fin[2] - w.flushedFin[2])
		w.flushedFin = fin
	}
}

// poll publishes the counters and hands a snapshot to a waiting reader; it
// returns false when the search must stop.
func (w *worker) poll(depth int, s snapshotter) bool {
	r := w.r
	if w.quiet {
		return !r.stop.Load()
	}
	w.flush()
	r.depth.Store(int32(depth))
	if w.pos != nil {
		p := s.position(w.base, depth)
		w.pos.Store(math.Float64bits(p))
		if w.onPos != nil {
			w.onPos(p)
		}
	}
	if r.snapWant.Load() && r.snapWant.CompareAndSwap(true, false) {
		r.mu.Lock()
		s.snapshot(depth, r.snap)
		r.mu.Unlock()
	}
	return !r.stop.Load()
}

// newBest records a deeper board than this worker had reached.
func (w *worker) newBest(depth int, s snapshotter) {
	w.best = depth
	r := w.r
	if w.quiet || int32(depth) <= r.bestDepth.Load() {
		return
	}
	r.mu.Lock()
	if int32(depth) > r.bestDepth.Load() {
		s.snapshot(depth, r.bestPts)
		r.bestDepth.Store(int32(depth))
	}
	r.mu.Unlock()
}

// found checks and reports a full board; false means stop.
func (w *worker) found(pts []int32) bool {
	if w.quiet {
		return true
	}
	w.flush()
	return w.r.found(pts)
}
