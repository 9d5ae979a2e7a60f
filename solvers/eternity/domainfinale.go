package eternity

// The smartforce's finale. With the scan variable choice the domain engine
// fills the cells in the scan order, so once it has placed every depth
// before the finale the empty cells are exactly the finale's, and the
// stored fillings of the boundary the board shows are its completions. A
// smartforce node costs some ten to fifty times a brute-force one (the
// domains, BoCo's counts), which is what a finale saves: the search of the
// last K cells becomes one walk down the trie and a scan of the fillings
// filed there. The brute force's trick of refusing placements early (the
// feed) is left out here: the domains already refuse most of them.

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
	e.finLookups++
	leaf := f.leafFor(e.pr, e.at)
	if leaf < 0 {
		return true
	}
	g := f.group[leaf]
	cells := e.order[f.at:]
	hit := false
next:
	for i := g.start; i < g.start+g.n; i++ {
		fill := f.fills[int(i)*f.k : int(i+1)*f.k]
		for _, pt := range fill {
			if e.used[pt>>2] {
				continue next
			}
		}
		if !hit {
			hit = true
			e.finHits++
		}
		for j, c := range cells {
			e.at[c] = fill[j]
		}
		ok := e.found(e.at)
		for _, c := range cells {
			e.at[c] = -1
		}
		if !ok {
			return false
		}
	}
	return true
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
