package maxscore

import "math/rand/v2"

// pollMask sets how often a worker looks up from its loop (every 65536
// nodes, a few milliseconds): to publish its node count, pick up a better
// board found by another worker, and notice cancellation.
const pollMask = 1<<16 - 1

// outcome is why a scan returned.
type outcome uint8

const (
	stop      outcome = iota // cancelled, node limit, or nothing left to improve
	restart                  // the restart interval ran out, or the warm-up ended
	exhausted                // the whole tree was searched
)

// backOff is how much a worker lowers Budget.Start after a pass that never
// got past the break-free part of the scan: the schedule then asked for
// more than the worker can find in a restart interval.
const backOff = 0.02

// worker is one goroutine's depth-first scan with a break budget. Its state
// lives in flat arrays indexed by depth; the loop allocates nothing.
type worker struct {
	c   *compiled
	s   *shared
	rng *rand.Rand
	tab *tables

	budget  Budget
	warm    bool  // warm-up: no schedule, until the first full board
	exact   bool  // flat schedule, cell cap 2: exhausting the tree proves optimality
	t       int32 // most breaks a board may have: best breaks - 1
	allowed []int32
	restart int64 // nodes per restart

	edge []uint32 // cell -> packed edges; the sentinel cell (index cells) is all grey
	used []bool   // piece -> placed
	ptAt []int32  // depth -> pt
	cum  []int32  // cum[d] = breaks before depth d (cum[0] = hint breaks)
	hc   []int32  // hc[d] = quota sides of the pieces before depth d
	thr  []int32  // depth -> quota minimum in force: c.thr, or none while warm or exact
	lo   []int32  // depth -> next candidate
	hi   []int32  // depth -> end of candidates

	nodes    int64 // placed since the start
	flushed  int64 // nodes already added to the shared count
	maxDepth int   // deepest depth of the current pass
	cellBuf  []int32
	fillBuf  []int32 // pieces placed by partial
	noQuota  []int32 // zeros
}

// newWorker makes worker id; worker 0 warms up, finding a first board with
// no schedule (a greedy descent) so that there is a board to show at once.
func newWorker(c *compiled, s *shared, o Options, id int) *worker {
	nd := len(c.order)
	wk := &worker{
		c: c, s: s, budget: o.Budget, restart: o.RestartNodes, warm: id == 0,
		rng:     rand.New(rand.NewPCG(o.Seed, 0x9e3779b97f4a7c15^uint64(id))),
		allowed: make([]int32, nd),
		edge:    make([]uint32, c.cells+1),
		used:    make([]bool, c.npieces),
		ptAt:    make([]int32, nd),
		cum:     make([]int32, nd+1),
		hc:      make([]int32, nd+1),
		lo:      make([]int32, nd),
		hi:      make([]int32, nd),
		cellBuf: make([]int32, c.cells),
		noQuota: make([]int32, nd),
	}
	for i, pt := range c.fixed {
		if pt >= 0 {
			wk.edge[i] = c.edges[pt]
			wk.used[pt>>2] = true
		}
	}
	wk.cum[0] = c.hintBreaks
	wk.tab = newTables(c, o.Budget.Cell)
	wk.setT(s.bestBreaks.Load() - 1)
	return wk
}

// setT sets the most breaks a board may have and the schedule that follows;
// the warm-up and the exact phase have no schedule and no quota (a quota
// would leave boards out of the exact phase's proof).
func (wk *worker) setT(t int32) {
	wk.t = t
	flat := wk.exact || wk.warm
	wk.budget.allowance(wk.allowed, max(t, 0), flat)
	wk.thr = wk.c.thr
	if flat {
		wk.thr = wk.noQuota
	}
}

// run scans until the search stops, restarting with reshuffled candidates,
// backing the schedule off when it asks too much and, once a tree is
// exhausted, switching to the exact phase, whose exhaustion proves the best
// board optimal.
func (wk *worker) run() {
	defer wk.flush()
	for {
		wk.tab.shuffle(wk.rng)
		wk.maxDepth = 0
		switch wk.scan() {
		case stop:
			return
		case restart:
			wk.s.restarts.Add(1)
			switch {
			case wk.warm:
				// no board in a whole interval: give up warming
				wk.warm = false
				wk.setT(wk.t)
			case wk.exact:
				wk.restart = min(2*wk.restart, 1<<60)
			case wk.maxDepth < int(wk.budget.Start*float64(len(wk.allowed))):
				wk.budget.Start = max(0, wk.budget.Start-backOff)
				wk.setT(wk.t)
			}
		case exhausted:
			// in the exact phase every pass starts afresh and T only
			// shrinks, so the pass covered every board with at most T breaks
			if wk.exact && wk.s.proved(wk.t) {
				return
			}
			if !wk.exact {
				wk.exact, wk.warm = true, false
				wk.s.exact.Add(1)
				wk.tab = newTables(wk.c, 2)
				wk.setT(wk.t)
			}
		}
	}
}

