package eternity

import (
	"context"
	"math"
	"slices"
	"sync"
	"time"

	"plateau/games/eternity"
	"plateau/games/reason"
)

// Run searches until the tree is exhausted (All), a first solution is found,
// or ctx is done; a stopped search returns its partial counts with Complete
// false. A Search runs once.
func (s *Search) Run(ctx context.Context) (Result, error) {
	if !s.started.CompareAndSwap(false, true) {
		return Result{}, errRunTwice
	}
	start := time.Now()
	if s.opt.Limit > 0 {
		// The limit counts from the instant Elapsed counts from: a search
		// cut by it reports at least the limit (a timer started before
		// the clock could report 199.98 ms of a 200 ms limit).
		var cancel context.CancelFunc
		ctx, cancel = context.WithDeadline(ctx, start.Add(s.opt.Limit))
		defer cancel()
	}
	s.mu.Lock()
	s.start = start
	s.mu.Unlock()
	s.running.Store(true)
	defer s.running.Store(false)

	watchDone := make(chan struct{})
	go s.watch(ctx, watchDone)
	completed := !s.pr.hintsFit() // clashing fixed pieces: nothing to search
	if !completed && s.opt.Finale > 0 {
		if err := s.storeFinale(ctx); err != nil {
			close(watchDone)
			return Result{}, err
		}
	}
	if !completed && (s.opt.Finale == 0 || s.fin != nil) {
		completed = s.search()
	}
	if completed {
		s.done.Store(math.Float64bits(1)) // the last positions were published before the last nodes
	}
	close(watchDone)

	s.mu.Lock()
	defer s.mu.Unlock()
	s.elapsed = time.Since(s.start)
	if s.err != nil {
		return Result{}, s.err
	}
	return s.result(completed), nil
}

// watch halts the search when ctx ends, until done is closed; a halt
// that no first solution asked for marks the search aborted.
func (s *Search) watch(ctx context.Context, done <-chan struct{}) {
	select {
	case <-ctx.Done():
		s.mu.Lock()
		s.aborted = !s.stop.Load() // not already stopping on a first solution
		s.mu.Unlock()
		s.halt()
	case <-done:
	}
}

// storeFinale builds the finale before the search, publishing its
// progress; it is nil when stopped meanwhile, and an error is one that
// did not come from ctx.
func (s *Search) storeFinale(ctx context.Context) error {
	t0 := time.Now()
	s.finBuilding.Store(true)
	fin, err := buildFinale(ctx, s.pr, searchOrder(s.pr, s.opt.Order), s.opt.Finale, &s.finStored)
	s.finBuild = time.Since(t0)
	if fin != nil {
		s.finStored.Store(int64(fin.fillings()))
	}
	s.finBuilding.Store(false)
	if err != nil && ctx.Err() == nil {
		return err
	}
	s.fin = fin
	return nil
}

// result gathers what the search found, under s.mu; completed says the
// whole tree was explored. The board shown afterwards (the snapshot)
// becomes the first solution, or the deepest board reached.
func (s *Search) result(completed bool) Result {
	res := Result{
		Config:             s.opt.Config,
		Solutions:          s.solutions.Load(),
		Distinct:           len(s.distinct),
		Nodes:              s.nodes.Load(),
		FirstSolutionNodes: s.firstNodes,
		FirstSolutionTime:  s.firstTime,
		Elapsed:            s.elapsed,
		BestDepth:          int(s.bestDepth.Load()),
		First:              s.first,
		Best:               s.board(s.bestPts),
		Kept:               s.kept,
		Openings:           s.cut,
		Units:              s.units.Load(),
		UnitsDone:          s.unitsDone.Load(),
		FinaleLookups:      s.finLookups.Load(),
		FinaleHits:         s.finHits.Load(),
		FinaleRefused:      s.finRefused.Load(),
		Explored:           s.doneSoFar(s.unitsDone.Load()),
	}
	if s.fin != nil {
		res.FinaleCells, res.FinaleSize, res.FinaleBuild = s.fin.k, s.fin.fillings(), s.finBuild
	} else {
		res.FinaleBuild = s.finBuild // stopped while storing it: the time it took
	}
	res.Solved = res.Solutions > 0
	if res.Solved {
		res.Best, res.BestDepth = res.First, s.pr.cells
	}
	res.Complete = completed || (res.Solved && (!s.opt.All || s.enough) && !s.aborted)
	res.BestScore = eternity.ScoreBoard(s.puz, res.Best).Matched
	copy(s.snap, s.bestPts)
	if res.Solved {
		copy(s.snap, s.pr.hint)
		for c, pl := range res.First.Cells {
			s.snap[c] = int32(4*(pl.Piece-1) + int(pl.Turn))
		}
	}
	return res
}

