package eternity

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"

	"plateau/games/eternity"
	"plateau/games/reason"
)

// An Opening is one work unit of seed 002's section 3.1: the placements of
// the first cells the search fills, in its order.
type Opening []Placed

// Placed is a piece turned on a cell (cells row by row from the top left,
// pieces numbered from 1).
type Placed struct {
	Cell int
	eternity.Placement
}

// Openings reports the openings of the given depth for search options o
// (the configuration and hints matter, not the workers) to fn, in the
// order the search meets them, until fn returns false, ctx is done or
// limit openings were given (limit 0: no limit). It returns how many were
// given and whether that was all of them.
func Openings(ctx context.Context, p *eternity.Puzzle, o Options, depth int, limit int64, fn func(Opening) bool) (int64, bool, error) {
	o.Workers, o.Shards, o.Finale = 1, 0, 0
	s, err := NewSearchContext(ctx, p, o)
	if err != nil {
		return 0, false, err
	}
	w := &worker{r: s, quiet: true}
	e := s.cutEngine(w)
	if depth < 1 || depth >= e.depths() {
		return 0, false, depthRefused(ErrDepth, depth, e.depths()-1)
	}
	stop := context.AfterFunc(ctx, s.halt)
	defer stop()
	var n int64
	w.opening = func(prefix []int32) bool {
		if limit > 0 && n == limit {
			return false // one more than the limit: not all of them
		}
		op := make(Opening, len(prefix)/2)
		for i := range op {
			pt := prefix[2*i+1]
			op[i] = Placed{Cell: int(prefix[2*i]), Placement: eternity.Placement{Piece: int(pt>>2) + 1, Turn: eternity.Turn(pt & 3)}}
		}
		n++
		return fn(op)
	}
	all := e.run(0, depth)
	return n, all && ctx.Err() == nil, nil
}

// Estimate is Knuth's estimate of the size of a search tree: random dives
// from the root, each multiplying the numbers of candidates met on the
// way, averaged. It is unbiased, and on these trees good to a factor of a
// few with a few thousand dives.
type Estimate struct {
	Nodes   float64   // nodes of the whole search
	ByDepth []float64 // nodes at each depth (pieces placed by the search, fixed ones not counted)
	Probes  int
}

// At is the estimated number of nodes at depth d: the openings of depth d
// when d is cut there.
func (e Estimate) At(d int) float64 {
	if d < 1 || d > len(e.ByDepth) {
		return 0
	}
	return e.ByDepth[d-1]
}

// EstimateTree estimates the search tree of configuration o.Config (nodes
// as the search counts them: every piece turn tried) with the given number
// of random dives, seeded.
func EstimateTree(ctx context.Context, p *eternity.Puzzle, o Options, probes int, seed uint64) (Estimate, error) {
	o.Workers, o.Shards, o.Finale, o.Units = 1, 0, 0, nil
	s, err := NewSearchContext(ctx, p, o)
	if err != nil {
		return Estimate{}, err
	}
	w := &worker{r: s, quiet: true}
	var dive func(rng *rand.Rand, byDepth []float64)
	var depths int
	if o.Config.fast() {
		e := newScanEngine(w, s.pr, o.Order, nil)
		dive, depths = e.dive, len(e.order)
	} else {
		e := newDomainEngine(w, s.pr, o.Config, nil)
		if !e.rootOK {
			return Estimate{ByDepth: make([]float64, e.last)}, nil
		}
		dive, depths = e.dive, e.last
	}
	est := Estimate{ByDepth: make([]float64, depths)}
	if !s.pr.hintsFit() {
		return est, nil
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x5eed))
	for est.Probes < probes && ctx.Err() == nil {
		est.Probes++
		dive(rng, est.ByDepth)
	}
	if est.Probes > 0 {
		for d := range est.ByDepth {
			est.ByDepth[d] /= float64(est.Probes)
			est.Nodes += est.ByDepth[d]
		}
	}
	if math.IsInf(est.Nodes, 0) {
		est.Nodes = math.MaxFloat64
	}
	return est, ctx.Err()
}

