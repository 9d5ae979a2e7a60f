package eternity

import (
	"context"
	"sync/atomic"

	"plateau/games/reason"
)

// buildFinale enumerates the fillings of the last k cells of order (the
// cells the search fills, hints left out) of problem pr, counting them in
// stored as it goes (stored may be nil).
//
// It walks the fillings twice: once to file their boundaries in the trie
// and count them by leaf, then again to write each one straight into its
// leaf's slot. The second walk costs less than growing a table of
// unknown size and sorting it afterwards, which copies it twice and,
// where fresh memory is slow to map, cost half the build.
func buildFinale(ctx context.Context, pr *problem, order []int32, k int, stored *atomic.Int64) (*finale, error) {
	if k < 1 || k >= len(order) {
		return nil, reason.Of(ErrFinale, "finale of %d cells: want 1 to %d", k, len(order)-1)
	}
	f := &finale{at: len(order) - k, k: k}
	b := newFinaleBuilder(ctx, pr, order[f.at:], stored)
	bound := f.boundary(pr, b.cells, b.pos, b.depth(order))
	f.trie.init(1024)
	var leaves []int32 // filling -> its leaf, in the walk's order
	err := b.walk(func(cur []int32) error {
		if len(leaves) >= MaxFinale {
			return errFinaleTooBig
		}
		// room first, looking at the context: add's own growth does not
		if err := f.trie.roomFor(ctx, len(bound)); err != nil {
			return err
		}
		node := int32(0)
		for _, s := range bound {
			node = f.trie.add(node, pr.color(cur[b.pos[s.cell]], s.side))
		}
		leaves = append(leaves, node)
		return nil
	})
	if err != nil {
		return nil, err
	}
	if stored != nil {
		stored.Store(int64(len(leaves)))
	}
	b.stored = nil // the second walk finds the same fillings
	next := f.groupCounts(leaves)
	f.fills = make([]uint16, len(leaves)*k)
	i := 0
	err = b.walk(func(cur []int32) error {
		l := leaves[i]
		for j, pt := range cur {
			f.fills[int(next[l])*k+j] = uint16(pt)
		}
		next[l]++
		i++
		return nil
	})
	if err != nil {
		return nil, err
	}
	f.trie.freeze(pr.ncolors)
	f.start = f.startNode(pr)
	return f, nil
}

// groupCounts sizes the leaves' groups and returns, per leaf, where its
// first filling goes.
func (f *finale) groupCounts(leaves []int32) []int32 {
	f.group = make([]finaleGroup, f.trie.nodes)
	for _, l := range leaves {
		f.group[l].n++
	}
	next := make([]int32, len(f.group))
	at := int32(0)
	for i := range f.group {
		f.group[i].start, next[i] = at, at
		at += f.group[i].n
	}
	return next
}

// checkEvery is how many candidates the walk tries between two looks at
// the context (a power of two). Up to one in two is a filling, each filed
// in the trie (microseconds over a big finale's table): every 65,536 took
// 50-330 ms to stop on 16x16 boards, every 4,096 takes a few ms, and the
// looks cost nothing measurable (BenchmarkFinaleBuild).
const checkEvery = 1 << 12

// finaleBuilder walks the ways to fill a finale's cells with distinct
// pieces that fit the frame and each other.
type finaleBuilder struct {
	ctx   context.Context
	pr    *problem
	cells []int32 // the finale's cells, in the search's order
	pos   []int32 // cell -> its index in cells, -1 outside
	// per finale cell, the sides that face finale cells after it (filled
	// before it by the walk), and the pts that fit its frame filed by the
	// colours they show on those sides
	later  [][]laterSide
	byKey  []map[uint32][]int32
	used   []bool  // pieces placed: the hints and the walk's
	cur    []int32 // the filling being made
	stored *atomic.Int64
	found  int64 // fillings met by this walk
	steps  int
	visit  func(cur []int32) error
}

func newFinaleBuilder(ctx context.Context, pr *problem, cells []int32, stored *atomic.Int64) *finaleBuilder {
	k := len(cells)
	b := &finaleBuilder{ctx: ctx, pr: pr, cells: cells, pos: make([]int32, pr.cells),
		later: make([][]laterSide, k), byKey: make([]map[uint32][]int32, k),
		used: make([]bool, pr.n), cur: make([]int32, k), stored: stored}
	for c := range b.pos {
		b.pos[c] = -1
	}
	for i, c := range cells {
		b.pos[c] = int32(i)
	}
	for i, c := range cells {
		for s := range 4 {
			if n := pr.nb[4*int(c)+s]; n >= 0 && int(b.pos[n]) > i {
				b.later[i] = append(b.later[i], laterSide{side: uint8(s), j: b.pos[n]})
			}
		}
		b.byKey[i] = make(map[uint32][]int32)
		for pt := range int32(pr.nt) {
			if pr.fitsCell(int(c), int(pt)) {
				key := b.keyOf(i, func(ls laterSide) uint8 { return pr.color(pt, int(ls.side)) })
				b.byKey[i][key] = append(b.byKey[i][key], pt)
			}
		}
	}
	for _, h := range pr.hint {
		if h >= 0 {
			b.used[h>>2] = true
		}
	}
	return b
}

// depth is each cell's depth in order, -1 for the fixed pieces' cells
// (which come first).
func (b *finaleBuilder) depth(order []int32) []int32 {
	depth := make([]int32, b.pr.cells)
	for c := range depth {
		depth[c] = -1
	}
	for d, c := range order {
		depth[c] = int32(d)
	}
	return depth
}

// walk hands every filling to visit, always in the same order, and stops
// at visit's first error or when the context ends.
//
// The fillings are enumerated from the last cell backwards: each cell then
// meets the ones after it in the scan order, which touch it (the row
// below, the cell to the right in rowscan); in the forward order the
// first cells only meet cells outside, and the partial fillings multiply
// before any join checks them.
func (b *finaleBuilder) walk(visit func(cur []int32) error) error {
	b.visit, b.found = visit, 0
	return b.fill(len(b.cells) - 1)
}

// laterSide is a side of a finale cell that faces finale cell j, which the
// walk fills first.
type laterSide struct {
	side uint8
	j    int32
}

// keyOf packs the colours of finale cell i's later sides, one byte each,
// as color gives them.
func (b *finaleBuilder) keyOf(i int, color func(laterSide) uint8) uint32 {
	key := uint32(0)
	for _, ls := range b.later[i] {
		key = key<<8 | uint32(color(ls))
	}
	return key
}

func (b *finaleBuilder) fill(i int) error {
	if i < 0 {
		b.found++
		return b.visit(b.cur)
	}
	// the colours the cells after it show it, as the candidates' key
	key := uint32(0)
	for _, ls := range b.later[i] {
		key = key<<8 | uint32(b.pr.color(b.cur[ls.j], int(ls.side+2)&3))
	}
	for _, pt := range b.byKey[i][key] {
		if b.used[pt>>2] {
			continue
		}
		// Stop within a few milliseconds: the walk may go long between
		// fillings, and a filling may cost a trie insert (see checkEvery).
		if b.steps++; b.steps&(checkEvery-1) == 0 {
			if b.stored != nil {
				b.stored.Store(b.found)
			}
			if err := b.ctx.Err(); err != nil {
				return err
			}
		}
		b.used[pt>>2], b.cur[i] = true, pt
		err := b.fill(i - 1)
		b.used[pt>>2] = false
		if err != nil {
			return err
		}
	}
	return nil
}