// search runs the workers; it reports whether the whole tree was explored.
func (s *Search) search() bool {
	sharded := s.opt.Shards > 1
	if s.opt.Units != nil {
		return s.searchUnits()
	}
	if s.opt.Workers == 1 && !sharded && s.opt.Openings == 0 {
		w := &worker{r: s, pos: &s.pos[0]}
		e := s.eng(w)
		ok := e.run(0, 0)
		w.flush()
		return ok
	}
	cut := s.opt.Openings
	if cut == 0 {
		// Shards must all cut at the same depth whatever their workers.
		target := 64 * s.opt.Workers
		if sharded {
			target = 256 * s.opt.Shards
		}
		cut = s.autoCut(target)
	}
	gen := &worker{r: s}
	ge := s.cutEngine(gen)
	if cut <= 0 || cut >= ge.depths() {
		if sharded && s.opt.Shard > 0 {
			return true // one unit, the whole tree: shard 0's
		}
		gen.pos = &s.pos[0]
		ok := s.eng(gen).run(0, 0)
		gen.flush()
		return ok
	}
	s.mu.Lock()
	s.cut = cut
	s.mu.Unlock()
	s.units.Store(s.countUnits(cut))
	rank := int64(0)
	mine := func() bool { // the next opening is this shard's
		r := rank
		rank++
		return !sharded || int(r%int64(s.opt.Shards)) == s.opt.Shard
	}
	if s.opt.Workers == 1 {
		return s.solveInline(gen, ge, cut, mine)
	}
	units := make(chan []int32, 4*s.opt.Workers)
	stopGen := make(chan struct{})
	gen.opening = func(prefix []int32) bool {
		if !mine() {
			return true
		}
		s.made.Add(1)
		u := append([]int32(nil), prefix...)
		select {
		case units <- u:
			return true
		case <-stopGen:
			return false
		}
	}
	var wg sync.WaitGroup
	results := make([]bool, s.opt.Workers)
	for i := range s.opt.Workers {
		wg.Go(func() { results[i] = s.work(i, units) })
	}
	go func() {
		wg.Wait()
		close(stopGen) // a generator blocked on a full queue gives up
	}()
	genOK := ge.run(0, cut)
	s.endGenerator(gen)
	close(units)
	<-stopGen
	ok := genOK
	for _, r := range results {
		ok = ok && r
	}
	return ok
}

// solveInline is the search cut at depth cut with one worker: the
// worker solves each opening of its shard (mine) as the generator gen,
// running engine ge, makes it, in the same goroutine. A generator running
// ahead through a queue would place the pieces of openings nobody solves
// once a first solution stops the search, as many as the scheduling let
// it, and one worker's figures would not repeat.
func (s *Search) solveInline(gen *worker, ge engine, cut int, mine func() bool) bool {
	w := &worker{r: s, pos: &s.pos[0]}
	e := s.eng(w)
	gen.opening = func(prefix []int32) bool {
		if !mine() {
			return true
		}
		s.made.Add(1)
		return s.solveUnit(w, e, prefix)
	}
	ok := ge.run(0, cut)
	w.flush()
	s.endGenerator(gen)
	return ok && !s.stop.Load()
}

