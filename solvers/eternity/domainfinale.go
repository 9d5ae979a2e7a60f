package eternity

// The smartforce's finale. With the scan variable choice the domain engine
// fills the cells in the scan order, so once it has placed every depth
// before the finale the empty cells are exactly the finale's, and the
// stored fillings of the boundary the board shows are its completions: the
// search of the last K cells becomes one walk down the trie and a scan of
// the fillings filed there. The brute force's early refusals (the feed)
// are left out: the domains already refuse most of those placements. What
// it saves depends on the model (BenchmarkFinale): CaPi reaches the finale
// with many boards that fail there, BoCo only with boards its counts have
// all but solved, so for BoCo a finale saves next to nothing.

// depths is the number of cells the engine searches: all of them, or
// those before the finale.
func (e *domainEngine) depths() int {
	if e.fin != nil {
		return e.fin.at
	}
	return e.last
}

// finish reports the solutions of a board placed up to depths(): itself,
// or its completions from the finale.
func (e *domainEngine) finish() bool {
	f := e.fin
	if f == nil {
		return e.found(e.at)
	}
	leaf := f.leafFor(e.pr, e.at)
	if leaf < 0 {
		e.finLookups++ // a boundary no filling takes: looked up, no hit
		return true
	}
	return f.lookup(e.worker, leaf, e.fillFree, e.reportFill)
}

func (e *domainEngine) fillFree(i int32) bool { return e.fin.piecesFree(i, e.used) }

// reportFill reports the board with fill on the finale's cells.
func (e *domainEngine) reportFill(fill []uint16) bool {
	cells := e.order[e.fin.at:]
	for j, c := range cells {
		e.at[c] = int32(fill[j])
	}
	ok := e.found(e.at)
	for _, c := range cells {
		e.at[c] = -1
	}
	return ok
}

// leafFor is the trie node of the boundary colours board at shows (cell ->
// pt, every cell outside the finale placed), -1 when no filling takes them.
func (f *finale) leafFor(pr *problem, at []int32) int32 {
	node := f.start
	for i, n := range f.nbs {
		if node < 0 {
			break
		}
		if pr.hint[n] >= 0 {
			continue // read into start
		}
		node = f.trie.child(node, uint8(pr.edges[at[n]]>>f.shift[i]))
	}
	return node
}