// scan is the depth-first loop: at each depth it tries the unused piece
// turns keyed by the colours of the west and north neighbours, fewest
// breaks first, within the schedule's allowance.
func (wk *worker) scan() outcome {
	c := wk.c
	last := len(c.order)
	if last == 0 {
		if out := wk.complete(c.hintBreaks); out != exhausted {
			return out
		}
		return exhausted
	}
	var (
		steps     = c.steps
		list      = wk.tab.list
		ranges    = wk.tab.ranges
		nc        = wk.tab.nc
		edge      = wk.edge
		used      = wk.used
		ptAt      = wk.ptAt
		cum       = wk.cum
		hc        = wk.hc
		thr       = wk.thr
		nodes     = wk.nodes
		restartAt = nodes + wk.restart
		d         = 0
		st        = &steps[0]
		lo, hi    int32
		al        int32
		maxd      int
	)
	defer func() { wk.maxDepth = maxd }()
	// entering a depth: the candidates keyed by the west and north colours,
	// cut to the segments the remaining allowance affords
	k := 4 * ((st.class*nc+int32(edge[st.west]>>shE&0xff))*nc + int32(edge[st.north]>>shS&0xff))
	al = wk.allowed[d]
	lo, hi = ranges[k], ranges[k+1+min(max(al-cum[d], -1), 2)]
	for {
		if lo < hi {
			v := list[lo]
			lo++
			pt := int32(v & 0xffff)
			if used[pt>>2] {
				continue
			}
			e := uint32(v >> 32)
			b := cum[d] + int32(v>>16&3)
			if st.xtra {
				b += wk.extra(st, e)
			}
			if b > al {
				continue
			}
			h := hc[d] + int32(v>>18&7)
			if h < thr[d] {
				continue
			}
			hc[d+1] = h
			nodes++
			used[pt>>2] = true
			ptAt[d] = pt
			edge[st.cell] = e
			cum[d+1] = b
			if nodes&pollMask == 0 {
				wk.nodes = nodes
				if !wk.poll() {
					return stop
				}
				if nodes >= restartAt {
					wk.unwind(d + 1)
					return restart
				}
			}
			if d+1 == last {
				wk.nodes = nodes
				if out := wk.complete(b); out != exhausted {
					wk.unwind(d + 1)
					return out
				}
				al = wk.allowed[d]
				used[pt>>2] = false
				continue
			}
			wk.lo[d], wk.hi[d] = lo, hi
			d++
			if d > maxd {
				maxd = d
				if !wk.warm {
					wk.partial(d)
				}
			}
			st = &steps[d]
			k := 4 * ((st.class*nc+int32(edge[st.west]>>shE&0xff))*nc + int32(edge[st.north]>>shS&0xff))
			al = wk.allowed[d]
			lo, hi = ranges[k], ranges[k+1+min(max(al-cum[d], -1), 2)]
			continue
		}
		if d == 0 {
			wk.nodes = nodes
			return exhausted
		}
		d--
		st = &steps[d]
		lo, hi = wk.lo[d], wk.hi[d]
		al = wk.allowed[d]
		used[ptAt[d]>>2] = false
	}
}

// extra counts the breaks between a piece turn with edges e and the hints
// east and south of the step's cell.
func (wk *worker) extra(st *step, e uint32) int32 {
	var b int32
	if st.east >= 0 && side(e, shE) != side(wk.edge[st.east], shW) {
		b++
	}
	if st.south >= 0 && side(e, shS) != side(wk.edge[st.south], shN) {
		b++
	}
	return b
}

// unwind frees the pieces of depths 0..d-1.
func (wk *worker) unwind(d int) {
	for i := range d {
		wk.used[wk.ptAt[i]>>2] = false
	}
}

// offer polishes a full board that beats the best and offers it; it
// returns the best breaks after the offer.
func (wk *worker) offer(b int32, cells []int32) int32 {
	if best := wk.s.bestBreaks.Load(); b >= best {
		return best
	}
	b = wk.c.pol.polish(cells, b, wk.s.stopped)
	return wk.s.offer(b, cells)
}

// flush adds the nodes not yet counted to the shared count.
func (wk *worker) flush() {
	wk.s.nodes.Add(wk.nodes - wk.flushed)
	wk.flushed = wk.nodes
}

// poll publishes the node count and picks up a better best; false means
// stop.
func (wk *worker) poll() bool {
	wk.flush()
	if wk.s.stopped() {
		return false
	}
	if t := wk.s.bestBreaks.Load() - 1; t < wk.t {
		wk.setT(t)
	}
	return wk.t >= 0
}

// complete offers the full board on the stack, with b breaks, and tightens
// the allowance to beat the best. It returns stop to stop, restart at the
// end of the warm-up (whose stack does not follow the schedule), and
// exhausted to go on.
func (wk *worker) complete(b int32) outcome {
	if b > wk.t {
		return exhausted
	}
	cells := wk.cellBuf
	copy(cells, wk.c.fixed)
	for d, cell := range wk.c.order {
		cells[cell] = wk.ptAt[d]
	}
	best := wk.offer(b, cells)
	if wk.warm {
		wk.warm = false
		wk.setT(best - 1)
		return restart
	}
	wk.setT(best - 1)
	if wk.t < 0 || wk.s.stopped() {
		return stop
	}
	return exhausted
}