// dive adds to byDepth the nodes of one random descent of the brute force:
// at each depth the candidates it would place times the product of those
// met above.
func (e *scanEngine) dive(rng *rand.Rand, byDepth []float64) {
	mult := 1.0
	cand := e.prefixBuf[:0] // scratch: the engine searches nothing meanwhile
	d := 0
	for ; d < len(e.order); d++ {
		cand = e.candidates(d, cand[:0])
		if len(cand) == 0 {
			break
		}
		mult *= float64(len(cand))
		byDepth[d] += mult
		pt := cand[rng.IntN(len(cand))]
		e.ptAt[d], e.used[pt>>2] = pt, true
		e.edge[e.order[d]] = e.pr.edges[pt]
	}
	e.prefixBuf = cand
	e.unplace(d)
}

// dive is the domain engine's random descent: every candidate of a depth
// counts as a node (the search tries each), and the descent goes on
// through one of those its model lets stand.
func (e *domainEngine) dive(rng *rand.Rand, byDepth []float64) {
	mult := 1.0
	placed := 0
	for d := 0; d < e.last; d++ {
		e.open(d, 0)
		c := e.cellAt[d]
		lo, hi := e.cstart[d], e.cend[d]
		if hi == lo {
			break
		}
		byDepth[d] += mult * float64(hi-lo)
		ok := e.keys[:0] // scratch for the candidates that stand
		for i := lo; i < hi; i++ {
			pt := e.cand[i]
			e.ptAt[d], e.mark[d] = pt, int32(len(e.trail))
			if e.assign(c, pt) {
				ok = append(ok, pt)
			}
			e.undoTo(d)
		}
		e.keys = ok
		if len(ok) == 0 {
			break
		}
		mult *= float64(len(ok))
		pt := ok[rng.IntN(len(ok))]
		e.ptAt[d], e.mark[d] = pt, int32(len(e.trail))
		e.assign(c, pt)
		placed = d + 1
	}
	e.unplace(placed)
}

// candidates appends to dst the piece turns the brute force would place at
// depth d of the current board.
func (e *scanEngine) candidates(d int, dst []int32) []int32 {
	lo, hi := e.bounds(d)
	for _, pt := range e.list[lo:hi] {
		if !e.used[pt>>2] && e.extraOK(d, pt) {
			dst = append(dst, pt)
		}
	}
	return dst
}

// searchUnits explores the openings of Options.Units (this shard's share)
// on the workers.
func (s *Search) searchUnits() bool {
	units := make(chan []int32, 4*s.opt.Workers)
	s.units.Store(int64(len(s.opt.Units)))
	if len(s.opt.Units) > 0 {
		s.mu.Lock()
		s.cut = len(s.opt.Units[0])
		s.mu.Unlock()
	}
	results := make([]bool, s.opt.Workers)
	done := make(chan struct{})
	go func() {
		defer close(done)
		var wg sync.WaitGroup
		for i := range s.opt.Workers {
			wg.Go(func() { results[i] = s.work(i, units) })
		}
		wg.Wait()
	}()
	ok := true
feed:
	for rank, op := range s.opt.Units {
		if s.opt.Shards > 1 && rank%s.opt.Shards != s.opt.Shard {
			continue
		}
		u := make([]int32, 0, 2*len(op))
		for _, pl := range op {
			if pl.Piece < 1 || pl.Piece > s.pr.n || pl.Cell < 0 || pl.Cell >= s.pr.cells || pl.Turn > 3 {
				s.fail(fmt.Errorf("opening %d: piece %d on cell %d is not on this puzzle", rank+1, pl.Piece, pl.Cell))
				ok = false
				break feed
			}
			u = append(u, int32(pl.Cell), int32(4*(pl.Piece-1)+int(pl.Turn)))
		}
		select {
		case units <- u:
		case <-done: // every worker stopped
			ok = false
			break feed
		}
	}
	close(units)
	<-done
	for _, r := range results {
		ok = ok && r
	}
	return ok
}

// depthRefused refuses openings of depth when the search's last depth
// that cuts anything is last: out of 1..last, or, when the fixed pieces
// and the finale leave fewer than two cells to place, none at all (the
// range then read "1..0").
func depthRefused(kind error, depth, last int) error {
	if last < 1 {
		return reason.Of(kind, "openings depth %d: no depth cuts this search, its fixed pieces and finale leave at most one cell to place", depth)
	}
	return reason.Of(kind, "openings depth %d out of range 1..%d", depth, last)
}