// endGenerator counts the generator's nodes: the pieces of the openings
// it placed, which shard 0 alone counts, so that the shares' nodes add up
// to the whole search's.
func (s *Search) endGenerator(gen *worker) {
	gen.flush()
	if s.opt.Shards > 1 && s.opt.Shard > 0 {
		s.nodes.Add(-gen.nodes)
	}
}

// work solves openings from the queue until it is empty or the search
// stops, as worker i.
func (s *Search) work(i int, units <-chan []int32) bool {
	w := &worker{r: s, pos: &s.pos[i]}
	e := s.eng(w)
	defer w.flush()
	for u := range units {
		if !s.solveUnit(w, e, u) {
			return false
		}
	}
	return !s.stop.Load()
}

// solveUnit solves opening u (cell, pt pairs) as worker w with engine e;
// false when the search must stop.
func (s *Search) solveUnit(w *worker, e engine, u []int32) bool {
	if s.stop.Load() {
		return false
	}
	k := len(u) / 2
	for d := range k {
		if !e.place(d, u[2*d], u[2*d+1]) {
			e.unplace(d)
			// An opening this configuration prunes (its corolles, its
			// model's propagation, the finale) holds no solution: done.
			// One of another order or another puzzle is an error.
			if err := s.openingError(u); err != nil {
				s.fail(err)
				return false
			}
			s.unitsDone.Add(1)
			return true
		}
	}
	w.base = k
	if !e.run(k, 0) {
		return false
	}
	w.pos.Store(0) // before the count: progress may lag, never run ahead
	s.unitsDone.Add(1)
	e.unplace(k)
	return true
}

// openingError says why opening u (cell, pt pairs) is not one of this
// search's, or nil when it is one its configuration merely prunes: its
// cells come in this search's order, each piece once and not a fixed one,
// grey edges facing out and matching the pieces placed before it.
func (s *Search) openingError(u []int32) error {
	pr := s.pr
	order := searchOrder(pr, s.opt.Order)
	at := slices.Clone(pr.hint)
	used := make([]bool, pr.n)
	for _, h := range pr.hint {
		if h >= 0 {
			used[h>>2] = true
		}
	}
	for d := 0; 2*d+1 < len(u); d++ {
		c, pt := u[2*d], u[2*d+1]
		// (a choice by domain size takes the cells in any order)
		if s.opt.Config.Var == VarScan && (d >= len(order) || c != order[d]) {
			return reason.Of(ErrUnits, "the openings were made for another scan order or variable choice (or another puzzle)")
		}
		if pt < 0 || int(pt) >= pr.nt || used[pt>>2] || pr.greyMask(int(pt)) != pr.outer[c] {
			return reason.Of(ErrUnits, "an opening does not fit the puzzle: a piece twice, or one whose grey edges do not face out")
		}
		for side := range 4 {
			if nb := pr.nb[4*int(c)+side]; nb >= 0 && at[nb] >= 0 && pr.color(pt, side) != pr.color(at[nb], (side+2)&3) {
				return reason.Of(ErrUnits, "an opening does not fit the puzzle: two of its pieces do not match")
			}
		}
		at[c], used[pt>>2] = pt, true
	}
	return nil
}

// countUnits counts the openings of depth cut before the work starts: the
// generator hands them out only a few ahead of the workers, and progress
// wants the whole number from the start. It costs the nodes above the cut,
// a small part of any tree worth cutting.
func (s *Search) countUnits(cut int) int64 {
	w := &worker{r: s, quiet: true}
	e := s.cutEngine(w)
	var n int64
	w.opening = func([]int32) bool { n++; return true }
	e.run(0, cut)
	return n
}

// autoCut picks the smallest opening depth with at least target openings,
// so that uneven openings still share out well.
func (s *Search) autoCut(target int) int {
	w := &worker{r: s, quiet: true}
	e := s.cutEngine(w)
	for cut := 1; cut < e.depths(); cut++ {
		n := 0
		w.opening = func([]int32) bool { n++; return n < target }
		if e.run(0, cut) && n < target {
			if s.stop.Load() {
				return 0
			}
			continue
		}
		return cut
	}
	return 0
}
