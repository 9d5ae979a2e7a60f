package eternity

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

// snapshotter writes the current board of a worker at the given depth
// (pieces on the board) as a pt per cell, -1 for empty.
type snapshotter interface {
	snapshot(depth int, dst []int32)
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
