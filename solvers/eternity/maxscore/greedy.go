package maxscore

// partial completes the placements of depths 0..d-1 greedily, each
// remaining cell in scan order taking the free piece turn that breaks the
// fewest joins with what is already there, and offers the board when it beats
// the best. The scan calls it each time a pass reaches a new depth, so that a
// long break-free opening already yields boards before the scan completes
// one itself. It leaves the scan's state as it found it.
func (wk *worker) partial(d int) {
	// A fill goes over every cell left, each with every piece of its
	// class: on a 30x30 board the fills of a warm-up, one a new depth, ran
	// a second past a time limit between the loop's polls.
	if wk.s.stopped() {
		return
	}
	if b, ok := wk.fill(d); ok {
		wk.setT(wk.offer(b, wk.cellBuf) - 1)
	}
}

// fill writes into cellBuf the placements of depths 0..d-1 completed
// greedily; it returns the board's breaks, and false when it gave up
// because they went over T.
func (wk *worker) fill(d int) (int32, bool) {
	c := wk.c
	b := wk.cum[d]
	if b > wk.t {
		return b, false
	}
	cells := wk.cellBuf
	copy(cells, c.fixed)
	for i := range d {
		cells[c.order[i]] = wk.ptAt[i]
	}
	placed := wk.fillBuf[:0]
	for i := d; i < len(c.order) && b <= wk.t; i++ {
		st := &c.steps[i]
		w, n := side(wk.edge[st.west], shE), side(wk.edge[st.north], shS)
		pick, fewest := int32(-1), int32(1<<30)
		for _, pt := range c.classPts[st.class] {
			if wk.used[pt>>2] {
				continue
			}
			e := c.edges[pt]
			k := int32(wnBreaks(e, w, n))
			if st.xtra {
				k += wk.extra(st, e)
			}
			if k < fewest {
				pick, fewest = pt, k
				if k == 0 {
					break
				}
			}
		}
		// compile checked that the free pieces of each kind fill the free
		// cells of that kind, so a cell always finds one
		wk.used[pick>>2] = true
		placed = append(placed, pick)
		wk.edge[st.cell] = c.edges[pick]
		cells[st.cell] = pick
		b += fewest
	}
	for _, pt := range placed {
		wk.used[pt>>2] = false
	}
	wk.fillBuf = placed
	return b, b <= wk.t && d+len(placed) == len(c.order)
}
